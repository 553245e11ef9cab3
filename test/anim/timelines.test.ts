import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { atRest, gameClock, playheadAt, restTime, timeOf } from '../../src/anim/gameTimeline';
import { type Timeline, compileMove, poseAt, restMarbles, restPose } from '../../src/anim/timeline';
import { IDENTITY_QUAT } from '../../src/anim/vec';
import type { Ply } from '../../src/engine/record';
import { lineThrough } from '../../src/engine/line';
import { lineTree, pathOf } from '../../src/engine/tree';
import { type Motion, clockOf, motionTime, moveMotion, restingAt } from '../../src/anim/playback';
import { compileTimelines, sharedTimelines } from '../../src/anim/timelines';
import { endlessStart, longGame } from '../engine/trees';
import { unwrap } from '../result';

const START = endlessStart();
/** Ten moves that keep pushing marbles about (and off), so rolling turns them. */
const GAME = longGame(START, 10);
const PLIES: readonly Ply[] = unwrap(lineThrough(START, lineTree(GAME.moves), pathOf(GAME.moves))).plies;
const NEVER = (): boolean => false;
const ALL = compileTimelines(START, PLIES, [], NEVER);

/** A stop() that lets `count` timelines be compiled, then says the slice is used up. */
function stopAfter(count: number): { stop: () => boolean; calls: () => number } {
  let calls = 0;
  return { stop: () => calls++ >= count, calls: () => calls };
}

/** What two sets of timelines must agree on to show the same game. */
function summary(timelines: readonly Timeline[]): unknown {
  return timelines.map((tl) => ({ duration: tl.duration, settled: tl.settled }));
}

describe('compileTimelines', () => {
  test('the fixture moves and rolls marbles, so the checks below can tell orders and turns apart', () => {
    expect(ALL).toHaveLength(PLIES.length);
    expect(ALL.every((tl) => tl.duration > 0)).toBe(true);
    expect(
      ALL.some((tl) => tl.settled.some((marble) => marble.quaternion.some((q, i) => q !== IDENTITY_QUAT[i]))),
    ).toBe(true);
  });

  test('the first timeline starts from the start position at rest', () => {
    expect(poseAt(ALL[0]!, 0)).toEqual(restPose(START.board, START.owners, START.reserves));
  });

  test('each timeline starts from the marbles as the one before left them: no jump between moves', () => {
    for (let k = 1; k < ALL.length; k++) expect(poseAt(ALL[k]!, 0)).toEqual(ALL[k - 1]!.after);
  });

  test('each timeline is the move compiled from the settled marbles of the one before, at natural speed', () => {
    ALL.forEach((tl, k) => {
      const before = k === 0 ? START : PLIES[k - 1]!.state;
      const marbles = k === 0 ? restMarbles(START.owners, START.reserves) : ALL[k - 1]!.settled;
      expect(tl).toEqual(compileMove(START.board, before, PLIES[k]!.events, { marbles }));
      expect(tl.duration).toBe(tl.naturalDuration);
    });
  });

  test('stops when stop() says so, asking before every move', () => {
    const { stop, calls } = stopAfter(3);
    const some = compileTimelines(START, PLIES, [], stop);
    expect(some).toHaveLength(3);
    expect(calls()).toBe(4);
    expect(summary(some)).toEqual(summary(ALL.slice(0, 3)));
  });

  test('stop() true at once compiles nothing more', () => {
    expect(compileTimelines(START, PLIES, [], () => true)).toEqual([]);
    const some = ALL.slice(0, 4);
    const again = compileTimelines(START, PLIES, some, () => true);
    expect(again).toEqual(some);
    again.forEach((tl, k) => expect(tl).toBe(some[k]));
  });

  test('a line with no moves needs no timelines, and stop() is not asked', () => {
    let asked = false;
    expect(
      compileTimelines(START, [], [], () => {
        asked = true;
        return false;
      }),
    ).toEqual([]);
    expect(asked).toBe(false);
  });

  test('done timelines beyond the line (a line that got shorter) are dropped', () => {
    expect(compileTimelines(START, PLIES.slice(0, 2), ALL, NEVER)).toEqual(ALL.slice(0, 2));
  });

  test('resumed from `done`, slice after slice, it gives the timelines of one go', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 30 }), (slices) => {
        let done: Timeline[] = [];
        for (const size of slices) {
          const next = compileTimelines(START, PLIES, done, stopAfter(size).stop);
          expect(next).toHaveLength(Math.min(PLIES.length, done.length + size));
          done.forEach((tl, k) => expect(next[k]).toBe(tl));
          done = next;
        }
        done = compileTimelines(START, PLIES, done, NEVER);
        expect(summary(done)).toEqual(summary(ALL));
        expect(done).toEqual(ALL);
      }),
      { numRuns: 30 },
    );
  });
});

