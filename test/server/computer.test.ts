import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GameState, legalMoves, moveName, play } from '../../src/engine/game';
import { loadRecord, parseMove } from '../../src/engine/record';
import type { CreateGameBody, ServerMessage } from '../../src/online/protocol';
import { buildApp } from '../../src/server/app';
import type { Computer } from '../../src/server/computers';
import { openSqlite } from '../../src/server/storage/sqlite';
import type { GameStorage } from '../../src/server/storage/storage';
import { TestClient } from './client';
import { firstMoveComputer, replayedMoves } from './harness';

// A few playouts a move: the games test the server's handling of the computer, not its strength.
const TINY = { playouts: 8 };

let dir: string;
const open: { app: FastifyInstance; storage: GameStorage }[] = [];
const clients: TestClient[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'momentum-computer-'));
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const { app, storage } of open.splice(0)) {
    await app.close();
    await storage.close();
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each server's own database file, numbered. */
let databases = 0;

async function server(file = join(dir, `${++databases}.db`), computer?: Computer) {
  const storage = await openSqlite(file);
  const app = await buildApp({ storage, computerBudget: TINY, ...(computer ? { computer } : {}) });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  open.push({ app, storage });
  return { url, file, app, storage };
}

interface Created {
  id: string;
  seats: { seat: number; secret: string; link: string }[];
  computer: { seat: number; level: string }[];
  watch: string;
}

async function create(url: string, body: CreateGameBody): Promise<Created> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

async function joinSeat(url: string, game: string, secret: string): Promise<TestClient> {
  const c = await TestClient.open(url);
  clients.push(c);
  c.send({ type: 'join', game, secret });
  return c;
}

/**
 * A game against the computer in database `file` whose server stops while its computer is thinking
 * (a search that never answers): Ann, seat 1, has played her first move and seen it acknowledged.
 */
async function stoppedWhileThinking(file: string, clock: CreateGameBody['clock']) {
  const stalled: Computer = { think: () => new Promise(() => undefined), close: async () => undefined };
  const first = await server(join(dir, file), stalled);
  const made = await create(first.url, {
    setup: { preset: 'square7', players: 2 },
    clock,
    computer: [{ seat: 2, level: 'hard' }],
  });
  const ann = await joinSeat(first.url, made.id, made.seats[0]!.secret);
  await ann.next('state');
  ann.send({ type: 'move', seq: 0, move: 'd4' });
  expect(await ann.next('ack')).toMatchObject({ seq: 0 });
  const { app, storage } = open.pop()!;
  ann.close();
  await app.close();
  await storage.close();
  return { first, made };
}

/**
 * A simulated player: follows the game from the messages it gets and, on its turn, plays a legal
 * move picked by a seeded walk; resigns instead at move `resignAt` when given. Resolves with the
 * game's end message.
 */
async function playSeat(client: TestClient, seed: number, resignAt?: number) {
  let state: GameState | null = null;
  let seat = 0;
  let seq = 0;
  let x = seed;
  let resigned = false;
  const apply = (text: string) => {
    const move = parseMove(state!.board, text);
    const next = move.ok ? play(state!, move.value) : null;
    if (!move.ok || !next?.ok) throw new Error(`unplayable ${text}`);
    state = next.value.state;
    seq++;
  };
  for (;;) {
    const m: ServerMessage = await client.next();
    if (m.type === 'end') return m;
    if (m.type === 'error') throw new Error(`refused: ${m.code}`);
    if (m.type === 'state') {
      const replay = loadRecord(m.record);
      if (!replay.ok) throw new Error(replay.error.code);
      state = replay.value.final;
      seat = m.seat!;
      seq = m.seq;
      if (m.status !== 'live') continue;
    } else if (m.type === 'moved') apply(m.move);
    else if (m.type === 'ack') continue;
    else if (m.type !== 'presence') continue;
    if (!state || resigned || state.result || state.toMove !== seat) continue;
    if (resignAt !== undefined && seq >= resignAt) {
      resigned = true;
      client.send({ type: 'resign' });
      continue;
    }
    const legal = legalMoves(state);
    x = (x * 1103515245 + 12345) % 2147483648;
    const text = moveName(state.board, legal[x % legal.length]!);
    client.send({ type: 'move', seq, move: text });
    apply(text);
  }
}

function playerCount(body: CreateGameBody): number {
  return 'players' in body.setup ? body.setup.players : 0;
}

async function finalRecord(url: string, id: string) {
  return (await (await fetch(`${url}/api/games/${id}`)).json()) as {
    moves: string[];
    meta: { status: string; result: unknown; seats: { kind: string; level?: string; left?: string }[] };
  };
}

describe('computer seats played by the server', () => {
  const cases: [string, CreateGameBody][] = [
    [
      'two players',
      {
        setup: { preset: 'square7', players: 2, roundLimit: 6 },
        clock: { kind: 'none' },
        computer: [{ seat: 1, level: 'easy' }],
      },
    ],
    [
      'three players',
      {
        setup: { preset: 'hex4', players: 3, roundLimit: 5 },
        clock: { kind: 'none' },
        computer: [{ seat: 2, level: 'hard' }],
      },
    ],
    [
      'four players in two teams',
      {
        setup: { preset: 'square7', players: 4, roundLimit: 4 },
        clock: { kind: 'realtime', minutes: 5, increment: 2 },
        computer: [
          { seat: 1, level: 'medium' },
          { seat: 4, level: 'easy' },
        ],
      },
    ],
  ];
  for (const [name, body] of cases) {
    it(`plays a game of ${name} to the end with the people, and the record replays`, async () => {
      const { url } = await server();
      const made = await create(url, body);
      expect(made.computer).toEqual(body.computer);
      expect(made.seats.map((s) => s.seat)).toEqual(
        [1, 2, 3, 4].filter((s) => s <= playerCount(body) && !body.computer!.some((c) => c.seat === s)),
      );
      const players = await Promise.all(made.seats.map((s) => joinSeat(url, made.id, s.secret)));
      const ends = await Promise.all(players.map((c, i) => playSeat(c, 11 + i)));
      for (const end of ends) expect(end).toMatchObject({ status: 'ended' });
      const record = await finalRecord(url, made.id);
      expect(record.meta.status).toBe('ended');
      expect(replayedMoves(record)).toEqual(record.moves);
      expect(record.moves.length).toBe(ends[0]!.seq);
      for (const c of body.computer!)
        expect(record.meta.seats[c.seat - 1]).toMatchObject({ kind: 'computer', level: c.level });
    });
  }

  it('gives a computer seat no secret and no link: it is taken from the start', async () => {
    const { url, storage } = await server();
    const made = await create(url, {
      setup: { preset: 'hex4', players: 2 },
      clock: { kind: 'none' },
      computer: [{ seat: 2, level: 'easy' }],
    });
    expect(made.seats.map((s) => s.seat)).toEqual([1]);
    expect((await storage.loadGame(made.id))!.seats[1]).toMatchObject({ kind: 'computer', secretHash: '' });
    const ann = await joinSeat(url, made.id, made.seats[0]!.secret);
    expect(await ann.next('state')).toMatchObject({
      status: 'live',
      seats: [{ kind: 'human' }, { kind: 'computer', level: 'easy', joined: true, connected: true }],
    });
  });

  it('plays on for a player of three who resigns, and ranks that seat last', async () => {
    const { url } = await server();
    const made = await create(url, {
      setup: { preset: 'hex4', players: 3, roundLimit: 5 },
      clock: { kind: 'none' },
      computer: [{ seat: 3, level: 'easy' }],
    });
    const [ann, bob] = await Promise.all(made.seats.map((s) => joinSeat(url, made.id, s.secret)));
    const [, end] = await Promise.all([playSeat(ann!, 3, 4), playSeat(bob!, 5)]);
    const record = await finalRecord(url, made.id);
    expect(record.meta.seats[0]).toMatchObject({ kind: 'computer', left: 'resigned' });
    expect(end).toMatchObject({ status: 'ended', result: { status: 'won', left: [1] } });
    const result = end.result as { ranking: number[][] };
    expect(result.ranking.at(-1)).toEqual([1]);
    expect(result.ranking.flat().sort()).toEqual([1, 2, 3]);
    expect(record.moves.length).toBeGreaterThan(4);
    expect(replayedMoves(record)).toEqual(record.moves);
  });

  it('thinks again after a restart when it is the computer to move', async () => {
    const { first, made } = await stoppedWhileThinking('restart.db', { kind: 'none' });

    const second = await server(first.file);
    const back = await joinSeat(second.url, made.id, made.seats[0]!.secret);
    expect(await back.next('state')).toMatchObject({ seq: 1, toMove: 2, status: 'live' });
    expect(await back.next('moved')).toMatchObject({ seq: 1, seat: 2 });
    expect((await second.storage.loadGame(made.id))!.moves.map((m) => m.seq)).toEqual([0, 1]);
  });

  it('plays its move after a restart though nobody comes back to the game', async () => {
    const { first, made } = await stoppedWhileThinking('unvisited.db', { kind: 'realtime', minutes: 5, increment: 0 });

    // The new server is asked by nobody: it loads the game as it starts, and the computer moves.
    const computer = firstMoveComputer();
    const second = await server(first.file, computer);
    expect(computer.requests).toHaveLength(1);
    let moves = 0;
    for (let turn = 0; turn < 1_000 && moves < 2; turn++) {
      await new Promise((resolve) => setImmediate(resolve));
      moves = (await second.storage.loadGame(made.id))!.moves.length;
    }
    expect(moves).toBe(2);
  });
});
