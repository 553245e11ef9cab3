import { describe, expect, it } from 'vitest';
import {
  cellName,
  countTiles,
  parseCellName,
  parseLayout,
  sameBoard,
  step,
  writeLayout,
  type BoardProblem,
  type Tile,
} from '../../src/engine/board';
import type { LatticeKind } from '../../src/engine/lattice';
import { HEX4, setupOf } from './helpers';

describe('parseLayout refuses bad layouts with a precise problem', () => {
  const cases: { name: string; lattice?: unknown; layout: unknown; error: BoardProblem }[] = [
    { name: 'unknown lattice', lattice: 'tri', layout: ['...'], error: { code: 'bad-lattice', found: '"tri"' } },
    { name: 'no lattice', lattice: null, layout: ['...'], error: { code: 'bad-lattice', found: 'null' } },
    { name: 'layout not a list', layout: '...', error: { code: 'layout-not-list', found: '"..."' } },
    { name: 'empty layout', layout: [], error: { code: 'no-rows' } },
    { name: 'empty row', layout: [''], error: { code: 'empty-row', row: 1 } },
    {
      name: 'a row that is not a string',
      layout: ['...', 7, '...'],
      error: { code: 'row-not-text', row: 2, found: '7' },
    },
    { name: 'null row', layout: [null], error: { code: 'row-not-text', row: 1, found: 'null' } },
    {
      name: 'ragged rows',
      layout: ['....', '....', '...'],
      error: { code: 'ragged-row', row: 3, length: 3, expected: 4 },
    },
    { name: 'unknown character', layout: ['...', '.x.'], error: { code: 'unknown-char', row: 2, col: 2, char: 'x' } },
    { name: 'player digit 5', layout: ['..5'], error: { code: 'unknown-char', row: 1, col: 3, char: '5' } },
    { name: 'lower-case obstacle', layout: ['.c.'], error: { code: 'unknown-char', row: 1, col: 2, char: 'c' } },
    {
      name: '27 rows',
      layout: Array.from({ length: 27 }, () => '...'),
      error: { code: 'too-many-rows', rows: 27, max: 26 },
    },
    { name: '27 columns', layout: ['.'.repeat(27)], error: { code: 'too-many-columns', cols: 27, max: 26 } },
    { name: 'no playable cell', layout: ['CBH', '---'], error: { code: 'no-playable-cell' } },
  ];
  it.each(cases)('$name', ({ lattice, layout, error }) => {
    expect(parseLayout(lattice === undefined ? 'square' : lattice, layout)).toEqual({ ok: false, error });
  });
});

describe('parseLayout reads tiles, marbles and playable cells', () => {
  it('reads every character of a small layout', () => {
    const { board, owners } = setupOf(['1.C', 'B-H', '.42']);
    expect(board).toEqual({
      lattice: 'square',
      rows: 3,
      cols: 3,
      tiles: ['cell', 'cell', 'cushion', 'bumper', 'gap', 'hole', 'cell', 'cell', 'cell'] satisfies Tile[],
      playable: [0, 1, 6, 7, 8],
    });
    expect(owners).toEqual([1, 0, 0, 0, 0, 0, 0, 4, 2]);
  });

  it.each([
    { lattice: 'square', layout: Array.from({ length: 26 }, () => '.'.repeat(26)) },
    { lattice: 'hex', layout: HEX4 },
    { lattice: 'square', layout: ['.'] },
  ])('accepts $lattice $layout.length x $layout.0.length', ({ lattice, layout }) => {
    expect(parseLayout(lattice, layout).ok).toBe(true);
  });

  it('counts tiles of each kind', () => {
    const { board } = setupOf(['CC.', 'B-H', '..H']);
    expect([countTiles(board, 'cell'), countTiles(board, 'cushion'), countTiles(board, 'hole')]).toEqual([3, 2, 2]);
  });
});

describe('writeLayout is the inverse of parseLayout', () => {
  it.each([
    { lattice: 'square' as const, layout: ['1.C', 'B-H', '.43'] },
    {
      lattice: 'square' as const,
      layout: ['.......', '...2...', '...1...', '.2..1..', '..1....', '.......', '.......'],
    },
    { lattice: 'hex' as const, layout: ['---....', '--.2...', '-..1...', '...1...', '..2.2.-', '.....--', '....---'] },
    { lattice: 'square' as const, layout: ['-.-.-.-.-', 'HCB......'] },
  ])('$layout', ({ lattice, layout }) => {
    const { board, owners } = setupOf(layout, lattice);
    expect(writeLayout(board, owners)).toEqual(layout);
  });
});

