import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Setup } from '../../src/engine/board';
import type { LatticeKind } from '../../src/engine/lattice';
import { placeObstacles, reachableObstacleCounts } from '../../src/engine/obstacles';
import { PRESETS, hexagonLayout } from '../../src/engine/presets';
import { type ShapeSpec, generateShape } from '../../src/engine/shapes';
import {
  type SymmetryMode,
  boardSymmetries,
  modeTransforms,
  orbitOf,
  playableOrbits,
  symmetryModes,
} from '../../src/engine/symmetry';
import { latticeTransform, transformSetup } from '../../src/engine/transform';
import { cellOf, setupOf } from './helpers';
import { expectDropCommutes } from './transformHelpers';

const boardOf = (layout: readonly string[], lattice: LatticeKind = 'square') => setupOf(layout, lattice).board;

describe('board symmetries', () => {
  it.each([
    ...PRESETS.map(
      (p) => [p.id, p.id === 'square7x9' ? 4 : p.lattice === 'hex' ? 12 : 8, p.layout, p.lattice] as const,
    ),
    ['a single cell', 8, ['.'], 'square'],
    ['a single hex cell', 12, ['.'], 'hex'],
    ['the same hexagon padded with gaps', 12, ['------', ...hexagonLayout(3).map((r) => `${r}-`)], 'hex'],
    ['marbles, which do not count', 8, ['1......', ...Array<string>(6).fill('.......')], 'square'],
    ['a cushion in a corner: only the diagonal mirror', 2, ['C......', ...Array<string>(6).fill('.......')], 'square'],
    ['a 3x4 hex parallelogram: the half turn only', 2, ['....', '....', '....'], 'hex'],
    ['a 3x3 hex rhombus: the half turn and two mirrors', 4, ['...', '...', '...'], 'hex'],
    ['a bumper on the hex centre', 12, ['-..', '.B.', '..-'], 'hex'],
    ['a bumper beside the hex centre: one mirror', 2, ['-..', '..B', '..-'], 'hex'],
    ['a hexagon with one corner cut', 2, ['--.', '...', '..-'], 'hex'],
    ['an L tromino', 2, ['.-', '..'], 'square'],
  ] as const)('%s has %i symmetries', (_, count, layout, lattice) => {
    expect(boardSymmetries(boardOf(layout, lattice))).toHaveLength(count);
  });

  it('lists the identity first, and only transforms that keep the layout', () => {
    const board = boardOf(['.C.', '...', '.C.']);
    const symmetries = boardSymmetries(board);
    expect(symmetries[0]).toBe(latticeTransform('square', 0));
    expect(symmetries).toHaveLength(4);
    for (const t of symmetries) {
      const image = transformSetup({ board, owners: board.tiles.map(() => 0) }, t).board;
      expect(image.tiles).toEqual(board.tiles);
    }
  });
});

describe('symmetry modes', () => {
  it.each([
    ['square7', ['none', 'mirror', '2', '4']],
    ['square7x9', ['none', 'mirror', '2']],
    ['square9hole', ['none', 'mirror', '2', '4']],
    ['hex5', ['none', 'mirror', '2', '3', '6']],
  ])('%s offers %j', (id, modes) => {
    const preset = PRESETS.find((p) => p.id === id)!;
    expect(symmetryModes(boardOf(preset.layout, preset.lattice))).toEqual(modes);
  });

  it.each([
    ['only a diagonal mirror', ['C..', '...', '...'], 'square', ['none', 'mirror']],
    ['no symmetry at all', ['C..', '..B', '...'], 'square', ['none']],
    ['two opposite bumpers', ['-.B', '...', 'B.-'], 'hex', ['none', 'mirror', '2']],
    ['bumpers at every other corner of a hexagon', ['-B.', '..B', 'B.-'], 'hex', ['none', 'mirror', '3']],
    ['two bumpers mirrored up-down', ['-B.', '...', 'B.-'], 'hex', ['none', 'mirror']],
  ] as const)('a board with %s offers %j', (_, layout, lattice, modes) => {
    expect(symmetryModes(boardOf(layout, lattice))).toEqual(modes);
  });

  it('makes the group of each mode', () => {
    const square = boardOf(Array<string>(5).fill('.....'));
    const hex = boardOf(hexagonLayout(3), 'hex');
    expect(modeTransforms(square, 'none')).toHaveLength(1);
    expect(modeTransforms(square, 'mirror')).toHaveLength(2);
    expect(modeTransforms(square, '2')).toHaveLength(2);
    expect(modeTransforms(square, '4')).toHaveLength(4);
    expect(modeTransforms(square, '3')).toBeNull();
    expect(modeTransforms(hex, '3')).toHaveLength(3);
    expect(modeTransforms(hex, '6')).toHaveLength(6);
    expect(modeTransforms(hex, '4')).toBeNull();
  });
});

