import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';
import { buildApp } from '../../src/server/app';
import type { BusEvent } from '../../src/server/bus';
import { RedisBus } from '../../src/server/redisBus';
import { openPostgres } from '../../src/server/storage/postgres';
import { TestClient } from './client';
import { startProxy, type TestProxy } from './haproxy';
import { replayedMoves, scriptedGame, type OpenedGame, openOverHttp } from './harness';
import { startPostgres, type TestPostgres } from './postgres';
import { startRedis, type TestRedis } from './redis';
import { type ServerChild, killed, serveProcess } from './serverProcess';

// Two instances of `momentum serve` as processes of their own, on one PostgreSQL database and
// one Redis, behind HAProxy with deploy/haproxy.cfg: every server as it is deployed, on loopback
// ports, started once for the file. The tests run in order; the last one kills an instance.

let postgres: TestPostgres;
let redis: TestRedis;
let proxy: TestProxy;
let database: string;
const dir = mkdtempSync(join(tmpdir(), 'momentum-instances-'));
const instances: ServerChild[] = [];
const clients: TestClient[] = [];
const closing: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  database = await postgres.freshDatabase();
  // One at a time: the first brings the database's schema up to date.
  for (let i = 0; i < 2; i++) instances.push(await serveProcess([dir, database, redis.url.href]));
  proxy = await startProxy([instances[0]!.url, instances[1]!.url]);
}, 120_000);

