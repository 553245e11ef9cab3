import { describe, expect, it } from 'vitest';
import { type CreateGameBody, PLAYER_KEY_HEADER, type ServerMessageOf } from '../../src/online/protocol';
import { rematchSeat } from '../../src/server/game/rematch';
import { lobbyGames } from '../../src/server/lobby';
import { createGame } from '../../src/server/newGame';
import { openSqlite } from '../../src/server/storage/sqlite';
import type { TestClient } from './client';
import { counterFresh } from './harness';
import { servedForFile } from './served';

const served = servedForFile('lobby', { openGamesPerPlayer: 3, computerBudget: { playouts: 5 } });
const { client } = served;

/** A player key as a browser makes one: 22 URL-safe characters, different for each `n`. */
const key = (n: number) => `player-key-${String(n).padStart(11, '0')}`;

async function request(method: string, path: string, body?: unknown, playerKey?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (playerKey !== undefined) headers[PLAYER_KEY_HEADER] = playerKey;
  const res = await fetch(`${served.url}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

interface Taken {
  id: string;
  seat: number;
  secret: string;
  link: string;
  watch: string;
  created: boolean;
}

const quick = (clock: unknown, playerKey: string, name = 'Ann') =>
  request('POST', '/api/quick', { setup: { preset: 'square7', players: 2 }, clock, name }, playerKey);

async function meta(id: string) {
  return (await request('GET', `/api/games/${id}`)).json['meta'] as {
    status: string;
    seats: { seat: number; name: string | null; joined: boolean }[];
  };
}

/** Takes a seat over a socket (with the browser's player key) and waits for the game's state. */
async function joinSeat(game: string, secret: string, playerKey?: string) {
  const c = await client();
  c.send({ type: 'join', game, secret, ...(playerKey ? { player: playerKey } : {}) });
  const state = await c.next('state');
  return { c, state };
}

/** A private game of two on square7 without a clock, both seats joined under the player keys `keys`. */
async function seatedPair(names: readonly [string, string], keys: readonly [number, number]) {
  const opened = await request('POST', '/api/games', {
    setup: { preset: 'square7', players: 2 },
    clock: { kind: 'none' },
    names,
  });
  const id = opened.json['id'] as string;
  const secrets = (opened.json['seats'] as { secret: string }[]).map((s) => s.secret) as [string, string];
  const seated = [await joinSeat(id, secrets[0], key(keys[0])), await joinSeat(id, secrets[1], key(keys[1]))] as const;
  return { id, secrets, seated };
}

/** The lobby's pushes, until one shows what `done` looks for. */
async function lobbyUntil(c: TestClient, done: (games: ServerMessageOf<'lobby'>['games']) => boolean) {
  for (;;) {
    const { games } = await c.next('lobby');
    if (done(games)) return games;
  }
}

describe('quick game', () => {
  it('opens a public game when nobody waits, and seats the next asker in it: the game starts', async () => {
    const clock = { kind: 'realtime', minutes: 7, increment: 1 };
    const first = await quick(clock, key(1), 'Ann');
    expect(first.status).toBe(201);
    const a = first.json as unknown as Taken;
    expect(a).toMatchObject({ seat: 1, created: true });
    expect(a.link).toBe(`${served.url}/online/${a.id}#${a.secret}`);
    expect((await meta(a.id)).status).toBe('open');

    // Another clock or another board is another game.
    const other = await request(
      'POST',
      '/api/quick',
      { setup: { preset: 'square7', players: 2 }, clock: { kind: 'realtime', minutes: 7, increment: 2 }, name: 'Cy' },
      key(3),
    );
    expect(other.json['id']).not.toBe(a.id);

    const second = await quick(clock, key(2), 'Bob');
    expect(second.status).toBe(200);
    const b = second.json as unknown as Taken;
    expect(b).toMatchObject({ id: a.id, seat: 2, created: false });
    expect(b.secret).not.toBe(a.secret);
    const game = await meta(a.id);
    expect(game.status).toBe('live');
    expect(game.seats.map((s) => [s.name, s.joined])).toEqual([
      ['Ann', true],
      ['Bob', true],
    ]);
    // Each secret plays its own seat.
    expect((await joinSeat(a.id, a.secret)).state.seat).toBe(1);
    expect((await joinSeat(b.id, b.secret)).state.seat).toBe(2);
  });

  it('lists the games waiting for players with who waits, and lets a watcher take the free seat', async () => {
    const opened = await request('POST', '/api/games', {
      setup: { preset: 'hex4', players: 2 },
      clock: { kind: 'realtime', minutes: 5, increment: 0 },
      public: true,
    });
    const id = opened.json['id'] as string;
    const secret = (opened.json['seats'] as { secret: string }[])[0]!.secret;
    const ann = await joinSeat(id, secret);
    const listed = async () =>
      ((await request('GET', '/api/lobby')).json['games'] as { id: string }[]).find((g) => g.id === id);
    expect(await listed()).toMatchObject({
      status: 'open',
      players: 2,
      lattice: 'hex',
      clock: { kind: 'realtime', minutes: 5 },
      joined: 1,
      seats: 2,
      names: ['Anonymous', null],
      waiting: ['Anonymous'],
    });
    const cy = await client();
    cy.send({ type: 'sit', name: 'Cy' });
    expect(await cy.next('error')).toMatchObject({ code: 'not-joined' });
    cy.send({ type: 'watch', game: id });
    await cy.next('state');
    cy.send({ type: 'sit', name: 'Cy' });
    const seated = await cy.next('seated');
    expect(seated).toMatchObject({ game: id, seat: 2, secret: expect.any(String) });
    expect(await cy.next('state')).toMatchObject({
      seat: 2,
      status: 'live',
      seats: [{ name: 'Anonymous' }, { name: 'Cy' }],
    });
    expect(await listed()).toMatchObject({ status: 'live', joined: 2, waiting: ['Anonymous', 'Cy'] });
    // The seat plays from this connection, and its secret opens it again.
    cy.send({ type: 'sit' });
    expect(await cy.next('error')).toMatchObject({ code: 'already-joined' });
    const again = await joinSeat(id, seated.secret);
    expect(again.state).toMatchObject({ seat: 2 });
    ann.c.send({ type: 'move', seq: 0, move: 'a1' });
    expect(await cy.next('moved')).toMatchObject({ seq: 0, seat: 1 });
  });

  it('puts two quick games asked for at once in the same game', async () => {
    const clock = { kind: 'correspondence', days: 9 };
    const [x, y] = await Promise.all([quick(clock, key(10), 'Xia'), quick(clock, key(11), 'Yan')]);
    const seats = [x.json, y.json] as unknown as Taken[];
    expect(seats[0]!.id).toBe(seats[1]!.id);
    expect(seats.map((s) => s.seat).sort()).toEqual([1, 2]);
    expect((await meta(seats[0]!.id)).status).toBe('live');
  });

  it('never pairs a player with their own game', async () => {
    const clock = { kind: 'correspondence', days: 11 };
    const once = (await quick(clock, key(20))).json as unknown as Taken;
    const twice = (await quick(clock, key(20))).json as unknown as Taken;
    expect(twice.id).not.toBe(once.id);
    expect(twice).toMatchObject({ seat: 1, created: true });
  });

  it('refuses a bad body, a bad name and a bad player key with codes', async () => {
    expect(await request('POST', '/api/quick', { setup: { preset: 'square7', players: 2 } }, key(1))).toMatchObject({
      status: 400,
      json: { code: 'bad-request' },
    });
    expect(await quick({ kind: 'none' }, key(1), '\u0007')).toMatchObject({ status: 400, json: { code: 'bad-name' } });
    expect(await quick({ kind: 'none' }, 'short')).toMatchObject({ status: 400, json: { code: 'bad-player-key' } });
  });
});

