import type { Board } from './board';
import {
  type LatticeTransform,
  LATTICE_TRANSFORMS,
  TURNS,
  composeTransforms,
  imageFrame,
  latticeTransform,
  outlineOrigin,
} from './transform';

/** Which cells an editor paints together: a mirror, or turns of 180, 120, 90 or 60 degrees. */
export type SymmetryMode = 'none' | 'mirror' | '2' | '3' | '4' | '6';

export const SYMMETRY_MODES: readonly SymmetryMode[] = ['none', 'mirror', '2', '3', '4', '6'];

/**
 * selfImages[i]: the layout index that `t` sends index i to when the board is put back where it
 * was (its outline's corner kept in place), or null past the layout's edge.
 */
function selfImages(board: Board, t: LatticeTransform): (number | null)[] {
  const frame = imageFrame(board, t);
  const [top, left] = outlineOrigin(board);
  return board.tiles.map((_, i) => {
    const [fr, fc] = frame.point(i);
    const r = fr + top;
    const c = fc + left;
    return r >= 0 && r < board.rows && c >= 0 && c < board.cols ? r * board.cols + c : null;
  });
}

/** Whether `t` maps the outline and the obstacles onto themselves (marbles are not looked at). */
function isSymmetry(board: Board, t: LatticeTransform): boolean {
  const images = selfImages(board, t);
  return board.tiles.every((tile, i) => {
    if (tile === 'gap') return true;
    const to = images[i];
    return to !== null && to !== undefined && board.tiles[to] === tile;
  });
}

/** The transforms of the board's lattice that leave its layout as it is, the identity first. */
export function boardSymmetries(board: Board): LatticeTransform[] {
  return LATTICE_TRANSFORMS[board.lattice].filter((t) => isSymmetry(board, t));
}

/** The transforms that could generate a mode on this lattice, best first, before asking the board. */
function generatorCandidates(board: Board, mode: SymmetryMode): readonly LatticeTransform[] {
  const { lattice } = board;
  const turns = TURNS[lattice];
  switch (mode) {
    case 'none':
      return [latticeTransform(lattice, 0)];
    case 'mirror': {
      // Left-right first, then up-down (a half turn after it), then the slanted mirrors.
      const mirrors = LATTICE_TRANSFORMS[lattice].filter((t) => t.mirrored);
      const preferred = [0, turns / 2].map((n) => latticeTransform(lattice, n, true));
      return [...preferred, ...mirrors.filter((t) => !preferred.includes(t))];
    }
    case '2':
    case '3':
    case '4':
    case '6': {
      const order = Number(mode);
      return turns % order === 0 ? [latticeTransform(lattice, turns / order)] : [];
    }
  }
}

/** The transform whose powers make the mode's group on this board, or null when the board lacks it. */
function modeGenerator(board: Board, mode: SymmetryMode): LatticeTransform | null {
  return generatorCandidates(board, mode).find((t) => isSymmetry(board, t)) ?? null;
}

/** The modes the board supports: `none` always, the others when the board has their symmetry. */
export function symmetryModes(board: Board): SymmetryMode[] {
  return SYMMETRY_MODES.filter((mode) => modeGenerator(board, mode) !== null);
}

/** The group a mode makes on the board (the identity first), or null when the board lacks it. */
export function modeTransforms(board: Board, mode: SymmetryMode): LatticeTransform[] | null {
  const generator = modeGenerator(board, mode);
  if (!generator) return null;
  const group = [latticeTransform(board.lattice, 0)];
  for (let t = generator; t !== group[0]; t = composeTransforms(generator, t)) group.push(t);
  return group;
}

/**
 * The layout indices to paint together with `cell` under the mode, `cell` among them, in index
 * order; null when the board lacks the mode's symmetry.
 */
export function orbitOf(board: Board, cell: number, mode: SymmetryMode): number[] | null {
  const group = modeTransforms(board, mode);
  if (!group) return null;
  const orbit = new Set<number>();
  for (const t of group) {
    const to = selfImages(board, t)[cell];
    if (to !== null && to !== undefined) orbit.add(to);
  }
  return [...orbit].sort((a, b) => a - b);
}

/** The board's playable cells split into the orbits of the mode, or null when the board lacks it. */
export function playableOrbits(board: Board, mode: SymmetryMode): number[][] | null {
  const group = modeTransforms(board, mode);
  if (!group) return null;
  const images = group.map((t) => selfImages(board, t));
  const seen = new Set<number>();
  const orbits: number[][] = [];
  for (const cell of board.playable) {
    if (seen.has(cell)) continue;
    const orbit = [...new Set(images.map((img) => img[cell]!))].sort((a, b) => a - b);
    for (const c of orbit) seen.add(c);
    orbits.push(orbit);
  }
  return orbits;
}
