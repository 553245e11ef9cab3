/** Ease curves: pure functions from progress u in [0, 1] (clamped) to [0, 1], all with f(0) = 0 and f(1) = 1. */

export function clamp01(u: number): number {
  return u <= 0 ? 0 : u >= 1 ? 1 : u;
}

/** Starts and stops at rest; symmetric, so f(0.5) = 0.5. */
export function easeInOutSine(u: number): number {
  return (1 - Math.cos(Math.PI * clamp01(u))) / 2;
}

/** Starts at rest and leaves at its average speed, as a marble rolling over an edge keeps going. */
export function easeFromRest(u: number): number {
  const v = clamp01(u);
  return v * v * (2 - v);
}

/** A bump that rises from 0 to 1 at u = 0.5 and falls back to 0, with zero slope at both ends. */
export function pulse(u: number): number {
  const v = clamp01(u);
  return (1 - Math.cos(2 * Math.PI * v)) / 2;
}
