import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';
import { buildApp } from '../../src/server/app';
import { type Bus, type BusEvent, MemoryHub } from '../../src/server/bus';
import { openSqlite } from '../../src/server/storage/sqlite';
import type { GameStorage, NewGame } from '../../src/server/storage/storage';
import { TestClient } from './client';
import { replayedMoves, scriptedGame, type OpenedGame, openOverHttp } from './harness';

// Two instances of the server in one process, on one database and one in-memory bus: what they
// share on many machines, without the network. test/server/redis.test.ts runs the same over Redis.

const clock = { t: 1_000_000 };
const storage = await openSqlite(':memory:');
/** How many `endGame` calls ended a game, of how many were made, across both instances. */
const ends = { tried: 0, ended: 0 };
/** How many times either instance read a game from the database. */
let loads = 0;
/** The next end asked for of `game`, held until `release` resolves (see `holdEnd`). */
let heldEnd: { game: string; entered: () => void; release: Promise<void> } | null = null;
/** The id of every rematch either instance asked to store, stored or not. */
const rematchesTried: string[] = [];
/** How many of those the database has answered. */
let rematchesAnswered = 0;
const counting: GameStorage = new Proxy(storage, {
  get(target, key) {
    const value: unknown = Reflect.get(target, key, target);
    if (key === 'loadGame') {
      return (...args: Parameters<GameStorage['loadGame']>) => {
        loads++;
        return storage.loadGame(...args);
      };
    }
    if (key === 'createGame') {
      return (game: NewGame) => {
        if (game.rematchOf === undefined) return storage.createGame(game);
        rematchesTried.push(game.game.id);
        return storage.createGame(game).finally(() => rematchesAnswered++);
      };
    }
    if (key !== 'endGame' || typeof value !== 'function') return value;
    return async (...args: Parameters<GameStorage['endGame']>) => {
      const hold = heldEnd;
      if (hold?.game === args[0]) {
        heldEnd = null;
        hold.entered();
        await hold.release;
      }
      ends.tried++;
      const ended = await storage.endGame(...args);
      if (ended) ends.ended++;
      return ended;
    };
  },
});

/**
 * Holds the next end of `game` asked for at either instance on its way to the database: `entered`
 * resolves once it was asked for, and it goes on (with the move count it was asked with) when
 * `release` is called, so that a move committed meanwhile wins the race.
 */
function holdEnd(game: string): { entered: Promise<void>; release: () => void } {
  let release!: () => void;
  let entered!: () => void;
  const asked = new Promise<void>((resolve) => (entered = resolve));
  heldEnd = { game, entered, release: new Promise<void>((resolve) => (release = resolve)) };
  return { entered: asked, release };
}

/**
 * Rematch offers held back from the bus while armed (not null) until both instances sent one: each
 * instance takes its own player's request before it hears of the other's, as with two requests
 * made in the same instant.
 */
let heldOffers: (() => void)[] | null = null;

/** While armed, the next `next-game` event is held back from the bus, with the instance that sent it. */
let heldNextGame: { sentBy?: number; send?: () => void } | null = null;

function gated(bus: Bus, index: number): Bus {
  return new Proxy(bus, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key !== 'publish') return typeof value === 'function' ? value.bind(target) : value;
      return (game: string, event: BusEvent) => {
        if (heldNextGame !== null && !heldNextGame.send && event.type === 'next-game') {
          heldNextGame.sentBy = index;
          heldNextGame.send = () => target.publish(game, event);
          return;
        }
        const offer = event.type === 'events' && event.events.some((e) => e.type === 'rematch-asked');
        if (heldOffers === null || !offer) return target.publish(game, event);
        heldOffers.push(() => target.publish(game, event));
        if (heldOffers.length < 2) return;
        const held = heldOffers;
        heldOffers = null;
        for (const send of held) send();
      };
    },
  });
}

const hub = new MemoryHub();
const buses: Bus[] = [];
const apps: FastifyInstance[] = [];
const clients: TestClient[] = [];
let one: string;
let two: string;

async function instance(): Promise<string> {
  const bus = hub.join();
  buses.push(bus);
  const app = await buildApp({ storage: counting, bus: gated(bus, buses.length - 1), now: () => clock.t });
  apps.push(app);
  return app.listen({ host: '127.0.0.1', port: 0 });
}

beforeAll(async () => {
  [one, two] = [await instance(), await instance()];
});

afterAll(async () => {
  for (const c of clients) c.close();
  for (const app of apps) await app.close();
  for (const bus of buses) await bus.close();
  await storage.close();
});

async function client(url: string): Promise<TestClient> {
  const c = await TestClient.open(url);
  clients.push(c);
  return c;
}

