/**
 * The clock of a whole line of moves: where each move's animation sits in one running time, with
 * a still pause before every move and a hold after the last. Times are natural seconds (speed 1);
 * playing faster or slower only changes how fast the playhead advances.
 */
export interface GameClock {
  /** starts[k - 1]: when move k begins. */
  readonly starts: readonly number[];
  /** durations[k - 1]: how long move k animates. */
  readonly durations: readonly number[];
  readonly pause: number;
  /** From the start position's first still moment to the end of the hold after the last move. */
  readonly duration: number;
}

/** What the table shows: move `ply` (1-based; 0 is the start position) `t` seconds into its animation. */
export interface Playhead {
  readonly ply: number;
  readonly t: number;
}

/** The still moment before each move and after the last, in natural seconds. */
export const MOVE_PAUSE = 0.6;

export function gameClock(durations: readonly number[], pause = MOVE_PAUSE): GameClock {
  const starts: number[] = [];
  let time = pause;
  for (const d of durations) {
    starts.push(time);
    time += d + pause;
  }
  return { starts, durations, pause, duration: time };
}

/** The running time of a playhead; t is clamped to its move. */
export function timeOf(clock: GameClock, head: Playhead): number {
  if (head.ply <= 0 || clock.starts.length === 0) return 0;
  const k = Math.min(head.ply, clock.starts.length);
  return clock.starts[k - 1]! + Math.min(Math.max(head.t, 0), clock.durations[k - 1]!);
}

/**
 * The playhead at running time `seconds` (clamped to the clock): inside a move's animation that
 * move and the time into it, in the pause after a move that move at its end.
 */
export function playheadAt(clock: GameClock, seconds: number): Playhead {
  const { starts, durations } = clock;
  // The last move that has begun by `seconds`.
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= seconds) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return { ply: 0, t: 0 };
  const start = starts[lo - 1]!;
  const duration = durations[lo - 1]!;
  // Compared as `timeOf` adds them: a move's end time must map back to its end exactly, not a rounding short.
  if (seconds >= start + duration) return { ply: lo, t: duration };
  return { ply: lo, t: Math.max(seconds - start, 0) };
}

/** The running time at which move `ply` has finished and the table is still (0 for the start). */
export function restTime(clock: GameClock, ply: number): number {
  return timeOf(clock, { ply, t: Number.POSITIVE_INFINITY });
}

/** True when the playhead shows a position at rest: the start, or a move played to its end. */
export function atRest(clock: GameClock, head: Playhead): boolean {
  return head.ply === 0 || head.t >= (clock.durations[head.ply - 1] ?? 0);
}
