import type { Board } from '../engine/board';
import { MARBLE_RADIUS, cellCenter } from './geometry';
import type { Vec3 } from './vec';

/** A point or direction on the table plane: [x, z] in world units, a cell being 1 across. */
export type Planar = readonly [number, number];

/**
 * Width of the open trench between the board's outline and the frame around it. A marble pushed off
 * the board drops into it, so it must be wider than a marble, with room to spare on both sides.
 */
export const GUTTER_WIDTH = 0.85;

export const HEX_CIRCUMRADIUS = 0.5 / Math.cos(Math.PI / 6);

/**
 * The outline of one cell around its centre, counter-clockwise in (x, z): a unit square, or a
 * hexagon whose edges face its neighbours.
 */
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

/** The outline of one tile where it stands on the table. */
export function tileOutline(board: Board, cell: number): Planar[] {
  const [x, z] = planarCenter(board, cell);
  return cellOutline(board).map(([dx, dz]): Planar => [x + dx, z + dz]);
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

interface Edge {
  readonly a: Planar;
  readonly b: Planar;
  /** Unit normal pointing out of the polygon. */
  readonly normal: Planar;
  /** normal · a: how far the edge's line lies from the origin along its normal. */
  readonly offset: number;
}

function edgesOf(polygon: readonly Planar[]): Edge[] {
  return polygon.map((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const normal: Planar = [(b[1] - a[1]) / length, (a[0] - b[0]) / length];
    return { a, b, normal, offset: dot(normal, a) };
  });
}

function dot(u: Planar, v: Planar): number {
  return u[0] * v[0] + u[1] * v[1];
}

/** The convex polygon pushed out by `distance` on every side, its corners mitred (still convex). */
export function offsetConvex(polygon: readonly Planar[], distance: number): Planar[] {
  const edges = edgesOf(polygon);
  return polygon.map((v, i) => {
    const before = edges[(i + edges.length - 1) % edges.length]!.normal;
    const after = edges[i]!.normal;
    // The corner moves along the bisector of the two normals, far enough for both edges to move `distance`.
    const k = distance / (1 + dot(before, after));
    return [v[0] + (before[0] + after[0]) * k, v[1] + (before[1] + after[1]) * k];
  });
}

/** How far the convex polygon reaches along the unit direction `n`. */
export function support(polygon: readonly Planar[], n: Planar): number {
  return Math.max(...polygon.map((p) => dot(p, n)));
}

/**
 * How far one can go from `from`, along the unit `direction`, before leaving the convex polygon
 * pushed out by `margin` on every side (pulled in where `margin` is negative); 0 if already out.
 */
export function distanceToLeave(polygon: readonly Planar[], from: Planar, direction: Planar, margin: number): number {
  let reach = Infinity;
  for (const edge of edgesOf(polygon)) {
    const closing = dot(edge.normal, direction);
    if (closing > 1e-12) reach = Math.min(reach, (edge.offset + margin - dot(edge.normal, from)) / closing);
  }
  return Math.max(0, reach);
}

/** Distance from `p` to the convex polygon; 0 inside it. */
export function distanceToConvex(polygon: readonly Planar[], p: Planar): number {
  if (insideConvex(polygon, p)) return 0;
  return Math.min(
    ...edgesOf(polygon).map(({ a, b }) => {
      const ab: Planar = [b[0] - a[0], b[1] - a[1]];
      const t = Math.min(Math.max(dot([p[0] - a[0], p[1] - a[1]], ab) / dot(ab, ab), 0), 1);
      return Math.hypot(p[0] - a[0] - ab[0] * t, p[1] - a[1] - ab[1] * t);
    }),
  );
}

/** Smallest s >= 0 at which `from + s * direction` lies `radius` from `centre`; Infinity if never. */
function circleEntry(centre: Planar, radius: number, from: Planar, direction: Planar): number {
  const rel: Planar = [from[0] - centre[0], from[1] - centre[1]];
  const b = dot(rel, direction);
  const disc = b * b - (dot(rel, rel) - radius * radius);
  if (disc < 0) return Infinity;
  const s = -b - Math.sqrt(disc);
  return s >= 0 ? s : Infinity;
}

/**
 * How far a disc of `radius`, starting clear of the convex polygon at `from`, moves along the unit
 * `direction` before it touches the polygon: Infinity if it passes by.
 */
function contactDistance(polygon: readonly Planar[], from: Planar, direction: Planar, radius: number): number {
  let first = Infinity;
  for (const { a, b, normal, offset } of edgesOf(polygon)) {
    first = Math.min(first, circleEntry(a, radius, from, direction));
    const closing = -dot(normal, direction);
    if (closing <= 1e-12) continue;
    const s = (dot(normal, from) - offset - radius) / closing;
    const hit: Planar = [from[0] + direction[0] * s, from[1] + direction[1] * s];
    const ab: Planar = [b[0] - a[0], b[1] - a[1]];
    const t = dot([hit[0] - a[0], hit[1] - a[1]], ab) / dot(ab, ab);
    if (s >= 0 && t >= 0 && t <= 1) first = Math.min(first, s);
  }
  return first;
}

/** The outline of the board's tiles: where the gutter around the board begins. */
export function boardHull(board: Board): Planar[] {
  return convexHull(solidCells(board).flatMap((cell) => tileOutline(board, cell)));
}

const gutters = new WeakMap<Board, readonly Planar[]>();

/** The gutter's outer edge, where the frame begins: the board's outline pushed out by the gutter's width. */
export function gutterOutline(board: Board): readonly Planar[] {
  let outline = gutters.get(board);
  if (outline === undefined) {
    outline = offsetConvex(boardHull(board), GUTTER_WIDTH);
    gutters.set(board, outline);
  }
  return outline;
}

/**
 * How far a marble falling from `from` can drift along the horizontal unit `direction` before it
 * meets a wall: the frame across the gutter, or the side of a tile across a gap in the board. The
 * tiles it still touches as it starts to fall (the one it rolls off) are behind it, not in its way.
 */
export function driftLimit(board: Board, from: Vec3, direction: Vec3): number {
  const start: Planar = [from[0], from[2]];
  const heading: Planar = [direction[0], direction[2]];
  let limit = distanceToLeave(gutterOutline(board), start, heading, -MARBLE_RADIUS);
  for (const cell of solidCells(board)) {
    const tile = tileOutline(board, cell);
    if (distanceToConvex(tile, start) >= MARBLE_RADIUS) {
      limit = Math.min(limit, contactDistance(tile, start, heading, MARBLE_RADIUS));
    }
  }
  return limit;
}
