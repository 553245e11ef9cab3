import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Setup, MAX_SIDE, countTiles, writeLayout } from '../../src/engine/board';
import { resolveDrop } from '../../src/engine/drop';
import { LATTICES } from '../../src/engine/lattice';
import {
  LATTICE_TRANSFORMS,
  cellImages,
  composeTransforms,
  latticeTransform,
  mirrorSetup,
  rotateSetup,
  shiftSetup,
  transformSetup,
} from '../../src/engine/transform';
import { setupOf } from './helpers';
import { POSITION, cropped, expectDropCommutes, inverseOf } from './transformHelpers';

const layoutOf = (setup: Setup): string[] => writeLayout(setup.board, setup.owners);

describe('lattice transforms', () => {
  it.each([
    ['square', 8],
    ['hex', 12],
  ] as const)('the %s lattice has %i, the identity first, all different', (lattice, count) => {
    const group = LATTICE_TRANSFORMS[lattice];
    expect(group).toHaveLength(count);
    expect(group[0]!.matrix).toEqual([1, 0, 0, 1]);
    expect(new Set(group.map((t) => t.matrix.join()))).toHaveProperty('size', count);
  });

  it.each(LATTICES)('on %s the transforms form a group: closed, with inverses', (lattice) => {
    const group = LATTICE_TRANSFORMS[lattice];
    for (const a of group) {
      expect(group.some((b) => composeTransforms(b, a) === group[0])).toBe(true);
      for (const b of group) expect(group).toContain(composeTransforms(a, b));
    }
  });

  it('counts turns modulo a full circle, negative ones counter-clockwise', () => {
    expect(latticeTransform('square', -1)).toBe(latticeTransform('square', 3));
    expect(latticeTransform('hex', 7)).toBe(latticeTransform('hex', 1));
    expect(latticeTransform('hex', -2, true)).toBe(latticeTransform('hex', 4, true));
  });
});

describe('transforming a setup', () => {
  it.each([
    ['square turned clockwise', setupOf(['1.C', '..-']), (s: Setup) => rotateSetup(s, 1), ['.1', '..', '-C']],
    ['square turned back', setupOf(['1.C', '..-']), (s: Setup) => rotateSetup(s, -1), ['C-', '..', '1.']],
    ['square half turn', setupOf(['1.C', '..-']), (s: Setup) => rotateSetup(s, 2), ['-..', 'C.1']],
    ['square mirrored', setupOf(['1.C', '..-']), mirrorSetup, ['C.1', '-..']],
    // The east neighbour of the hexagon's centre goes south-east.
    ['hex turned', setupOf(['-..', '..1', '..-'], 'hex'), (s: Setup) => rotateSetup(s, 1), ['-..', '...', '.1-']],
    // North-west of the centre, mirrored, is north-east.
    ['hex mirrored', setupOf(['-1.', '...', '..-'], 'hex'), mirrorSetup, ['-.1', '...', '..-']],
    // A parallelogram leaning right turns into one whose storage is a column.
    ['hex parallelogram turned', setupOf(['1B'], 'hex'), (s: Setup) => rotateSetup(s, 1), ['1', 'B']],
    ['hex parallelogram mirrored', setupOf(['1B'], 'hex'), mirrorSetup, ['B1']],
    ['padding cropped', setupOf(['----', '-12-', '----']), (s: Setup) => rotateSetup(s, 0), ['12']],
  ])('%s', (_, setup, transform, expected) => {
    const result = transform(setup);
    expect(layoutOf(result)).toEqual(expected);
    expect(result.board.playable.length).toBe(setup.board.playable.length);
  });

  it('leaves a hexagon and its hole in place under every transform', () => {
    const hex = setupOf(['---....', '--.....', '-......', '...H...', '......-', '.....--', '....---'], 'hex');
    for (const t of LATTICE_TRANSFORMS.hex) expect(layoutOf(transformSetup(hex, t))).toEqual(layoutOf(hex));
  });

  it('maps every index to a cell of the same tile and marble, gaps outside the crop to null', () => {
    const setup = setupOf(['-----', '-1C.-', '-.B2-'], 'square');
    const t = latticeTransform('square', 1, true);
    const image = transformSetup(setup, t);
    const images = cellImages(setup.board, t);
    images.forEach((to, from) => {
      if (setup.board.tiles[from] === 'gap') return;
      expect(to).not.toBeNull();
      expect(image.board.tiles[to!]).toBe(setup.board.tiles[from]);
      expect(image.owners[to!]).toBe(setup.owners[from]);
    });
    expect(images[0]).toBeNull();
  });

  it('keeps tiles and marbles, and undoes itself with its inverse (property)', () => {
    fc.assert(
      fc.property(POSITION, fc.nat(), (setup, pick) => {
        const { lattice } = setup.board;
        const t = LATTICE_TRANSFORMS[lattice][pick % LATTICE_TRANSFORMS[lattice].length]!;
        const image = transformSetup(setup, t);
        for (const tile of ['cell', 'cushion', 'bumper', 'hole'] as const) {
          expect(countTiles(image.board, tile)).toBe(countTiles(setup.board, tile));
        }
        const marbles = (s: Setup): number[] => s.owners.filter((o) => o > 0).sort();
        expect(marbles(image)).toEqual(marbles(setup));
        expect(layoutOf(transformSetup(image, inverseOf(t)))).toEqual(layoutOf(cropped(setup)));
        const other = LATTICE_TRANSFORMS[lattice][(pick >> 4) % LATTICE_TRANSFORMS[lattice].length]!;
        expect(layoutOf(transformSetup(image, other))).toEqual(
          layoutOf(transformSetup(setup, composeTransforms(other, t))),
        );
      }),
    );
  });

  it('resolving a drop commutes with every transform of the lattice (property)', () => {
    fc.assert(
      fc.property(POSITION, fc.nat(), fc.integer({ min: 1, max: 3 }), (setup, pick, player) => {
        for (const t of LATTICE_TRANSFORMS[setup.board.lattice]) expectDropCommutes(setup, t, pick, player);
      }),
      { numRuns: 150 },
    );
  });
});

