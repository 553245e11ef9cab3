import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type GameClock,
  type Playhead,
  MOVE_PAUSE,
  atRest,
  gameClock,
  playheadAt,
  restTime,
  timeOf,
} from '../../src/anim/gameTimeline';

/** -1, 0 or 1 as playhead a comes before, with or after b in (ply, t) order. */
function compareHeads(a: Playhead, b: Playhead): number {
  if (a.ply !== b.ply) return Math.sign(a.ply - b.ply);
  return Math.sign(a.t - b.t);
}

/** Move durations, zeros (instant moves, such as uncompiled ones) included. */
const DURATIONS = fc.array(fc.oneof(fc.constant(0), fc.double({ min: 1e-3, max: 5, noNaN: true })), {
  maxLength: 20,
});
const PAUSE = fc.double({ min: 0.05, max: 2, noNaN: true });
const CLOCK = fc
  .record({ durations: DURATIONS, pause: PAUSE })
  .map(({ durations, pause }) => gameClock(durations, pause));
const NONEMPTY_CLOCK = CLOCK.filter((clock) => clock.starts.length > 0);
const FRACTION = fc.double({ min: 0, max: 1, noNaN: true });

describe('gameClock', () => {
  test('a pause before every move and a hold after the last', () => {
    // 0.5 pause | 1 | 0.5 | 0 | 0.5 | 2.5 | 0.5: every sum is exact in binary.
    expect(gameClock([1, 0, 2.5], 0.5)).toEqual({
      starts: [0.5, 2, 2.5],
      durations: [1, 0, 2.5],
      pause: 0.5,
      duration: 5.5,
    });
  });

  test('the default pause is MOVE_PAUSE', () => {
    const clock = gameClock([2]);
    expect(clock.pause).toBe(MOVE_PAUSE);
    expect(clock.starts).toEqual([MOVE_PAUSE]);
    expect(clock.duration).toBeCloseTo(2 + 2 * MOVE_PAUSE, 12);
  });

  test('an empty line is the start position held for one pause', () => {
    const clock = gameClock([], 0.75);
    expect(clock).toEqual({ starts: [], durations: [], pause: 0.75, duration: 0.75 });
    for (const seconds of [-1, 0, 0.3, 0.75, 10]) expect(playheadAt(clock, seconds)).toEqual({ ply: 0, t: 0 });
    expect(timeOf(clock, { ply: 0, t: 3 })).toBe(0);
    expect(restTime(clock, 0)).toBe(0);
    expect(atRest(clock, { ply: 0, t: 0 })).toBe(true);
  });

  test('layout of any durations: each move starts one pause after the one before ends', () => {
    fc.assert(
      fc.property(DURATIONS, PAUSE, (durations, pause) => {
        const clock = gameClock(durations, pause);
        expect(clock.durations).toEqual(durations);
        expect(clock.pause).toBe(pause);
        expect(clock.starts).toHaveLength(durations.length);
        let end = 0;
        durations.forEach((d, k) => {
          expect(clock.starts[k]).toBeCloseTo(end + pause, 9);
          end = clock.starts[k]! + d;
        });
        expect(clock.duration).toBeCloseTo(end + pause, 9);
        const total = durations.reduce((sum, d) => sum + d, 0) + (durations.length + 1) * pause;
        expect(clock.duration).toBeCloseTo(total, 9);
      }),
    );
  });
});