describe('the lobby', () => {
  it('pushes the list to a subscribed socket when a public game opens, fills and ends', async () => {
    const watcher = await client();
    watcher.send({ type: 'lobby' });
    const before = await watcher.next('lobby');
    const opened = await request('POST', '/api/games', {
      setup: { preset: 'hex5', players: 2 },
      clock: { kind: 'none' },
      public: true,
      names: ['Ann', null],
    });
    const id = opened.json['id'] as string;
    expect(before.games.map((g) => g.id)).not.toContain(id);
    // Listed once its opener sits down: before, a stranger's Join would take Ann's seat.
    const lobbyIds = async () =>
      ((await request('GET', '/api/lobby')).json['games'] as { id: string }[]).map((g) => g.id);
    expect(await lobbyIds()).not.toContain(id);
    const seats = opened.json['seats'] as { secret: string }[];
    await joinSeat(id, seats[0]!.secret);
    const open = await lobbyUntil(watcher, (games) => games.some((g) => g.id === id));
    expect(open.find((g) => g.id === id)).toMatchObject({
      status: 'open',
      players: 2,
      lattice: 'hex',
      joined: 1,
      seats: 2,
      names: ['Ann', null],
      waiting: ['Ann'],
      clock: { kind: 'none' },
    });

    // A private game never shows.
    const hidden = await request('POST', '/api/games', {
      setup: { preset: 'hex5', players: 2 },
      clock: { kind: 'none' },
    });
    expect(await request('POST', `/api/games/${hidden.json['id'] as string}/seat`, { name: 'Eve' })).toMatchObject({
      status: 404,
      json: { code: 'no-such-game' },
    });

    // The lobby's Join takes the first free seat; with every seat taken the game is live.
    const joined = await request('POST', `/api/games/${id}/seat`, { name: 'Bob' }, key(30));
    expect(joined).toMatchObject({ status: 200, json: { id, seat: 2 } });
    const live = await lobbyUntil(watcher, (games) => games.find((g) => g.id === id)?.status === 'live');
    expect(live.find((g) => g.id === id)?.names).toEqual(['Ann', 'Bob']);
    expect(await request('POST', `/api/games/${id}/seat`, { name: 'Cy' }, key(31))).toMatchObject({
      status: 404,
      json: { code: 'no-such-game' },
    });

    // Resigned: the game leaves the lobby.
    const bob = await joinSeat(id, joined.json['secret'] as string);
    bob.c.send({ type: 'resign' });
    await lobbyUntil(watcher, (games) => !games.some((g) => g.id === id));
    expect(watcher.invalid).toEqual([]);
  });
});

