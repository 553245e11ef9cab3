import { EventEmitter } from 'node:events';
import fc from 'fast-check';
import Fastify from 'fastify';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { FLOOD, POLICY_VIOLATION, serveConnection } from '../../src/server/connection';
import {
  MAX_MESSAGE_BYTES,
  type ServerMessage,
  isName,
  isServerMessage,
  readClientMessage,
} from '../../src/online/protocol';
import { LobbyFeed } from '../../src/server/lobby';
import { Rooms } from '../../src/server/rooms';
import { fakeDeps, newGame, replayedMoves } from './harness';

/** A socket in memory: what the server sends is kept, parsed. */
class FakeSocket extends EventEmitter {
  readyState: 1 | 3 = 1;
  readonly sent: unknown[] = [];
  /** The code the server closed with, once it did. */
  closedWith: number | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000): void {
    this.readyState = 3;
    this.closedWith = code;
    this.emit('close', code, Buffer.alloc(0));
  }
}

/** Lets the room's queued work run (storage here answers at once): a bounded number of turns. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

async function served() {
  const f = await fakeDeps();
  const { id, secrets } = await newGame(f.storage, {
    setup: { preset: 'square7', players: 2 },
    clock: { kind: 'none' },
  });
  const rooms = new Rooms(f.deps);
  const lobby = new LobbyFeed(f.storage, f.deps.schedule, () => undefined);
  const context = { rooms, lobby, storage: f.storage, now: () => f.clock.t, log: Fastify({ logger: false }).log };
  const connect = () => {
    const socket = new FakeSocket();
    serveConnection(socket as unknown as WebSocket, context);
    return socket;
  };
  /**
   * Sends one message; what came back to it. The fake clock moves a tenth of a second: no flood
   * limit is reached, and 300 messages stay within the minute a game waits for its first move.
   */
  const exchange = async (socket: FakeSocket, data: string | Buffer) => {
    const before = socket.sent.length;
    f.clock.t += 100;
    socket.emit('message', typeof data === 'string' ? Buffer.from(data) : data, false);
    await settle();
    return socket.sent.slice(before);
  };
  return { ...f, id, secrets, rooms, connect, exchange };
}

const KNOWN_TYPES = ['join', 'watch', 'move', 'resign', 'draw-offer', 'draw-accept', 'ping', 'fly'];

describe('reading messages', () => {
  it('refuses a message over 4 KiB before reading it', () => {
    const text = JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_MESSAGE_BYTES) });
    expect(readClientMessage(text)).toEqual({ ok: false, error: { code: 'too-large' } });
    expect(readClientMessage('é'.repeat(MAX_MESSAGE_BYTES / 2 + 1))).toEqual({
      ok: false,
      error: { code: 'too-large' },
    });
  });

  it('reads every message kind and says where a bad one breaks the schema', () => {
    expect(readClientMessage('{"type":"move","seq":3,"move":"d4"}')).toEqual({
      ok: true,
      value: { type: 'move', seq: 3, move: 'd4' },
    });
    expect(readClientMessage('{"type":"move","seq":"3","move":"d4"}')).toMatchObject({
      ok: false,
      error: { code: 'bad-message' },
    });
    expect(readClientMessage('{')).toEqual({ ok: false, error: { code: 'bad-message', detail: 'not-json' } });
  });

  it('takes names of 1 to 24 characters of well-formed Unicode without control or formatting characters', () => {
    expect(['Ann', 'Zoë', '山田太郎', 'x'.repeat(24), '🙂'.repeat(24)].map(isName)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const bad = [
      '',
      ' ',
      'x'.repeat(25),
      'a\nb',
      'a\u0000',
      'a\u202eb',
      'a\u200bb',
      'A\ud800B',
      '\udc00',
      '🙂'.slice(1),
    ];
    expect(bad.filter(isName)).toEqual([]);
  });

  it('carries each ending with exactly the fields it needs: a defeat names its loser, a draw has no winners', () => {
    const end = (result: unknown) => isServerMessage({ type: 'end', status: 'ended', result, seq: 9 });
    const kept = [
      { status: 'won', winners: [1], reason: 'all-on-board' },
      { status: 'won', winners: [2], reason: 'resigned', loser: 1 },
      { status: 'won', winners: [2], reason: 'round-limit', ranking: [[2], [3], [1]], left: [1] },
      { status: 'drawn', winners: [], reason: 'agreement' },
      null,
    ];
    const refused = [
      { status: 'won', winners: [2], reason: 'timeout' },
      { status: 'won', winners: [1], reason: 'agreement' },
      { status: 'won', winners: [2], reason: 'round-limit', ranking: [[2], [1]] },
      { status: 'drawn', winners: [1], reason: 'round-limit' },
      { status: 'drawn', winners: [], reason: 'resigned', loser: 1 },
    ];
    expect(kept.map(end)).toEqual(kept.map(() => true));
    expect(refused.filter(end)).toEqual([]);
  });
});

