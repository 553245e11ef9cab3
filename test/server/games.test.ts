import { describe, expect, it } from 'vitest';
import type { ThinkProblem, ThinkRequest } from '../../src/ai/think';
import { type Result, ok } from '../../src/engine/result';
import { presetGame } from '../../src/engine/setup';
import { type Computer, QUICK_BUDGET } from '../../src/server/computers';
import type { SearchBudget } from '../../src/ai/searchTypes';
import { findPreset } from '../../src/engine/presets';
import { GameRoom } from '../../src/server/games';
import { ABORT_AFTER_MS } from '../../src/server/game/clock';
import { LEAVER_LEVEL } from '../../src/server/game/core';
import type { CreateGameBody } from '../../src/online/protocol';
import type { TimeControl } from '../../src/server/clock';
import {
  fakeDeps,
  firstLegal,
  firstMoveComputer,
  newGame,
  recorder,
  replayedMoves,
  scriptedGame,
  settled,
} from './harness';

type Recorder = ReturnType<typeof recorder>;

async function joinAs(room: GameRoom, secret: string, name: string | null = null): Promise<Recorder> {
  let made: Recorder | null = null;
  const joined = await room.join(secret, name, (seat) => {
    made = recorder(seat);
    return made.listener;
  });
  if (typeof joined === 'string') throw new Error(joined);
  return made!;
}

async function room(players = 2, clock: TimeControl = { kind: 'none' }) {
  const f = await fakeDeps();
  const body: CreateGameBody = { setup: { preset: 'square7', players }, clock };
  const { id, secrets } = await newGame(f.storage, body, f.clock.t);
  const r = (await GameRoom.load(id, f.deps))!;
  return { ...f, id, secrets, room: r };
}

async function started(players = 2, clock: TimeControl = { kind: 'none' }) {
  const g = await room(players, clock);
  const seats: Recorder[] = [];
  for (const s of g.secrets) seats.push(await joinAs(g.room, s!));
  return { ...g, seats };
}

const square7 = (players: number) => {
  const start = presetGame(findPreset('square7')!, players);
  if (!start.ok) throw new Error('no start');
  return start.value;
};

/**
 * Plays every seat's first move at once (a real-time clock runs for a seat only after its own
 * first move) from a scripted game; the script, to go on with.
 */
async function firstRound(g: Awaited<ReturnType<typeof started>>): Promise<string[]> {
  const script = scriptedGame(square7(g.seats.length), 3);
  for (let seq = 0; seq < g.seats.length; seq++) await g.room.move(g.seats[seq]!.listener, seq, script[seq]!);
  return script;
}

