import { describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { type MoveStat, type SearchResult } from '../../src/ai/searchTypes';
import { search } from '../../src/ai/serialSearch';
import { mergeResults, seedsOf, sharesOf } from '../../src/ai/rootParallel';
import { FastGame } from '../../src/engine/fast';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';

function result(stats: MoveStat[], playouts = stats.reduce((n, s) => n + s.visits, 0)): SearchResult {
  return { move: stats[0]!.move, playouts, value: stats[0]!.value, stats };
}

describe('mergeResults', () => {
  it('sums visits and playouts per move and weights values by visits', () => {
    const merged = mergeResults([
      result([
        { move: 3, visits: 30, value: 0.6 },
        { move: 5, visits: 10, value: 0.2 },
      ]),
      result([
        { move: 5, visits: 50, value: 0.5 },
        { move: 3, visits: 10, value: 0.2 },
        { move: 7, visits: 2, value: 1 },
      ]),
    ]);
    expect(merged.playouts).toBe(102);
    expect(merged.stats.map((s) => [s.move, s.visits])).toEqual([
      [5, 60],
      [3, 40],
      [7, 2],
    ]);
    expect(merged.stats[0]!.value).toBeCloseTo((10 * 0.2 + 50 * 0.5) / 60);
    expect(merged.stats[1]!.value).toBeCloseTo((30 * 0.6 + 10 * 0.2) / 40);
    // The most visited move is the merged choice even though worker one preferred another.
    expect(merged.move).toBe(5);
    expect(merged.value).toBeCloseTo(merged.stats[0]!.value);
  });

  it('keeps a proof from any worker, puts a proven win first and a proven loss last', () => {
    const merged = mergeResults([
      result([
        { move: 1, visits: 90, value: 0.55 },
        { move: 2, visits: 5, value: 0.9 },
        { move: 4, visits: 5, value: 0.3 },
      ]),
      result([
        { move: 4, visits: 120, value: 0, proof: 'loss' },
        { move: 2, visits: 3, value: 1, proof: 'win' },
        { move: 1, visits: 20, value: 0.5 },
      ]),
    ]);
    expect(merged.stats.map((s) => [s.move, s.proof])).toEqual([
      [2, 'win'],
      [1, undefined],
      [4, 'loss'],
    ]);
    expect(merged.move).toBe(2);
    expect(merged.value).toBe(1);
    expect(merged.stats[2]!.value).toBe(0);
  });

  it('averages a move no worker visited, such as a win in one found before searching', () => {
    const win = result([{ move: 9, visits: 0, value: 1, proof: 'win' }], 0);
    expect(mergeResults([win, win])).toEqual({ move: 9, playouts: 0, value: 1, stats: win.stats });
  });

  it('is the result itself for one worker', () => {
    const one = result([
      { move: 2, visits: 8, value: 0.5 },
      { move: 1, visits: 2, value: 0.25 },
    ]);
    expect(mergeResults([one])).toEqual(one);
  });

  it('merges real searches into a legal move with every playout counted', () => {
    const start = presetGame(findPreset('hex4')!, 2);
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    const game = FastGame.fromState(start.value);
    const parts = sharesOf({ playouts: 900 }, 5, 3).map((share) =>
      search(game, { seed: share.seed, playouts: share.playouts! }),
    );
    const merged = mergeResults(parts);
    expect(legalList(game)).toContain(merged.move);
    expect(merged.playouts).toBe(900);
    expect(merged.stats.reduce((n, s) => n + s.visits, 0)).toBe(900);
  });
});

describe('sharesOf', () => {
  it('splits playouts evenly, gives each worker a seed and starts from the seed itself', () => {
    const shares = sharesOf({ playouts: 10 }, 42, 3);
    expect(shares.map((s) => s.playouts)).toEqual([4, 3, 3]);
    expect(shares[0]!.seed).toBe(42);
    expect(new Set(shares.map((s) => s.seed)).size).toBe(3);
    expect(sharesOf({ playouts: 10 }, 42, 3)).toEqual(shares);
  });

  it('leaves out workers that would get no playout', () => {
    expect(sharesOf({ playouts: 2 }, 1, 4).map((s) => s.playouts)).toEqual([1, 1]);
  });

  it('gives every worker the whole time of a timed search', () => {
    expect(sharesOf({ ms: 250 }, 7, 2)).toEqual(seedsOf(7, 2).map((seed) => ({ seed, ms: 250 })));
  });
});
