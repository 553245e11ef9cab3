import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type Puzzle, writePuzzle } from '../../src/puzzles/puzzle';
import { buildApp } from '../../src/server/app';
import { TRIES_PER_MINUTE } from '../../src/server/puzzles/routes';
import { readPuzzleFile } from '../../src/server/puzzles/set';
import type { GameStorage, NewGame } from '../../src/server/storage/storage';
import { openSqlite } from '../../src/server/storage/sqlite';

const HOST = 'games.test';
const PASSWORD = 'correct horse battery';

const SHIPPED = readPuzzleFile('src/puzzles/set.jsonl');
const shipped = (id: string): Puzzle => SHIPPED.find((p) => p.id === id)!;
/** Three puzzles of the shipped set, far enough apart that each choice below has one answer. */
const MIDDLE = shipped('4630b273c519988a'); // 1500, square7, push-off and chain
const EASY = shipped('c61cbe88cd051be6'); // 1200, crossroads, into a hole
const HARD = shipped('3f8a419f0fb38a3d'); // 1980, hex4, must-block
const SET = [MIDDLE, EASY, HARD];

/** The game a puzzle was found in: the store keeps which. */
const FOUND_IN: NewGame = {
  game: {
    id: 'found-in-1',
    setup: '{"format":"momentum/1","lattice":"square","layout":["...","...","..."],"players":2,"marbles":2}',
    timeControl: { kind: 'realtime', minutes: 3, increment: 2 },
    public: false,
    createdAt: 1,
  },
  seats: [
    { seat: 1, secretHash: 'a'.repeat(64), name: 'Ann', kind: 'human', joinedAt: null },
    { seat: 2, secretHash: 'b'.repeat(64), name: null, kind: 'human', joinedAt: null },
  ],
};

let apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const app of apps) await app.close();
  apps = [];
});

/** A game server over an in-memory database offering `puzzles`, after `before` has filled its store. */
async function server(puzzles: readonly Puzzle[] = SET, before?: (storage: GameStorage) => Promise<void>) {
  const storage = await openSqlite(':memory:');
  await before?.(storage);
  const app = await buildApp({ storage, now: () => 1_000_000, computerBudget: { playouts: 5 }, puzzles });
  app.addHook('onClose', async () => storage.close());
  apps.push(app);

  /** A request as the app's own page sends it, signed in with `cookie` when given. */
  const ask = async (method: InjectOptions['method'], url: string, body?: unknown, cookie?: string) => {
    const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}` };
    if (cookie !== undefined) headers['cookie'] = `momentum_session=${cookie}`;
    const answer = await app.inject({
      method,
      url,
      headers,
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    return { status: answer.statusCode, json: answer.json<Record<string, unknown>>() };
  };
  /** A new account's session token. */
  const signUp = async (name: string) => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/account',
      headers: { host: HOST, origin: `http://${HOST}` },
      payload: { name, password: PASSWORD },
    });
    return made.cookies.find((c) => c.name === 'momentum_session')!.value;
  };
  const next = (query = '', cookie?: string) => ask('GET', `/api/puzzles/next${query}`, undefined, cookie);
  const tryPuzzle = (id: string, body: unknown, cookie?: string) => ask('POST', `/api/puzzles/${id}/try`, body, cookie);
  return { ask, signUp, next, tryPuzzle };
}

/** The id of the puzzle an answer of `next` offers. */
const offered = (json: Record<string, unknown>) => (json['puzzle'] as { id: string }).id;

