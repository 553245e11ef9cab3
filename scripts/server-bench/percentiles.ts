/** A sample's spread as the bench reports it, in the samples' unit; null figures for no samples. */
export interface Spread {
  readonly count: number;
  readonly p50: number | null;
  readonly p95: number | null;
  readonly p99: number | null;
  readonly max: number | null;
}

/**
 * The nearest-rank percentile of ascending `sorted` values: the smallest value with at least `p`
 * percent of the values at or below it (so the p99 of 100 samples is the 99th, never a blend).
 */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function spread(values: readonly number[]): Spread {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}
