export type LatticeKind = 'square' | 'hex';

export const LATTICES: readonly LatticeKind[] = ['square', 'hex'];

export interface Direction {
  /** Row step; rows grow downward. */
  readonly dr: number;
  readonly dc: number;
  /** Compass name as the direction is drawn on screen. */
  readonly name: string;
}

/** The order matters: the push list reports pushes of one phase in this order. */
const SQUARE: readonly Direction[] = [
  { dr: -1, dc: 0, name: 'n' },
  { dr: 1, dc: 0, name: 's' },
  { dr: 0, dc: -1, name: 'w' },
  { dr: 0, dc: 1, name: 'e' },
  { dr: -1, dc: -1, name: 'nw' },
  { dr: -1, dc: 1, name: 'ne' },
  { dr: 1, dc: -1, name: 'sw' },
  { dr: 1, dc: 1, name: 'se' },
];

/** Axial storage: row r is drawn shifted right by r/2, so (-1,0) points up-left. */
const HEX: readonly Direction[] = [
  { dr: 0, dc: 1, name: 'e' },
  { dr: 0, dc: -1, name: 'w' },
  { dr: -1, dc: 0, name: 'nw' },
  { dr: 1, dc: 0, name: 'se' },
  { dr: -1, dc: 1, name: 'ne' },
  { dr: 1, dc: -1, name: 'sw' },
];

export const DIRECTIONS: Readonly<Record<LatticeKind, readonly Direction[]>> = { square: SQUARE, hex: HEX };

function oppositesOf(dirs: readonly Direction[]): readonly number[] {
  return dirs.map((d) => dirs.findIndex((o) => o.dr === -d.dr && o.dc === -d.dc));
}

/** OPPOSITE[lattice][i] is the index of the direction pointing back along direction i. */
export const OPPOSITE: Readonly<Record<LatticeKind, readonly number[]>> = {
  square: oppositesOf(SQUARE),
  hex: oppositesOf(HEX),
};

export function isLattice(value: unknown): value is LatticeKind {
  return value === 'square' || value === 'hex';
}
