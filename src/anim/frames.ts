import { type GameClock, atRest, playheadAt, restTime } from './gameTimeline';

/**
 * One stretch of a clip: `seconds` of it showing the game from running time `from` on, at `rate`
 * game seconds a clip second (0: a still; 1/3: a move in slow motion three times its length).
 * `ply` is the move the stretch belongs to: its captions, its camera.
 */
export interface FilmPiece {
  readonly seconds: number;
  readonly from: number;
  readonly rate: number;
  readonly ply: number;
}

/** What a clip shows of the game, stretch by stretch, and how long it runs. */
export interface FilmPlan {
  readonly pieces: readonly FilmPiece[];
  readonly seconds: number;
}

/** How a run of moves is paced: which are slowed and by how much, and how long the end holds. */
export interface Pacing {
  /** Moves (1-based) played `slowFactor` times slower than they animate. */
  readonly slow: readonly number[];
  readonly slowFactor: number;
  /** Seconds the final position stays on screen. */
  readonly hold: number;
}

/** The still moment of a highlight before its move, and after it before the cut to the next. */
export const HIGHLIGHT_LEAD = 1;
export const HIGHLIGHT_SETTLE = 0.7;

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
  /** The move of the stretch it is in (see FilmPiece). */
  readonly ply: number;
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

function planOf(pieces: FilmPiece[]): FilmPlan {
  return { pieces, seconds: pieces.reduce((sum, piece) => sum + piece.seconds, 0) };
}

/** Move `ply` animating, `slow` times slower than it does on the table. */
function motionPiece(clock: GameClock, ply: number, slow: number): FilmPiece {
  const duration = clock.durations[ply - 1]!;
  return { seconds: duration * slow, from: clock.starts[ply - 1]!, rate: 1 / slow, ply };
}

/**
 * Moves `fromPly` to `toPly` one after another, each the length its animation takes (a drop that
 * sends many lines runs longer than a quiet one) after the table's short pause, the slowed ones
 * `pacing.slowFactor` times that, then the final position held for `pacing.hold`.
 */
export function linePlan(clock: GameClock, fromPly: number, toPly: number, pacing: Pacing): FilmPlan {
  const pieces: FilmPiece[] = [];
  for (let ply = fromPly; ply <= toPly; ply++) {
    pieces.push({ seconds: clock.pause, from: restTime(clock, ply - 1), rate: 1, ply });
    pieces.push(motionPiece(clock, ply, pacing.slow.includes(ply) ? pacing.slowFactor : 1));
  }
  pieces.push({ seconds: pacing.hold, from: restTime(clock, toPly), rate: 0, ply: toPly });
  return planOf(pieces);
}

/**
 * Only `plies` (in game order), each as a highlight: a moment of the position before it, the move
 * (slowed as `pacing` asks), a moment of the position after it, then a cut to the next; the last
 * one's position held for `pacing.hold`.
 */
export function highlightPlan(clock: GameClock, plies: readonly number[], pacing: Pacing): FilmPlan {
  const pieces = plies.flatMap((ply): FilmPiece[] => [
    { seconds: HIGHLIGHT_LEAD, from: restTime(clock, ply - 1), rate: 0, ply },
    motionPiece(clock, ply, pacing.slow.includes(ply) ? pacing.slowFactor : 1),
    { seconds: HIGHLIGHT_SETTLE, from: restTime(clock, ply), rate: 0, ply },
  ]);
  const last = plies[plies.length - 1] ?? 0;
  pieces.push({ seconds: pacing.hold, from: restTime(clock, last), rate: 0, ply: last });
  return planOf(pieces);
}

/** The game's running time and the move `seconds` into a clip filmed as `plan` show. */
export function planAt(plan: FilmPlan, seconds: number): { time: number; ply: number } {
  let begin = 0;
  for (const [i, piece] of plan.pieces.entries()) {
    const end = begin + piece.seconds;
    if (seconds < end || i === plan.pieces.length - 1) {
      const into = Math.min(Math.max(seconds - begin, 0), piece.seconds);
      return { time: piece.from + into * piece.rate, ply: piece.ply };
    }
    begin = end;
  }
  return { time: 0, ply: 0 };
}

/**
 * Video frames that cover `seconds` at `fps`: rounded up to whole frames, at least one. A length a
 * hair over a whole number of frames (floating-point noise) does not get another.
 */
export function framesIn(seconds: number, fps: number): number {
  return Math.max(1, Math.ceil(seconds * fps - 1e-6));
}

function frame(
  index: number,
  span: number,
  fps: number,
  at: { time: number; ply: number },
  elapsed: number,
  title: boolean,
): ExportFrame {
  return { index, timestamp: index / fps, span, duration: span / fps, time: at.time, elapsed, ply: at.ply, title };
}

/**
 * The frames to render for a clip filmed as `plan`: video frame k shows what the plan shows at
 * k / fps, so every frame sits on the frame grid however the moves are paced. With `mergeStills`,
 * a run of video frames that all show the same position at rest becomes one frame, so only
 * motion costs a render per video frame. The title card, if any, is one still frame first; the
 * last frame is always a single video frame.
 */
export function frameSchedule(clock: GameClock, plan: FilmPlan, options: ScheduleOptions): ExportFrame[] {
  const { fps, mergeStills, titleFrames } = options;
  const first = planAt(plan, 0);
  const frames: ExportFrame[] = titleFrames > 0 ? [frame(0, titleFrames, fps, first, 0, true)] : [];
  const count = framesIn(plan.seconds, fps);
  /** The ply whose rest position the last frame shows, or null when it shows motion. */
  let restingPly: number | null = null;
  for (let k = 0; k < count; k++) {
    const elapsed = k / fps;
    const at = planAt(plan, elapsed);
    const head = playheadAt(clock, at.time);
    const still = atRest(clock, head);
    const last = frames[frames.length - 1];
    if (mergeStills && still && last && head.ply === restingPly) {
      frames[frames.length - 1] = frame(last.index, last.span + 1, fps, last, last.elapsed, false);
      continue;
    }
    frames.push(frame(titleFrames + k, 1, fps, at, elapsed, false));
    restingPly = still ? head.ply : null;
  }
  return endOnASingleFrame(frames, plan, fps, titleFrames);
}

/**
 * Splits the last video frame off a merged still at the end. A WebM block stores no duration, so
 * a player takes the last one to last one frame: the clip then still ends on time.
 */
function endOnASingleFrame(frames: ExportFrame[], plan: FilmPlan, fps: number, titleFrames: number): ExportFrame[] {
  const last = frames[frames.length - 1]!;
  if (last.span === 1 || last.title) return frames;
  const k = last.index - titleFrames + last.span - 1;
  return [
    ...frames.slice(0, -1),
    frame(last.index, last.span - 1, fps, last, last.elapsed, false),
    frame(titleFrames + k, 1, fps, planAt(plan, k / fps), k / fps, false),
  ];
}
