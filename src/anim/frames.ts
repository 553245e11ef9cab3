import { type GameClock, atRest, playheadAt, restTime } from './gameTimeline';

/** A stretch of a game's running time, in seconds. */
export interface TimeRange {
  readonly from: number;
  readonly to: number;
}

/** One picture of an exported video, on screen from `timestamp` for `duration`. */
export interface ExportFrame {
  /** Its first video frame: the timestamp is exactly index / fps. */
  readonly index: number;
  readonly timestamp: number;
  /** How many video frames it stands for: more than 1 for a still stretch shown once. */
  readonly span: number;
  readonly duration: number;
  /** The game's running time it shows. */
  readonly time: number;
  /** Seconds since the range began, for what moves with the clip rather than the game (a camera). */
  readonly elapsed: number;
  /** The title card shown before the range. */
  readonly title: boolean;
}

export interface ScheduleOptions {
  readonly fps: number;
  /**
   * Shows each still stretch of the game as one long frame. Only right when nothing else on screen
   * moves meanwhile: not under a moving camera.
   */
  readonly mergeStills: boolean;
  /** Video frames of title card before the range; 0 for none. */
  readonly titleFrames: number;
}

/**
 * The range from the still moment before move `fromPly` (1-based) to the hold after move `toPly`,
 * both moves shown whole. From the first to the last move it is the whole clock.
 */
export function plyRange(clock: GameClock, fromPly: number, toPly: number): TimeRange {
  return {
    from: restTime(clock, fromPly - 1),
    to: Math.min(restTime(clock, toPly) + clock.pause, clock.duration),
  };
}

/**
 * Video frames that cover `range` at `fps`: the range rounded up to whole frames, at least one.
 * A range a hair over a whole number of frames (floating-point noise) does not get another.
 */
export function framesIn(range: TimeRange, fps: number): number {
  return Math.max(1, Math.ceil((range.to - range.from) * fps - 1e-6));
}

function frame(index: number, span: number, fps: number, time: number, elapsed: number, title: boolean): ExportFrame {
  return { index, timestamp: index / fps, span, duration: span / fps, time, elapsed, title };
}

/**
 * The frames to render for `range`: video frame k shows the game at range.from + k / fps. With
 * `mergeStills`, a run of video frames that all show the same position at rest becomes one frame,
 * so only motion costs a render per video frame. The title card, if any, is one still frame first;
 * the last frame is always a single video frame.
 */
export function frameSchedule(clock: GameClock, range: TimeRange, options: ScheduleOptions): ExportFrame[] {
  const { fps, mergeStills, titleFrames } = options;
  const frames: ExportFrame[] = titleFrames > 0 ? [frame(0, titleFrames, fps, range.from, 0, true)] : [];
  const count = framesIn(range, fps);
  /** The ply whose rest position the last frame shows, or null when it shows motion. */
  let restingPly: number | null = null;
  for (let k = 0; k < count; k++) {
    const elapsed = k / fps;
    const time = range.from + elapsed;
    const head = playheadAt(clock, time);
    const still = atRest(clock, head);
    const last = frames[frames.length - 1];
    if (mergeStills && still && last && head.ply === restingPly) {
      frames[frames.length - 1] = frame(last.index, last.span + 1, fps, last.time, last.elapsed, false);
      continue;
    }
    frames.push(frame(titleFrames + k, 1, fps, time, elapsed, false));
    restingPly = still ? head.ply : null;
  }
  return endOnASingleFrame(frames, range, fps, titleFrames);
}

/**
 * Splits the last video frame off a merged still at the end. A WebM block stores no duration, so
 * a player takes the last one to last one frame: the clip then still ends on time.
 */
function endOnASingleFrame(frames: ExportFrame[], range: TimeRange, fps: number, titleFrames: number): ExportFrame[] {
  const last = frames[frames.length - 1]!;
  if (last.span === 1 || last.title) return frames;
  const k = last.index - titleFrames + last.span - 1;
  return [
    ...frames.slice(0, -1),
    frame(last.index, last.span - 1, fps, last.time, last.elapsed, false),
    frame(titleFrames + k, 1, fps, range.from + k / fps, k / fps, false),
  ];
}
