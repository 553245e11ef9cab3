import { type GameClock, type Playhead, gameClock, restTime, timeOf } from './gameTimeline';
import type { Timeline } from './timeline';

/** The camera a replay (and an export) follows: the user's own, or one that is a function of time. */
export type CameraMode = 'free' | 'top' | 'player' | 'cinematic';

export const CAMERA_MODES: readonly CameraMode[] = ['free', 'top', 'player', 'cinematic'];

/** Replay speeds the player offers. */
export const RATES: readonly number[] = [0.25, 0.5, 1, 1.5, 2, 4];

/**
 * The playhead running with the real clock: from running time `from`, since clock time `startedAt`
 * (ms), at `rate` times natural speed, stopping at `until`. `replay` tells the replay player's run
 * from a move being shown as it is played.
 */
export interface Motion {
  readonly from: number;
  readonly startedAt: number;
  readonly rate: number;
  readonly until: number;
  readonly replay: boolean;
}

/** The running time a motion has reached at clock time `now` (ms). */
export function motionTime(motion: Motion, now: number): number {
  return Math.min(motion.until, motion.from + ((now - motion.startedAt) / 1000) * motion.rate);
}

/** The clock of a line whose first `timelines.length` moves are compiled; the others count as instant. */
export function clockOf(timelines: readonly Timeline[], plies: number): GameClock {
  return gameClock(Array.from({ length: plies }, (_, k) => timelines[k]?.duration ?? 0));
}

/**
 * The playhead with move `ply` finished and at rest. Its time is past any duration, so it stays at
 * the end of the move when the move's timeline is compiled later.
 */
export function restingAt(ply: number): Playhead {
  return { ply, t: Number.POSITIVE_INFINITY };
}

/** The motion that plays move `ply` from its start to its end at `rate`. */
export function moveMotion(clock: GameClock, ply: number, rate: number, now: number): Motion {
  return {
    from: timeOf(clock, { ply, t: 0 }),
    startedAt: now,
    rate,
    until: restTime(clock, ply),
    replay: false,
  };
}
