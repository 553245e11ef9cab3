import { boardExtent, cellCenter, directionVector, trayPosition, MARBLE_RADIUS } from '../anim/geometry';
import type { Board } from '../engine/board';
import { DIRECTIONS } from '../engine/lattice';

/** A point on the table plane: [x, z] in world units, a cell being 1 across. */
export type Planar = readonly [number, number];

/** Depth of the board's tiles and of the frame around them; their top surface is y = 0. */
export const TILE_DEPTH = 0.3;
/** The floor the board stands on; marbles falling off the board sink out of sight through it. */
export const FLOOR_Y = -0.9;
/** How far a coordinate label sits from the centre of its edge cell. */
const LABEL_OFFSET = 0.68;
/** The least distance between two labels' centres that keeps them apart at a glance. */
const LABEL_SPACING = 0.8;
/** Clear space around the trays and labels on the frame. */
const FRAME_MARGIN = 0.4;

const HEX_CIRCUMRADIUS = 0.5 / Math.cos(Math.PI / 6);

/** The outline of one cell around its centre: a unit square, or a hexagon whose edges face its neighbours. */
export function cellOutline(board: Board): Planar[] {
  if (board.lattice === 'square') {
    return [
      [-0.5, -0.5],
      [0.5, -0.5],
      [0.5, 0.5],
      [-0.5, 0.5],
    ];
  }
  return Array.from({ length: 6 }, (_, k) => {
    const angle = Math.PI / 6 + (k * Math.PI) / 3;
    return [HEX_CIRCUMRADIUS * Math.cos(angle), HEX_CIRCUMRADIUS * Math.sin(angle)] as const;
  });
}

/** Every layout index that is part of the board: all but gaps. */
export function solidCells(board: Board): number[] {
  return board.tiles.flatMap((tile, i) => (tile === 'gap' ? [] : [i]));
}

export function planarCenter(board: Board, cell: number): Planar {
  const [x, , z] = cellCenter(board, cell);
  return [x, z];
}

function cross(o: Planar, a: Planar, b: Planar): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** The convex hull, counter-clockwise in (x, z), by the monotone chain. */
export function convexHull(points: readonly Planar[]): Planar[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const half = (input: readonly Planar[]): Planar[] => {
    const out: Planar[] = [];
    for (const p of input) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 1e-9) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** True when `p` is inside the counter-clockwise convex polygon, `inset` away from every edge. */
export function insideConvex(polygon: readonly Planar[], p: Planar, inset = 0): boolean {
  return polygon.every((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!;
    const edge = Math.hypot(b[0] - a[0], b[1] - a[1]);
    return cross(a, b, p) / edge > inset;
  });
}

/** The outline of the board's tiles: where the frame around the board begins. */
export function boardHull(board: Board): Planar[] {
  const outline = cellOutline(board);
  const corners = solidCells(board).flatMap((cell) => {
    const [x, z] = planarCenter(board, cell);
    return outline.map(([dx, dz]): Planar => [x + dx, z + dz]);
  });
  return convexHull(corners);
}

export interface Label {
  readonly text: string;
  readonly at: Planar;
}

function directionIndex(board: Board, dr: number, dc: number): number {
  return DIRECTIONS[board.lattice].findIndex((d) => d.dr === dr && d.dc === dc);
}

/** Moves a label outward until it clears the board, so it always lands on the frame. */
function clearOfBoard(hull: readonly Planar[], at: Planar, outward: Planar): Planar {
  let p = at;
  for (let i = 0; i < 12 && insideConvex(hull, p, -0.12); i++) {
    p = [p[0] + outward[0] * 0.2, p[1] + outward[1] * 0.2];
  }
  return p;
}

interface Candidate extends Label {
  readonly outward: Planar;
}

/** Beyond the first solid cell met from one end of a line of cells, in the direction `outward`. */
function labelBeyond(
  board: Board,
  hull: readonly Planar[],
  cells: readonly number[],
  outward: Planar,
  text: string,
): Candidate | null {
  const edge = cells.find((cell) => board.tiles[cell] !== 'gap');
  if (edge === undefined) return null;
  const [x, z] = planarCenter(board, edge);
  const at: Planar = [x + outward[0] * LABEL_OFFSET, z + outward[1] * LABEL_OFFSET];
  return { text, at: clearOfBoard(hull, at, outward), outward };
}

/**
 * Coordinates for the frame, on all four sides so that every seat can read a set that its own tray
 * does not hide: file letters beyond both ends of each column, rank numbers beyond both ends of each
 * row. Near labels (below, left) come first; a label that would crowd one already placed moves a
 * little further out, or is left out when its other end already names that file or rank. Holds for
 * both lattices and any outline.
 */
export function coordinateLabels(board: Board): Label[] {
  const hull = boardHull(board);
  const [dx, , dz] = directionVector(board, directionIndex(board, 1, 0));
  const rows = Array.from({ length: board.rows }, (_, r) => r);
  const cols = Array.from({ length: board.cols }, (_, c) => c);
  const column = (c: number) => rows.map((r) => r * board.cols + c);
  const row = (r: number) => cols.map((c) => r * board.cols + c);
  const file = (c: number) => String.fromCharCode(97 + c);
  const rank = (r: number) => String(board.rows - r);
  const candidates = [
    ...cols.map((c) => labelBeyond(board, hull, column(c).reverse(), [dx, dz], file(c))),
    ...rows.map((r) => labelBeyond(board, hull, row(r), [-1, 0], rank(r))),
    ...cols.map((c) => labelBeyond(board, hull, column(c), [-dx, -dz], file(c))),
    ...rows.map((r) => labelBeyond(board, hull, row(r).reverse(), [1, 0], rank(r))),
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

/** The frame's outer edge: room for the board, every tray slot and every label. */
export function frameRect(board: Board, grooves: readonly TrayGroove[], labels: readonly Label[]): Rect {
  const points: Planar[] = [...boardHull(board)];
  const reach = MARBLE_RADIUS + FRAME_MARGIN;
  for (const g of grooves) {
    for (const [x, z] of [g.from, g.to]) points.push([x - reach, z - reach], [x + reach, z + reach]);
  }
  for (const { at } of labels)
    points.push([at[0] - FRAME_MARGIN, at[1] - FRAME_MARGIN], [at[0] + FRAME_MARGIN, at[1] + FRAME_MARGIN]);
  const extent = boardExtent(board);
  const rim = 0.5 + FRAME_MARGIN;
  points.push([extent.minX - rim, extent.minZ - rim], [extent.maxX + rim, extent.maxZ + rim]);
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) };
}

/**
 * The board cell under a point of the table plane, or null off the board. The nearest centre wins,
 * which is exactly the cell's square or hexagon.
 */
export function cellAtPoint(board: Board, x: number, z: number): number | null {
  const reach = board.lattice === 'square' ? 0.5 : HEX_CIRCUMRADIUS;
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const cell of solidCells(board)) {
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
