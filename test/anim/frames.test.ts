import { describe, expect, test } from 'vitest';
import {
  type ExportFrame,
  type FilmPlan,
  HIGHLIGHT_LEAD,
  HIGHLIGHT_SETTLE,
  type Pacing,
  framesIn,
  frameSchedule,
  highlightPlan,
  linePlan,
  planAt,
} from '../../src/anim/frames';
import { type GameClock, atRest, gameClock, playheadAt, restTime } from '../../src/anim/gameTimeline';

/** Move animations of uneven lengths, none a whole number of frames at any rate below. */
const CLOCK = gameClock([1.237, 0.913, 2.118, 0.35]);
/** Every move and pause a whole number of frames at 24, 30 and 60 fps. */
const WHOLE_CLOCK = gameClock([1.5, 0.5, 2], 0.5);

const RATES = [24, 30, 60];
const PLAIN: Pacing = { slow: [], slowFactor: 3, hold: 0.6 };
const SLOWED: Pacing = { slow: [2, 3], slowFactor: 3, hold: 1.5 };

const CASES = RATES.flatMap((fps) =>
  [true, false].flatMap((mergeStills) =>
    [0, fps].map((titleFrames) => ({
      fps,
      mergeStills,
      titleFrames,
      name: `${fps} fps, ${mergeStills ? 'stills merged' : 'every frame'}${titleFrames ? ', title card' : ''}`,
    })),
  ),
);

const PLANS: readonly { name: string; clock: GameClock; plan: FilmPlan }[] = [
  { name: 'whole game', clock: CLOCK, plan: linePlan(CLOCK, 1, 4, PLAIN) },
  { name: 'moves 2 to 3', clock: CLOCK, plan: linePlan(CLOCK, 2, 3, PLAIN) },
  { name: 'the last move alone', clock: CLOCK, plan: linePlan(CLOCK, 4, 4, PLAIN) },
  { name: 'whole game, whole frames', clock: WHOLE_CLOCK, plan: linePlan(WHOLE_CLOCK, 1, 3, { ...PLAIN, hold: 0.5 }) },
  { name: 'moves 2 and 3 slowed', clock: CLOCK, plan: linePlan(CLOCK, 1, 4, SLOWED) },
  { name: 'highlights 1, 3 and 4', clock: CLOCK, plan: highlightPlan(CLOCK, [1, 3, 4], SLOWED) },
];

function moving(clock: GameClock, time: number): boolean {
  return !atRest(clock, playheadAt(clock, time));
}

/** The end of the last frame, in video frames. */
function end(frames: readonly ExportFrame[]): number {
  const last = frames[frames.length - 1]!;
  return last.index + last.span;
}

