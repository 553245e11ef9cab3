import { describe, expect, test } from 'vitest';
import { type ExportFrame, framesIn, frameSchedule, plyRange } from '../../src/anim/frames';
import { type GameClock, atRest, gameClock, playheadAt } from '../../src/anim/gameTimeline';

/** Move animations of uneven lengths, none a whole number of frames at any rate below. */
const CLOCK = gameClock([1.237, 0.913, 2.118, 0.35]);
/** Every move and pause a whole number of frames at 24, 30 and 60 fps. */
const WHOLE_CLOCK = gameClock([1.5, 0.5, 2], 0.5);

const RATES = [24, 30, 60];

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

const RANGES: readonly { name: string; clock: GameClock; from: number; to: number }[] = [
  { name: 'whole game', clock: CLOCK, from: 1, to: 4 },
  { name: 'moves 2 to 3', clock: CLOCK, from: 2, to: 3 },
  { name: 'the last move alone', clock: CLOCK, from: 4, to: 4 },
  { name: 'whole game, whole frames', clock: WHOLE_CLOCK, from: 1, to: 3 },
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
    test.each(RANGES)('$name: frames tile the clip on the k / fps grid', ({ clock, from, to }) => {
      const range = plyRange(clock, from, to);
      const frames = frameSchedule(clock, range, { fps, mergeStills, titleFrames });
      expect(frames[0]!.index).toBe(0);
      let next = 0;
      for (const f of frames) {
        expect(f.index).toBe(next);
        expect(f.timestamp).toBe(f.index / fps);
        expect(f.duration).toBe(f.span / fps);
        expect(f.span).toBeGreaterThanOrEqual(1);
        next += f.span;
      }
      expect(end(frames)).toBe(framesIn(range, fps) + titleFrames);
      // A container that keeps no duration for its last frame still ends on time.
      expect(frames.at(-1)!.span).toBe(1);
    });

    test.each(RANGES)('$name: the clip lasts the range, rounded up to a whole frame', ({ clock, from, to }) => {
      const range = plyRange(clock, from, to);
      const frames = frameSchedule(clock, range, { fps, mergeStills, titleFrames });
      const total = frames.reduce((sum, f) => sum + f.duration, 0) - titleFrames / fps;
      expect(total).toBeGreaterThanOrEqual(range.to - range.from - 1e-9);
      expect(total).toBeLessThan(range.to - range.from + 1 / fps);
      if (clock === WHOLE_CLOCK) expect(total).toBeCloseTo(range.to - range.from, 9);
    });

    test.each(RANGES)('$name: every instant of motion has a frame of its own', ({ clock, from, to }) => {
      const range = plyRange(clock, from, to);
      const frames = frameSchedule(clock, range, { fps, mergeStills, titleFrames });
      const byIndex = new Map(frames.map((f) => [f.index, f]));
      for (let k = 0; k < framesIn(range, fps); k++) {
        const time = range.from + k / fps;
        if (!moving(clock, time)) continue;
        const f = byIndex.get(titleFrames + k);
        expect(f, `video frame ${k}`).toBeDefined();
        expect(f!.span).toBe(1);
        expect(f!.time).toBe(time);
        expect(f!.elapsed).toBe(k / fps);
      }
    });

    test.each(RANGES)('$name: a frame stands for several only where the table is still', ({ clock, from, to }) => {
      const range = plyRange(clock, from, to);
      const frames = frameSchedule(clock, range, { fps, mergeStills, titleFrames }).filter((f) => !f.title);
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
          const time = range.from + (f.index - titleFrames + j) / fps;
          expect(playheadAt(clock, time)).toEqual(shown);
          expect(moving(clock, time)).toBe(false);
        }
      }
    });
  });

  test('the title card comes first, as one frame of the requested length showing the range start', () => {
    const range = plyRange(CLOCK, 2, 3);
    const [title, first] = frameSchedule(CLOCK, range, { fps: 30, mergeStills: true, titleFrames: 60 });
    expect(title).toEqual({ index: 0, timestamp: 0, span: 60, duration: 2, time: range.from, elapsed: 0, title: true });
    expect(first).toMatchObject({ index: 60, timestamp: 2, time: range.from, elapsed: 0, title: false });
  });

  test('merging shows each pause once: a 4-move game at 30 fps needs a frame per moving instant and one per pause', () => {
    const range = plyRange(CLOCK, 1, 4);
    const frames = frameSchedule(CLOCK, range, { fps: 30, mergeStills: true, titleFrames: 0 });
    const movingFrames = Array.from({ length: framesIn(range, 30) }, (_, k) => k / 30).filter((t) =>
      moving(CLOCK, t),
    ).length;
    // 5 pauses (before each move and after the last), each one frame, and the final video frame on its own.
    expect(frames.length).toBe(movingFrames + 5 + 1);
    expect(frames.at(-1)).toMatchObject({ index: framesIn(range, 30) - 1, span: 1 });
    expect(frameSchedule(CLOCK, range, { fps: 30, mergeStills: false, titleFrames: 0 }).length).toBe(
      framesIn(range, 30),
    );
  });
});

describe('plyRange', () => {
  test.each([
    { from: 1, to: 4, range: { from: 0, to: CLOCK.duration } },
    { from: 1, to: 1, range: { from: 0, to: CLOCK.starts[1]! } },
    { from: 2, to: 3, range: { from: CLOCK.starts[0]! + 1.237, to: CLOCK.starts[3]! } },
    { from: 4, to: 4, range: { from: CLOCK.starts[2]! + 2.118, to: CLOCK.duration } },
  ])('moves $from to $to', ({ from, to, range }) => {
    const got = plyRange(CLOCK, from, to);
    expect(got.from).toBeCloseTo(range.from, 12);
    expect(got.to).toBeCloseTo(range.to, 12);
  });

  test('starts at rest before the first move of the range and ends at rest after the last', () => {
    const { from, to } = plyRange(CLOCK, 2, 3);
    expect(playheadAt(CLOCK, from)).toEqual({ ply: 1, t: 1.237 });
    expect(playheadAt(CLOCK, to - 1e-9)).toEqual({ ply: 3, t: 2.118 });
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
    expect(framesIn({ from: 10, to: 10 + seconds }, fps)).toBe(frames);
  });
});
