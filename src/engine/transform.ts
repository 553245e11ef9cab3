import { type Board, type Setup, type Tile, MAX_SIDE } from './board';
import type { LatticeKind } from './lattice';
import { type Result, err, ok } from './result';

/**
 * One symmetry of a lattice: a left-right mirror when `mirrored`, then `turns` clockwise turns
 * (of 90 degrees on the square lattice, 60 on the hex one). Both are linear on storage
 * coordinates (axial ones on hex), so `matrix` [a, b, c, d] sends the step (dr, dc) to
 * (a·dr + b·dc, c·dr + d·dc); a layout's position on the plane is settled by re-cropping.
 */
export interface LatticeTransform {
  readonly lattice: LatticeKind;
  readonly turns: number;
  readonly mirrored: boolean;
  readonly matrix: readonly [number, number, number, number];
}

type Matrix = LatticeTransform['matrix'];

/** A row and column in storage; they may lie outside any layout. */
export type Point = readonly [row: number, col: number];

const IDENTITY_MATRIX: Matrix = [1, 0, 0, 1];

/**
 * Clockwise as drawn, rows growing downward. Hex: row r is drawn r/2 cells right, so the drawn
 * x of (r, c) is c + r/2; keeping it under a mirror gives c' = -c - r, and a turn takes the
 * step east (0, 1) to south-east (1, 0).
 */
const TURN: Readonly<Record<LatticeKind, Matrix>> = { square: [0, 1, -1, 0], hex: [1, 1, -1, 0] };
const MIRROR: Readonly<Record<LatticeKind, Matrix>> = { square: [1, 0, 0, -1], hex: [1, 0, -1, -1] };

/** Turns in a full circle: 4 on the square lattice, 6 on the hex one. */
export const TURNS: Readonly<Record<LatticeKind, number>> = { square: 4, hex: 6 };

/** `second` after `first`. */
function compose(second: Matrix, first: Matrix): Matrix {
  const [a, b, c, d] = second;
  const [e, f, g, h] = first;
  return [a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h];
}

function sameMatrix(x: Matrix, y: Matrix): boolean {
  return x.every((v, i) => v === y[i]);
}

function groupOf(lattice: LatticeKind): readonly LatticeTransform[] {
  const group: LatticeTransform[] = [];
  for (const mirrored of [false, true]) {
    let matrix = mirrored ? MIRROR[lattice] : IDENTITY_MATRIX;
    for (let turns = 0; turns < TURNS[lattice]; turns++) {
      group.push({ lattice, turns, mirrored, matrix });
      matrix = compose(TURN[lattice], matrix);
    }
  }
  return group;
}

/** Every symmetry of each lattice, the identity first, then the turns, then the mirrored turns. */
export const LATTICE_TRANSFORMS: Readonly<Record<LatticeKind, readonly LatticeTransform[]>> = {
  square: groupOf('square'),
  hex: groupOf('hex'),
};

/** The transform `turns` clockwise turns (negative: counter-clockwise) after an optional mirror. */
export function latticeTransform(lattice: LatticeKind, turns: number, mirrored = false): LatticeTransform {
  const n = TURNS[lattice];
  return LATTICE_TRANSFORMS[lattice][(mirrored ? n : 0) + (((turns % n) + n) % n)]!;
}

function byMatrix(lattice: LatticeKind, matrix: Matrix): LatticeTransform {
  return LATTICE_TRANSFORMS[lattice].find((t) => sameMatrix(t.matrix, matrix))!;
}

/** `second` applied after `first`. */
export function composeTransforms(second: LatticeTransform, first: LatticeTransform): LatticeTransform {
  return byMatrix(first.lattice, compose(second.matrix, first.matrix));
}

function transformPoint(t: LatticeTransform, [r, c]: Point): Point {
  const [a, b, cc, d] = t.matrix;
  return [a * r + b * c, cc * r + d * c];
}

function pointOf(board: Board, cell: number): Point {
  return [Math.floor(cell / board.cols), cell % board.cols];
}

/** The smallest storage rectangle holding the points, as its top-left corner and size. */
export function boundsOf(points: readonly Point[]): {
  readonly origin: Point;
  readonly rows: number;
  readonly cols: number;
} {
  const rows = points.map((p) => p[0]);
  const cols = points.map((p) => p[1]);
  const top = Math.min(...rows);
  const left = Math.min(...cols);
  return { origin: [top, left], rows: Math.max(...rows) - top + 1, cols: Math.max(...cols) - left + 1 };
}

function outlinePoints(board: Board): Point[] {
  return board.tiles.flatMap((tile, i) => (tile === 'gap' ? [] : [pointOf(board, i)]));
}

