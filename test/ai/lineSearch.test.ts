import { describe, expect, it } from 'vitest';
import { lineSearcher } from '../../src/ai/lineSearch';
import { search } from '../../src/ai/serialSearch';
import { FastGame } from '../../src/engine/fast';
import { presetStart } from '../engine/helpers';

const visits = (stats: readonly { visits: number }[]): number => stats.reduce((n, s) => n + s.visits, 0);

describe('lineSearcher', () => {
  it('searches a line afresh as a plain search of its position would', () => {
    const start = presetStart('hex4');
    const game = FastGame.fromState(start);
    game.play(10);
    game.play(20);
    const run = lineSearcher(() => 0);
    run({ start, moves: [10], seed: 1, playouts: 500, keepTree: true });
    expect(run({ start, moves: [10, 20], seed: 2, playouts: 400 })).toEqual(search(game, { seed: 2, playouts: 400 }));
  });

  it('resumes its tree when the line continues the last one, and only then', () => {
    const start = presetStart('square7');
    const run = lineSearcher(() => 0);
    const first = run({ start, moves: [], seed: 1, playouts: 3000, keepTree: true });
    // Below the move played the tree already holds playouts from the first search.
    const resumed = run({ start, moves: [first.move], seed: 2, playouts: 500, keepTree: true });
    expect(resumed.playouts).toBe(500);
    expect(visits(resumed.stats)).toBeGreaterThan(500);
    // The same position again keeps deepening the same tree.
    const again = run({ start, moves: [first.move], seed: 3, playouts: 500, keepTree: true });
    expect(visits(again.stats)).toBe(visits(resumed.stats) + 500);
    // Another game starts over.
    const other = run({ start: presetStart('hex4'), moves: [10], seed: 4, playouts: 300, keepTree: true });
    expect(visits(other.stats)).toBe(300);
  });
});