describe('cell names: file letter from the left, rank from the bottom', () => {
  const cases = [
    { name: 'top-left of 7 rows', rows: 7, cols: 7, cell: 0, expected: 'a7' },
    { name: 'bottom-right of 7 rows', rows: 7, cols: 7, cell: 48, expected: 'g1' },
    { name: 'centre of 7x7', rows: 7, cols: 7, cell: 24, expected: 'd4' },
    { name: 'top-right of 7 rows x 9 columns', rows: 7, cols: 9, cell: 8, expected: 'i7' },
    { name: 'bottom-right of 7 rows x 9 columns', rows: 7, cols: 9, cell: 62, expected: 'i1' },
    { name: 'row 2 column 5 of 3 rows x 5 columns', rows: 3, cols: 5, cell: 9, expected: 'e2' },
    { name: 'top-left of 26 rows', rows: 26, cols: 26, cell: 0, expected: 'a26' },
    { name: 'bottom-right of 26 x 26', rows: 26, cols: 26, cell: 675, expected: 'z1' },
  ];
  it.each(cases)('$name is $expected', ({ rows, cols, cell, expected }) => {
    const { board } = setupOf(Array.from({ length: rows }, () => '.'.repeat(cols)));
    expect(cellName(board, cell)).toBe(expected);
    expect(parseCellName(board, expected)).toEqual({ ok: true, value: cell });
  });

  it.each([
    { cell: 3, expected: 'd7' },
    { cell: 24, expected: 'd4' },
    { cell: 42, expected: 'a1' },
    { cell: 45, expected: 'd1' },
  ])('hexagon of side 4: cell $cell is $expected', ({ cell, expected }) => {
    const { board } = setupOf(HEX4, 'hex');
    expect(cellName(board, cell)).toBe(expected);
    expect(parseCellName(board, expected)).toEqual({ ok: true, value: cell });
  });

  it('names a gap cell like any other layout position', () => {
    const { board } = setupOf(HEX4, 'hex');
    expect(cellName(board, 0)).toBe('a7');
  });
});

describe('parseCellName errors', () => {
  const square7 = setupOf(Array.from({ length: 7 }, () => '.......')).board;
  it.each(['', 'd', '4', '4d', 'D4', 'd0', 'd04', 'aa1', 'd4 ', ' d4', 'd-1', 'd100', 'swap'])(
    '%j is not a cell name',
    (text) => {
      expect(parseCellName(square7, text)).toEqual({ ok: false, error: { code: 'not-cell-name', text } });
    },
  );
  it.each(['h1', 'a8', 'z26', 'h8'])('%s is off a 7x7 board', (text) => {
    expect(parseCellName(square7, text)).toEqual({ ok: false, error: { code: 'off-board', name: text } });
  });
});

describe('step follows the lattice directions and stops at the layout edge', () => {
  const square = setupOf(['...', '...', '...']).board;
  const hex = setupOf(['...', '...', '...'], 'hex').board;
  // From the centre (index 4) of a 3x3 layout, in the order of the push list (docs/rules.md section 4).
  it('square: n s w e nw ne sw se', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((d) => step(square, 4, d))).toEqual([1, 7, 3, 5, 0, 2, 6, 8]);
  });
  it('hex: (0,1) (0,-1) (-1,0) (1,0) (-1,1) (1,-1)', () => {
    expect([0, 1, 2, 3, 4, 5].map((d) => step(hex, 4, d))).toEqual([5, 3, 1, 7, 2, 6]);
  });
  it('returns null past every side of the layout', () => {
    // top-left corner: n, w, nw, ne, sw leave; bottom-right: s, e, se, ne, sw leave.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((d) => step(square, 0, d))).toEqual([null, 3, null, 1, null, null, null, 4]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((d) => step(square, 8, d))).toEqual([5, null, 7, null, 4, null, null, null]);
  });
});

describe('sameBoard compares geometry, not objects or marbles', () => {
  const boardOf = (lattice: LatticeKind, layout: string[]) => setupOf(layout, lattice).board;
  const base = boardOf('square', ['...', '.H.', '...']);
  it.each([
    ['the same layout parsed again', boardOf('square', ['...', '.H.', '...']), true],
    ['marbles on it', boardOf('square', ['1..', '.H.', '..2']), true],
    ['another obstacle', boardOf('square', ['...', '.B.', '...']), false],
    ['a gap for a cell', boardOf('square', ['-..', '.H.', '...']), false],
    ['the other lattice', boardOf('hex', ['...', '.H.', '...']), false],
    ['another shape with as many tiles', boardOf('square', ['.........']), false],
  ])('%s: %s', (_, other, same) => {
    expect(sameBoard(base, other)).toBe(same);
    expect(sameBoard(other, base)).toBe(same);
  });
});
