import { describe, expect, test } from 'vitest';
import { EMPTY_TREE, type MoveTree, type TreePath } from '../../src/engine/tree';
import { english } from '../../src/store/language';
import { siblingPath, variationMenu } from '../../src/ui/variations';
import { EMPTY7, stateOf, withNames } from '../engine/helpers';

const board = stateOf(EMPTY7).board;

const grow = (tree: MoveTree, names: readonly string[]) => withNames(tree, board, names);

// Main line a1 a2 a3; variations b2 (with b3) and c2 after a1; d3 inside b2.
const main = grow(EMPTY_TREE, ['a1', 'a2', 'a3']);
const b = grow(main.tree, ['a1', 'b2', 'b3']);
const c = grow(b.tree, ['a1', 'c2']);
const d = grow(c.tree, ['a1', 'b2', 'd3']);
const tree = d.tree;
const at = (names: readonly string[]): TreePath => grow(tree, names).path;

describe('variationMenu', () => {
  test.each([
    { move: ['a1', 'a2'], items: ['Delete from here'] },
    { move: ['a1', 'a2', 'a3'], items: ['Delete from here'] },
    { move: ['a1', 'b2'], items: ['Promote variation', 'Make main line', 'Delete from here'] },
    { move: ['a1', 'b2', 'd3'], items: ['Promote variation', 'Make main line', 'Delete from here'] },
  ])('$move: $items', ({ move, items }) => {
    expect(variationMenu(tree, at(move)).map((item) => english.words(item.label))).toEqual(items);
  });

  test('the start has no menu', () => {
    expect(variationMenu(tree, '')).toEqual([]);
  });
});

describe('siblingPath', () => {
  test.each([
    { move: ['a1', 'a2'], step: 1, to: ['a1', 'b2'] },
    { move: ['a1', 'b2'], step: 1, to: ['a1', 'c2'] },
    { move: ['a1', 'c2'], step: -1, to: ['a1', 'b2'] },
    { move: ['a1', 'b2'], step: -1, to: ['a1', 'a2'] },
    { move: ['a1', 'b2', 'b3'], step: 1, to: ['a1', 'b2', 'd3'] },
    { move: ['a1', 'a2'], step: -1, to: null },
    { move: ['a1', 'c2'], step: 1, to: null },
    { move: ['a1'], step: 1, to: null },
  ] as const)('$move, $step: $to', ({ move, step, to }) => {
    expect(siblingPath(tree, at(move), step)).toBe(to === null ? null : at(to));
  });

  test('the start has no siblings', () => {
    expect(siblingPath(tree, '', 1)).toBeNull();
  });
});
