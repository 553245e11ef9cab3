import type { LatticeKind } from '../../engine/lattice';
import type { ShapeSpec } from '../../engine/shapes';

export type ShapeKind = ShapeSpec['shape'];

/** Every number a shape may ask for. */
export type ShapeNumber = 'rows' | 'cols' | 'side' | 'size' | 'cut' | 'arm' | 'hole' | 'cells' | 'seed';

/** What the shape picker holds: the shape, its lattice, and a value for every number any shape asks for. */
export interface ShapeForm extends Readonly<Record<ShapeNumber, number>> {
  readonly shape: ShapeKind;
  readonly lattice: LatticeKind;
}

/** Odd sizes, so that the same numbers suit the hex lattice too. */
export const DEFAULT_SHAPE_FORM: ShapeForm = {
  shape: 'rectangle',
  lattice: 'square',
  rows: 7,
  cols: 7,
  side: 4,
  size: 9,
  cut: 2,
  arm: 3,
  hole: 3,
  cells: 40,
  seed: 1,
};

/** The numbers each shape asks for, in the order the form shows them. */
export const SHAPE_NUMBERS: Readonly<Record<ShapeKind, readonly ShapeNumber[]>> = {
  rectangle: ['rows', 'cols'],
  hexagon: ['side'],
  'cut-corners': ['size', 'cut'],
  cross: ['size', 'arm'],
  diamond: ['size'],
  disc: ['size'],
  ring: ['size', 'hole'],
  blob: ['cells', 'seed'],
};

export const SHAPE_KINDS = Object.keys(SHAPE_NUMBERS) as ShapeKind[];

/** A rectangle is always square-celled and a hexagon hex-celled; the other shapes come on either lattice. */
export function choosesLattice(shape: ShapeKind): boolean {
  return shape !== 'rectangle' && shape !== 'hexagon';
}

/** The generator's spec for the form; the generator itself says what is out of range. */
export function shapeSpec(form: ShapeForm): ShapeSpec {
  const { lattice } = form;
  switch (form.shape) {
    case 'rectangle':
      return { shape: 'rectangle', rows: form.rows, cols: form.cols };
    case 'hexagon':
      return { shape: 'hexagon', side: form.side };
    case 'cut-corners':
      return { shape: 'cut-corners', lattice, size: form.size, cut: form.cut };
    case 'cross':
      return { shape: 'cross', lattice, size: form.size, arm: form.arm };
    case 'diamond':
      return { shape: 'diamond', lattice, size: form.size };
    case 'disc':
      return { shape: 'disc', lattice, size: form.size };
    case 'ring':
      return { shape: 'ring', lattice, size: form.size, hole: form.hole };
    case 'blob':
      return { shape: 'blob', lattice, cells: form.cells, seed: form.seed };
  }
}