async function joined(url: string, game: OpenedGame, seat: number): Promise<TestClient> {
  const c = await client(url);
  c.send({ type: 'join', game: game.id, secret: game.seats[seat - 1]!.secret });
  await c.next('state');
  return c;
}

/** Waits, a bounded number of turns of the event loop, until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 1_000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}

/** The next presence message that shows `seat` connected as `connected`. */
async function presenceOf(c: TestClient, seat: number, connected: boolean) {
  for (;;) {
    const m = await c.next('presence');
    if (m.seats[seat - 1]!.connected === connected) return m;
  }
}

const start = presetGame(findPreset('square7')!, 2);
if (!start.ok) throw new Error('no start');
const script = scriptedGame(start.value, 5);

describe('two instances on one database and one bus', () => {
  it('play a game with a player on each and a watcher on the second as on one server', async () => {
    const game = await openOverHttp(one);
    const first = await joined(one, game, 1);
    const second = await joined(two, game, 2);
    // The first player hears that the second sat down elsewhere, and the game started.
    expect(await presenceOf(first, 2, true)).toMatchObject({ status: 'live' });
    const watcher = await client(two);
    watcher.send({ type: 'watch', game: game.id });
    await watcher.next('state');
    expect((await first.next('presence')).watchers).toBe(1);
    const seats = [first, second];
    // Each instance applies the moves it hears from the other as they were committed there: it reads no game again.
    const loadsBefore = loads;
    for (const [seq, move] of script.entries()) {
      const mover = seats[seq % 2]!;
      mover.send({ type: 'move', seq, move });
      expect(await mover.next('ack')).toMatchObject({ seq });
      expect(await seats[(seq + 1) % 2]!.next('moved')).toMatchObject({ seq, move, seat: (seq % 2) + 1 });
      expect(await watcher.next('moved')).toMatchObject({ seq, move });
    }
    for (const c of [first, second, watcher]) expect(await c.next('end')).toMatchObject({ seq: script.length });
    expect(loads).toBe(loadsBefore);
    expect(replayedMoves(await (await fetch(`${one}/api/games/${game.id}`)).json())).toEqual(script);
    // The second player leaves: the first hears it, though it happened on the other instance.
    second.close();
    await presenceOf(first, 2, false);
    for (const c of [first, second, watcher]) expect(c.invalid).toEqual([]);
  });

  it('start a game whose two seats are taken at the two instances at once', async () => {
    const game = await openOverHttp(one);
    // Watched at both first, so that each instance holds the game before either seat is taken.
    for (const url of [one, two]) {
      const watcher = await client(url);
      watcher.send({ type: 'watch', game: game.id });
      await watcher.next('state');
    }
    const [first, second] = [await client(one), await client(two)];
    first.send({ type: 'join', game: game.id, secret: game.seats[0]!.secret });
    second.send({ type: 'join', game: game.id, secret: game.seats[1]!.secret });
    for (const c of [first, second]) {
      for (;;) {
        const m = await c.next();
        if ((m.type === 'state' || m.type === 'presence') && m.status === 'live') break;
      }
    }
    expect((await storage.loadGame(game.id))!.game.status).toBe('live');
  });

  it('carry a draw offer and a rematch from one instance to the other', async () => {
    const game = await openOverHttp(one);
    const [first, second] = [await joined(one, game, 1), await joined(two, game, 2)];
    first.send({ type: 'move', seq: 0, move: script[0] });
    await second.next('moved');
    first.send({ type: 'draw-offer' });
    expect(await second.next('draw')).toMatchObject({ offeredBy: 1 });
    second.send({ type: 'draw-accept' });
    for (const c of [first, second]) {
      expect(await c.next('end')).toMatchObject({ status: 'ended', result: { status: 'drawn' } });
    }
    // A rematch asked for at one instance and agreed at the other: each player hears their new seat.
    first.send({ type: 'rematch' });
    expect(await second.next('rematch')).toMatchObject({ offeredBy: [1] });
    second.send({ type: 'rematch' });
    const [mine, theirs] = [await first.next('next-game'), await second.next('next-game')];
    expect(mine.game).toBe(theirs.game);
    expect([mine.seat, theirs.seat]).toEqual([2, 1]);
    expect(mine.secret).toEqual(expect.any(String));
    expect(theirs.secret).toEqual(expect.any(String));
  });

  it('open one rematch for the last two requests made at the two instances at once, with every player in it', async () => {
    const game = await openOverHttp(one);
    const [first, second] = [await joined(one, game, 1), await joined(two, game, 2)];
    // Seat 1 is also connected to the second instance, as a second device would be.
    const firstThere = await joined(two, game, 1);
    first.send({ type: 'resign' });
    for (const c of [first, second, firstThere]) await c.next('end');
    const before = rematchesTried.length;
    heldOffers = [];
    first.send({ type: 'rematch' });
    second.send({ type: 'rematch' });
    const [mine, mineThere, theirs] = [
      await first.next('next-game'),
      await firstThere.next('next-game'),
      await second.next('next-game'),
    ];
    // Each instance heard the other's request complete its own and opened a rematch: one was stored.
    const tried = rematchesTried.slice(before);
    expect(tried).toHaveLength(2);
    const rematch = (await storage.loadGame(game.id))!.game.rematchId!;
    expect(tried).toContain(rematch);
    for (const id of tried) if (id !== rematch) expect(await storage.loadGame(id)).toBeNull();
    // Every connection of every player hears that one, each player's with the same seat and secret.
    expect([mine.game, mineThere.game, theirs.game]).toEqual([rematch, rematch, rematch]);
    expect(mineThere).toEqual(mine);
    expect([mine.seat, theirs.seat]).toEqual([2, 1]);
    for (const [url, told] of [
      [two, mine],
      [one, theirs],
    ] as const) {
      const c = await client(url);
      c.send({ type: 'join', game: rematch, secret: told.secret });
      expect(await c.next('state')).toMatchObject({ game: rematch, seat: told.seat, status: 'live' });
    }
    for (const c of [first, second, firstThere]) {
      await c.settle();
      expect(c.pending().filter((m) => m.type === 'next-game')).toEqual([]);
    }
  });

  it('keep the secret a player was given again at the instance that lost the rematch race', async () => {
    const game = await openOverHttp(one);
    const [first, second] = [await joined(one, game, 1), await joined(two, game, 2)];
    first.send({ type: 'resign' });
    for (const c of [first, second]) await c.next('end');
    const before = rematchesTried.length;
    const answeredBefore = rematchesAnswered;
    heldOffers = [];
    const held: { sentBy?: number; send?: () => void } = {};
    heldNextGame = held;
    first.send({ type: 'rematch' });
    second.send({ type: 'rematch' });
    // Both instances asked the database; the winner's news of the rematch is held back.
    await until(() => rematchesAnswered - answeredBefore === 2 && held.send !== undefined);
    heldNextGame = null;
    expect(rematchesTried.length - before).toBe(2);
    // A player at the instance that lost asks again before the news arrives: the seat gets a new
    // secret, which the news that follows must not take back.
    const [asker, other] = held.sentBy === 0 ? [second, first] : [first, second];
    asker.send({ type: 'rematch' });
    const renewed = await asker.next('next-game');
    expect(renewed.secret).toEqual(expect.any(String));
    held.send!();
    expect(await asker.next('next-game')).toEqual(renewed);
    const otherTold = await other.next('next-game');
    expect(otherTold.game).toBe(renewed.game);
    for (const [url, told] of [
      [held.sentBy === 0 ? two : one, renewed],
      [held.sentBy === 0 ? one : two, otherTold],
    ] as const) {
      const c = await client(url);
      c.send({ type: 'join', game: told.game, secret: told.secret });
      expect(await c.next('state')).toMatchObject({ game: told.game, seat: told.seat });
    }
  });

  it('end a game by a resignation that raced a move at the other instance, after that move', async () => {
    const game = await openOverHttp(one);
    const [first, second] = [await joined(one, game, 1), await joined(two, game, 2)];
    const hold = holdEnd(game.id);
    second.send({ type: 'resign' });
    await hold.entered;
    // The resignation is on its way to the database when seat 1's move is committed at the other instance.
    first.send({ type: 'move', seq: 0, move: script[0] });
    expect(await first.next('ack')).toMatchObject({ seq: 0 });
    hold.release();
    expect(await second.next('moved')).toMatchObject({ seq: 0, move: script[0] });
    const result = { status: 'won', winners: [1], reason: 'resigned', loser: 2 };
    for (const c of [first, second]) expect(await c.next('end')).toMatchObject({ status: 'ended', result, seq: 1 });
    const stored = (await storage.loadGame(game.id))!;
    expect(stored.moves.map((m) => m.move)).toEqual([script[0]]);
    expect(stored.game).toMatchObject({ status: 'ended', result });
    await second.settle();
    expect(second.pending().filter((m) => m.type === 'error')).toEqual([]);
  });

  it("refuse a draw's acceptance that raced a move at the other instance: the move withdrew the offer", async () => {
    const game = await openOverHttp(one);
    const [first, second] = [await joined(one, game, 1), await joined(two, game, 2)];
    first.send({ type: 'draw-offer' });
    expect(await second.next('draw')).toMatchObject({ offeredBy: 1 });
    const hold = holdEnd(game.id);
    second.send({ type: 'draw-accept' });
    await hold.entered;
    first.send({ type: 'move', seq: 0, move: script[0] });
    expect(await first.next('ack')).toMatchObject({ seq: 0 });
    hold.release();
    // The player who accepted hears the move, the offer withdrawn with it, and the refusal.
    expect(await second.next('moved')).toMatchObject({ seq: 0, move: script[0] });
    expect(await second.next('draw')).toEqual({ type: 'draw', offeredBy: null });
    expect(await second.next('error')).toEqual({ type: 'error', code: 'no-draw-offer' });
    expect((await storage.loadGame(game.id))!.game.status).toBe('live');
    // The game goes on.
    second.send({ type: 'move', seq: 1, move: script[1] });
    expect(await second.next('ack')).toMatchObject({ seq: 1 });
    expect(await first.next('moved')).toMatchObject({ seq: 1 });
    for (const c of [first, second]) expect(c.pending().filter((m) => m.type === 'end')).toEqual([]);
  });

  it('accept one of two moves for the same turn and give the other its current state', async () => {
    const game = await openOverHttp(one);
    await joined(two, game, 2);
    // The player to move is connected to both instances, as two devices would be.
    const [here, there] = [await joined(one, game, 1), await joined(two, game, 1)];
    here.send({ type: 'move', seq: 0, move: 'd4' });
    there.send({ type: 'move', seq: 0, move: 'c3' });
    const answers = [];
    for (const c of [here, there]) {
      for (;;) {
        const m = await c.next();
        if (m.type === 'ack' || m.type === 'error') {
          answers.push(m);
          break;
        }
      }
    }
    expect(answers.filter((m) => m.type === 'ack')).toHaveLength(1);
    expect(answers.filter((m) => m.type === 'error')).toEqual([expect.objectContaining({ code: 'stale' })]);
    const loser = answers[0]!.type === 'error' ? here : there;
    const state = await loser.next('state');
    expect(state.seq).toBe(1);
    const stored = (await storage.loadGame(game.id))!.moves.map((m) => m.move);
    expect(state.record.moves).toEqual(stored);
  });

  it('let exactly one of them flag a clock that ran out, and tell every connection once', async () => {
    const game = await openOverHttp(one, { kind: 'realtime', minutes: 1, increment: 0 });
    const [first, second] = [await joined(one, game, 1), await joined(two, game, 2)];
    // Each side's first move, which no clock counts, then seat 1's.
    for (const seq of [0, 1, 2]) {
      const [mover, other] = seq % 2 === 0 ? [first, second] : [second, first];
      mover.send({ type: 'move', seq, move: script[seq] });
      await mover.next('ack');
      await other.next('moved');
    }
    const before = { ...ends };
    // Seat 2's minute runs out; both instances find it out at once (each from an action there).
    clock.t += 61_000;
    second.send({ type: 'move', seq: 3, move: script[3] });
    first.send({ type: 'draw-offer' });
    for (const c of [first, second]) {
      expect(await c.next('end')).toMatchObject({ status: 'ended', result: { reason: 'timeout', loser: 2 } });
      await c.settle();
      expect(c.pending().filter((m) => m.type === 'end')).toEqual([]);
    }
    expect(ends.ended - before.ended).toBe(1);
    expect((await storage.loadGame(game.id))!.moves).toHaveLength(3);
  });

  it('pair two quick-game requests made at the two instances at once into one game', async () => {
    const quick = (url: string, name: string) =>
      fetch(`${url}/api/quick`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ setup: { preset: 'hex5', players: 2 }, clock: { kind: 'none' }, name }),
      }).then((r) => r.json() as Promise<{ id: string; seat: number }>);
    const [a, b] = await Promise.all([quick(one, 'Ann'), quick(two, 'Bob')]);
    expect(a.id).toBe(b.id);
    expect([a.seat, b.seat].sort()).toEqual([1, 2]);
  });

  it("push a game opened at one instance to the other's lobby", async () => {
    const lobby = await client(two);
    lobby.send({ type: 'lobby' });
    await lobby.next('lobby');
    const game = await fetch(`${one}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' }, public: true }),
    }).then((r) => r.json() as Promise<OpenedGame>);
    // Listed once someone sits in it, here at the first instance.
    await joined(one, game, 1);
    for (;;) {
      const m = await lobby.next('lobby');
      if (m.games.some((g) => g.id === game.id)) break;
    }
  });

  it('forget the connections of an instance that stopped', async () => {
    const third = hub.join();
    buses.push(third);
    const app = await buildApp({ storage: counting, bus: third, now: () => clock.t });
    apps.push(app);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const game = await openOverHttp(one);
    const first = await joined(one, game, 1);
    await joined(url, game, 2);
    await presenceOf(first, 2, true);
    // Its bus goes silent (as a killed process's would) while its socket stays open.
    await third.close();
    await presenceOf(first, 2, false);
  });
});
