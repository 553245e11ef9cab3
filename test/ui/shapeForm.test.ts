import { describe, expect, test } from 'vitest';
import { generateShape } from '../../src/engine/shapes';
import {
  DEFAULT_SHAPE_FORM,
  SHAPE_KINDS,
  SHAPE_NUMBERS,
  choosesLattice,
  shapeSpec,
} from '../../src/ui/editor/shapeForm';

describe('shapeSpec', () => {
  test('gives each shape the numbers the form shows for it, and the lattice where it has a choice', () => {
    for (const shape of SHAPE_KINDS) {
      const spec = shapeSpec({ ...DEFAULT_SHAPE_FORM, shape, lattice: 'hex' });
      const keys = Object.keys(spec).filter((k) => k !== 'shape' && k !== 'lattice');
      expect(keys.sort(), shape).toEqual([...SHAPE_NUMBERS[shape]].sort());
      expect('lattice' in spec, shape).toBe(choosesLattice(shape));
      if ('lattice' in spec) expect(spec.lattice).toBe('hex');
    }
  });

  test('the default numbers make a board of every shape on both lattices', () => {
    for (const shape of SHAPE_KINDS) {
      for (const lattice of ['square', 'hex'] as const) {
        expect(generateShape(shapeSpec({ ...DEFAULT_SHAPE_FORM, shape, lattice })).ok, `${shape} ${lattice}`).toBe(
          true,
        );
      }
    }
  });

  test('passes the numbers on as typed: the generator judges them', () => {
    expect(shapeSpec({ ...DEFAULT_SHAPE_FORM, shape: 'rectangle', rows: 30, cols: 2 })).toEqual({
      shape: 'rectangle',
      rows: 30,
      cols: 2,
    });
    expect(shapeSpec({ ...DEFAULT_SHAPE_FORM, shape: 'blob', lattice: 'square', cells: 12, seed: 7 })).toEqual({
      shape: 'blob',
      lattice: 'square',
      cells: 12,
      seed: 7,
    });
  });
});