describe('GET /api/puzzles/next', () => {
  it('offers a signed-out solver the puzzle nearest a new solver, in the export shape', async () => {
    const s = await server();
    const answer = await s.next();
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ puzzle: JSON.parse(writePuzzle(MIDDLE)), rating: MIDDLE.rating });
  });

  it('offers a signed-in solver none it tried, near its rating, until none is left', async () => {
    const s = await server();
    const ann = await s.signUp('Ann');
    expect(offered((await s.next('', ann)).json)).toBe(MIDDLE.id);
    const missed = await s.tryPuzzle(MIDDLE.id, { solved: false }, ann);
    // Missed, Ann's rating falls below 1500: the easy puzzle is now much the nearer.
    expect(missed.json['solver']).toBeLessThan(MIDDLE.rating);
    expect(offered((await s.next('', ann)).json)).toBe(EASY.id);
    await s.tryPuzzle(EASY.id, { solved: true }, ann);
    expect(offered((await s.next('', ann)).json)).toBe(HARD.id);
    await s.tryPuzzle(HARD.id, { solved: false }, ann);
    expect(await s.next('', ann)).toEqual({ status: 404, json: { type: 'error', code: 'no-puzzle-left' } });
    // Someone else still gets the first.
    expect(offered((await s.next()).json)).toBe(MIDDLE.id);
  });

  it('keeps to a theme and a board; empty ones filter nothing', async () => {
    const s = await server();
    expect(offered((await s.next('?theme=must-block')).json)).toBe(HARD.id);
    expect(offered((await s.next('?board=hex4')).json)).toBe(HARD.id);
    expect(offered((await s.next('?theme=hole&board=crossroads')).json)).toBe(EASY.id);
    expect(offered((await s.next('?theme=&board=')).json)).toBe(MIDDLE.id);
    expect(await s.next('?theme=pie')).toEqual({ status: 404, json: { type: 'error', code: 'no-puzzle-left' } });
    expect(await s.next('?theme=must-block&board=square7')).toMatchObject({ status: 404 });
  });

  it('refuses a theme or a board it does not know', async () => {
    const s = await server();
    expect(await s.next('?theme=sacrifice')).toEqual({ status: 400, json: { type: 'error', code: 'bad-theme' } });
    expect(await s.next('?theme=chain&theme=hole')).toEqual({
      status: 400,
      json: { type: 'error', code: 'bad-theme' },
    });
    expect(await s.next('?board=moon')).toEqual({ status: 400, json: { type: 'error', code: 'bad-board' } });
  });

  it('offers the puzzles found here besides the shipped ones', async () => {
    const found = shipped('c17196358c757c52');
    const s = await server([], async (storage) => {
      await storage.createGame(FOUND_IN);
      await storage.addPuzzles([{ id: found.id, line: writePuzzle(found), gameId: FOUND_IN.game.id, at: 1 }]);
    });
    expect(offered((await s.next()).json)).toBe(found.id);
  });
});

describe('POST /api/puzzles/:id/try', () => {
  it('counts only the first try of an account, and the puzzle is offered at its new rating', async () => {
    const s = await server();
    const ann = await s.signUp('Ann');
    const first = await s.tryPuzzle(MIDDLE.id, { solved: true }, ann);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ counted: true, solved: true });
    expect(first.json['solver']).toBeGreaterThan(MIDDLE.rating);
    expect(first.json['puzzle']).toBeLessThan(MIDDLE.rating);
    const again = await s.tryPuzzle(MIDDLE.id, { solved: false }, ann);
    expect(again).toEqual({ status: 200, json: { ...first.json, counted: false } });
    expect((await s.next()).json['rating']).toBe(first.json['puzzle']);
  });

  it('refuses a try signed out, with a bad body, or of a puzzle it does not have', async () => {
    const s = await server();
    expect(await s.tryPuzzle(MIDDLE.id, { solved: true })).toEqual({
      status: 401,
      json: { type: 'error', code: 'signed-out' },
    });
    const ann = await s.signUp('Ann');
    expect(await s.tryPuzzle(MIDDLE.id, { solved: 'yes' }, ann)).toEqual({
      status: 400,
      json: { type: 'error', code: 'bad-request', detail: '/solved' },
    });
    expect(await s.tryPuzzle(MIDDLE.id, { solved: true, moves: [] }, ann)).toMatchObject({ status: 400 });
    expect(await s.tryPuzzle('0000000000000000', { solved: true }, ann)).toEqual({
      status: 404,
      json: { type: 'error', code: 'no-such-puzzle' },
    });
    // None of those counted: the first real try does.
    expect((await s.tryPuzzle(MIDDLE.id, { solved: true }, ann)).json['counted']).toBe(true);
  });

  it('takes TRIES_PER_MINUTE tries a minute from one address, then refuses', async () => {
    const s = await server();
    const ann = await s.signUp('Ann');
    for (let i = 0; i < TRIES_PER_MINUTE; i++) await s.tryPuzzle(MIDDLE.id, { solved: true }, ann);
    expect(await s.tryPuzzle(EASY.id, { solved: true }, ann)).toEqual({
      status: 429,
      json: { type: 'error', code: 'too-many' },
    });
    // Offering puzzles is not a try.
    expect((await s.next('', ann)).status).toBe(200);
  });
});