describe('orbits', () => {
  const square7 = boardOf(Array<string>(7).fill('.......'));
  const hex5 = boardOf(hexagonLayout(5), 'hex');

  it.each([
    ['square7', 'a7', 'none', ['a7']],
    ['square7', 'a7', 'mirror', ['a7', 'g7']],
    ['square7', 'a7', '2', ['a7', 'g1']],
    ['square7', 'a7', '4', ['a7', 'g7', 'a1', 'g1']],
    ['square7', 'b7', '4', ['b7', 'g6', 'a2', 'f1']],
    ['square7', 'd4', '4', ['d4']],
    ['hex5', 'e9', '6', ['e9', 'i9', 'a5', 'i5', 'a1', 'e1']],
    ['hex5', 'e9', '3', ['e9', 'i5', 'a1']],
    ['hex5', 'e9', '2', ['e9', 'e1']],
    ['hex5', 'e9', 'mirror', ['e9', 'i9']],
    ['hex5', 'e5', '6', ['e5']],
  ] as const)('on %s the orbit of %s under %s', (id, name, mode, expected) => {
    const board = id === 'square7' ? square7 : hex5;
    const orbit = orbitOf(board, cellOf(board, name), mode);
    expect(orbit).toEqual(expected.map((n) => cellOf(board, n)).sort((a, b) => a - b));
  });

  it('prefers the up-down mirror when there is no left-right one', () => {
    const board = boardOf(['C..', '...', 'C..']);
    expect(orbitOf(board, cellOf(board, 'b3'), 'mirror')).toEqual([cellOf(board, 'b3'), cellOf(board, 'b1')]);
  });

  it('is null for a mode the board lacks', () => {
    expect(orbitOf(square7, 0, '3')).toBeNull();
    expect(orbitOf(boardOf(['.......', '.......']), 0, '4')).toBeNull();
  });

  it('paints gaps within the layout together too', () => {
    const board = boardOf(['-...-', '.....', '-...-']);
    expect(orbitOf(board, 0, '2')).toEqual([0, 14]);
    expect(orbitOf(board, 0, 'mirror')).toEqual([0, 4]);
  });

  it.each(['none', 'mirror', '2', '4'] as const)('splits the playable cells of 7x7 into %s orbits', (mode) => {
    const orbits = playableOrbits(square7, mode)!;
    expect(orbits.flat().sort((a, b) => a - b)).toEqual(square7.playable);
    for (const orbit of orbits) expect(orbitOf(square7, orbit[0]!, mode)).toEqual(orbit);
    const sizes = { none: [1], mirror: [1, 2], '2': [1, 2], '4': [1, 4] }[mode];
    expect([...new Set(orbits.map((o) => o.length))].sort()).toEqual(sizes);
  });
});

/** Symmetric boards: a generated outline with obstacles placed under one of its symmetry modes. */
const SHAPES: readonly ShapeSpec[] = [
  { shape: 'rectangle', rows: 5, cols: 5 },
  { shape: 'rectangle', rows: 4, cols: 6 },
  { shape: 'hexagon', side: 3 },
  { shape: 'cut-corners', lattice: 'square', size: 6, cut: 1 },
  { shape: 'cross', lattice: 'hex', size: 7, arm: 1 },
  { shape: 'diamond', lattice: 'hex', size: 5 },
  { shape: 'ring', lattice: 'square', size: 7, hole: 3 },
  { shape: 'disc', lattice: 'hex', size: 7 },
];

const SYMMETRIC: fc.Arbitrary<Setup> = fc
  .record({
    spec: fc.constantFrom(...SHAPES),
    modePick: fc.nat(),
    countPick: fc.nat(),
    seed: fc.nat(),
    marbles: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 100, maxLength: 100 }),
  })
  .map(({ spec, modePick, countPick, seed, marbles }) => {
    const layout = generateShape(spec);
    if (!layout.ok) throw new Error(layout.error.code);
    const lattice = 'lattice' in spec ? spec.lattice : spec.shape === 'hexagon' ? 'hex' : 'square';
    const empty = setupOf(layout.value, lattice);
    // Every shape here has a symmetry besides the identity; obstacles under it keep one.
    const modes = symmetryModes(empty.board).filter((m) => m !== 'none');
    const mode: SymmetryMode = modes[modePick % modes.length]!;
    const counts = reachableObstacleCounts(empty, mode)!.filter((n) => n <= 8);
    const count = counts[countPick % counts.length]!;
    const placed = placeObstacles(empty, { count, kinds: ['cushion', 'bumper', 'hole'], symmetry: mode, seed });
    if (!placed.ok) throw new Error(placed.error.code);
    const { board } = placed.value;
    // Marbles on three cells in four, so that long lines form in every direction.
    const owners = board.tiles.map((t, i) => (t === 'cell' ? marbles[i]! : 0));
    return { board, owners };
  });

describe('drops on a symmetric board', () => {
  it('resolving a drop commutes with every symmetry of the board (property)', () => {
    fc.assert(
      fc.property(SYMMETRIC, fc.nat(), fc.integer({ min: 1, max: 3 }), (setup, pick, player) => {
        const symmetries = boardSymmetries(setup.board);
        expect(symmetries.length).toBeGreaterThan(1);
        for (const t of symmetries) {
          // A symmetry gives back the very board, so the drop is compared on one board.
          expect(transformSetup(setup, t).board).toEqual(setup.board);
          expectDropCommutes(setup, t, pick, player);
        }
      }),
      { numRuns: 150 },
    );
  });
});
