import { describe, expect, it } from 'vitest';
import { GALLERY } from '../../src/lab/gallery';
import { draftStart } from '../../src/setup/draft';
import { defaultOptions } from '../../src/setup/options';
import { createBody, openOnlineGame } from '../../src/store/openOnline';

const request = {
  options: defaultOptions('square7', 2),
  seats: ['human', 'human'] as const,
  clock: { kind: 'realtime', minutes: 3, increment: 2 } as const,
  public: true,
  name: 'Ann',
};

function answer(status: number, body: unknown, type = 'application/json; charset=utf-8'): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': type } }));
}

describe('opening an online game', () => {
  it('asks for the board and rules chosen in New game, with the opener in the first seat', () => {
    expect(createBody(request)).toEqual({
      setup: { preset: 'square7', players: 2, marbles: 8, roundLimit: 30, toMove: 1, pie: true },
      clock: { kind: 'realtime', minutes: 3, increment: 2 },
      public: true,
      names: ['Ann', null],
    });
    const four = createBody({ ...request, options: { ...defaultOptions('hex5', 4), teams: true } });
    expect(four.setup).toMatchObject({ preset: 'hex5', players: 4, teams: true });
    expect(four.setup).not.toHaveProperty('pie');
    expect(four.names).toEqual(['Ann', null, null, null]);
  });

  it("gives seats to the server's computer at their levels, never the opener's", () => {
    const body = createBody({ ...request, options: defaultOptions('hex5', 3), seats: ['human', 'hard', 'human'] });
    expect(body.computer).toEqual([{ seat: 2, level: 'hard' }]);
    expect(body.names).toEqual(['Ann', null, null]);
  });

  it('asks for a board of the gallery as a record without moves, with its own number of players', () => {
    const board = GALLERY.find((b) => b.players === 3)!;
    const start = draftStart({ lattice: board.lattice, layout: board.layout, players: board.players, marbles: null });
    if (!start.ok) throw new Error(start.error.code);
    const body = createBody({ ...request, start: start.value, seats: ['human', 'easy', 'human', 'hard'] });
    expect(body.setup).toMatchObject({
      record: { lattice: board.lattice, layout: board.layout, players: 3, moves: [] },
    });
    expect(body.computer).toEqual([{ seat: 2, level: 'easy' }]);
    expect(body.names).toEqual(['Ann', null, null]);
  });

  it("gives the server's links, or says why there are none", async () => {
    const game = { id: 'pQ3k7ZxWb2Aa', seats: [{ seat: 1, link: 'http://h/online/pQ3k7ZxWb2Aa#s' }], watch: 'w' };
    const sent: RequestInit[] = [];
    expect(
      await openOnlineGame(request, (url, init) => {
        sent.push(init);
        expect(url).toBe('/api/games');
        return answer(201, game);
      }),
    ).toEqual({ ok: true, value: game });
    expect(JSON.parse(String(sent[0]!.body))).toEqual(createBody(request));
    expect(await openOnlineGame(request, () => answer(400, { type: 'error', code: 'bad-setup' }))).toEqual({
      ok: false,
      error: { code: 'refused', refusal: 'bad-setup' },
    });
    expect(await openOnlineGame(request, () => answer(404, '<html>', 'text/html'))).toEqual({
      ok: false,
      error: { code: 'no-server' },
    });
    expect(await openOnlineGame(request, () => Promise.reject(new TypeError('offline')))).toEqual({
      ok: false,
      error: { code: 'no-server' },
    });
  });
});