describe('rematch', () => {
  it('turns the seats one place once both players ask; each hears only their own secret, watchers follow', async () => {
    const { id, secrets, seated } = await seatedPair(['Ann', 'Bob'], [40, 41]);
    const [ann, bob] = seated;
    const watcher = await client();
    watcher.send({ type: 'watch', game: id });
    await watcher.next('state');

    ann.c.send({ type: 'rematch' });
    expect(await ann.c.next('error')).toMatchObject({ code: 'not-over' });
    watcher.send({ type: 'rematch' });
    expect(await watcher.next('error')).toMatchObject({ code: 'watcher' });

    ann.c.send({ type: 'resign' });
    await bob.c.next('end');
    ann.c.send({ type: 'rematch' });
    expect(await bob.c.next('rematch')).toEqual({ type: 'rematch', offeredBy: [1] });
    // Bob's second device, arriving now, hears of the offer too.
    const bobAgain = await joinSeat(id, secrets[1]);
    expect(await bobAgain.c.next('rematch')).toEqual({ type: 'rematch', offeredBy: [1] });
    bob.c.send({ type: 'rematch' });
    const forAnn = await ann.c.next('next-game');
    const forBob = await bob.c.next('next-game');
    const forWatcher = await watcher.next('next-game');
    expect(forAnn).toMatchObject({ seat: 2 });
    expect(forBob).toMatchObject({ game: forAnn.game, seat: 1 });
    expect(forWatcher).toEqual({ type: 'next-game', game: forAnn.game, seat: null });
    expect(forAnn.secret).toMatch(/^[\w-]{32}$/);
    expect(forBob.secret).not.toBe(forAnn.secret);
    // Nobody else ever heard a player's new secret.
    expect(await bobAgain.c.next('next-game')).toEqual(forBob);
    expect(JSON.stringify([bob.c.received, bobAgain.c.received])).not.toContain(forAnn.secret);
    expect(JSON.stringify([ann.c.received, watcher.received])).not.toContain(forBob.secret);

    // Ann plays Blue now, Bob Red, on the same board with the same clock; the game is live at once.
    const again = await joinSeat(forAnn.game, forAnn.secret!, key(40));
    expect(again.state).toMatchObject({ seat: 2, status: 'live', clock: { control: { kind: 'none' } } });
    expect(again.state.seats.map((s) => s.name)).toEqual(['Bob', 'Ann']);
    const bobNext = await joinSeat(forBob.game, forBob.secret!, key(41));
    expect(bobNext.state.seat).toBe(1);
    const watching = await client();
    watching.send({ type: 'watch', game: forWatcher.game });
    expect((await watching.next('state')).record.moves).toEqual([]);

    // Asking again after it started tells the same seat again, opening nothing new.
    ann.c.send({ type: 'rematch' });
    expect(await ann.c.next('next-game')).toEqual(forAnn);
  });

  it('with a computer seat, opens at once for the one person, and the computer moves on a seat with its level', async () => {
    const opened = await request('POST', '/api/games', {
      setup: { preset: 'square7', players: 2 },
      clock: { kind: 'none' },
      names: ['Ann', null],
      computer: [{ seat: 2, level: 'easy' }],
    });
    const id = opened.json['id'] as string;
    const [s1] = opened.json['seats'] as { secret: string }[];
    const ann = await joinSeat(id, s1!.secret, key(42));
    ann.c.send({ type: 'resign' });
    await ann.c.next('end');
    ann.c.send({ type: 'rematch' });
    const next = await ann.c.next('next-game');
    expect(next.seat).toBe(2);
    const again = await joinSeat(next.game, next.secret!, key(42));
    expect(again.state.seats.map((s) => [s.kind, s.level ?? null])).toEqual([
      ['computer', 'easy'],
      ['human', null],
    ]);
    // The computer holds seat 1 now, so it opens the game.
    expect((await again.c.next('moved')).seq).toBe(0);
  });

  it('turns three seats one place: 1 to 2, 2 to 3, 3 to 1', () => {
    expect([1, 2, 3].map((s) => rematchSeat(s, 3))).toEqual([2, 3, 1]);
    expect([1, 2, 3, 4].map((s) => rematchSeat(s, 4))).toEqual([2, 3, 4, 1]);
  });
});

