import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';
import { PLAYER_KEY_HEADER } from '../../src/online/protocol';
import type { LeaderboardAnswer } from '../../src/online/ratings';
import { buildApp } from '../../src/server/app';
import { openSqlite } from '../../src/server/storage/sqlite';
import { TestClient } from './client';
import { scriptedGame } from './harness';

const PASSWORD = 'correct horse battery';
/** Each person's browser, by its player key. */
const ANN_KEY = 'player-key-000000000001';
const BOB_KEY = 'player-key-000000000002';

let apps: FastifyInstance[] = [];
let clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients) c.close();
  for (const app of apps) await app.close();
  apps = [];
  clients = [];
});

const RATED = {
  setup: { preset: 'square7', players: 2 },
  clock: { kind: 'realtime', minutes: 10, increment: 5 },
  rated: true,
};

/** A game server on a loopback port over an in-memory database, and requests as its own page sends them. */
async function server() {
  const storage = await openSqlite(':memory:');
  const app = await buildApp({ storage, computerBudget: { playouts: 5 } });
  app.addHook('onClose', async () => storage.close());
  apps.push(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = url;
  const host = new URL(url).host;
  const ask = async (method: InjectOptions['method'], path: string, body?: unknown, session?: string) => {
    const answer = await app.inject({
      method,
      url: path,
      headers: { host, origin, ...(session ? { cookie: `momentum_session=${session}` } : {}) },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    const cookie = answer.cookies.find((c) => c.name === 'momentum_session');
    return { status: answer.statusCode, json: answer.json<Record<string, unknown>>(), session: cookie?.value ?? '' };
  };
  const signUp = async (name: string, key: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/account',
      headers: { host, origin, [PLAYER_KEY_HEADER]: key },
      payload: { name, password: PASSWORD },
    });
    return answer.cookies.find((c) => c.name === 'momentum_session')!.value;
  };
  /** A socket from the app's page, signed in with `session` (or not), joining a seat with the browser's key. */
  const join = async (game: string, secret: string, key: string, session?: string) => {
    const c = await TestClient.open(url, { origin, ...(session ? { cookie: `momentum_session=${session}` } : {}) });
    clients.push(c);
    c.send({ type: 'join', game, secret, player: key });
    return c;
  };
  return { app, storage, ask, signUp, join };
}

describe('a rated game on the server', () => {
  it('is refused to a player who is not signed in, and without a clock', async () => {
    const s = await server();
    expect(await s.ask('POST', '/api/games', RATED)).toMatchObject({
      status: 401,
      json: { type: 'error', code: 'account-required' },
    });
    const ann = await s.signUp('Ann', ANN_KEY);
    expect((await s.ask('POST', '/api/games', { ...RATED, clock: { kind: 'none' } }, ann)).json).toEqual({
      type: 'error',
      code: 'bad-rated',
      detail: 'no-clock',
    });
    expect((await s.ask('GET', '/api/leaderboard/5')).json).toEqual({ type: 'error', code: 'no-such-pool' });
  });

  it('is played to the end by two accounts over sockets: both ratings move and the leaderboard lists them', async () => {
    const s = await server();
    const annSession = await s.signUp('Ann', ANN_KEY);
    const bobSession = await s.signUp('Bob', BOB_KEY);
    // A second account of Ann's, signed up in her own browser.
    const cySession = await s.signUp('Cy', ANN_KEY);
    const opened = await s.ask('POST', '/api/games', RATED, annSession);
    expect(opened.status).toBe(201);
    const id = opened.json['id'] as string;
    const [first, second] = (opened.json['seats'] as { secret: string }[]).map((seat) => seat.secret);

    const ann = await s.join(id, first!, ANN_KEY, annSession);
    await ann.next('state');
    const nobody = await s.join(id, second!, BOB_KEY);
    expect(await nobody.next('error')).toMatchObject({ code: 'account-required' });
    const twin = await s.join(id, second!, ANN_KEY, cySession);
    expect(await twin.next('error')).toMatchObject({ code: 'same-browser' });
    const bob = await s.join(id, second!, BOB_KEY, bobSession);
    expect(await bob.next('state')).toMatchObject({ status: 'live' });

    const start = presetGame(findPreset('square7')!, 2);
    if (!start.ok) throw new Error('no start');
    const moves = scriptedGame(start.value, 7);
    const players = [ann, bob];
    for (const [seq, move] of moves.entries()) {
      const mover = players[seq % 2]!;
      mover.send({ type: 'move', seq, move });
      await mover.next('ack');
    }
    const end = await ann.next('end');
    expect(end.status).toBe('ended');

    const board = (await s.ask('GET', '/api/leaderboard/2')).json as unknown as LeaderboardAnswer;
    expect(board.players.map((p) => [p.rank, p.games, p.provisional])).toEqual([
      [1, 1, true],
      [2, 1, true],
    ]);
    const winner = end.result!.winners[0] === 1 ? 'Ann' : 'Bob';
    expect(board.players[0]!.name).toBe(winner);
    expect(board.players[0]!.rating).toBeGreaterThan(1000);
    expect(board.players[1]!.rating).toBeLessThan(1000);
    for (const name of ['Ann', 'Bob']) {
      const profile = (await s.ask('GET', `/api/players/${name}`)).json;
      const shown = board.players.find((p) => p.name === name)!;
      expect(profile['ratings']).toEqual([
        {
          pool: '2',
          rating: shown.rating,
          games: 1,
          provisional: true,
          history: [expect.objectContaining({ game: id, rating: shown.rating })],
        },
      ]);
    }
    expect((await s.ask('GET', '/api/players/Cy')).json['ratings']).toEqual([]);
  });
});
