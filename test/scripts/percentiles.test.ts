import { describe, expect, it } from 'vitest';
import { percentile, spread } from '../../scripts/server-bench/percentiles';

describe('percentile', () => {
  it('takes the nearest rank, never a blend of two samples', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
  });

  it('gives the largest sample for a high percentile of few samples, and the smallest for 0', () => {
    expect(percentile([1, 2, 3], 99)).toBe(3);
    expect(percentile([1, 2, 3], 0)).toBe(1);
  });

  it('has no figure without samples', () => {
    expect(percentile([], 50)).toBeNull();
    expect(spread([])).toEqual({ count: 0, p50: null, p95: null, p99: null, max: null });
  });
});

describe('spread', () => {
  it('sorts the samples by value, not as text', () => {
    const values = [9, 100, 20, 3, 1000, 5, 40, 7, 60, 80];
    expect(spread(values)).toEqual({ count: 10, p50: 20, p95: 1000, p99: 1000, max: 1000 });
    expect(values[0]).toBe(9);
  });
});