describe('frameSchedule', () => {
  describe.each(CASES)('$name', ({ fps, mergeStills, titleFrames }) => {
    test.each(PLANS)('$name: frames tile the clip on the k / fps grid', ({ clock, plan }) => {
      const frames = frameSchedule(clock, plan, { fps, mergeStills, titleFrames });
      expect(frames[0]!.index).toBe(0);
      let next = 0;
      for (const f of frames) {
        expect(f.index).toBe(next);
        expect(f.timestamp).toBe(f.index / fps);
        expect(f.duration).toBe(f.span / fps);
        if (!f.title) expect(f.elapsed).toBe((f.index - titleFrames) / fps);
        expect(f.span).toBeGreaterThanOrEqual(1);
        next += f.span;
      }
      expect(end(frames)).toBe(framesIn(plan.seconds, fps) + titleFrames);
      // A container that keeps no duration for its last frame still ends on time.
      expect(frames.at(-1)!.span).toBe(1);
    });

    test.each(PLANS)('$name: the clip lasts the plan, rounded up to a whole frame', ({ clock, plan }) => {
      const frames = frameSchedule(clock, plan, { fps, mergeStills, titleFrames });
      const total = frames.reduce((sum, f) => sum + f.duration, 0) - titleFrames / fps;
      expect(total).toBeGreaterThanOrEqual(plan.seconds - 1e-9);
      expect(total).toBeLessThan(plan.seconds + 1 / fps);
      if (clock === WHOLE_CLOCK) expect(total).toBeCloseTo(plan.seconds, 9);
    });

    test.each(PLANS)('$name: every instant of motion has a frame of its own', ({ clock, plan }) => {
      const frames = frameSchedule(clock, plan, { fps, mergeStills, titleFrames });
      const byIndex = new Map(frames.map((f) => [f.index, f]));
      for (let k = 0; k < framesIn(plan.seconds, fps); k++) {
        const { time } = planAt(plan, k / fps);
        if (!moving(clock, time)) continue;
        const f = byIndex.get(titleFrames + k);
        expect(f, `video frame ${k}`).toBeDefined();
        expect(f!.span).toBe(1);
        expect(f!.time).toBe(time);
        expect(f!.elapsed).toBe(k / fps);
      }
    });

    test.each(PLANS)('$name: a frame stands for several only where the table is still', ({ clock, plan }) => {
      const frames = frameSchedule(clock, plan, { fps, mergeStills, titleFrames }).filter((f) => !f.title);
      const merged = frames.filter((f) => f.span > 1);
      if (!mergeStills) {
        expect(merged).toEqual([]);
        return;
      }
      // Each pause lasts many frames at these rates: it is shown once, not frame by frame.
      expect(merged.length).toBeGreaterThan(0);
      for (const f of merged) {
        const shown = playheadAt(clock, f.time);
        for (let j = 0; j < f.span; j++) {
          const { time } = planAt(plan, (f.index - titleFrames + j) / fps);
          expect(playheadAt(clock, time)).toEqual(shown);
          expect(moving(clock, time)).toBe(false);
        }
      }
    });
  });

  test('the title card comes first, as one frame of the requested length showing the clip’s start', () => {
    const plan = linePlan(CLOCK, 2, 3, PLAIN);
    const [title, first] = frameSchedule(CLOCK, plan, { fps: 30, mergeStills: true, titleFrames: 60 });
    const from = restTime(CLOCK, 1);
    expect(title).toEqual({
      index: 0,
      timestamp: 0,
      span: 60,
      duration: 2,
      time: from,
      elapsed: 0,
      ply: 2,
      title: true,
    });
    expect(first).toMatchObject({ index: 60, timestamp: 2, time: from, elapsed: 0, title: false });
  });

  test('merging shows each pause once: a 4-move game at 30 fps needs a frame per moving instant and one per pause', () => {
    const plan = linePlan(CLOCK, 1, 4, PLAIN);
    const frames = frameSchedule(CLOCK, plan, { fps: 30, mergeStills: true, titleFrames: 0 });
    const count = framesIn(plan.seconds, 30);
    const movingFrames = Array.from({ length: count }, (_, k) => planAt(plan, k / 30).time).filter((t) =>
      moving(CLOCK, t),
    ).length;
    // 5 pauses (before each move and after the last), each one frame, and the final video frame on its own.
    expect(frames.length).toBe(movingFrames + 5 + 1);
    expect(frames.at(-1)).toMatchObject({ index: count - 1, span: 1 });
    expect(frameSchedule(CLOCK, plan, { fps: 30, mergeStills: false, titleFrames: 0 }).length).toBe(count);
  });
});

/** Video frames of a schedule that show move `ply` in motion. */
function motionFrames(clock: GameClock, frames: readonly ExportFrame[], ply: number): number {
  return frames.filter((f) => {
    const head = playheadAt(clock, f.time);
    return head.ply === ply && !atRest(clock, head);
  }).length;
}

