import { describe, expect, it } from 'vitest';
import { MAX_SIDE, step } from '../../src/engine/board';
import type { LatticeKind } from '../../src/engine/lattice';
import { hexagonLayout } from '../../src/engine/presets';
import { type ShapeSpec, generateShape } from '../../src/engine/shapes';
import { boardSymmetries } from '../../src/engine/symmetry';
import { setupOf } from './helpers';

function layoutOf(spec: ShapeSpec): string[] {
  const layout = generateShape(spec);
  if (!layout.ok) throw new Error(JSON.stringify(layout.error));
  return layout.value;
}

const latticeOf = (spec: ShapeSpec): LatticeKind =>
  'lattice' in spec ? spec.lattice : spec.shape === 'hexagon' ? 'hex' : 'square';

const cellsIn = (layout: readonly string[]): number => layout.join('').split('.').length - 1;

describe('shapes drawn exactly', () => {
  it.each([
    [{ shape: 'rectangle', rows: 2, cols: 5 }, ['.....', '.....']],
    [{ shape: 'hexagon', side: 3 }, hexagonLayout(3)],
    [
      { shape: 'cut-corners', lattice: 'square', size: 6, cut: 1 },
      ['-....-', ...Array<string>(4).fill('......'), '-....-'],
    ],
    [
      { shape: 'cut-corners', lattice: 'square', size: 7, cut: 2 },
      ['--...--', '-.....-', '.......', '.......', '.......', '-.....-', '--...--'],
    ],
    [{ shape: 'cross', lattice: 'square', size: 5, arm: 1 }, ['--.--', '--.--', '.....', '--.--', '--.--']],
    [
      { shape: 'cross', lattice: 'square', size: 6, arm: 2 },
      ['--..--', '--..--', '......', '......', '--..--', '--..--'],
    ],
    [{ shape: 'diamond', lattice: 'square', size: 5 }, ['--.--', '-...-', '.....', '-...-', '--.--']],
    [{ shape: 'diamond', lattice: 'square', size: 4 }, ['-..-', '....', '....', '-..-']],
    [{ shape: 'disc', lattice: 'square', size: 5 }, ['-...-', '.....', '.....', '.....', '-...-']],
    [
      { shape: 'ring', lattice: 'square', size: 7, hole: 3 },
      ['--...--', '-.....-', '..---..', '..---..', '..---..', '-.....-', '--...--'],
    ],
    // An upright rhombus: storage rows lean, drawn rows are shifted half a cell each.
    [{ shape: 'diamond', lattice: 'hex', size: 3 }, ['--.', '-..', '...', '..-', '.--']],
    [{ shape: 'disc', lattice: 'hex', size: 3 }, hexagonLayout(2)],
    [{ shape: 'disc', lattice: 'hex', size: 5 }, hexagonLayout(3)],
    [{ shape: 'cross', lattice: 'hex', size: 5, arm: 1 }, ['--.-.', '--..-', '.....', '-..--', '.-.--']],
  ] as const)('%j', (spec, expected) => {
    expect(layoutOf(spec)).toEqual(expected);
  });

  it.each([
    // The hexagon of side 3 without its six corners.
    [{ shape: 'cut-corners', lattice: 'hex', size: 5, cut: 1 }, 19 - 6],
    // The side-4 hexagon and a cell bulging out of the middle of each side.
    [{ shape: 'disc', lattice: 'hex', size: 7 }, 37 + 6],
    [{ shape: 'ring', lattice: 'hex', size: 7, hole: 3 }, 37 + 6 - 7],
    [{ shape: 'ring', lattice: 'square', size: 6, hole: 2 }, 6 * 6 - 4 - 4],
  ] as const)('%j has %i cells', (spec, cells) => {
    expect(cellsIn(layoutOf(spec))).toBe(cells);
  });
});

describe('every shape', () => {
  const SIZED: ShapeSpec[] = [];
  for (const lattice of ['square', 'hex'] as const) {
    for (const size of lattice === 'square' ? [3, 4, 7, 10, 26] : [5, 9, 13]) {
      SIZED.push(
        { shape: 'cut-corners', lattice, size, cut: 1 },
        { shape: 'cross', lattice, size, arm: size % 2 === 0 ? 2 : 1 },
        { shape: 'diamond', lattice, size },
        { shape: 'disc', lattice, size },
        { shape: 'ring', lattice, size, hole: size % 2 === 0 ? 2 : 1 },
      );
    }
  }
  SIZED.push(
    { shape: 'cut-corners', lattice: 'hex', size: 9, cut: 2 },
    { shape: 'cut-corners', lattice: 'square', size: 10, cut: 4 },
  );

  it.each(SIZED)('%j is cropped, as wide as its size, and as symmetric as it can be', (spec) => {
    const layout = layoutOf(spec);
    if (!('size' in spec)) throw new Error('sized shapes only');
    expect(layout.length).toBeLessThanOrEqual(MAX_SIDE);
    expect(layout[0]).toContain('.');
    expect(layout[layout.length - 1]).toContain('.');
    expect(layout.some((row) => row.startsWith('.'))).toBe(true);
    expect(layout.some((row) => row.endsWith('.'))).toBe(true);
    // A hexagon's middle row runs between two corners: cutting them leaves the rows beside it widest.
    const narrowing = spec.shape === 'cut-corners' && spec.lattice === 'hex' ? spec.cut : 0;
    const span = (row: string): number => row.lastIndexOf('.') - row.indexOf('.') + 1;
    expect(Math.max(...layout.map(span))).toBe(spec.size - narrowing);
    const board = setupOf(layout, spec.lattice).board;
    // An upright hex rhombus keeps only its two mirrors and the half turn.
    const full = spec.lattice === 'square' ? 8 : spec.shape === 'diamond' ? 4 : 12;
    expect(boardSymmetries(board)).toHaveLength(full);
  });

  it.each([
    [{ shape: 'rectangle', rows: 7, cols: 9 }, 4],
    [{ shape: 'rectangle', rows: 26, cols: 26 }, 8],
    [{ shape: 'hexagon', side: 13 }, 12],
  ] as const)('%j has %i symmetries', (spec, count) => {
    expect(boardSymmetries(setupOf(layoutOf(spec), latticeOf(spec)).board)).toHaveLength(count);
  });
});