afterAll(async () => {
  for (const c of clients) c.close();
  for (const c of closing.reverse()) await c.close();
  await proxy?.stop();
  for (const { child } of instances) await killed(child);
  await redis?.stop();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function client(url: string, query = ''): Promise<TestClient> {
  const c = await TestClient.open(url, {}, query);
  clients.push(c);
  return c;
}

async function joined(url: string, game: OpenedGame, seat: number, query = ''): Promise<TestClient> {
  const c = await client(url, query);
  c.send({ type: 'join', game: game.id, secret: game.seats[seat - 1]!.secret });
  await c.next('state');
  return c;
}

/** The next presence message showing `seat` as `connected` (waiting up to three of the client's bounds). */
async function presenceOf(c: TestClient, seat: number, connected: boolean) {
  for (let misses = 0; ;) {
    const m = await c.next('presence').catch((e: unknown) => {
      if (++misses === 3) throw e;
      return null;
    });
    if (m?.seats[seat - 1]!.connected === connected) return m;
  }
}

/** The answer to a move: its ack or its refusal (any other message before it is skipped). */
async function answer(c: TestClient) {
  for (;;) {
    const m = await c.next();
    if (m.type === 'ack' || m.type === 'error') return m;
  }
}

/** The bound on a test that plays a whole game across processes (the machine may be busy). */
const GAME_TIMEOUT_MS = 60_000;

/** How long Redis stays away: a few heartbeats, not so long that an instance counts the other gone. */
const REDIS_DOWN_MS = 2_000;

const start = presetGame(findPreset('square7')!, 2);
if (!start.ok) throw new Error('no start');
const script = scriptedGame(start.value, 11);

/** Plays moves `from` to `to` (not included) of the script: each acknowledged, and seen by the other seat. */
async function play(seats: readonly TestClient[], from: number, to: number) {
  for (let seq = from; seq < to; seq++) {
    const mover = seats[seq % 2]!;
    mover.send({ type: 'move', seq, move: script[seq] });
    expect(await mover.next('ack')).toMatchObject({ seq });
    expect(await seats[(seq + 1) % 2]!.next('moved')).toMatchObject({ seq, move: script[seq] });
  }
}

/** Requests a minute from one address, at each of the instances in this process. */
const REQUESTS_PER_MINUTE = 40;
let pair: { clock: { t: number }; urls: string[] } | null = null;

/**
 * Two more instances in this process, on the same database and Redis, started once: on a clock
 * the test moves (a clock runs out at once for both), and with a small limit on requests.
 */
async function inProcess() {
  if (pair) return pair;
  const clock = { t: Date.now() };
  const urls: string[] = [];
  for (let i = 0; i < 2; i++) {
    const storage = await openPostgres(database);
    const bus = await RedisBus.connect(redis.url);
    const app: FastifyInstance = await buildApp({
      storage,
      bus,
      now: () => clock.t,
      requestsPerMinute: REQUESTS_PER_MINUTE,
    });
    closing.push(storage, bus, app);
    urls.push(await app.listen({ host: '127.0.0.1', port: 0 }));
  }
  pair = { clock, urls };
  return pair;
}

describe('the Redis bus', () => {
  it("tells a game's events to the other instances, never back to the one that sent them", async () => {
    const [one, two] = await Promise.all([RedisBus.connect(redis.url), RedisBus.connect(redis.url)]);
    closing.push(one, two);
    const heardByOne: [BusEvent, string][] = [];
    const heardByTwo: [BusEvent, string][] = [];
    await one.subscribe('g1', (event, from) => heardByOne.push([event, from])).ready;
    await two.subscribe('g1', (event, from) => heardByTwo.push([event, from])).ready;
    const fromOne: BusEvent = { type: 'events', events: [{ type: 'draw-offered', seat: 1 }] };
    const fromTwo: BusEvent = { type: 'events', events: [{ type: 'draw-offered', seat: 2 }] };
    one.publish('g1', fromOne);
    await vi.waitFor(() => expect(heardByTwo).toHaveLength(1));
    // Redis passes a channel's messages on in the order it took them: had the first instance heard
    // its own event, it would have come before the second's.
    two.publish('g1', fromTwo);
    await vi.waitFor(() => expect(heardByOne).toHaveLength(1));
    expect(heardByOne).toEqual([[fromTwo, two.id]]);
    expect(heardByTwo).toEqual([[fromOne, one.id]]);
  });
});

describe('two instances on PostgreSQL and Redis', () => {
  it(
    'play a whole game with a player on one and the opponent and a watcher on the other',
    { timeout: GAME_TIMEOUT_MS },
    async () => {
      const [one, two] = instances.map((i) => i.url) as [string, string];
      const game = await openOverHttp(one);
      const first = await joined(one, game, 1);
      const second = await joined(two, game, 2);
      const watcher = await client(two);
      watcher.send({ type: 'watch', game: game.id });
      expect((await watcher.next('state')).seats.map((s) => s.connected)).toEqual([true, true]);
      for (const [seq, move] of script.entries()) {
        const mover = [first, second][seq % 2]!;
        mover.send({ type: 'move', seq, move });
        expect(await mover.next('ack')).toMatchObject({ seq });
        expect(await [first, second][(seq + 1) % 2]!.next('moved')).toMatchObject({ seq, move });
        expect(await watcher.next('moved')).toMatchObject({ seq, move });
      }
      for (const c of [first, second, watcher]) expect(await c.next('end')).toMatchObject({ seq: script.length });
      expect(replayedMoves(await (await fetch(`${two}/api/games/${game.id}`)).json())).toEqual(script);
    },
  );

  it('accept exactly one of two moves for the same turn sent to the two at once; the other gets the state', async () => {
    const [one, two] = instances.map((i) => i.url) as [string, string];
    const game = await openOverHttp(one);
    await joined(two, game, 2);
    const [here, there] = [await joined(one, game, 1), await joined(two, game, 1)];
    here.send({ type: 'move', seq: 0, move: 'd4' });
    there.send({ type: 'move', seq: 0, move: 'c3' });
    const answers = [await answer(here), await answer(there)];
    expect(answers.filter((m) => m.type === 'ack')).toHaveLength(1);
    expect(answers.filter((m) => m.type === 'error')).toEqual([expect.objectContaining({ code: 'stale' })]);
    const state = await (answers[0]!.type === 'error' ? here : there).next('state');
    expect(state.seq).toBe(1);
    const stored = replayedMoves(await (await fetch(`${one}/api/games/${game.id}`)).json());
    expect(state.record.moves).toEqual(stored);
  });

  it('let exactly one instance flag a clock that ran out, over Redis', async () => {
    const { clock, urls } = await inProcess();
    const game = await openOverHttp(urls[0]!, { kind: 'realtime', minutes: 1, increment: 0 });
    const [first, second] = [await joined(urls[0]!, game, 1), await joined(urls[1]!, game, 2)];
    // Each side's first move, which no clock counts, then seat 1's.
    await play([first, second], 0, 3);
    clock.t += 61_000;
    second.send({ type: 'move', seq: 3, move: script[3] });
    first.send({ type: 'draw-offer' });
    for (const c of [first, second]) {
      expect(await c.next('end')).toMatchObject({ status: 'ended', result: { reason: 'timeout', loser: 2 } });
      await c.settle();
      expect(c.pending().filter((m) => m.type === 'end')).toEqual([]);
    }
    const check = await openPostgres(database);
    closing.push(check);
    expect((await check.loadGame(game.id))!.moves).toHaveLength(3);
  });

  it('pair two quick-game requests made at the two instances at once into one game, under a Redis lock', async () => {
    const { urls } = await inProcess();
    const quick = (url: string, name: string) =>
      fetch(`${url}/api/quick`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ setup: { preset: 'hex5', players: 2 }, clock: { kind: 'none' }, name }),
      }).then((r) => r.json() as Promise<{ id: string; seat: number }>);
    const [a, b] = await Promise.all([quick(urls[0]!, 'Ann'), quick(urls[1]!, 'Bob')]);
    expect(a.id).toBe(b.id);
    expect([a.seat, b.seat].sort()).toEqual([1, 2]);
  });

  it("count one address's requests across the instances, in Redis", async () => {
    const { urls } = await inProcess();
    // Each alone would let 40 through: sent to each by turns, the limit comes after 40 in all (fewer,
    // counting the requests of the tests before).
    let answered = 0;
    let refused = false;
    for (let i = 0; i < 2 * REQUESTS_PER_MINUTE && !refused; i++) {
      const res = await fetch(`${urls[i % 2]}/api/lobby`);
      if (res.status === 429) refused = true;
      else answered++;
    }
    expect(refused).toBe(true);
    expect(answered).toBeLessThan(REQUESTS_PER_MINUTE);
  });

  it('go on with a game once Redis, stopped for a while, is back', { timeout: GAME_TIMEOUT_MS }, async () => {
    const [one, two] = instances.map((i) => i.url) as [string, string];
    const game = await openOverHttp(one);
    const seats = [await joined(one, game, 1), await joined(two, game, 2)];
    await play(seats, 0, 2);
    await redis.pause();
    // The database still takes the move; the other instance hears of it once Redis is back.
    seats[0]!.send({ type: 'move', seq: 2, move: script[2] });
    expect(await seats[0]!.next('ack')).toMatchObject({ seq: 2 });
    await sleep(REDIS_DOWN_MS);
    await redis.resume();
    expect(await seats[1]!.next('moved')).toMatchObject({ seq: 2, move: script[2] });
    await play(seats, 3, 6);
  });

  it(
    'carry on through the proxy when an instance is killed: its players reconnect to the other, no acknowledged move lost',
    { timeout: GAME_TIMEOUT_MS },
    async () => {
      const game = await openOverHttp(proxy.url);
      // Each player on an instance of their own, through the one address.
      const first = await joined(proxy.url, game, 1, '?instance=1');
      const second = await joined(proxy.url, game, 2, '?instance=2');
      await play([first, second], 0, 4);
      await killed(instances[0]!.child);
      expect(await first.closed()).not.toBeNull();
      // Its heartbeats stop: the other instance no longer counts its player as connected.
      await presenceOf(second, 1, false);
      // The first player comes back through the same address, asking for the same instance.
      const back = await joined(proxy.url, game, 1, '?instance=1');
      const state = back.received.find((m) => m.type === 'state')!;
      expect(state.seq).toBe(4);
      expect(state.record.moves).toEqual(script.slice(0, 4));
      await play([back, second], 4, script.length);
      expect(await back.next('end')).toMatchObject({ seq: script.length });
    },
  );
});