describe('a game room', () => {
  it('refuses a wrong secret and starts the game once every seat is taken', async () => {
    const g = await room();
    expect(await g.room.join('x'.repeat(32), null, () => recorder(1).listener)).toBe('wrong-secret');
    const ann = await joinAs(g.room, g.secrets[0]!, 'Ann');
    expect(ann.last()).toMatchObject({ type: 'state', seat: 1, status: 'open', seq: 0, toMove: null });
    await g.room.move(ann.listener, 0, 'd4');
    expect(ann.last()).toEqual({ type: 'error', code: 'not-started' });
    const bob = await joinAs(g.room, g.secrets[1]!);
    expect(bob.ofType('state')[0]).toMatchObject({ status: 'live', seat: 2, toMove: 1 });
    expect(ann.last()).toMatchObject({ type: 'presence', status: 'live' });
    // A seat joined without a name, and without an account, is "Anonymous".
    expect((await g.storage.loadGame(g.id))!.seats.map((s) => s.name)).toEqual(['Ann', 'Anonymous']);
  });

  it('acknowledges a move to its player after committing it and sends it to everyone else', async () => {
    const g = await started();
    const [ann, bob] = g.seats as [Recorder, Recorder];
    const watcher = recorder(null);
    await g.room.watch(watcher.listener);
    g.clock.t += 5_000;
    await g.room.move(ann.listener, 0, 'd4');
    expect(ann.last()).toEqual({ type: 'ack', seq: 0, clock: { remaining: [], deadline: null } });
    const moved = { type: 'moved', seq: 0, seat: 1, move: 'd4', clock: { remaining: [], deadline: null } };
    expect(bob.last()).toEqual(moved);
    expect(watcher.last()).toEqual(moved);
    expect((await g.storage.loadGame(g.id))!.moves).toEqual([
      { seq: 0, move: 'd4', committedAt: 1_005_000, clock: [] },
    ]);
  });

  it('answers a repeated or stale seq with the current state, never a second move', async () => {
    const g = await started();
    const [ann, bob] = g.seats as [Recorder, Recorder];
    await g.room.move(ann.listener, 0, 'd4');
    await g.room.move(ann.listener, 0, 'd4');
    expect(ann.messages.slice(-2)).toMatchObject([
      { type: 'error', code: 'stale' },
      { type: 'state', seq: 1, record: { moves: ['d4'] } },
    ]);
    await g.room.move(bob.listener, 0, 'a1');
    await g.room.move(bob.listener, 5, 'a1');
    expect(bob.ofType('error').map((e) => e.code)).toEqual(['stale', 'stale']);
    expect(bob.ofType('moved')).toHaveLength(1);
    expect((await g.storage.loadGame(g.id))!.moves.map((m) => m.move)).toEqual(['d4']);
  });

  it('refuses moves out of turn, from a watcher and against the rules, and the game stays as it was', async () => {
    const g = await started();
    const [ann, bob] = g.seats as [Recorder, Recorder];
    const watcher = recorder(null);
    await g.room.watch(watcher.listener);
    await g.room.move(bob.listener, 0, 'd4');
    await g.room.move(watcher.listener, 0, 'd4');
    await g.room.move(ann.listener, 0, 'z9');
    await g.room.move(ann.listener, 0, 'swap');
    await g.room.move(ann.listener, 0, 'd4');
    await g.room.move(bob.listener, 1, 'd4');
    expect([bob, watcher, ann, bob].map((r) => r.ofType('error').map((e) => [e.code, e.detail]))).toEqual([
      [
        ['not-your-turn', undefined],
        ['illegal-move', 'occupied'],
      ],
      [['watcher', undefined]],
      [
        ['illegal-move', 'off-board'],
        ['illegal-move', 'swap-too-late'],
      ],
      [
        ['not-your-turn', undefined],
        ['illegal-move', 'occupied'],
      ],
    ]);
    expect(g.room.record().moves).toEqual(['d4']);
  });

  it('plays a whole game of three players to the end the engine gives, and the record replays', async () => {
    const g = await started(3);
    const script = scriptedGame(square7(3), 7);
    for (let i = 0; i < script.length; i++) {
      const mover = g.seats[g.room.stateFor(g.seats[0]!.listener).toMove! - 1]!;
      expect(g.endings).toEqual([]);
      await g.room.move(mover.listener, i, script[i]!);
      expect(mover.last()).toMatchObject({ type: i === script.length - 1 ? 'end' : 'ack' });
    }
    // The puzzles are cut from the whole record, once.
    expect(g.endings).toEqual([{ game: g.id, moves: script }]);
    const end = g.seats[0]!.last();
    expect(end).toMatchObject({ type: 'end', status: 'ended', seq: script.length });
    expect(replayedMoves(g.room.record())).toEqual(script);
    const stored = (await g.storage.loadGame(g.id))!;
    expect(stored.game.status).toBe('ended');
    expect(stored.moves.map((m) => m.move)).toEqual(script);
    await g.room.move(g.seats[0]!.listener, script.length, 'a1');
    expect(g.seats[0]!.last()).toEqual({ type: 'error', code: 'game-over' });
  });

  it('comes back from storage as it was, its real-time clock restarted for the player to move', async () => {
    const blitz = { kind: 'realtime', minutes: 1, increment: 0 } as const;
    const g = await started(2, blitz);
    const script = await firstRound(g);
    g.clock.t += 10_000;
    await g.room.move(g.seats[0]!.listener, 2, script[2]!);
    g.clock.t += 20_000;
    const again = (await GameRoom.load(g.id, g.deps))!;
    const w = recorder(null);
    await again.watch(w.listener);
    expect(w.last()).toMatchObject({
      type: 'state',
      seq: 3,
      status: 'live',
      toMove: 2,
      record: { moves: script.slice(0, 3) },
      clock: { view: { remaining: [50_000, 60_000], deadline: g.clock.t + 60_000 } },
    });
  });
});

