import { type GameState, legalMoves, moveName, play } from '../../src/engine/game';
import { loadRecord } from '../../src/engine/record';
import { ok } from '../../src/engine/result';
import { type ThinkRequest, requestedGame } from '../../src/ai/think';
import type { Computer } from '../../src/server/computers';
import type { Listener, RoomDeps } from '../../src/server/games';
import { type Fresh, createGame } from '../../src/server/newGame';
import type { CreateGameBody, ServerMessage } from '../../src/online/protocol';
import { openSqlite } from '../../src/server/storage/sqlite';
import type { GameStorage } from '../../src/server/storage/storage';
import { expect } from 'vitest';

/** A clock the test moves by hand, and timers that only say when they would fire, over an in-memory database unless given one. */
export async function fakeDeps(storage?: GameStorage) {
  storage ??= await openSqlite(':memory:');
  const clock = { t: 1_000_000 };
  const timers: { at: number; cancelled: boolean }[] = [];
  /** The games whose end was committed, with their moves, as the puzzle cutter hears of them. */
  const endings: { game: string; moves: readonly string[] }[] = [];
  const deps: RoomDeps = {
    storage,
    now: () => clock.t,
    ended: (game, record) => endings.push({ game, moves: record.moves }),
    schedule: (ms) => {
      const timer = { at: clock.t + ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  };
  const pending = () => timers.filter((t) => !t.cancelled).map((t) => t.at);
  return { deps, clock, storage, pending, endings };
}

/** Ids and secrets from a counter, so a test can name them. */
export function counterFresh(): Fresh {
  let n = 0;
  return {
    id: () => `game${String(++n).padStart(4, '0')}`,
    secret: () => `secret-${String(++n).padStart(20, '0')}`,
  };
}

export async function newGame(storage: GameStorage, body: CreateGameBody, now = 1_000_000) {
  const made = await createGame(storage, body, now, counterFresh());
  if (!made.ok) throw new Error(made.error.code);
  return made.value;
}

/** A listener that keeps what it was sent. */
export function recorder(seat: number | null) {
  const messages: ServerMessage[] = [];
  const listener: Listener = { seat, send: (m) => messages.push(m) };
  const last = () => messages.at(-1);
  const ofType = <T extends ServerMessage['type']>(type: T) =>
    messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);
  return { listener, messages, last, ofType };
}

/**
 * A whole game's moves, picked by a seeded walk over the legal moves (the same seed, the same
 * game), at most `limit` moves.
 */
export function scriptedGame(start: GameState, seed: number, limit = 500): string[] {
  const moves: string[] = [];
  let state = start;
  let x = seed;
  while (!state.result && moves.length < limit) {
    const legal = legalMoves(state);
    x = (x * 1103515245 + 12345) % 2147483648;
    const move = legal[x % legal.length]!;
    moves.push(moveName(state.board, move));
    const played = play(state, move);
    if (!played.ok) throw new Error('illegal');
    state = played.value.state;
  }
  return moves;
}

/** The record's moves as the engine replays them, or the engine's refusal. */
export function replayedMoves(record: unknown): string[] | string {
  const replay = loadRecord(record);
  return replay.ok ? replay.value.record.moves.slice() : replay.error.code;
}

/** The first legal move of the position a record reaches. */
export function firstLegal(record: unknown): string {
  const replay = loadRecord(record);
  if (!replay.ok) throw new Error(replay.error.code);
  const { final } = replay.value;
  return moveName(final.board, legalMoves(final)[0]!);
}

/** A computer that plays the first legal move at once and keeps what it was asked. */
export function firstMoveComputer(): Computer & { readonly requests: ThinkRequest[] } {
  const requests: ThinkRequest[] = [];
  return {
    requests,
    think: async (request) => {
      requests.push(request);
      const replay = requestedGame(request);
      return replay.ok ? ok(firstLegal(request.record)) : replay;
    },
    close: async () => undefined,
  };
}

/** Lets pending promise callbacks run until `done` holds (a bound on turns of the event loop, not a time). */
export async function settled(done: () => boolean, turns = 1_000): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  if (!done()) throw new Error(`not settled after ${turns} turns`);
}

/** A game opened over HTTP: its id and each seat's secret. */
export interface OpenedGame {
  id: string;
  seats: { seat: number; secret: string }[];
}

/** Opens a two-player game on the 7x7 board at the server at `url`, with `clock`. */
export async function openOverHttp(url: string, clock: unknown = { kind: 'none' }): Promise<OpenedGame> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ setup: { preset: 'square7', players: 2 }, clock }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as OpenedGame;
}
