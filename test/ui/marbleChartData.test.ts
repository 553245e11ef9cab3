import { describe, expect, test } from 'vitest';
import { type GameState, play } from '../../src/engine/game';
import type { Ply } from '../../src/engine/record';
import { EMPTY_TREE, addLine, pathOf } from '../../src/engine/tree';
import { english } from '../../src/store/language';
import {
  chartJump,
  countsText,
  forkPly,
  lineCounts,
  mainLineCounts,
  marbleCounts,
  plyAtFraction,
  polylinePoints,
} from '../../src/ui/marbleChartData';
import { EMPTY7, cellOf, stateOf } from '../engine/helpers';

function pliesOf(start: GameState, names: readonly string[]): Ply[] {
  const plies: Ply[] = [];
  let state = start;
  for (const name of names) {
    const move = name === 'swap' ? 'swap' : cellOf(state.board, name);
    const played = play(state, move);
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    plies.push({ move, player: state.toMove, events: played.value.events, state: played.value.state });
    state = played.value.state;
  }
  return plies;
}

describe('marble counts', () => {
  // Blue's b1 shoves Red's a1 off the board, back to Red's reserve.
  const start = stateOf(EMPTY7, { players: 3, marbles: 4, mustBlock: false });
  const names = ['a1', 'b1', 'd4', 'g7', 'c1', 'd5'];
  const plies = pliesOf(start, names);

  test('after every ply, per player, the start first', () => {
    const counts = lineCounts(start, plies);
    const positions = [start, ...plies.map((p) => p.state)];
    expect(counts).toEqual([
      [0, 1, 0, 0, 1, 1, 1],
      [0, 0, 1, 1, 1, 2, 2],
      [0, 0, 0, 1, 1, 1, 2],
    ]);
    expect(marbleCounts(positions)).toEqual(counts);
  });

  test('the main line, from a variation: the shared plies from the line, the rest replayed', () => {
    const moves = plies.map((p) => p.move);
    const added = addLine(EMPTY_TREE, '', moves);
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    // A variation after the second move does not change the main line's counts.
    const variation = pliesOf(start, [...names.slice(0, 2), 'a7']);
    const varied = addLine(added.value.tree, pathOf(moves.slice(0, 2)), [variation[2]!.move]);
    if (!varied.ok) throw new Error(JSON.stringify(varied.error));
    expect(mainLineCounts(start, varied.value.tree, variation, 2)).toEqual(lineCounts(start, plies));
    expect(mainLineCounts(start, EMPTY_TREE, [], 0)).toEqual([[0], [0], [0]]);
  });
});

describe('forkPly', () => {
  const ids = (...names: string[]) => pathOf(names.map((n) => cellOf(stateOf(EMPTY7).board, n)));
  const main = ids('a1', 'a2', 'a3', 'a4');
  test.each([
    ['', null],
    [ids('a1', 'a2'), null],
    [main, null],
    [ids('b1'), 0],
    [ids('a1', 'b2'), 1],
    [ids('a1', 'a2', 'a3', 'b4', 'b5'), 3],
  ])('%s leaves the main line after %s plies', (path, fork) => {
    expect(forkPly(main, path)).toBe(fork);
  });
});

describe('polylinePoints', () => {
  const size = { width: 100, height: 10 };
  test.each([
    { values: [0, 1, 2], from: 0, plies: 2, points: '0,10 50,5 100,0' },
    { values: [0, 1, 2], from: 1, plies: 2, points: '50,5 100,0' },
    { values: [2, 2], from: 0, plies: 4, points: '0,0 25,0' },
    { values: [1], from: 0, plies: 0, points: '0,5' },
  ])('$values from $from over $plies plies: $points', ({ values, from, plies, points }) => {
    expect(polylinePoints(values, from, plies, 2, size)).toBe(points);
  });

  test('more plies than columns keep each column’s first, lowest, highest and last', () => {
    // Plies 0-2 fall in column 0, 3-5 in column 1, 6 in column 2; ply 4 (neither end nor extreme) goes.
    const values = [1, 3, 0, 2, 2, 5, 4];
    const points = polylinePoints(values, 0, 6, 5, { width: 2, height: 5 });
    expect(points).toBe('0,4 0.33,2 0.67,5 1,3 1.67,0 2,1');
  });

  test('10,000 plies in 300 columns: at most four points a column, the extremes kept', () => {
    const values = Array.from({ length: 10_001 }, (_, i) => (i === 5000 ? 8 : i % 3));
    const points = polylinePoints(values, 0, 10_000, 8, { width: 300, height: 80 }).split(' ');
    expect(points.length).toBeLessThanOrEqual(4 * 301);
    const ys = points.map((p) => Number(p.split(',')[1]));
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBe(80);
  });
});

describe('jumping from the chart', () => {
  test.each([
    [0, 10, 0],
    [0.5, 10, 5],
    [0.04, 10, 0],
    [0.06, 10, 1],
    [1.2, 10, 10],
    [-0.1, 10, 0],
  ])('at %f of %i plies: ply %i', (fraction, plies, ply) => {
    expect(plyAtFraction(fraction, plies)).toBe(ply);
  });

  const main = 'AAABACADAE';
  test.each([
    [3, 5, { kind: 'ply', ply: 3 }],
    [5, 5, { kind: 'ply', ply: 5 }],
    [0, 2, { kind: 'ply', ply: 0 }],
    [4, 2, { kind: 'path', path: 'AAABACAD' }],
  ])('ply %i with a line of %i: %j', (ply, lineLength, jump) => {
    expect(chartJump(ply, lineLength, main)).toEqual(jump);
  });
});

test('countsText', () => {
  expect(
    english.words(
      countsText(
        [
          [0, 2],
          [1, 3],
          [0, 0],
        ],
        1,
      ),
    ),
  ).toBe('Red 2, Blue 3 and Green 0 on the board');
});