describe('clocks in a room', () => {
  it("start each side's real-time clock after its own first move, and abort when one does not come", async () => {
    const g = await started(2, { kind: 'realtime', minutes: 1, increment: 2 });
    const [ann, bob] = g.seats as [Recorder, Recorder];
    expect(g.pending()).toEqual([g.clock.t + ABORT_AFTER_MS]);
    g.clock.t += 50_000;
    await g.room.move(ann.listener, 0, 'd4');
    // No time taken and no increment: Ann's clock starts with her next move, Bob's after his first.
    expect(ann.last()).toEqual({ type: 'ack', seq: 0, clock: { remaining: [60_000, 60_000], deadline: null } });
    expect(g.pending()).toEqual([g.clock.t + ABORT_AFTER_MS]);
    g.clock.t += ABORT_AFTER_MS;
    await g.room.tick();
    expect(bob.last()).toEqual({ type: 'end', status: 'aborted', result: null, seq: 1 });
  });

  it('flag the player to move when their time runs out: with two players they lose', async () => {
    const g = await started(2, { kind: 'realtime', minutes: 1, increment: 2 });
    const [ann, bob] = g.seats as [Recorder, Recorder];
    const script = await firstRound(g);
    g.clock.t += 10_000;
    await g.room.move(ann.listener, 2, script[2]!);
    expect(ann.last()).toEqual({
      type: 'ack',
      seq: 2,
      clock: { remaining: [52_000, 60_000], deadline: g.clock.t + 60_000 },
    });
    expect(g.pending()).toEqual([g.clock.t + 60_000]);
    g.clock.t += 59_999;
    await g.room.tick();
    expect(bob.last()?.type).toBe('moved');
    g.clock.t += 1;
    await g.room.tick();
    const end = {
      type: 'end',
      status: 'ended',
      result: { status: 'won', winners: [1], reason: 'timeout', loser: 2 },
      seq: 3,
    };
    expect(ann.last()).toEqual(end);
    expect(bob.last()).toEqual(end);
    expect((await g.storage.loadGame(g.id))!.game).toMatchObject({ status: 'ended', result: end.result });
    expect(g.pending()).toEqual([]);
  });

  it('refuse a move made after the time ran out, before any timer fired', async () => {
    const g = await started(2, { kind: 'realtime', minutes: 1, increment: 0 });
    const script = await firstRound(g);
    await g.room.move(g.seats[0]!.listener, 2, script[2]!);
    g.clock.t += 60_000;
    await g.room.move(g.seats[1]!.listener, 3, script[3]!);
    expect(g.seats[1]!.messages.slice(-2)).toMatchObject([
      { type: 'end', result: { reason: 'timeout', loser: 2, winners: [1] } },
      { type: 'error', code: 'game-over' },
    ]);
  });

  it('abort a game without a first move a minute after it started, untimed too', async () => {
    const g = await started();
    expect(g.pending()).toEqual([g.clock.t + ABORT_AFTER_MS]);
    g.clock.t += ABORT_AFTER_MS;
    await g.room.tick();
    expect(g.seats[1]!.last()).toEqual({ type: 'end', status: 'aborted', result: null, seq: 0 });
    expect((await g.storage.loadGame(g.id))!.game.status).toBe('aborted');
  });

  it('count the minute for the first move again after a restart', async () => {
    const g = await started();
    g.clock.t += 10 * ABORT_AFTER_MS;
    const again = (await GameRoom.load(g.id, g.deps))!;
    expect((await g.storage.loadGame(g.id))!.game.status).toBe('live');
    g.clock.t += ABORT_AFTER_MS;
    await again.tick();
    expect((await g.storage.loadGame(g.id))!.game.status).toBe('aborted');
  });

  it('give a correspondence move its days, with no abort after a minute', async () => {
    const g = await started(2, { kind: 'correspondence', days: 1 });
    expect(g.pending()).toEqual([g.clock.t + 86_400_000]);
    g.clock.t += ABORT_AFTER_MS;
    await g.room.tick();
    await g.room.move(g.seats[0]!.listener, 0, 'd4');
    expect(g.seats[0]!.last()).toMatchObject({ type: 'ack', clock: { deadline: g.clock.t + 86_400_000 } });
  });

  it('lose a team game for both partners of the seat that flags', async () => {
    const g = await started(4, { kind: 'realtime', minutes: 1, increment: 0 });
    const script = await firstRound(g);
    await g.room.move(g.seats[0]!.listener, 4, script[4]!);
    g.clock.t += 60_000;
    await g.room.tick();
    expect(g.seats[0]!.last()).toMatchObject({ result: { winners: [1, 3], reason: 'timeout', loser: 2 } });
  });
});

