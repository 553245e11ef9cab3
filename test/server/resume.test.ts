import { describe, expect, it } from 'vitest';
import type { CreateGameBody } from '../../src/online/protocol';
import { ABORT_AFTER_MS } from '../../src/server/game/clock';
import { resumeGames } from '../../src/server/resume';
import { Rooms } from '../../src/server/rooms';
import { createGame } from '../../src/server/newGame';
import { counterFresh, fakeDeps, firstMoveComputer, settled } from './harness';

/** A game stored as the last server left it: every seat taken, started, `moves` played. */
async function liveGame(f: Setting, body: CreateGameBody, moves: string[] = []) {
  const made = await createGame(f.storage, body, f.clock.t, f.fresh);
  if (!made.ok) throw new Error(made.error.code);
  const { id, secrets } = made.value;
  for (const [i, secret] of secrets.entries())
    if (secret !== null) await f.storage.takeSeat(id, i + 1, f.clock.t, null);
  await f.storage.startGame(id, f.clock.t);
  for (const [seq, move] of moves.entries()) {
    await f.storage.appendMove(id, { seq, move, committedAt: f.clock.t, clock: [] });
  }
  return id;
}

const none = { kind: 'none' } as const;

type Setting = Awaited<ReturnType<typeof setting>>;

/** Fake clock and timers, and ids from one counter for every game. */
async function setting() {
  return { ...(await fakeDeps()), fresh: counterFresh() };
}

describe('resuming the live games when the server starts', () => {
  it('thinks for a computer to move, runs the clocks and the abort timer, and lets the rest go', async () => {
    const f = await setting();
    const computer = firstMoveComputer();
    const setup = { preset: 'square7', players: 2, pie: false } as const;
    const thinking = await liveGame(f, { setup, clock: none, computer: [{ seat: 2, level: 'easy' }] }, ['d4']);
    const flagging = await liveGame(f, { setup, clock: { kind: 'realtime', minutes: 1, increment: 0 } }, ['d4']);
    const aborting = await liveGame(f, { setup, clock: none });
    // A person to move after the computer, without a clock: loaded, and let go at once.
    await liveGame(f, { setup, clock: none, computer: [{ seat: 1, level: 'easy' }] }, ['d4']);
    f.clock.t += 5_000;
    const rooms = new Rooms({ ...f.deps, computer, computerBudget: { playouts: 5 } });

    const resumed = await resumeGames(f.storage, rooms);
    expect(resumed).toEqual({ waiting: 3, released: 1, failed: [], more: false });
    // The computer was asked for its move with nobody there, and played it.
    expect(computer.requests).toHaveLength(1);
    expect(JSON.parse(computer.requests[0]!.record)).toMatchObject({ moves: ['d4'] });
    // Once it played, its room waits for nothing and is let go.
    await settled(() => rooms.size === 2);
    expect((await f.storage.loadGame(thinking))!.moves.map((m) => m.move)).toHaveLength(2);
    // The clock of seat 2 and the minute for the first move run from the start (downtime is nobody's).
    expect(f.pending().sort()).toEqual([f.clock.t + ABORT_AFTER_MS, f.clock.t + 60_000]);
    expect((await rooms.get(flagging))!.waiting).toBe(true);
    expect((await rooms.get(aborting))!.waiting).toBe(true);
  });

  it('loads at most the limit, says there were more, and tells a game that does not load', async () => {
    const f = await setting();
    const setup = { preset: 'square7', players: 2 } as const;
    const clock = { kind: 'realtime', minutes: 1, increment: 0 } as const;
    const ids = [await liveGame(f, { setup, clock }), await liveGame(f, { setup, clock })];
    expect(await resumeGames(f.storage, new Rooms(f.deps), 1)).toMatchObject({ waiting: 1, more: true });
    // A stored move that does not replay: the game is told, not the server stopped.
    await f.storage.appendMove(ids[1]!, { seq: 0, move: 'zz99', committedAt: f.clock.t, clock: [] });
    const again = await resumeGames(f.storage, new Rooms(f.deps));
    expect(again.waiting).toBe(1);
    expect(again.failed.map((x) => x.id)).toEqual([ids[1]]);
  });
});
