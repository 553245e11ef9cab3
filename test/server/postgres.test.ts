import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadRecord } from '../../src/engine/record';
import { buildApp } from '../../src/server/app';
import { startServer } from '../../src/server/main';
import { openPostgres } from '../../src/server/storage/postgres';
import type { GameStorage } from '../../src/server/storage/storage';
import { TestClient } from './client';
import { firstLegal, replayedMoves, type OpenedGame, openOverHttp } from './harness';
import { type TestPostgres, startPostgres } from './postgres';

let postgres: TestPostgres;
const apps: FastifyInstance[] = [];
const storages: GameStorage[] = [];
const clients: TestClient[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const app of apps.splice(0)) await app.close();
  for (const s of storages.splice(0)) await s.close();
});

afterAll(async () => {
  await postgres.stop();
}, 60_000);

/** A server instance on `database`, listening on a loopback port; its address. */
async function instance(database: string): Promise<string> {
  const storage = await openPostgres(database);
  storages.push(storage);
  const app = await buildApp({ storage });
  apps.push(app);
  return app.listen({ host: '127.0.0.1', port: 0 });
}

async function client(url: string): Promise<TestClient> {
  const c = await TestClient.open(url);
  clients.push(c);
  return c;
}

async function record(url: string, id: string): Promise<{ moves: string[]; meta: { status: string } }> {
  return (await (await fetch(`${url}/api/games/${id}`)).json()) as { moves: string[]; meta: { status: string } };
}

async function joinSeat(url: string, game: OpenedGame, seat: number): Promise<TestClient> {
  const c = await client(url);
  c.send({ type: 'join', game: game.id, secret: game.seats[seat - 1]!.secret });
  await c.next('state');
  return c;
}

/** The answer to a move: its ack or its refusal (any other message before it is skipped). */
async function answer(c: TestClient) {
  for (;;) {
    const m = await c.next();
    if (m.type === 'ack' || m.type === 'error') return m;
  }
}

describe('the game server on PostgreSQL', () => {
  it('plays a game to its end and keeps it in the database', async () => {
    const database = await postgres.freshDatabase();
    const url = await instance(database);
    const game = await openOverHttp(url);
    const seats = [await joinSeat(url, game, 1), await joinSeat(url, game, 2)];
    const played: string[] = [];
    for (let seq = 0; seq < 6; seq++) {
      const before = await record(url, game.id);
      const replay = loadRecord(before);
      if (!replay.ok) throw new Error(replay.error.code);
      const mover = seats[replay.value.final.toMove - 1]!;
      const move = firstLegal(before);
      mover.send({ type: 'move', seq, move });
      expect(await mover.next('ack')).toMatchObject({ seq });
      played.push(move);
    }
    seats[0]!.send({ type: 'resign' });
    for (const c of seats) expect(await c.next('end')).toMatchObject({ status: 'ended', seq: 6 });
    // A second instance, started afterwards, reads the same game from the database.
    const later = await record(await instance(database), game.id);
    expect(replayedMoves(later)).toEqual(played);
    expect(later.meta.status).toBe('ended');
  });

  it('accepts exactly one of two moves for the same turn that reach two instances at once', async () => {
    const database = await postgres.freshDatabase();
    const [first, second] = [await instance(database), await instance(database)];
    const game = await openOverHttp(first);
    await joinSeat(first, game, 2);
    // The player to move is connected to both instances, as two devices would be.
    const here = await joinSeat(first, game, 1);
    const there = await joinSeat(second, game, 1);
    const start = await record(first, game.id);
    const replay = loadRecord(start);
    if (!replay.ok) throw new Error(replay.error.code);
    expect(replay.value.final.toMove).toBe(1);
    const [a, b] = ['d4', 'c3'];
    here.send({ type: 'move', seq: 0, move: a });
    there.send({ type: 'move', seq: 0, move: b });
    const answers = [await answer(here), await answer(there)];
    const acked = answers.flatMap((m, i) => (m.type === 'ack' ? [[a, b][i]!] : []));
    expect(acked).toHaveLength(1);
    expect(answers.filter((m) => m.type === 'error')).toEqual([expect.objectContaining({ code: 'stale' })]);
    // The database holds the accepted move alone.
    const check = await openPostgres(database);
    storages.push(check);
    expect((await check.loadGame(game.id))?.moves.map((m) => m.move)).toEqual(acked);
  });

  it('starts with --database: the server keeps its games there and never shows the password', async () => {
    const database = new URL(await postgres.freshDatabase());
    database.password = 'hunter2';
    const dir = mkdtempSync(join(tmpdir(), 'momentum-pg-serve-'));
    const server = await startServer({ port: 0, database, staticDir: dir, logger: false });
    try {
      expect(server.dataFile).toBe(database.href.replace(':hunter2', ''));
      const game = await openOverHttp(server.url);
      const check = await openPostgres(database.href);
      storages.push(check);
      expect((await check.loadGame(game.id))?.seats).toHaveLength(2);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