describe('resigning and draws', () => {
  it('lets one of two players resign: the other wins', async () => {
    const g = await started();
    const watcher = recorder(null);
    await g.room.watch(watcher.listener);
    await g.room.resign(watcher.listener);
    expect(watcher.last()).toEqual({ type: 'error', code: 'watcher' });
    await g.room.resign(g.seats[1]!.listener);
    const result = { status: 'won', winners: [1], reason: 'resigned', loser: 2 };
    expect(watcher.last()).toEqual({ type: 'end', status: 'ended', result, seq: 0 });
    await g.room.resign(g.seats[0]!.listener);
    expect(g.seats[0]!.last()).toEqual({ type: 'error', code: 'game-over' });
    expect(g.endings).toEqual([{ game: g.id, moves: [] }]);
  });

  it('tries a resignation again after each move that came first, and gives up with the game as stored', async () => {
    const g = await room();
    const script = scriptedGame(square7(2), 3);
    // Another instance commits the next move each time, just before this room's end reaches the database.
    const racing = new Proxy(g.storage, {
      get(target, key) {
        if (key !== 'endGame') return Reflect.get(target, key, target);
        return async (...[id, end, moves]: Parameters<typeof target.endGame>) => {
          const move = { seq: moves, move: script[moves]!, committedAt: g.clock.t, clock: [] };
          expect(await target.appendMove(id, move)).toBe(true);
          return target.endGame(id, end, moves);
        };
      },
    });
    const r = (await GameRoom.load(g.id, { ...g.deps, storage: racing }))!;
    const [ann, bob] = [await joinAs(r, g.secrets[0]!), await joinAs(r, g.secrets[1]!)];
    await r.resign(bob.listener);
    // Each lost try told every player the move that beat it; after the last, the player hears the game as it is.
    expect(ann.ofType('moved').map((m) => m.move)).toEqual(script.slice(0, 3));
    expect(bob.ofType('error')).toEqual([{ type: 'error', code: 'stale' }]);
    expect(bob.last()).toMatchObject({ type: 'state', status: 'live', seq: 3 });
    expect((await g.storage.loadGame(g.id))!.game.status).toBe('live');
  });

  it('takes a draw in a team game only from the other team', async () => {
    const g = await started(4);
    await g.room.offerDraw(g.seats[0]!.listener);
    await g.room.acceptDraw(g.seats[2]!.listener);
    expect(g.seats[2]!.last()).toEqual({ type: 'error', code: 'no-draw-offer' });
    await g.room.acceptDraw(g.seats[3]!.listener);
    expect(g.seats[0]!.last()).toMatchObject({ type: 'end', result: { status: 'drawn', reason: 'agreement' } });
  });

  it('lets a team resign together: the other team wins', async () => {
    const g = await started(4);
    await g.room.resign(g.seats[2]!.listener);
    expect(g.seats[0]!.last()).toMatchObject({
      type: 'end',
      result: { winners: [2, 4], reason: 'resigned', loser: 3 },
    });
  });

  it('has no draw offer with four players without teams: four sides', async () => {
    const f = await fakeDeps();
    const body: CreateGameBody = { setup: { preset: 'square7', players: 4, teams: false }, clock: { kind: 'none' } };
    const { id, secrets } = await newGame(f.storage, body, f.clock.t);
    const r = (await GameRoom.load(id, f.deps))!;
    const seats: Recorder[] = [];
    for (const s of secrets) seats.push(await joinAs(r, s!));
    await r.offerDraw(seats[0]!.listener);
    expect(seats[0]!.last()).toEqual({ type: 'error', code: 'not-available' });
    expect(seats[1]!.ofType('draw')).toEqual([]);
  });

  it('has no draw offer with three players', async () => {
    const g = await started(3);
    await g.room.offerDraw(g.seats[1]!.listener);
    expect(g.seats[1]!.last()).toEqual({ type: 'error', code: 'not-available' });
  });

  it('draws when the other side accepts an offer; a move withdraws it', async () => {
    const g = await started();
    const [ann, bob] = g.seats as [Recorder, Recorder];
    await g.room.acceptDraw(bob.listener);
    expect(bob.last()).toEqual({ type: 'error', code: 'no-draw-offer' });
    await g.room.offerDraw(ann.listener);
    expect(bob.last()).toEqual({ type: 'draw', offeredBy: 1 });
    await g.room.acceptDraw(ann.listener);
    expect(ann.last()).toEqual({ type: 'error', code: 'no-draw-offer' });
    await g.room.move(ann.listener, 0, 'd4');
    expect(bob.last()).toEqual({ type: 'draw', offeredBy: null });
    await g.room.acceptDraw(bob.listener);
    expect(bob.last()).toEqual({ type: 'error', code: 'no-draw-offer' });
    await g.room.offerDraw(bob.listener);
    await g.room.acceptDraw(ann.listener);
    expect(bob.last()).toEqual({
      type: 'end',
      status: 'ended',
      result: { status: 'drawn', winners: [], reason: 'agreement' },
      seq: 1,
    });
  });
});