describe('a flood of messages', () => {
  it('answers the messages taken before a burst closes the socket, then closes it with a code', async () => {
    const s = await served();
    const [ann, bob] = [s.connect(), s.connect()];
    await s.exchange(ann, JSON.stringify({ type: 'join', game: s.id, secret: s.secrets[0] }));
    await s.exchange(bob, JSON.stringify({ type: 'join', game: s.id, secret: s.secrets[1] }));
    const before = ann.sent.length;
    s.clock.t += FLOOD.windowMs;
    // 200 moves at once, as one read of the socket hands them over: the first is legal.
    for (let i = 0; i < 200; i++)
      ann.emit('message', Buffer.from(JSON.stringify({ type: 'move', seq: 0, move: 'd4' })), false);
    await settle();
    expect(ann.closedWith).toBe(POLICY_VIOLATION);
    const replies = ann.sent.slice(before) as ServerMessage[];
    // The first move's ack, each other taken move's refusal, and `too-many` for those over the first limit.
    expect(replies.filter((m) => m.type === 'ack')).toEqual([expect.objectContaining({ seq: 0 })]);
    expect(replies.filter((m) => m.type === 'error' && m.code === 'too-many')).toHaveLength(
      FLOOD.closeAbove - FLOOD.refuseAbove,
    );
    expect(replies.filter((m) => m.type === 'error' && m.code === 'stale')).toHaveLength(FLOOD.refuseAbove - 1);
    expect((await s.storage.loadGame(s.id))!.moves.map((m) => m.move)).toEqual(['d4']);
  });
});

describe('the socket under random and mutated messages', () => {
  const anyMessage = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
    fc
      .record({
        type: fc.constantFrom(...KNOWN_TYPES),
        rest: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })),
      })
      .map(({ type, rest }) => JSON.stringify({ ...rest, type })),
  );

  it('answers anything a client sends with messages of the protocol; a message it cannot read, with one coded refusal', async () => {
    const s = await served();
    const watcher = s.connect();
    await s.exchange(watcher, JSON.stringify({ type: 'watch', game: s.id }));
    const stranger = s.connect();
    await fc.assert(
      fc.asyncProperty(anyMessage, fc.boolean(), async (text, asWatcher) => {
        const replies = await s.exchange(asWatcher ? watcher : stranger, text);
        for (const r of replies) expect(isServerMessage(r)).toBe(true);
        if (!readClientMessage(text).ok) {
          expect(replies).toHaveLength(1);
          expect(replies[0]).toMatchObject({ type: 'error', code: expect.stringMatching(/^(bad-message|too-large)$/) });
        }
        expect(replies).not.toContainEqual(expect.objectContaining({ code: 'server-error' }));
      }),
      { numRuns: 300 },
    );
    expect((await s.storage.loadGame(s.id))!.moves).toEqual([]);
  });

  it('keeps a game legal whatever mutations of real messages its players send', async () => {
    const s = await served();
    const ann = s.connect();
    const bob = s.connect();
    await s.exchange(ann, JSON.stringify({ type: 'join', game: s.id, secret: s.secrets[0] }));
    await s.exchange(bob, JSON.stringify({ type: 'join', game: s.id, secret: s.secrets[1] }));
    const valid = (seq: number): Record<string, unknown>[] => [
      { type: 'move', seq, move: 'd4' },
      { type: 'move', seq, move: 'swap' },
      { type: 'move', seq: seq + 1, move: 'a1' },
      { type: 'join', game: s.id, secret: s.secrets[0] },
      { type: 'draw-offer' },
      { type: 'ping' },
    ];
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom('type', 'seq', 'move', 'game', 'secret') }),
      fc.record({
        kind: fc.constant('set' as const),
        key: fc.constantFrom('type', 'seq', 'move', 'x'),
        value: fc.jsonValue({ maxDepth: 1 }),
      }),
      fc.record({ kind: fc.constant('cut' as const), at: fc.nat(60) }),
      fc.record({ kind: fc.constant('none' as const) }),
    );
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(5), mutation, fc.boolean(), async (pick, m, asAnn) => {
        const room = (await s.rooms.get(s.id))!;
        const seq = room.record().moves.length;
        const chosen = valid(seq)[pick]!;
        const message = Object.fromEntries(
          Object.entries(chosen).filter(([key]) => m.kind !== 'drop' || key !== m.key),
        );
        if (m.kind === 'set') message[m.key] = m.value;
        const text = m.kind === 'cut' ? JSON.stringify(message).slice(0, m.at) : JSON.stringify(message);
        const replies = (await s.exchange(asAnn ? ann : bob, text)) as ServerMessage[];
        sent++;
        for (const r of replies) expect(isServerMessage(r)).toBe(true);
        expect(replies.length).toBeGreaterThan(0);
        expect(replies).not.toContainEqual(expect.objectContaining({ code: 'server-error' }));
        const stored = (await s.storage.loadGame(s.id))!.moves.map((mv) => mv.move);
        expect(replayedMoves({ ...room.record(), moves: stored })).toEqual(stored);
      }),
      { numRuns: 300 },
    );
    expect(sent).toBe(300);
    // The valid messages among the mutations did play: the property was checked on a game that moved.
    expect((await s.storage.loadGame(s.id))!.moves.length).toBeGreaterThan(0);
  });
});
