import type { Board } from '../engine/board';
import { DIRECTIONS } from '../engine/lattice';
import { type Vec3, normalize } from './vec';

/**
 * Neighbouring cell centres are 1 apart, so a marble of this radius leaves a small gap between
 * neighbours. A marble rolling diagonally on a square board passes its two orthogonal neighbours
 * at half a diagonal, 0.707: the radius must stay below half that, or they would overlap (at 0.36
 * they did, by 0.013).
 */
export const MARBLE_RADIUS = 0.35;

export interface Extent {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

const HALF_SQRT3 = Math.sqrt(3) / 2;

/** Uncentred lattice coordinates [x, z] of a (row, column), which may lie off the layout. */
function rawPlanar(board: Board, r: number, c: number): readonly [number, number] {
  return board.lattice === 'square' ? [c, r] : [c + r / 2, r * HALF_SQRT3];
}

function bounds(points: readonly (readonly [number, number])[]): Extent {
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) };
}

function nonGapRaw(board: Board): (readonly [number, number])[] {
  return board.tiles.flatMap((tile, i) =>
    tile === 'gap' ? [] : [rawPlanar(board, Math.floor(i / board.cols), i % board.cols)],
  );
}

/** What rawPlanar subtracts to centre the board on the origin; computed once per board. */
const offsets = new WeakMap<Board, readonly [number, number]>();

function offsetOf(board: Board): readonly [number, number] {
  let offset = offsets.get(board);
  if (offset === undefined) {
    // The middle of the layout's storage: painting a cell at the rim in the editor leaves the
    // others where they are. On hex the storage is a parallelogram whose middle is that of a hexagon.
    offset = rawPlanar(board, (board.rows - 1) / 2, (board.cols - 1) / 2);
    offsets.set(board, offset);
  }
  return offset;
}

/** Centre of the (row, column) position at marble height, whether or not the layout has it. */
function latticePoint(board: Board, r: number, c: number): Vec3 {
  const [x, z] = rawPlanar(board, r, c);
  const [ox, oz] = offsetOf(board);
  return [x - ox, MARBLE_RADIUS, z - oz];
}

/** Where a marble resting on `cell` has its centre. */
export function cellCenter(board: Board, cell: number): Vec3 {
  return latticePoint(board, Math.floor(cell / board.cols), cell % board.cols);
}

const extents = new WeakMap<Board, Extent>();

/**
 * The bounding box of every tile centre that is part of the board (all but gaps); computed once
 * per board, since every move's animation asks for it.
 */
export function boardExtent(board: Board): Extent {
  let extent = extents.get(board);
  if (extent === undefined) {
    const [ox, oz] = offsetOf(board);
    const b = bounds(nonGapRaw(board));
    extent = { minX: b.minX - ox, maxX: b.maxX - ox, minZ: b.minZ - oz, maxZ: b.maxZ - oz };
    extents.set(board, extent);
  }
  return extent;
}

/** The centre of the position one step from `from` in `dir`, even when that step leaves the layout. */
export function offBoardPoint(board: Board, from: number, dir: number): Vec3 {
  const d = DIRECTIONS[board.lattice][dir]!;
  return latticePoint(board, Math.floor(from / board.cols) + d.dr, (from % board.cols) + d.dc);
}

/** Unit world vector of engine direction `dir` (square diagonals point between two axes). */
export function directionVector(board: Board, dir: number): Vec3 {
  const [x0, z0] = rawPlanar(board, 0, 0);
  const d = DIRECTIONS[board.lattice][dir]!;
  const [x1, z1] = rawPlanar(board, d.dr, d.dc);
  return normalize([x1 - x0, 0, z1 - z0]);
}