/** The top-left corner of the smallest rectangle holding the board's non-gap tiles. */
export function outlineOrigin(board: Board): Point {
  return boundsOf(outlinePoints(board)).origin;
}

/** Where a transform puts a board: the size of the re-cropped layout and where each index lands in it. */
export interface ImageFrame {
  readonly rows: number;
  readonly cols: number;
  /** Where layout index `cell` lands; outside the frame only for a gap beyond the outline. */
  point(cell: number): Point;
}

export function imageFrame(board: Board, t: LatticeTransform): ImageFrame {
  const bounds = boundsOf(outlinePoints(board).map((p) => transformPoint(t, p)));
  const [top, left] = bounds.origin;
  return {
    rows: bounds.rows,
    cols: bounds.cols,
    point(cell) {
      const [r, c] = transformPoint(t, pointOf(board, cell));
      return [r - top, c - left];
    },
  };
}

/** images[i]: the index layout index i lands on, or null for a gap that falls outside the new layout. */
export function cellImages(board: Board, t: LatticeTransform): (number | null)[] {
  const frame = imageFrame(board, t);
  return board.tiles.map((_, i) => {
    const [r, c] = frame.point(i);
    return r >= 0 && r < frame.rows && c >= 0 && c < frame.cols ? r * frame.cols + c : null;
  });
}

/** A board of these tiles, its playable cells listed. */
export function boardOf(lattice: LatticeKind, rows: number, cols: number, tiles: readonly Tile[]): Board {
  return { lattice, rows, cols, tiles, playable: tiles.flatMap((t, i) => (t === 'cell' ? [i] : [])) };
}

/** The setup with every tile and marble of `setup` at `images[i]`, gaps everywhere else. */
function placed(setup: Setup, rows: number, cols: number, images: readonly (number | null)[]): Setup {
  const { board, owners } = setup;
  const tiles = new Array<Tile>(rows * cols).fill('gap');
  const moved = new Array<number>(rows * cols).fill(0);
  images.forEach((to, from) => {
    if (to === null) return;
    tiles[to] = board.tiles[from]!;
    moved[to] = owners[from] ?? 0;
  });
  return { board: boardOf(board.lattice, rows, cols, tiles), owners: moved };
}

/** The setup as `t` maps it, cropped to its outline: the identity only crops. */
export function transformSetup(setup: Setup, t: LatticeTransform): Setup {
  const frame = imageFrame(setup.board, t);
  return placed(setup, frame.rows, frame.cols, cellImages(setup.board, t));
}

/** Mirrored left to right as drawn. */
export function mirrorSetup(setup: Setup): Setup {
  return transformSetup(setup, latticeTransform(setup.board.lattice, 0, true));
}

/** Turned clockwise by `turns` steps of 90 degrees (square) or 60 degrees (hex); negative turns go counter-clockwise. */
export function rotateSetup(setup: Setup, turns: number): Setup {
  return transformSetup(setup, latticeTransform(setup.board.lattice, turns));
}

export interface ShiftProblem {
  readonly code: 'tile-off-layout';
  /** The first non-gap tile, by index, that would leave the layout. */
  readonly cell: number;
  readonly max: number;
}

/**
 * Every tile moved `dr` rows and `dc` columns in storage (on hex a translation of the lattice too:
 * a row down is a step south-east). The layout keeps its size and drops only gaps; where a non-gap
 * tile would leave it, it grows on that side instead, up to MAX_SIDE, so a board that fills its
 * layout moves against a new margin of gaps.
 */
export function shiftSetup(setup: Setup, dr: number, dc: number): Result<Setup, ShiftProblem> {
  const { board } = setup;
  const moved = board.tiles.map((_, i): Point => {
    const [r, c] = pointOf(board, i);
    return [r + dr, c + dc];
  });
  const solid = moved.filter((_, i) => board.tiles[i] !== 'gap');
  // Past the top or left edge the layout grows there: everything moves back into it.
  const top = Math.max(0, -Math.min(...solid.map((p) => p[0])));
  const left = Math.max(0, -Math.min(...solid.map((p) => p[1])));
  const points = moved.map(([r, c]): Point => [r + top, c + left]);
  const rows = Math.max(board.rows + top, ...solid.map((p) => p[0] + top + 1));
  const cols = Math.max(board.cols + left, ...solid.map((p) => p[1] + left + 1));
  if (rows > MAX_SIDE || cols > MAX_SIDE) {
    const off = board.tiles.findIndex((tile, i) => {
      const [r, c] = points[i]!;
      return tile !== 'gap' && (r >= MAX_SIDE || c >= MAX_SIDE);
    });
    return err({ code: 'tile-off-layout', cell: Math.max(off, 0), max: MAX_SIDE });
  }
  const images = points.map(([r, c]) => (r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : null));
  return ok(placed(setup, rows, cols, images));
}
