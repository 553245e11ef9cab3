import { describe, expect, it } from 'vitest';
import { summarize } from '../../src/ai/arena';
import { wilsonInterval } from '../../src/ai/stats';
import { defaultMarbles } from '../../src/engine/marbles';
import { PRESETS, presetMarbles } from '../../src/engine/presets';
import { setupOf } from '../engine/helpers';

describe('wilsonInterval', () => {
  it.each([
    [50, 100, 0.5, 0.4038, 0.5962],
    [0, 10, 0, 0, 0.2775],
    [10, 10, 1, 0.7225, 1],
    [100, 100, 1, 0.963, 1],
    [8.5, 10, 0.85, 0.5411, 0.9646],
  ])('%d out of %d: %d in [%d, %d]', (successes, n, value, low, high) => {
    const interval = wilsonInterval(successes, n);
    expect(interval.value).toBeCloseTo(value, 4);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('says nothing without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ value: 0.5, low: 0, high: 1 });
  });

  it('is the interval the arena reports', () => {
    const r = summarize('hard', 'greedy', [1, 1, 1, 0.5, 0, 1, 1, 1, 1, 1]);
    expect([r.score, r.scoreLow, r.scoreHigh]).toEqual(Object.values(wilsonInterval(8.5, 10)));
  });
});

describe('defaultMarbles', () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))('gives %s the rules table marbles', (_, preset) => {
    const cells = setupOf(preset.layout, preset.lattice).board.playable.length;
    for (const players of [2, 3, 4]) expect(defaultMarbles(cells, players)).toBe(presetMarbles(preset, players));
  });

  it('matches the board sizes of the marble table', () => {
    const table = { 37: [6, 5, 4], 49: [8, 6, 5], 61: [10, 7, 6], 63: [10, 7, 6], 81: [12, 8, 7] };
    for (const [cells, marbles] of Object.entries(table)) {
      expect([2, 3, 4].map((p) => defaultMarbles(Number(cells), p))).toEqual(marbles);
    }
  });

  it('grows with the board, never below 1, always leaving a free cell where it can', () => {
    for (const players of [2, 3, 4]) {
      let last = 0;
      for (let cells = 1; cells <= 676; cells++) {
        const m = defaultMarbles(cells, players);
        expect(m).toBeGreaterThanOrEqual(Math.max(1, last));
        if (cells > players) expect(m * players).toBeLessThan(cells);
        last = m;
      }
    }
    expect(defaultMarbles(70, 2)).toBe(11);
    expect(defaultMarbles(162, 2)).toBe(24);
    expect(defaultMarbles(20, 2)).toBe(3);
  });
});
