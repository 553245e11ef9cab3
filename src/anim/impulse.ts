/**
 * How an impulse travels along a line of marbles: the pace from one marble to the next and the
 * recoil of each marble it passes through. Times are natural seconds, sizes world units (a cell is 1).
 */

/**
 * From one marble to the next on a line of up to EVEN_PACE_FROM marbles. At the old 60 ms the end
 * of a line of three left 4 frames (at 30 fps) after the end of a line of one, and no one saw the
 * impulse travel; at 100 ms it is 6 frames. The rest of a move is quick enough that a move on the
 * preset boards ends within 1.5 s (see timeline.ts).
 */
export const IMPULSE_STEP = 0.1;
const EVEN_PACE_FROM = 3;
/**
 * From EVEN_PACE_FROM to EVEN_PACE_MARBLES the step shrinks by this much a marble, to 90 ms on a
 * line of eight, which then takes 0.63 s, not 0.7: an eight-marble line pushed off a 9x9 ends its
 * move within 1.5 s, and each longer line's end still leaves at least 78 ms after a shorter one's.
 */
const STEP_SHRINK = 0.002;
const EVEN_PACE_MARBLES = 8;
/**
 * Beyond EVEN_PACE_MARBLES each further marble adds only this share of a step: a long line of a
 * big custom board is crossed quicker, not slower, so the game keeps its pace, and a longer line's
 * end still leaves later than a shorter one's.
 */
const LONG_LINE_SHARE = 0.2;

/** Seconds from one marble to the next on a path of `cells` marbles. */
export function impulseStep(cells: number): number {
  const gaps = cells - 1;
  const shrunk = (n: number) => IMPULSE_STEP - STEP_SHRINK * Math.max(0, n - EVEN_PACE_FROM);
  if (cells <= EVEN_PACE_MARBLES) return shrunk(cells);
  const even = EVEN_PACE_MARBLES - 1;
  return (shrunk(EVEN_PACE_MARBLES) * even + IMPULSE_STEP * LONG_LINE_SHARE * (gaps - even)) / gaps;
}

/**
 * How far a marble the impulse passes through moves toward the next one, in cells: enough to see
 * at a glance, short of the 1 - 2 * MARBLE_RADIUS gap to a neighbour at rest.
 */
export const RECOIL = 0.2;
/**
 * A line's last marble goes further into a cushion, which gives way under it: far enough to
 * touch a pad about as wide as a marble, and no nearer its centre than two radii.
 */
export const CUSHION_RECOIL = 0.3;
/** A recoil lasts this many steps of the impulse and is furthest out after the first. */
export const RECOIL_STEPS = 2.5;
/**
 * Share of a recoil spent moving out: the marble is furthest out one step after it was struck,
 * just as the next one is struck, so the eye sees each marble pass the knock on.
 */
export const RECOIL_PEAK = 1 / RECOIL_STEPS;