describe('my games', () => {
  it('lists the games a player key played, with seat and result, and nobody else’s', async () => {
    const { id, seated } = await seatedPair(['Mia', 'Noa'], [50, 51]);
    const [mia] = seated;
    mia.c.send({ type: 'resign' });
    await mia.c.next('end');
    const quickGame = (await quick({ kind: 'correspondence', days: 13 }, key(50), 'Mia')).json as unknown as Taken;

    const mine = await request('GET', '/api/mine', undefined, key(50));
    expect(mine.status).toBe(200);
    const games = mine.json['games'] as { id: string; seat: number; status: string; result: unknown }[];
    expect(games.map((g) => g.id)).toEqual([quickGame.id, id]);
    expect(games[1]).toMatchObject({
      seat: 1,
      status: 'ended',
      result: { status: 'won', winners: [2], reason: 'resigned', loser: 1 },
      names: ['Mia', 'Noa'],
      players: 2,
    });
    const theirs = (await request('GET', '/api/mine', undefined, key(51))).json['games'] as {
      id: string;
      seat: number;
    }[];
    expect(theirs.map((g) => [g.id, g.seat])).toEqual([[id, 2]]);
    expect((await request('GET', '/api/mine', undefined, key(59))).json['games']).toEqual([]);
    expect(await request('GET', '/api/mine')).toMatchObject({ status: 400, json: { code: 'no-player-key' } });
    expect(await request('GET', '/api/mine', undefined, 'a b')).toMatchObject({
      status: 400,
      json: { code: 'bad-player-key' },
    });
  });
});

describe('open games per player', () => {
  const open = (playerKey?: string) =>
    request(
      'POST',
      '/api/games',
      { setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' }, public: true },
      playerKey,
    );

  it('refuses a player a game beyond the limit until one of theirs starts', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await open(key(60))).json['id'] as string);
    expect(await open(key(60))).toMatchObject({ status: 409, json: { code: 'too-many-open', detail: '3' } });
    expect(await quick({ kind: 'correspondence', days: 14 }, key(60))).toMatchObject({
      status: 409,
      json: { code: 'too-many-open' },
    });
    // Another player is not held back by this one.
    expect((await open(key(61))).status).toBe(201);
    // One of the games fills up: the player may open another.
    for (const name of ['Ann', 'Bob']) await request('POST', `/api/games/${ids[0]!}/seat`, { name }, key(62));
    expect((await meta(ids[0]!)).status).toBe('live');
    expect((await open(key(60))).status).toBe(201);
  });
});

describe("the lobby's list", () => {
  it("is read with its games' seats in one call of the storage, however many there are", async () => {
    const storage = await openSqlite(':memory:');
    const body: CreateGameBody = { setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' }, public: true };
    const fresh = counterFresh();
    const seated = { openedBy: 'opener', takesFirstSeat: { playerHash: null, accountId: null } };
    for (const [names, opener] of [
      [['Ann', null], seated],
      [['Bob', 'Dee'], seated],
      [['Eve', null], undefined],
      [['Cy', null], seated],
    ] as const) {
      expect((await createGame(storage, { ...body, names: [...names] }, 1_000, fresh, opener)).ok).toBe(true);
    }
    const calls: string[] = [];
    const counted = new Proxy(storage, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(String(key));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const games = await lobbyGames(counted);
    // Listed: a game with someone seated and a seat nobody was named for. Not listed: Bob's, whose
    // free seat is kept for Dee, and Eve's, which its opener has not sat down in yet.
    expect(games.map((g) => g.names)).toEqual([
      ['Ann', null],
      ['Cy', null],
    ]);
    expect(games.map((g) => g.waiting)).toEqual([['Ann'], ['Cy']]);
    expect(calls).toEqual(['listPublic']);
    await storage.close();
  });
});
