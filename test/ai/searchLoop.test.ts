import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../src/ai/searchTypes';
import { Searcher } from '../../src/ai/serialSearch';
import { sharedTreeMemory } from '../../src/ai/sharedTree';
import { TreeParallelSearch, treeParallelSearcher } from '../../src/ai/treeParallelSearch';
import { FastGame } from '../../src/engine/fast';
import type { PresetId } from '../../src/engine/presets';
import { presetStart } from '../engine/helpers';

/** The four most visited root moves of a result, each with its visits. */
const topOf = (result: SearchResult): [number, number][] => result.stats.slice(0, 4).map((s) => [s.move, s.visits]);

/*
 * Both layouts run the one loop of `searchLoop.ts`. These figures are what each search gave for
 * the same seed and playouts when each had a loop of its own: the loop written once grows the
 * same trees. The two layouts are not meant to agree with each other: the shared tree counts a
 * visit on the way down, makes a node's children all at once, tries a second move at the end of a
 * descent and visits an unvisited child first.
 */
describe('the search loop on each layout, against the figures of the loops it replaced', () => {
  it.each([
    [
      'square7',
      {},
      32,
      [
        [32, 505],
        [16, 360],
        [31, 347],
        [9, 294],
      ],
    ],
    [
      'square7',
      { allMoves: true },
      11,
      [
        [11, 349],
        [17, 274],
        [40, 272],
        [31, 230],
      ],
    ],
    [
      'square7',
      { exploration: 0.7, maxNodes: 3000 },
      23,
      [
        [23, 202],
        [30, 186],
        [24, 183],
        [11, 105],
      ],
    ],
    [
      'hex5',
      {},
      56,
      [
        [56, 198],
        [49, 197],
        [48, 185],
        [32, 174],
      ],
    ],
  ] as const)('the serial tree on %s with %o plays the same move with the same visits', (board, options, move, top) => {
    const game = FastGame.fromState(presetStart(board as PresetId, board === 'hex5' ? 3 : 2));
    const result = new Searcher().search(game, { seed: 1, playouts: 3000, ...options });
    expect(result.move).toBe(move);
    expect(topOf(result)).toEqual(top);
  });

  it('the shared tree on one thread grows the same tree, and keeps it through a move', () => {
    const start = presetStart('square7');
    const game = FastGame.fromState(start);
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 18));
    const thread = treeParallelSearcher(() => 0);
    const [first] = shared.tasks(start, [], game, { seed: 1, playouts: 3000 }, [1]);
    const before = shared.result(thread(first!));
    expect(topOf(before)).toEqual([
      [32, 589],
      [26, 442],
      [18, 151],
      [48, 120],
    ]);
    game.play(before.move);
    const [next] = shared.tasks(start, [before.move], game, { seed: 1, playouts: 2000 }, [1]);
    // Blue's swap takes Red's first marble, so most of the second search goes there.
    expect(topOf(shared.result(thread(next!)))).toEqual([
      [-1, 1930],
      [25, 51],
      [42, 40],
      [23, 38],
    ]);
  });
});