describe('timeOf and playheadAt', () => {
  const clock = gameClock([1, 0, 2.5], 0.5);

  test.each<[number, Playhead]>([
    [-3, { ply: 0, t: 0 }],
    [0, { ply: 0, t: 0 }],
    [0.25, { ply: 0, t: 0 }],
    [0.5, { ply: 1, t: 0 }],
    [1, { ply: 1, t: 0.5 }],
    [1.5, { ply: 1, t: 1 }],
    [1.75, { ply: 1, t: 1 }],
    [2, { ply: 2, t: 0 }],
    [2.25, { ply: 2, t: 0 }],
    [2.5, { ply: 3, t: 0 }],
    [4, { ply: 3, t: 1.5 }],
    [5, { ply: 3, t: 2.5 }],
    [5.5, { ply: 3, t: 2.5 }],
    [99, { ply: 3, t: 2.5 }],
  ])('at %s seconds the playhead is %j', (seconds, head) => {
    expect(playheadAt(clock, seconds)).toEqual(head);
  });

  test.each<[Playhead, number]>([
    [{ ply: 0, t: 0 }, 0],
    [{ ply: 0, t: 7 }, 0],
    [{ ply: -2, t: 1 }, 0],
    [{ ply: 1, t: 0 }, 0.5],
    [{ ply: 1, t: 0.5 }, 1],
    [{ ply: 1, t: 1 }, 1.5],
    [{ ply: 1, t: 9 }, 1.5],
    [{ ply: 1, t: -1 }, 0.5],
    [{ ply: 2, t: 0.3 }, 2],
    [{ ply: 3, t: 1.5 }, 4],
    [{ ply: 3, t: Number.POSITIVE_INFINITY }, 5],
    [{ ply: 4, t: 1 }, 3.5],
    [{ ply: 9, t: Number.POSITIVE_INFINITY }, 5],
  ])('timeOf(%j) is %s', (head, seconds) => {
    expect(timeOf(clock, head)).toBe(seconds);
  });

  test('inside a move, playheadAt undoes timeOf', () => {
    fc.assert(
      fc.property(NONEMPTY_CLOCK, fc.nat(), FRACTION, (clock, pick, fraction) => {
        const ply = 1 + (pick % clock.starts.length);
        const head = { ply, t: fraction * clock.durations[ply - 1]! };
        const back = playheadAt(clock, timeOf(clock, head));
        expect(back.ply).toBe(ply);
        expect(back.t).toBeCloseTo(head.t, 9);
      }),
    );
  });

  test('in the pause after a move the playhead holds that move at its end', () => {
    fc.assert(
      fc.property(NONEMPTY_CLOCK, fc.nat(), fc.double({ min: 0.01, max: 0.99, noNaN: true }), (clock, pick, into) => {
        const k = pick % clock.starts.length;
        const seconds = clock.starts[k]! + clock.durations[k]! + into * clock.pause;
        expect(playheadAt(clock, seconds)).toEqual({ ply: k + 1, t: clock.durations[k]! });
        expect(atRest(clock, playheadAt(clock, seconds))).toBe(true);
      }),
    );
  });

  test('in the pause before the first move the playhead is the start', () => {
    fc.assert(
      fc.property(CLOCK, FRACTION, (clock, fraction) => {
        expect(playheadAt(clock, fraction * clock.pause * 0.99)).toEqual({ ply: 0, t: 0 });
      }),
    );
  });

  test('a later time never gives an earlier playhead, and a later playhead never an earlier time', () => {
    fc.assert(
      fc.property(CLOCK, FRACTION, FRACTION, (clock, a, b) => {
        const span = clock.duration + 2;
        const [s1, s2] = [a * span - 1, b * span - 1].sort((x, y) => x - y) as [number, number];
        const [h1, h2] = [playheadAt(clock, s1), playheadAt(clock, s2)];
        expect(compareHeads(h1, h2)).toBeLessThanOrEqual(0);
        expect(timeOf(clock, h1)).toBeLessThanOrEqual(timeOf(clock, h2));
      }),
    );
  });

  test('times are clamped to the clock: before 0 the start, past the end the last move finished', () => {
    fc.assert(
      fc.property(CLOCK, fc.double({ min: 0, max: 1e6, noNaN: true }), (clock, beyond) => {
        const n = clock.starts.length;
        expect(playheadAt(clock, -beyond - 1e-9)).toEqual({ ply: 0, t: 0 });
        const end = playheadAt(clock, clock.duration + beyond);
        expect(end).toEqual(n === 0 ? { ply: 0, t: 0 } : { ply: n, t: clock.durations[n - 1]! });
        expect(timeOf(clock, end)).toBeLessThanOrEqual(clock.duration);
      }),
    );
  });

  test('playheads are clamped too: a ply past the end is the last move, t is held inside its move', () => {
    fc.assert(
      fc.property(NONEMPTY_CLOCK, fc.nat(), fc.nat({ max: 10 }), FRACTION, (clock, pick, extra, fraction) => {
        const n = clock.starts.length;
        const ply = 1 + (pick % n);
        const d = clock.durations[ply - 1]!;
        const t = fraction * d;
        expect(timeOf(clock, { ply: n + 1 + extra, t })).toBe(timeOf(clock, { ply: n, t }));
        expect(timeOf(clock, { ply, t: -1 - extra })).toBe(clock.starts[ply - 1]);
        expect(timeOf(clock, { ply, t: d + 1 + extra })).toBe(timeOf(clock, { ply, t: d }));
        expect(timeOf(clock, { ply: -extra, t })).toBe(0);
        const time = timeOf(clock, { ply, t });
        expect(time).toBeGreaterThanOrEqual(clock.pause);
        expect(time).toBeLessThanOrEqual(clock.duration - clock.pause + 1e-9);
      }),
    );
  });
});