describe('leaving a game of three players', () => {
  it('hands the seat of a player who resigns to the computer; the game goes on without them', async () => {
    const g = await started(3);
    const [ann, bob, cy] = g.seats as [Recorder, Recorder, Recorder];
    await g.room.move(ann.listener, 0, 'd4');
    await g.room.resign(bob.listener);
    expect(cy.last()).toMatchObject({
      type: 'presence',
      status: 'live',
      seats: [
        { seat: 1, kind: 'human' },
        { seat: 2, kind: 'computer', level: LEAVER_LEVEL, left: 'resigned', connected: true },
        { seat: 3, kind: 'human' },
      ],
    });
    expect((await g.storage.loadGame(g.id))!.seats[1]).toMatchObject({
      kind: 'computer',
      level: LEAVER_LEVEL,
      left: { order: 1, reason: 'resigned' },
    });
    await g.room.move(bob.listener, 1, 'a1');
    await g.room.resign(bob.listener);
    expect(bob.ofType('error').map((e) => e.code)).toEqual(['game-over', 'game-over']);
    expect(g.room.record().moves).toEqual(['d4']);
  });

  it('hands the seat whose clock ran out to the computer, which plays it on without a clock', async () => {
    const blitz = { kind: 'realtime', minutes: 1, increment: 0 } as const;
    const g = await started(3, blitz);
    const [ann, bob] = g.seats as [Recorder, Recorder, Recorder];
    const script = await firstRound(g);
    await g.room.move(ann.listener, 3, script[3]!);
    g.clock.t += 60_000;
    await g.room.tick();
    expect(ann.last()).toMatchObject({ type: 'presence', status: 'live', seats: [{}, { left: 'timeout' }, {}] });
    expect(g.room.stateFor(ann.listener)).toMatchObject({
      status: 'live',
      toMove: 2,
      clock: { view: { deadline: null } },
    });
    expect(g.pending()).toEqual([]);
    await g.room.move(bob.listener, 4, script[4]!);
    expect(bob.last()).toEqual({ type: 'error', code: 'game-over' });
  });

  it('plays the seat on with the computer until the end, where it ranks last', async () => {
    const f = await fakeDeps();
    const computer = firstMoveComputer();
    const { id, secrets } = await newGame(f.storage, {
      setup: { preset: 'square7', players: 3 },
      clock: { kind: 'none' },
    });
    const r = (await GameRoom.load(id, { ...f.deps, computer }))!;
    const seats: Recorder[] = [];
    for (const s of secrets) seats.push(await joinAs(r, s!));
    await r.resign(seats[0]!.listener);
    let guard = 0;
    while (!r.finished && guard++ < 1_000) {
      const toMove = r.stateFor(seats[1]!.listener).toMove;
      if (toMove === 1) await settled(() => r.finished || r.stateFor(seats[1]!.listener).toMove !== 1);
      else await r.move(seats[toMove! - 1]!.listener, r.record().moves.length, firstLegal(r.record()));
    }
    const end = seats[1]!.ofType('end')[0]!;
    expect(end.result).toMatchObject({ status: 'won', left: [1] });
    expect(end.result !== null && 'ranking' in end.result && end.result.ranking.at(-1)).toEqual([1]);
    expect(computer.requests.length).toBeGreaterThan(0);
    expect(computer.requests.every((q) => q.player === LEAVER_LEVEL)).toBe(true);
    expect(replayedMoves(r.record())).toEqual(r.record().moves);
    expect((await f.storage.loadGame(id))!.game.result).toEqual(end.result);
  });
});

