import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, replayRecord } from '../../src/engine/record';
import { buildApp } from '../../src/server/app';
import { openSqlite } from '../../src/server/storage/sqlite';
import { TestClient } from './client';
import { servedForFile } from './served';
import { replayedMoves, scriptedGame } from './harness';

const served = servedForFile('server');
const { client } = served;

interface Created {
  id: string;
  seats: { seat: number; secret: string; link: string }[];
  watch: string;
}

async function post(body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${served.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

async function create(body: unknown): Promise<Created> {
  const { status, json } = await post(body);
  expect(status).toBe(201);
  return json as unknown as Created;
}

async function getGame(id: string) {
  const res = await fetch(`${served.url}/api/games/${id}`);
  return { status: res.status, text: await res.text() };
}

/** Every seat joined over its own socket, each having seen the game start. */
async function joinAll(game: Created): Promise<TestClient[]> {
  const seats: TestClient[] = [];
  for (const s of game.seats) {
    const c = await client();
    c.send({ type: 'join', game: game.id, secret: s.secret, name: `Player ${s.seat}` });
    await c.next('state');
    seats.push(c);
  }
  return seats;
}

/** Plays `moves` from move `from` on, each by the seat the engine says is to move; every other socket must see it. */
async function playMoves(
  game: Created,
  seats: TestClient[],
  moves: readonly string[],
  from = 0,
  watchers: TestClient[] = [],
) {
  const { text } = await getGame(game.id);
  const setup = parseRecord(text);
  if (!setup.ok) throw new Error(setup.error.code);
  const replay = replayRecord({ ...setup.value, meta: undefined, moves });
  if (!replay.ok) throw new Error(replay.error.code);
  for (let i = from; i < moves.length; i++) {
    const seat = replay.value.plies[i]!.player;
    const mover = seats[seat - 1]!;
    mover.send({ type: 'move', seq: i, move: moves[i] });
    expect(await mover.next('ack')).toMatchObject({ seq: i });
    for (const other of [...seats, ...watchers]) {
      if (other !== mover) expect(await other.next('moved')).toMatchObject({ seq: i, seat, move: moves[i] });
    }
  }
}

function startOf(players: number) {
  const record = parseRecord({
    format: 'momentum/1',
    lattice: 'square',
    layout: Array(7).fill('.......'),
    players,
    marbles: [8, 6, 5][players - 2],
  });
  if (!record.ok) throw new Error(record.error.code);
  const replay = replayRecord(record.value);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.value.start;
}

describe('the HTTP API', () => {
  it('opens a game with a secret and a link per seat and a watch link, and never shows a secret again', async () => {
    const game = await create({
      setup: { preset: 'square7', players: 2 },
      clock: { kind: 'realtime', minutes: 3, increment: 2 },
      names: ['Ann', null],
    });
    expect(game.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(game.seats.map((s) => s.seat)).toEqual([1, 2]);
    for (const s of game.seats) {
      expect(s.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(s.link).toBe(`${served.url}/online/${game.id}#${s.secret}`);
    }
    expect(game.watch).toBe(`${served.url}/online/${game.id}`);
    const { status, text } = await getGame(game.id);
    expect(status).toBe(200);
    for (const s of game.seats) expect(text).not.toContain(s.secret);
    const record = parseRecord(text);
    expect(record.ok && record.value.moves).toEqual([]);
    expect(JSON.parse(text).meta).toMatchObject({
      id: game.id,
      status: 'open',
      result: null,
      clock: { kind: 'realtime', minutes: 3, increment: 2 },
      seats: [
        { seat: 1, name: 'Ann', joined: false, connected: false },
        { seat: 2, name: null, joined: false, connected: false },
      ],
    });
  });

  it('gives https links behind a TLS proxy it trusts, and ignores the headers from anyone else', async () => {
    const body = JSON.stringify({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } });
    const headers = {
      'content-type': 'application/json',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'momentum.example',
    };
    const proxied = await buildApp({ storage: served.storage, trustProxy: '127.0.0.1' });
    const proxiedUrl = await proxied.listen({ host: '127.0.0.1', port: 0 });
    try {
      const behind = (await (
        await fetch(`${proxiedUrl}/api/games`, { method: 'POST', headers, body })
      ).json()) as Created;
      expect(behind.watch).toBe(`https://momentum.example/online/${behind.id}`);
    } finally {
      await proxied.close();
    }
    const direct = (await (
      await fetch(`${served.url}/api/games`, { method: 'POST', headers, body })
    ).json()) as Created;
    expect(direct.watch).toBe(`${served.url}/online/${direct.id}`);
  });

  it('opens a game on any board given as a record without moves', async () => {
    const layout = ['-...-', '.C...', '..B..', '...H.', '-...-'];
    const game = await create({
      setup: { record: { lattice: 'square', layout, players: 2, marbles: 4 } },
      clock: { kind: 'none' },
    });
    const record = parseRecord((await getGame(game.id)).text);
    expect(record.ok && record.value.layout).toEqual(layout);
  });

  it('refuses bad bodies with a code, never a stack trace', async () => {
    const cases: [unknown, number, string][] = [
      ['{not json', 400, 'bad-request'],
      [{ setup: { preset: 'square7', players: 5 }, clock: { kind: 'none' } }, 400, 'bad-request'],
      [{ setup: { preset: 'nowhere', players: 2 }, clock: { kind: 'none' } }, 400, 'bad-request'],
      [{ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' }, extra: 1 }, 400, 'bad-request'],
      [
        { setup: { record: { lattice: 'square', layout: ['..'], players: 2, marbles: 4 } }, clock: { kind: 'none' } },
        400,
        'bad-setup',
      ],
      [
        {
          setup: { record: { lattice: 'square', layout: ['....', '....'], players: 2, marbles: 1, moves: ['a1'] } },
          clock: { kind: 'none' },
        },
        400,
        'bad-setup',
      ],
      [{ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' }, names: ['a\u0007b'] }, 400, 'bad-name'],
      [{ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' }, names: ['x'.repeat(25)] }, 400, 'bad-name'],
      [
        {
          setup: { preset: 'square7', players: 2 },
          clock: { kind: 'none' },
          computer: [
            { seat: 1, level: 'easy' },
            { seat: 2, level: 'hard' },
          ],
        },
        400,
        'bad-computer',
      ],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(body);
      expect([res.status, res.json.type, res.json.code]).toEqual([status, 'error', code]);
      expect(JSON.stringify(res.json)).not.toMatch(/at .*\.ts|stack/);
    }
    expect((await getGame('nosuchgame1')).status).toBe(404);
    expect(JSON.parse((await getGame('../../etc')).text)).toEqual({ type: 'error', code: 'not-found' });
  });

  it('lists public games waiting or being played in the lobby, private ones never', async () => {
    const open = await create({ setup: { preset: 'hex4', players: 2 }, clock: { kind: 'none' }, public: true });
    const hidden = await create({ setup: { preset: 'hex4', players: 2 }, clock: { kind: 'none' } });
    const listed = async () =>
      ((await (await fetch(`${served.url}/api/lobby`)).json()) as { games: { id: string }[] }).games;
    // Listed once someone sits in it.
    expect((await listed()).map((g) => g.id)).not.toContain(open.id);
    for (const game of [open, hidden]) {
      const c = await client();
      c.send({ type: 'join', game: game.id, secret: game.seats[0]!.secret, name: 'Ann' });
      await c.next('state');
    }
    const games = await listed();
    const ids = games.map((g) => g.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(hidden.id);
    expect(games.find((g) => g.id === open.id)).toMatchObject({
      status: 'open',
      players: 2,
      lattice: 'hex',
      joined: 1,
      seats: 2,
      waiting: ['Ann'],
      moves: 0,
    });
  });
});

describe('games over the socket', () => {
  it('plays a whole two-player game with a watcher; the record replays to the moves played', async () => {
    const game = await create({
      setup: { preset: 'square7', players: 2 },
      clock: { kind: 'realtime', minutes: 10, increment: 5 },
    });
    const seats = await joinAll(game);
    const watcher = await client();
    watcher.send({ type: 'watch', game: game.id });
    expect(await watcher.next('state')).toMatchObject({ seat: null, status: 'live', watchers: 1 });
    const script = scriptedGame(startOf(2), 3);
    await playMoves(game, seats, script.slice(0, -1), 0, [watcher]);
    const last = script.length - 1;
    const { text } = await getGame(game.id);
    const before = JSON.parse(text) as { meta: { seats: { connected: boolean }[]; watchers: number } };
    expect(before.meta.seats.map((s) => s.connected)).toEqual([true, true]);
    expect(before.meta.watchers).toBe(1);
    await playMoves(game, seats, script, last, [watcher]);
    for (const c of [...seats, watcher])
      expect(await c.next('end')).toMatchObject({ status: 'ended', seq: script.length });
    const final = JSON.parse((await getGame(game.id)).text) as {
      moves: string[];
      meta: { status: string; result: unknown };
    };
    expect(replayedMoves(final)).toEqual(script);
    expect(final.meta.status).toBe('ended');
    expect(final.meta.result).not.toBeNull();
    for (const c of [...seats, watcher]) expect(c.invalid).toEqual([]);
  });

  it('plays a whole four-player team game to the end', async () => {
    const game = await create({ setup: { preset: 'square7', players: 4 }, clock: { kind: 'correspondence', days: 3 } });
    const seats = await joinAll(game);
    const script = scriptedGame(startOf(4), 2);
    await playMoves(game, seats, script);
    for (const c of seats) expect(await c.next('end')).toMatchObject({ status: 'ended', seq: script.length });
    expect(replayedMoves(JSON.parse((await getGame(game.id)).text))).toEqual(script);
  });

  it('plays a whole three-player game to the end', async () => {
    const game = await create({ setup: { preset: 'square7', players: 3 }, clock: { kind: 'none' } });
    const seats = await joinAll(game);
    const script = scriptedGame(startOf(3), 11);
    await playMoves(game, seats, script);
    for (const c of seats) expect(await c.next('end')).toMatchObject({ status: 'ended', seq: script.length });
    expect(replayedMoves(JSON.parse((await getGame(game.id)).text))).toEqual(script);
  });
});

describe('refusals over the socket', () => {
  async function movesOf(id: string): Promise<string[]> {
    return (JSON.parse((await getGame(id)).text) as { moves: string[] }).moves;
  }

  it('refuses a watcher, another seat, a move out of turn, repeated or stale, and the game stays as it was', async () => {
    const game = await create({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } });
    const [ann, bob] = (await joinAll(game)) as [TestClient, TestClient];
    const watcher = await client();
    watcher.send({ type: 'watch', game: game.id });
    await watcher.next('state');
    const refusals: [TestClient, unknown, string][] = [
      [watcher, { type: 'move', seq: 0, move: 'd4' }, 'watcher'],
      [bob, { type: 'move', seq: 0, move: 'd4' }, 'not-your-turn'],
      [ann, { type: 'move', seq: 3, move: 'd4' }, 'stale'],
      [ann, { type: 'move', seq: 0, move: 'q99' }, 'illegal-move'],
      [watcher, { type: 'join', game: game.id, secret: game.seats[0]!.secret }, 'already-joined'],
    ];
    for (const [c, message, code] of refusals) {
      c.send(message);
      expect(await c.next('error')).toMatchObject({ code });
      expect(await movesOf(game.id)).toEqual([]);
    }
    // Bob, on a second device with Bob's secret, is still not Ann.
    const bobAgain = await client();
    bobAgain.send({ type: 'join', game: game.id, secret: game.seats[1]!.secret });
    expect(await bobAgain.next('state')).toMatchObject({ seat: 2 });
    bobAgain.send({ type: 'move', seq: 0, move: 'd4' });
    expect(await bobAgain.next('error')).toMatchObject({ code: 'not-your-turn' });
    const stranger = await client();
    stranger.send({ type: 'join', game: game.id, secret: 'A'.repeat(32) });
    expect(await stranger.next('error')).toMatchObject({ code: 'wrong-secret' });
    stranger.send({ type: 'move', seq: 0, move: 'd4' });
    expect(await stranger.next('error')).toMatchObject({ code: 'not-joined' });

    ann.send({ type: 'move', seq: 0, move: 'd4' });
    await ann.next('ack');
    ann.send({ type: 'move', seq: 0, move: 'd4' });
    expect(await ann.next('error')).toMatchObject({ code: 'stale' });
    expect(await ann.next('state')).toMatchObject({ seq: 1, record: { moves: ['d4'] } });
    bob.send({ type: 'move', seq: 0, move: 'c3' });
    expect(await bob.next('error')).toMatchObject({ code: 'stale' });
    expect(await movesOf(game.id)).toEqual(['d4']);
  });

  it('refuses malformed messages with a code and closes on a frame over 4 KiB or a flood', async () => {
    const game = await create({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } });
    const [ann] = (await joinAll(game)) as [TestClient, TestClient];
    for (const bad of [
      'not json',
      '[]',
      '{"type":"move","seq":-1,"move":"d4"}',
      '{"type":"fly"}',
      '{"type":"move","seq":0,"move":"d4","x":1}',
    ]) {
      ann.send(bad);
      expect(await ann.next('error')).toMatchObject({ code: 'bad-message' });
    }
    expect(await movesOf(game.id)).toEqual([]);
    const big = await client();
    big.send({ type: 'watch', game: game.id, pad: 'x'.repeat(5000) });
    expect(await big.closed()).toBe(1009);

    const flooder = await client();
    for (let i = 0; i < 100; i++) flooder.send({ type: 'ping' });
    expect(await flooder.closed()).toBe(1008);
    expect(flooder.received.filter((m) => m.type === 'error').map((m) => m.type === 'error' && m.code)).toContain(
      'too-many',
    );
    ann.send({ type: 'move', seq: 0, move: 'd4' });
    expect(await ann.next('ack')).toMatchObject({ seq: 0 });
  });

  it('holds no more sockets from one address than its limit', async () => {
    const limited = await buildApp({ storage: served.storage, socketsPerAddress: 2 });
    const limitedUrl = await limited.listen({ host: '127.0.0.1', port: 0 });
    try {
      const held = [await TestClient.open(limitedUrl), await TestClient.open(limitedUrl)];
      served.clients.push(...held);
      await expect(TestClient.open(limitedUrl)).rejects.toThrow(/429/);
      held[0]!.close();
      await held[0]!.closed();
      // The server hears of the close a moment later: a place frees up within a bounded wait.
      let reopened: TestClient | null = null;
      for (let i = 0; i < 50 && !reopened; i++) {
        reopened = await TestClient.open(limitedUrl).catch(() => null);
        if (!reopened) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(reopened).not.toBeNull();
      served.clients.push(reopened!);
      await reopened!.settle();
    } finally {
      await limited.close();
    }
  });

  it('opens no socket for a page from another origin', async () => {
    await expect(TestClient.open(served.url, { origin: 'https://elsewhere.example' })).rejects.toThrow(/403/);
    const own = await client({ origin: served.url });
    await own.settle();
  });
});

describe('a restart', () => {
  it('loses no acknowledged move when the server stops without cleaning up, and the game goes on', async () => {
    const file = join(served.dir, 'restart.db');
    const first = { storage: await openSqlite(file) };
    const firstApp = await buildApp(first);
    const firstUrl = await firstApp.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${firstUrl}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        setup: { preset: 'square7', players: 2 },
        clock: { kind: 'realtime', minutes: 5, increment: 0 },
      }),
    });
    const game = (await res.json()) as Created;
    const script = scriptedGame(startOf(2), 5);
    const seatsBefore: TestClient[] = [];
    for (const s of game.seats) {
      const c = await TestClient.open(firstUrl);
      served.clients.push(c);
      c.send({ type: 'join', game: game.id, secret: s.secret });
      await c.next('state');
      seatsBefore.push(c);
    }
    const acked: number[] = [];
    for (let i = 0; i < 6; i++) {
      const mover = seatsBefore[i % 2]!;
      mover.send({ type: 'move', seq: i, move: script[i] });
      acked.push((await mover.next('ack')).seq);
    }
    // The database is left as a killed process leaves it: no checkpoint, no close.
    await firstApp.close();

    const second = await openSqlite(file);
    const secondApp = await buildApp({ storage: second });
    const secondUrl = await secondApp.listen({ host: '127.0.0.1', port: 0 });
    try {
      const seats: TestClient[] = [];
      for (const s of game.seats) {
        const c = await TestClient.open(secondUrl);
        served.clients.push(c);
        c.send({ type: 'join', game: game.id, secret: s.secret });
        expect(await c.next('state')).toMatchObject({ seq: 6, status: 'live', record: { moves: script.slice(0, 6) } });
        seats.push(c);
      }
      expect(acked).toEqual([0, 1, 2, 3, 4, 5]);
      for (let i = 6; i < script.length; i++) {
        const mover = seats[i % 2]!;
        mover.send({ type: 'move', seq: i, move: script[i] });
        await mover.next('ack');
      }
      const final = await (await fetch(`${secondUrl}/api/games/${game.id}`)).json();
      expect(replayedMoves(final)).toEqual(script);
    } finally {
      await secondApp.close();
      await second.close();
    }
  });

  it('keeps a rematch: a player who asks again gets a new secret for a seat not yet joined', async () => {
    const file = join(served.dir, 'rematch.db');
    const first = await openSqlite(file);
    const firstApp = await buildApp({ storage: first });
    const firstUrl = await firstApp.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${firstUrl}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } }),
    });
    const game = (await res.json()) as Created;
    const enter = async (at: string, id: string, secret: string) => {
      const c = await TestClient.open(at);
      served.clients.push(c);
      c.send({ type: 'join', game: id, secret });
      return { c, state: await c.next() };
    };
    const [ann, bob] = [
      await enter(firstUrl, game.id, game.seats[0]!.secret),
      await enter(firstUrl, game.id, game.seats[1]!.secret),
    ];
    ann.c.send({ type: 'resign' });
    await bob.c.next('end');
    ann.c.send({ type: 'rematch' });
    bob.c.send({ type: 'rematch' });
    const forAnn = await ann.c.next('next-game');
    const forBob = await bob.c.next('next-game');
    // Bob takes his new seat before the restart; Ann does not.
    expect((await enter(firstUrl, forBob.game, forBob.secret!)).state).toMatchObject({ type: 'state', seat: 1 });
    await firstApp.close();

    const second = await openSqlite(file);
    const secondApp = await buildApp({ storage: second });
    const secondUrl = await secondApp.listen({ host: '127.0.0.1', port: 0 });
    try {
      const annBack = await enter(secondUrl, game.id, game.seats[0]!.secret);
      annBack.c.send({ type: 'rematch' });
      const renewed = await annBack.c.next('next-game');
      expect(renewed).toMatchObject({ game: forAnn.game, seat: 2 });
      expect(renewed.secret).toMatch(/^[\w-]{32}$/);
      expect(renewed.secret).not.toBe(forAnn.secret);
      // Asked again, the same new secret: a second device is not locked out by a third secret.
      annBack.c.send({ type: 'rematch' });
      expect(await annBack.c.next('next-game')).toEqual(renewed);
      expect((await enter(secondUrl, forAnn.game, forAnn.secret!)).state).toEqual({
        type: 'error',
        code: 'wrong-secret',
      });
      expect((await enter(secondUrl, forAnn.game, renewed.secret!)).state).toMatchObject({ seat: 2, status: 'live' });
      // Bob joined already: he hears his seat without a secret, and his own still opens it.
      const bobBack = await enter(secondUrl, game.id, game.seats[1]!.secret);
      bobBack.c.send({ type: 'rematch' });
      expect(await bobBack.c.next('next-game')).toEqual({ type: 'next-game', game: forBob.game, seat: 1 });
      expect((await enter(secondUrl, forBob.game, forBob.secret!)).state).toMatchObject({ seat: 1 });
    } finally {
      await secondApp.close();
      await second.close();
      await first.close();
    }
  });
});