describe('sharedTimelines', () => {
  test('keeps the timelines of the leading plies that are the same objects in both lines', () => {
    for (const keep of [0, 1, 5, PLIES.length]) {
      // A line that shares the first `keep` ply objects, then has plies of its own.
      const shared = GAME.moves.slice(0, keep);
      const moves = [...shared, ...longGame(PLIES[keep - 1]?.state ?? START, 2, 7).moves];
      const previous = { plies: PLIES.slice(0, keep), path: pathOf(shared) };
      const other = unwrap(lineThrough(START, lineTree(moves), pathOf(moves), previous)).plies;
      const kept = sharedTimelines(ALL, PLIES, other);
      expect(kept).toHaveLength(keep);
      kept.forEach((tl, k) => expect(tl).toBe(ALL[k]));
    }
  });

  test('plies equal in value but not the same objects share nothing', () => {
    const replayed = unwrap(lineThrough(START, lineTree(GAME.moves), pathOf(GAME.moves))).plies;
    expect(replayed).toEqual(PLIES);
    expect(sharedTimelines(ALL, PLIES, replayed)).toEqual([]);
  });

  test('never more than the timelines compiled, nor than the new line’s plies', () => {
    expect(sharedTimelines(ALL.slice(0, 3), PLIES, PLIES)).toEqual(ALL.slice(0, 3));
    expect(sharedTimelines(ALL, PLIES, PLIES.slice(0, 4))).toEqual(ALL.slice(0, 4));
    expect(sharedTimelines(ALL, PLIES, PLIES)).toEqual(ALL);
    expect(sharedTimelines([], PLIES, PLIES)).toEqual([]);
  });
});

describe('playback', () => {
  const motion: Motion = { from: 2, startedAt: 1000, rate: 2, until: 5, replay: true };

  test.each([
    [1000, 2],
    [1250, 2.5],
    [1500, 3],
    [2500, 5],
    [2501, 5],
    [60_000, 5],
  ])('motionTime at %i ms is %s: rate 2 from 2 s, stopping at 5 s', (now, time) => {
    expect(motionTime(motion, now)).toBe(time);
  });

  test.each([0.25, 0.5, 1, 1.5, 4])('at rate %s the running time advances rate seconds per second', (rate) => {
    const slow: Motion = { from: 1, startedAt: 0, rate, until: 100, replay: false };
    expect(motionTime(slow, 2000)).toBeCloseTo(1 + 2 * rate, 12);
    expect(motionTime(slow, 1e9)).toBe(100);
  });

  test('clockOf counts the uncompiled moves as instant', () => {
    const some = ALL.slice(0, 3);
    const clock = clockOf(some, PLIES.length);
    expect(clock.durations).toEqual([...some.map((tl) => tl.duration), ...Array<number>(PLIES.length - 3).fill(0)]);
    expect(clock).toEqual(gameClock(clock.durations));
    expect(clockOf([], 0)).toEqual(gameClock([]));
    expect(clockOf(ALL, 2).durations).toEqual([ALL[0]!.duration, ALL[1]!.duration]);
  });

  test('moveMotion spans exactly move `ply`, from its start to its end, at the rate', () => {
    const clock = clockOf(ALL, PLIES.length);
    for (let ply = 1; ply <= PLIES.length; ply++) {
      const d = clock.durations[ply - 1]!;
      const m = moveMotion(clock, ply, 2, 500);
      expect(m).toEqual({
        from: clock.starts[ply - 1],
        startedAt: 500,
        rate: 2,
        until: restTime(clock, ply),
        replay: false,
      });
      expect(m.until - m.from).toBeCloseTo(d, 12);
      expect(playheadAt(clock, m.from)).toEqual({ ply, t: 0 });
      expect(motionTime(m, 500)).toBe(m.from);
      // At rate 2 the move takes d / 2 seconds of the real clock, and then the motion stops.
      expect(motionTime(m, 500 + (d / 2) * 1000)).toBeCloseTo(m.until, 9);
      expect(motionTime(m, 500 + d * 1000)).toBe(m.until);
      const midway = playheadAt(clock, motionTime(m, 500 + (d / 4) * 1000));
      expect(midway.ply).toBe(ply);
      expect(midway.t).toBeCloseTo(d / 2, 9);
    }
  });

  test('restingAt(ply) is move `ply` at rest, before and after its timeline is compiled', () => {
    const bare = clockOf([], PLIES.length);
    const full = clockOf(ALL, PLIES.length);
    for (let ply = 0; ply <= PLIES.length; ply++) {
      const head = restingAt(ply);
      expect(head.ply).toBe(ply);
      expect(atRest(bare, head)).toBe(true);
      expect(atRest(full, head)).toBe(true);
      expect(timeOf(full, head)).toBe(restTime(full, ply));
    }
  });
});
