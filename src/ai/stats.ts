/** A proportion with its 95% confidence interval. */
export interface Interval {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

const Z = 1.96;

/**
 * The 95% Wilson score interval of `successes` out of `n` (successes may be fractional, e.g. a
 * score counting draws as halves). Unlike the normal approximation it stays meaningful at 0% and
 * 100%. With no trials it says nothing: the whole of [0, 1] around 0.5.
 */
export function wilsonInterval(successes: number, n: number): Interval {
  if (n <= 0) return { value: 0.5, low: 0, high: 1 };
  const p = successes / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // The clamps only guard against rounding: the interval always holds p.
  return { value: p, low: Math.min(p, Math.max(0, centre - half)), high: Math.max(p, Math.min(1, centre + half)) };
}