describe('restTime and atRest', () => {
  test('restTime is when a move has finished: its start plus its duration; 0 for the start', () => {
    const clock = gameClock([1, 0, 2.5], 0.5);
    expect([0, 1, 2, 3].map((ply) => restTime(clock, ply))).toEqual([0, 1.5, 2, 5]);
  });

  test('the playhead at a move’s rest time is that move at its end (to rounding)', () => {
    fc.assert(
      fc.property(CLOCK, (clock: GameClock) => {
        for (let ply = 0; ply <= clock.starts.length; ply++) {
          const time = restTime(clock, ply);
          if (ply > 0) expect(time).toBe(clock.starts[ply - 1]! + clock.durations[ply - 1]!);
          const head = playheadAt(clock, time);
          expect(head.ply).toBe(ply);
          expect(head.t).toBeCloseTo(ply === 0 ? 0 : clock.durations[ply - 1]!, 9);
        }
      }),
    );
  });

  test('the playhead a hair after a move’s rest time is at rest', () => {
    fc.assert(
      fc.property(CLOCK, (clock: GameClock) => {
        for (let ply = 0; ply <= clock.starts.length; ply++) {
          const head = playheadAt(clock, restTime(clock, ply) + 1e-6);
          expect(head.ply).toBe(ply);
          expect(atRest(clock, head)).toBe(true);
        }
      }),
    );
  });

  test.each<[Playhead, boolean]>([
    [{ ply: 0, t: 0 }, true],
    [{ ply: 0, t: 5 }, true],
    [{ ply: 1, t: 0 }, false],
    [{ ply: 1, t: 0.999 }, false],
    [{ ply: 1, t: 1 }, true],
    [{ ply: 1, t: Number.POSITIVE_INFINITY }, true],
    [{ ply: 2, t: 0 }, true],
    [{ ply: 3, t: 2.4 }, false],
    [{ ply: 3, t: 2.5 }, true],
  ])('atRest(%j) is %s for durations 1, 0, 2.5', (head, expected) => {
    expect(atRest(gameClock([1, 0, 2.5], 0.5), head)).toBe(expected);
  });

  test('inside a move with a duration the table is moving', () => {
    fc.assert(
      fc.property(NONEMPTY_CLOCK, fc.nat(), fc.double({ min: 0, max: 0.999, noNaN: true }), (clock, pick, fraction) => {
        const ply = 1 + (pick % clock.starts.length);
        const d = clock.durations[ply - 1]!;
        expect(atRest(clock, { ply, t: fraction * d })).toBe(d === 0);
      }),
    );
  });
});
