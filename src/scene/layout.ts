import { MARBLE_RADIUS, directionVector } from '../anim/geometry';
import {
  GUTTER_WIDTH,
  HEX_CIRCUMRADIUS,
  type Planar,
  distanceToLeave,
  gutterOutline,
  planarCenter,
  solidCells,
} from '../anim/outline';
import { trayPosition } from '../anim/trays';
import type { Board } from '../engine/board';
import { DIRECTIONS } from '../engine/lattice';

/** Depth of the board's tiles and of the frame around them; their top surface is y = 0. */
export const TILE_DEPTH = 0.3;
/** The floor the board stands on; marbles falling off the board sink out of sight through it. */
export const FLOOR_Y = -0.9;
/** The least distance between two labels' centres that keeps them apart at a glance. */
const LABEL_SPACING = 0.8;
/** The height of the coordinates' text on the frame. */
export const LABEL_SIZE = 0.38;
/**
 * Labels run along the gutter's edge, their text just clear of it, on the side of the lip away
 * from the trays: seen from a seat, the near tray's marbles hide the frame a little in front of them.
 */
const LABEL_CLEARANCE = 0.25;
/** Clear space around the gutter, the trays and the labels on the frame. */
export const FRAME_MARGIN = 0.4;

export interface Label {
  readonly text: string;
  readonly at: Planar;
}

function directionIndex(board: Board, dr: number, dc: number): number {
  return DIRECTIONS[board.lattice].findIndex((d) => d.dr === dr && d.dc === dc);
}

interface Candidate extends Label {
  readonly outward: Planar;
}

/**
 * Beyond the first solid cell met from one end of a line of cells, in the direction `outward`: on
 * the frame, across the gutter, so the label never lies over the trench.
 */
function labelBeyond(board: Board, cells: readonly number[], outward: Planar, text: string): Candidate | null {
  const edge = cells.find((cell) => board.tiles[cell] !== 'gap');
  if (edge === undefined) return null;
  const from = planarCenter(board, edge);
  const out = distanceToLeave(gutterOutline(board), from, outward, LABEL_CLEARANCE);
  return { text, at: [from[0] + outward[0] * out, from[1] + outward[1] * out], outward };
}

/**
 * Where the ranks are written: on the frame beyond the gutter, or in the well, on the gutter's floor
 * between the tiles and the frame. A picture taller than wide (a phone held upright) is as wide as
 * the frame, and ranks on the frame cost its grid a tenth of that width.
 */
export type RankPlace = 'frame' | 'well';

function lineIndices(board: Board) {
  const rows = Array.from({ length: board.rows }, (_, r) => r);
  const cols = Array.from({ length: board.cols }, (_, c) => c);
  return {
    rows,
    cols,
    column: (c: number) => rows.map((r) => r * board.cols + c),
    row: (r: number) => cols.map((c) => r * board.cols + c),
    file: (c: number) => String.fromCharCode(97 + c),
    rank: (r: number) => String(board.rows - r),
  };
}

/**
 * Coordinates for the frame, on all four sides so that every seat can read a set that its own tray
 * does not hide: file letters beyond both ends of each column, rank numbers beyond both ends of each
 * row (or none, with the ranks in the well). Near labels (below, left) come first; a label that
 * would crowd one already placed moves a little further out, or is left out when its other end
 * already names that file or rank. Holds for both lattices and any outline.
 */
export function coordinateLabels(board: Board, ranks: RankPlace = 'frame'): Label[] {
  const [dx, , dz] = directionVector(board, directionIndex(board, 1, 0));
  const { rows, cols, column, row, file, rank } = lineIndices(board);
  const onFrame = ranks === 'frame';
  const candidates = [
    ...cols.map((c) => labelBeyond(board, column(c).reverse(), [dx, dz], file(c))),
    ...(onFrame ? rows.map((r) => labelBeyond(board, row(r), [-1, 0], rank(r))) : []),
    ...cols.map((c) => labelBeyond(board, column(c), [-dx, -dz], file(c))),
    ...(onFrame ? rows.map((r) => labelBeyond(board, row(r).reverse(), [1, 0], rank(r))) : []),
  ];
  const placed: Label[] = [];
  const clear = (at: Planar) => placed.every((p) => Math.hypot(p.at[0] - at[0], p.at[1] - at[1]) > LABEL_SPACING);
  for (const candidate of candidates) {
    if (!candidate) continue;
    const named = placed.some((p) => p.text === candidate.text);
    const steps = named ? [0] : [0, 1, 2, 3, 4, 5, 6];
    const spot = steps
      .map((k): Planar => [
        candidate.at[0] + candidate.outward[0] * 0.3 * k,
        candidate.at[1] + candidate.outward[1] * 0.3 * k,
      ])
      .find(clear);
    if (spot) placed.push({ text: candidate.text, at: spot });
  }
  return placed;
}