describe('blobs', () => {
  /** Cells reached from the first one by the steps that join a blob. */
  function connectedCount(layout: readonly string[], lattice: LatticeKind): number {
    const { board } = setupOf(layout, lattice);
    const dirs = lattice === 'square' ? [0, 1, 2, 3] : [0, 1, 2, 3, 4, 5];
    const seen = new Set([board.playable[0]!]);
    const queue = [board.playable[0]!];
    while (queue.length > 0) {
      const cell = queue.pop()!;
      for (const d of dirs) {
        const next = step(board, cell, d);
        if (next !== null && board.tiles[next] === 'cell' && !seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen.size;
  }

  it.each([
    ['square', 1],
    ['square', 40],
    ['hex', 40],
    ['square', 300],
    ['hex', MAX_SIDE * MAX_SIDE],
  ] as const)('on %s, %i cells are one piece along rows, columns (and hex diagonals)', (lattice, cells) => {
    for (const seed of [1, 2, 3]) {
      const layout = layoutOf({ shape: 'blob', lattice, cells, seed });
      expect(cellsIn(layout)).toBe(cells);
      expect(connectedCount(layout, lattice)).toBe(cells);
    }
  });

  it('is the same for a seed and differs between seeds', () => {
    const blob = (seed: number): string[] => layoutOf({ shape: 'blob', lattice: 'hex', cells: 30, seed });
    expect(blob(7)).toEqual(blob(7));
    expect(new Set([1, 2, 3, 4].map((seed) => blob(seed).join('/'))).size).toBeGreaterThan(1);
  });
});

describe('bad shapes', () => {
  it.each([
    [
      { shape: 'rectangle', rows: 0, cols: 5 },
      { code: 'out-of-range', field: 'rows', value: 0, min: 1, max: 26 },
    ],
    [
      { shape: 'rectangle', rows: 3, cols: 27 },
      { code: 'out-of-range', field: 'cols', value: 27, min: 1, max: 26 },
    ],
    [
      { shape: 'hexagon', side: 14 },
      { code: 'out-of-range', field: 'side', value: 14, min: 1, max: 13 },
    ],
    [
      { shape: 'disc', lattice: 'square', size: 2.5 },
      { code: 'not-whole', field: 'size', value: 2.5 },
    ],
    [
      { shape: 'disc', lattice: 'hex', size: 6 },
      { code: 'even-size', size: 6 },
    ],
    [
      { shape: 'disc', lattice: 'hex', size: 25 },
      { code: 'too-large', rows: 29, cols: 29, max: 26 },
    ],
    [
      { shape: 'diamond', lattice: 'hex', size: 15 },
      { code: 'too-large', rows: 29, cols: 15, max: 26 },
    ],
    [
      { shape: 'cross', lattice: 'square', size: 9, arm: 2 },
      { code: 'parity', field: 'arm', value: 2, size: 9 },
    ],
    [
      { shape: 'cross', lattice: 'square', size: 9, arm: 9 },
      { code: 'out-of-range', field: 'arm', value: 9, min: 1, max: 7 },
    ],
    [
      { shape: 'ring', lattice: 'hex', size: 9, hole: 4 },
      { code: 'parity', field: 'hole', value: 4, size: 9 },
    ],
    [
      { shape: 'cut-corners', lattice: 'square', size: 7, cut: 4 },
      { code: 'out-of-range', field: 'cut', value: 4, min: 1, max: 3 },
    ],
    [
      { shape: 'cut-corners', lattice: 'hex', size: 9, cut: 3 },
      { code: 'out-of-range', field: 'cut', value: 3, min: 1, max: 2 },
    ],
    [
      { shape: 'blob', lattice: 'square', cells: 0, seed: 1 },
      { code: 'out-of-range', field: 'cells', value: 0, min: 1, max: 676 },
    ],
  ] as const)('%j is refused with %j', (spec, problem) => {
    expect(generateShape(spec)).toEqual({ ok: false, error: problem });
  });
});
