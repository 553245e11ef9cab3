import { describe, expect, test } from 'vitest';
import { cellCenter } from '../../src/anim/geometry';
import {
  type PlanePoint,
  analysisSpots,
  labelCoversMarble,
  labelCoversRing,
  labelPlaces,
  labelsOverlap,
} from '../../src/scene/analysisSpots';
import { EMPTY7, cellOf, playMoves, stateOf } from '../engine/helpers';

describe('analysisSpots', () => {
  test('points at each best move’s cell in rank order, a swap at the marble it takes over', () => {
    const state = playMoves(stateOf(EMPTY7, { pie: true }), ['d4']);
    const best = [
      { move: 'swap', winChance: 0.55, visits: 900 },
      { move: 'c3', winChance: 0.5, visits: 500 },
      { move: 'e5', winChance: 0.41, visits: 200 },
    ];
    expect(analysisSpots(state, best)).toEqual([
      { cell: cellOf(state.board, 'd4'), name: 'swap', winChance: 0.55, rank: 0 },
      { cell: cellOf(state.board, 'c3'), name: 'c3', winChance: 0.5, rank: 1 },
      { cell: cellOf(state.board, 'e5'), name: 'e5', winChance: 0.41, rank: 2 },
    ]);
  });

  test('leaves out a name of no cell here and a swap where none can be', () => {
    const state = stateOf(EMPTY7);
    const best = [
      { move: 'z9', winChance: 0.6, visits: 9 },
      { move: 'swap', winChance: 0.5, visits: 5 },
      { move: 'a1', winChance: 0.4, visits: 3 },
    ];
    expect(analysisSpots(state, best)).toEqual([
      { cell: cellOf(state.board, 'a1'), name: 'a1', winChance: 0.4, rank: 2 },
    ]);
  });
});

describe('labelPlaces', () => {
  const board = stateOf(EMPTY7).board;
  const at = (name: string): PlanePoint => {
    const [x, , z] = cellCenter(board, cellOf(board, name));
    return [x, z];
  };

  test.each([
    ['three neighbours in an L', ['d4', 'd5', 'e4']],
    ['a row of three', ['c4', 'd4', 'e4']],
    ['a column of three', ['d3', 'd4', 'd5']],
    ['a diagonal', ['c3', 'd4', 'e5']],
    ['in a corner', ['a1', 'a2', 'b1']],
  ])('keeps the labels of %s apart and off every ring', (_, names) => {
    const cells = names.map(at);
    const labels = labelPlaces(cells);
    expect(labels).toHaveLength(cells.length);
    for (const [i, a] of labels.entries()) {
      for (const b of labels.slice(i + 1)) expect(labelsOverlap(a, b)).toBe(false);
      for (const cell of cells) expect(labelCoversRing(a, cell)).toBe(false);
    }
  });

  test('lays a label off the marbles around its move where a clear place is near', () => {
    // d4 walled in below and to both sides: its label goes above, between the marbles.
    const marbles = ['c3', 'd3', 'e3', 'c4', 'e4', 'c5', 'e5'].map(at);
    const [label] = labelPlaces([at('d4')], marbles);
    for (const marble of marbles) expect(labelCoversMarble(label!, marble)).toBe(false);
    expect(labelPlaces([at('d4')])[0]).not.toEqual(label);
  });

  test('puts a lone move’s label just below its cell', () => {
    const [x, z] = at('d4');
    const [label] = labelPlaces([[x, z]]);
    expect(label![0]).toBeCloseTo(x, 6);
    expect(label![1]).toBeGreaterThan(z);
  });
});