describe('a computer seat in a room', () => {
  /** A computer whose answers wait until the test gives them. */
  function heldComputer() {
    const held: ((answer: Result<string, ThinkProblem>) => void)[] = [];
    const asked: ThinkRequest[] = [];
    const budgets: (() => SearchBudget)[] = [];
    const computer: Computer = {
      think: (request, budget) => {
        asked.push(request);
        if (budget) budgets.push(budget);
        return new Promise((resolve) => held.push(resolve));
      },
      close: async () => undefined,
    };
    return { computer, held, asked, budgets };
  }

  async function againstComputer(computer: Computer) {
    const f = await fakeDeps();
    const body: CreateGameBody = {
      setup: { preset: 'square7', players: 2, pie: false },
      clock: { kind: 'none' },
      computer: [{ seat: 1, level: 'easy' }],
    };
    const { id, secrets } = await newGame(f.storage, body, f.clock.t);
    const r = (await GameRoom.load(id, { ...f.deps, computer, computerBudget: { playouts: 5 } }))!;
    const bob = await joinAs(r, secrets[1]!);
    return { ...f, id, room: r, bob };
  }

  it('thinks with a seed from the game and the move, and plays through the same commit as a person', async () => {
    const { computer, held } = heldComputer();
    const g = await againstComputer(computer);
    expect(held).toHaveLength(1);
    expect(g.room.waiting).toBe(true);
    held[0]!(ok('d4'));
    await settled(() => g.bob.ofType('moved').length === 1);
    expect(g.bob.ofType('moved')[0]).toMatchObject({ seq: 0, seat: 1, move: 'd4' });
    expect((await g.storage.loadGame(g.id))!.moves.map((m) => m.move)).toEqual(['d4']);
    expect(g.room.waiting).toBe(false);
    await g.room.move(g.bob.listener, 1, 'c3');
    expect(held).toHaveLength(2);
  });

  it("counts the time a search waits for a thread against the computer's clock", async () => {
    const { computer, budgets, asked } = heldComputer();
    const f = await fakeDeps();
    const body: CreateGameBody = {
      setup: { preset: 'square7', players: 2, pie: false },
      clock: { kind: 'realtime', minutes: 1, increment: 0 },
      computer: [{ seat: 1, level: 'hard' }],
    };
    const { id, secrets } = await newGame(f.storage, body, f.clock.t);
    const r = (await GameRoom.load(id, { ...f.deps, computer }))!;
    await joinAs(r, secrets[1]!);
    // A twentieth of the minute, at most the level's second.
    expect(asked[0]!.budget).toEqual({ ms: 1000 });
    f.clock.t += 2_500;
    expect(budgets[0]!()).toEqual({ ms: 500 });
    f.clock.t += 500;
    expect(budgets[0]!()).toEqual(QUICK_BUDGET);
  });

  it('drops an answer that comes after the game ended', async () => {
    const { computer, held } = heldComputer();
    const g = await againstComputer(computer);
    held[0]!(ok('d4'));
    await settled(() => g.bob.ofType('moved').length === 1);
    await g.room.move(g.bob.listener, 1, 'c3');
    await g.room.resign(g.bob.listener);
    expect(g.room.waiting).toBe(true);
    held[1]!(ok('a1'));
    await settled(() => !g.room.waiting);
    await g.room.tick();
    expect(g.room.record().moves).toEqual(['d4', 'c3']);
    expect((await g.storage.loadGame(g.id))!.moves).toHaveLength(2);
    expect(g.bob.ofType('end')).toHaveLength(1);
  });

  it('hands a computer seat of three that ran out of time on, and its answer still comes in its turn', async () => {
    const { computer, held, asked } = heldComputer();
    const f = await fakeDeps();
    const body: CreateGameBody = {
      setup: { preset: 'square7', players: 3 },
      clock: { kind: 'realtime', minutes: 1, increment: 0 },
      computer: [
        { seat: 2, level: 'hard' },
        { seat: 3, level: 'easy' },
      ],
    };
    const { id, secrets } = await newGame(f.storage, body, f.clock.t);
    const r = (await GameRoom.load(id, { ...f.deps, computer }))!;
    const ann = await joinAs(r, secrets[0]!);
    await r.move(ann.listener, 0, 'd4');
    expect(held).toHaveLength(1);
    // The answer comes after the seat's time ran out, before any timer fired: the seat is handed
    // over first (a second search starts for the same turn), then the answer is played.
    f.clock.t += 60_000;
    held[0]!(ok('a1'));
    await settled(() => ann.ofType('moved').length === 1);
    expect(ann.ofType('presence').at(-1)).toMatchObject({ seats: [{}, { kind: 'computer', left: 'timeout' }, {}] });
    expect(ann.ofType('moved')[0]).toMatchObject({ seq: 1, seat: 2, move: 'a1' });
    // The second search's answer is dropped; only then does seat 3 think.
    held[1]!(ok('b1'));
    await settled(() => held.length === 3);
    expect(r.record().moves).toEqual(['d4', 'a1']);
    expect(asked.map((q) => [q.player, (JSON.parse(q.record) as { moves: string[] }).moves.length])).toEqual([
      ['hard', 1],
      [LEAVER_LEVEL, 1],
      ['easy', 2],
    ]);
  });

  it('asks the same seed of the same game and move, another of the next move', async () => {
    const first = firstMoveComputer();
    const again = firstMoveComputer();
    const [a, b] = [await againstComputer(first), await againstComputer(again)];
    await settled(() => a.bob.ofType('moved').length === 1 && b.bob.ofType('moved').length === 1);
    await a.room.move(a.bob.listener, 1, 'c3');
    await settled(() => a.bob.ofType('moved').length === 2);
    expect(first.requests[0]).toEqual(again.requests[0]);
    expect(first.requests[0]).toMatchObject({ player: 'easy', budget: { playouts: 5 } });
    expect(first.requests[1]!.seed).not.toBe(first.requests[0]!.seed);
  });
});