describe('linePlan', () => {
  test('each move takes its own animation and the pause before it; the end holds as asked', () => {
    const plan = linePlan(CLOCK, 2, 3, { ...PLAIN, hold: 1.25 });
    expect(plan.seconds).toBeCloseTo(CLOCK.pause + 0.913 + CLOCK.pause + 2.118 + 1.25, 12);
    // A longer animation (a drop that sends more lines) makes a longer stretch of the clip.
    expect(linePlan(CLOCK, 3, 3, PLAIN).seconds).toBeGreaterThan(linePlan(CLOCK, 2, 2, PLAIN).seconds);
    expect(planAt(plan, 0)).toEqual({ time: restTime(CLOCK, 1), ply: 2 });
    expect(planAt(plan, plan.seconds)).toEqual({ time: restTime(CLOCK, 3), ply: 3 });
    expect(planAt(plan, plan.seconds - 1)).toEqual({ time: restTime(CLOCK, 3), ply: 3 });
  });

  test.each(RATES)('slowed moves take the factor times their length, on the frame grid, at %i fps', (fps) => {
    const plain = frameSchedule(CLOCK, linePlan(CLOCK, 1, 4, PLAIN), { fps, mergeStills: false, titleFrames: 0 });
    const slowed = frameSchedule(CLOCK, linePlan(CLOCK, 1, 4, SLOWED), { fps, mergeStills: false, titleFrames: 0 });
    for (const f of slowed) expect(f.timestamp).toBe(f.index / fps);
    for (const ply of [1, 2, 3, 4]) {
      const length = CLOCK.durations[ply - 1]! * (SLOWED.slow.includes(ply) ? SLOWED.slowFactor : 1);
      expect(Math.abs(motionFrames(CLOCK, slowed, ply) - length * fps)).toBeLessThanOrEqual(1);
    }
    expect(motionFrames(CLOCK, slowed, 3)).toBeGreaterThanOrEqual(3 * motionFrames(CLOCK, plain, 3) - 3);
    expect(linePlan(CLOCK, 1, 4, SLOWED).seconds - linePlan(CLOCK, 1, 4, { ...SLOWED, slow: [] }).seconds).toBeCloseTo(
      2 * (0.913 + 2.118),
      12,
    );
  });
});

describe('highlightPlan', () => {
  test('each highlight shows the position before its move, the move, and the position after', () => {
    const plan = highlightPlan(CLOCK, [1, 3], PLAIN);
    expect(plan.seconds).toBeCloseTo(2 * (HIGHLIGHT_LEAD + HIGHLIGHT_SETTLE) + 1.237 + 2.118 + PLAIN.hold, 12);
    const second = HIGHLIGHT_LEAD + 1.237 + HIGHLIGHT_SETTLE;
    expect(planAt(plan, second + HIGHLIGHT_LEAD / 2)).toEqual({ time: restTime(CLOCK, 2), ply: 3 });
    expect(planAt(plan, second + HIGHLIGHT_LEAD + 1)).toEqual({ time: CLOCK.starts[2]! + 1, ply: 3 });
    // Move 2 is never shown moving: the clip cuts from after move 1 to before move 3.
    const frames = frameSchedule(CLOCK, plan, { fps: 30, mergeStills: false, titleFrames: 0 });
    expect(motionFrames(CLOCK, frames, 2)).toBe(0);
    expect(new Set(frames.map((f) => f.ply))).toEqual(new Set([1, 3]));
  });
});

describe('framesIn', () => {
  test.each([
    { seconds: 3, fps: 30, frames: 90 },
    { seconds: 0.1 + 0.2, fps: 10, frames: 3 },
    { seconds: 3.01, fps: 30, frames: 91 },
    { seconds: 0, fps: 24, frames: 1 },
    { seconds: 2.5, fps: 24, frames: 60 },
    { seconds: 1 / 60, fps: 60, frames: 1 },
  ])('$seconds s at $fps fps: $frames frames', ({ seconds, fps, frames }) => {
    expect(framesIn(seconds, fps)).toBe(frames);
  });
});
