import { describe, expect, test } from 'vitest';
import { moveName } from '../../src/engine/game';
import { type MoveTree, EMPTY_TREE, addLine, lineTree, nodesAt } from '../../src/engine/tree';
import {
  type MoveCell,
  type MoveRows,
  cellPath,
  isCellAt,
  moveRows,
  findCell,
  variationNumber,
} from '../../src/ui/moveRows';
import { EMPTY7, cellOf, stateOf } from '../engine/helpers';

const board = stateOf(EMPTY7).board;

/** A tree from lines of cell names, each from the start: the first is the main line, the others branch off it. */
function treeOf(...lines: string[][]): MoveTree {
  let tree = EMPTY_TREE;
  for (const line of lines) {
    const added = addLine(
      tree,
      '',
      line.map((name) => cellOf(board, name)),
    );
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    tree = added.value.tree;
  }
  return tree;
}

/** Rows as text: "1 | a1 b1" for the main line (… before a round's first move, - for none), "  1… c3" indented per level. */
function rowText({ rows }: MoveRows): string[] {
  return rows.map((row) => {
    if (row.kind === 'variation') {
      return `${'  '.repeat(row.level)}${variationNumber(row)} ${row.cells.map((c) => c.name).join(' ')}`;
    }
    const first = row.cells.findIndex((c) => c !== null);
    return `${row.round} | ${row.cells.map((c, i) => c?.name ?? (i < first ? '…' : '-')).join(' ')}`;
  });
}

function allCells({ rows }: MoveRows): MoveCell[] {
  return rows.flatMap((row) => row.cells.flatMap((c) => (c ? [c] : [])));
}

describe('moveRows: the main line', () => {
  const names = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'a2'];
  test.each([
    { players: 2, toMove: 1, moves: 5, columns: [1, 2], rows: ['1 | a1 b1', '2 | c1 d1', '3 | e1 -'] },
    { players: 2, toMove: 2, moves: 3, columns: [2, 1], rows: ['1 | a1 b1', '2 | c1 -'] },
    { players: 3, toMove: 2, moves: 4, columns: [2, 3, 1], rows: ['1 | a1 b1 c1', '2 | d1 - -'] },
    { players: 4, toMove: 3, moves: 8, columns: [3, 4, 1, 2], rows: ['1 | a1 b1 c1 d1', '2 | e1 f1 g1 a2'] },
    { players: 4, toMove: 4, moves: 0, columns: [4, 1, 2, 3], rows: [] },
  ])('$players players, player $toMove first, $moves moves', ({ players, toMove, moves, columns, rows }) => {
    const start = stateOf(EMPTY7, { players, toMove, marbles: 5 });
    const list = moveRows(start, treeOf(names.slice(0, moves)));
    expect(list.columns).toEqual(columns);
    expect(rowText(list)).toEqual(rows);
    // Each move sits in the column of the player who plays it, in the cyclic order from the starting player.
    expect(allCells(list).map((c) => c.player)).toEqual(
      Array.from({ length: moves }, (_, i) => ((toMove - 1 + i) % players) + 1),
    );
  });
});

describe('moveRows: variations', () => {
  const start = stateOf(EMPTY7);

  test.each([
    {
      name: 'an alternative to the second player’s move follows its round',
      lines: [
        ['a1', 'a2', 'a3', 'a4'],
        ['a1', 'b2'],
      ],
      rows: ['1 | a1 a2', '  1… b2', '2 | a3 a4'],
    },
    {
      name: 'an alternative to the first player’s move cuts the round in two',
      lines: [
        ['a1', 'a2', 'a3'],
        ['b1', 'b2', 'b3'],
      ],
      rows: ['1 | a1 -', '  1. b1 b2', '  2. b3', '1 | … a2', '2 | a3 -'],
    },
    {
      name: 'sibling variations in order, nested ones deeper, the variation going on after them',
      lines: [
        ['a1', 'a2', 'a3', 'a4'],
        ['a1', 'b2', 'b3', 'b4', 'b5'],
        ['a1', 'b2', 'c3'],
        ['a1', 'd2'],
      ],
      rows: ['1 | a1 a2', '  1… b2', '  2. b3', '    2. c3', '  2… b4', '  3. b5', '  1… d2', '2 | a3 a4'],
    },
    {
      name: 'a variation of the last move ends the list',
      lines: [
        ['a1', 'a2', 'a3'],
        ['a1', 'a2', 'c3', 'c4'],
      ],
      rows: ['1 | a1 a2', '2 | a3 -', '  2. c3 c4'],
    },
  ])('$name', ({ lines, rows }) => {
    expect(rowText(moveRows(start, treeOf(...lines)))).toEqual(rows);
  });

  test('three players: a variation starting mid-round is numbered with …, and breaks at each round', () => {
    const three = stateOf(EMPTY7, { players: 3, marbles: 5 });
    const tree = treeOf(['a1', 'a2', 'a3', 'a4'], ['a1', 'a2', 'b3', 'b4', 'b5', 'b6']);
    expect(rowText(moveRows(three, tree))).toEqual(['1 | a1 a2 a3', '  1… b3', '  2. b4 b5 b6', '2 | a4 - -']);
  });
});

describe('cell paths', () => {
  const tree = treeOf(['a1', 'a2', 'a3', 'a4'], ['a1', 'b2', 'b3', 'b4'], ['a1', 'b2', 'c3'], ['d1', 'd2']);
  const list = moveRows(stateOf(EMPTY7), tree);

  test('every cell names the node it shows, and the row that holds it', () => {
    const cells = allCells(list);
    expect(cells).toHaveLength(10);
    for (const cell of cells) {
      const path = cellPath(cell);
      expect(path).toHaveLength(cell.depth * 2);
      const nodes = nodesAt(tree, path);
      expect(nodes && moveName(board, nodes.at(-1)!.move)).toBe(cell.name);
      expect(isCellAt(cell, path)).toBe(true);
      const found = findCell(list.rows, path)!;
      expect(found.cell).toBe(cell);
      expect(list.rows[found.row]!.cells).toContain(cell);
    }
  });

  test.each([
    [['a1', 'b2', 'c3'], '    2. c3'],
    [['a1', 'b2', 'b3', 'b4'], '  2… b4'],
    [['d1', 'd2'], '  1. d1 d2'],
    [['a1', 'a2', 'a3'], '2 | a3 a4'],
  ])('the move at %j is in row %j', (names, row) => {
    expect(rowText(list)[findCell(list.rows, pathOfNames(names))!.row]).toBe(row);
  });

  test('the start is in no row, nor is a path outside the tree', () => {
    expect(findCell(list.rows, '')).toBeNull();
    expect(findCell(list.rows, pathOfNames(['g7']))).toBeNull();
  });
});

function pathOfNames(names: readonly string[]): string {
  const added = addLine(
    EMPTY_TREE,
    '',
    names.map((name) => cellOf(board, name)),
  );
  if (!added.ok) throw new Error(JSON.stringify(added.error));
  return added.value.path;
}

test('10,000 moves make 5,000 rows, and the last move is found in the last', () => {
  const moves = Array.from({ length: 10_000 }, (_, i) => i % 49);
  const list = moveRows(stateOf(EMPTY7), lineTree(moves));
  expect(list.rows).toHaveLength(5000);
  const last = list.rows.at(-1)!.cells[1]!;
  expect(findCell(list.rows, cellPath(last))).toEqual({ row: 4999, cell: last });
});