describe('shifting a setup', () => {
  it.each([
    ['right and down, growing the layout', ['1.', '.C'], 1, 2, ['----', '--1.', '--.C']],
    ['left into the padding, keeping the size', ['---', '-1.', '---'], -1, -1, ['1.-', '---', '---']],
    ['into the padding on the far side', ['1.-', '---'], 1, 1, ['---', '-1.']],
    ['nowhere', ['1.'], 0, 0, ['1.']],
    ['up against the top: a margin of gaps grows below', ['1.', '..'], -1, 0, ['1.', '..', '--']],
    ['left against the edge: a margin grows on the right', ['-1', '.C'], 0, -1, ['-1-', '.C-']],
  ])('%s', (_, layout, dr, dc, expected) => {
    const shifted = shiftSetup(setupOf(layout), dr, dc);
    if (!shifted.ok) throw new Error(shifted.error.code);
    expect(layoutOf(shifted.value)).toEqual(expected);
  });

  it.each([
    ['past the largest layout', ['.'.repeat(MAX_SIDE)], 0, 1, MAX_SIDE - 1],
    ['up past the largest layout', Array.from({ length: MAX_SIDE }, () => '.'), -1, 0, 0],
  ])('refuses to push a tile %s', (_, layout, dr, dc, cell) => {
    expect(shiftSetup(setupOf(layout), dr, dc)).toEqual({
      ok: false,
      error: { code: 'tile-off-layout', cell, max: MAX_SIDE },
    });
  });

  it('is a translation of the hex lattice: every drop resolves the same after it', () => {
    const setup = setupOf(['-1.', '2.B', '.1-'], 'hex');
    const shifted = shiftSetup(setup, 2, 1);
    if (!shifted.ok) throw new Error(shifted.error.code);
    const { board } = shifted.value;
    expect([board.rows, board.cols]).toEqual([5, 4]);
    const at = (cell: number): number => (Math.floor(cell / 3) + 2) * board.cols + (cell % 3) + 1;
    for (const cell of setup.board.playable.filter((c) => setup.owners[c] === 0)) {
      const before = resolveDrop(setup.board, setup.owners, cell, 2);
      const after = resolveDrop(board, shifted.value.owners, at(cell), 2);
      expect(after.returned).toEqual(before.returned);
      expect(before.owners.map((_, i) => after.owners[at(i)])).toEqual(before.owners);
      expect(after.owners.filter((o) => o > 0)).toHaveLength(before.owners.filter((o) => o > 0).length);
    }
  });
});
