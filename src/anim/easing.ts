/** Ease curves: pure functions from progress u in [0, 1] (clamped) to [0, 1], all with f(0) = 0 and f(1) = 1. */

export function clamp01(u: number): number {
  return u <= 0 ? 0 : u >= 1 ? 1 : u;
}

/** Starts and stops at rest; symmetric, so f(0.5) = 0.5. */
export function easeInOutSine(u: number): number {
  return (1 - Math.cos(Math.PI * clamp01(u))) / 2;
}

/**
 * Leaves at once at full speed and slows evenly, as a struck marble rolling against friction:
 * at u = 1 it still has `keep` (0 to 1) of the speed it started with, none for a marble that
 * comes to rest there. Its slope at the start is 2 / (1 + keep), at the end 2 keep / (1 + keep).
 */
export function coast(u: number, keep: number): number {
  const v = clamp01(u);
  return (2 * v - (1 - keep) * v * v) / (1 + keep);
}

/**
 * The progress at which `coast(u, 0)` has covered `share` of its way (0 to 1): an even slowing
 * down over the whole way, cut where the marble tips over an edge.
 */
export function coastTimeTo(share: number): number {
  return 1 - Math.sqrt(1 - clamp01(share));
}

/** A bump that rises from 0 to 1 at u = 0.5 and falls back to 0, with zero slope at both ends. */
export function pulse(u: number): number {
  const v = clamp01(u);
  return (1 - Math.cos(2 * Math.PI * v)) / 2;
}

/**
 * A struck marble's recoil, from 0 to 1 and back to 0: it leaves its place at once with the speed
 * the impulse gave it, is furthest out at `peak` (0 to 1) as it strikes the next, and eases back
 * to rest.
 */
export function recoil(u: number, peak: number): number {
  const v = clamp01(u);
  if (v < peak) return Math.sin((Math.PI / 2) * (v / peak));
  return (1 + Math.cos((Math.PI * (v - peak)) / (1 - peak))) / 2;
}