/**
 * The ranks in the well, left and right of each row, half-way across the gutter: out of the way
 * of every marble at rest, and inside the frame's width.
 */
export function wellLabels(board: Board): Label[] {
  const { rows, row, rank } = lineIndices(board);
  const inWell = (cells: readonly number[], outward: Planar, text: string): Label | null => {
    const edge = cells.find((cell) => board.tiles[cell] !== 'gap');
    if (edge === undefined) return null;
    const from = planarCenter(board, edge);
    const out = distanceToLeave(gutterOutline(board), from, outward, -GUTTER_WIDTH / 2);
    return { text, at: [from[0] + outward[0] * out, from[1] + outward[1] * out] };
  };
  return rows
    .flatMap((r) => [inWell(row(r), [-1, 0], rank(r)), inWell([...row(r)].reverse(), [1, 0], rank(r))])
    .filter((label): label is Label => label !== null);
}

/** A tray's groove: from the first to the last slot a full reserve can fill. */
export interface TrayGroove {
  readonly player: number;
  readonly from: Planar;
  readonly to: Planar;
}

export function trayGrooves(board: Board, players: number, marbles: number): TrayGroove[] {
  return Array.from({ length: players }, (_, i) => {
    const player = i + 1;
    const slots = Array.from({ length: marbles }, (_, slot) => trayPosition(board, player, slot));
    const ends = [...slots].sort((a, b) => a[0] - b[0] || a[2] - b[2]);
    const first = ends[0]!;
    const last = ends[ends.length - 1]!;
    return { player, from: [first[0], first[2]], to: [last[0], last[2]] };
  });
}

export interface Rect {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** The frame's outer edge: room for the gutter, every tray slot and every label, with a margin. */
export function frameRect(board: Board, grooves: readonly TrayGroove[], labels: readonly Label[]): Rect {
  const around = (points: readonly Planar[], reach: number): Planar[] =>
    points.flatMap(([x, z]): Planar[] => [
      [x - reach, z - reach],
      [x + reach, z + reach],
    ]);
  const points = [
    ...around(gutterOutline(board), FRAME_MARGIN),
    ...around(
      grooves.flatMap((g) => [g.from, g.to]),
      MARBLE_RADIUS + FRAME_MARGIN,
    ),
    ...around(
      labels.map((l) => l.at),
      FRAME_MARGIN,
    ),
  ];
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) };
}

/** Of the layout positions `among`, the one whose tile (drawn or not) holds the point, or null. */
function positionAmong(board: Board, among: readonly number[], x: number, z: number): number | null {
  const reach = board.lattice === 'square' ? 0.5 : HEX_CIRCUMRADIUS;
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const cell of among) {
    const [cx, cz] = planarCenter(board, cell);
    if (Math.abs(x - cx) > reach || Math.abs(z - cz) > reach) continue;
    const d = Math.hypot(x - cx, z - cz);
    if (d < bestDistance) {
      best = cell;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * The board cell under a point of the table plane, or null off the board. The nearest centre wins,
 * which is exactly the cell's square or hexagon.
 */
export function cellAtPoint(board: Board, x: number, z: number): number | null {
  return positionAmong(board, solidCells(board), x, z);
}

/** Every index of the layout, gaps included. */
function layoutPositions(board: Board): number[] {
  return board.tiles.map((_, i) => i);
}

/** The layout position under a point, gaps included (the editor paints them), or null outside the layout. */
export function positionAtPoint(board: Board, x: number, z: number): number | null {
  return positionAmong(board, layoutPositions(board), x, z);
}

/** The rectangle holding every position of the layout, gaps included, tile edges and all. */
export function layoutRect(board: Board): Rect {
  const reach = board.lattice === 'square' ? 0.5 : HEX_CIRCUMRADIUS;
  const centres = layoutPositions(board).map((i) => planarCenter(board, i));
  const xs = centres.map((p) => p[0]);
  const zs = centres.map((p) => p[1]);
  return {
    minX: Math.min(...xs) - reach,
    maxX: Math.max(...xs) + reach,
    minZ: Math.min(...zs) - reach,
    maxZ: Math.max(...zs) + reach,
  };
}

/** The smallest rectangle holding both. */
export function unionRect(a: Rect, b: Rect): Rect {
  return {
    minX: Math.min(a.minX, b.minX),
    maxX: Math.max(a.maxX, b.maxX),
    minZ: Math.min(a.minZ, b.minZ),
    maxZ: Math.max(a.maxZ, b.maxZ),
  };
}
