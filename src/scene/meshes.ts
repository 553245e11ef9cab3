import {
  BufferAttribute,
  type BufferGeometry,
  CircleGeometry,
  Color,
  CylinderGeometry,
  ExtrudeGeometry,
  Float32BufferAttribute,
  LatheGeometry,
  Path,
  Shape,
  ShapeGeometry,
  ShapeUtils,
  SphereGeometry,
  TorusGeometry,
  Vector2,
} from 'three';
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { MARBLE_RADIUS } from '../anim/geometry';
import type { Board, Tile } from '../engine/board';
import { type Planar, cellOutline, gutterOutline, planarCenter, solidCells } from '../anim/outline';
import { FLOOR_Y, type Rect, TILE_DEPTH } from './layout';
import { PALETTES, TILE_ROLES, type TablePalette, type TileRole } from './theme';

export const DIMPLE_RADIUS = 0.3;
const DIMPLE_DEPTH = 0.05;
/** Wide enough for a marble to drop through. */
export const HOLE_RADIUS = 0.42;
const BEVEL = 0.025;

/** The colour of each tile role in the theme the table is drawn in. */
let roleColours = coloursOf(PALETTES.wood);

/** Tile geometries alive now, recoloured in place when the theme changes. */
const paintedTiles = new Set<BufferGeometry>();

function coloursOf(palette: TablePalette): readonly Color[] {
  return TILE_ROLES.map((role) => new Color(palette.tiles[role]));
}

function fillColours(geometry: BufferGeometry): void {
  const roles = geometry.getAttribute('role');
  const colours = geometry.getAttribute('color');
  for (let i = 0; i < roles.count; i++) {
    const c = roleColours[roles.getX(i)]!;
    colours.setXYZ(i, c.r, c.g, c.b);
  }
  colours.needsUpdate = true;
}

/** Keeps a tile geometry's colours with the theme until it is disposed. */
function tracked(geometry: BufferGeometry): BufferGeometry {
  paintedTiles.add(geometry);
  geometry.addEventListener('dispose', () => paintedTiles.delete(geometry));
  return geometry;
}

/** Gives every tile, those on the table and those kept for later, the theme's colours. */
export function paintTiles(palette: TablePalette): void {
  roleColours = coloursOf(palette);
  for (const geometry of paintedTiles) fillColours(geometry);
}

/** Shape coordinates are (x, -z) so that lying the extrusion down puts it back at (x, z). */
function shapeOf(points: readonly Planar[], holes: readonly Path[] = []): Shape {
  const shape = new Shape(points.map(([x, z]) => new Vector2(x, -z)));
  shape.holes.push(...holes);
  return shape;
}

function circle(x: number, z: number, radius: number): Path {
  const path = new Path();
  path.absarc(x, -z, radius, 0, Math.PI * 2, true);
  return path;
}

/** Extrudes a shape downward from y = `top` to y = `bottom`. */
function slab(shape: Shape, top: number, bottom: number, bevel: number): BufferGeometry {
  const depth = top - bottom - 2 * bevel;
  const geometry = new ExtrudeGeometry(shape, {
    depth,
    curveSegments: 16,
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelOffset: -bevel,
    bevelSegments: 1,
  });
  geometry.rotateX(-Math.PI / 2);
  geometry.translate(0, bottom + bevel, 0);
  return geometry;
}

/**
 * Gives every vertex a role (one for all, or one per position) and the theme's colour for it;
 * merged geometries keep their parts apart by colour, not by material, and a theme recolours
 * them by role.
 */
function painted(geometry: BufferGeometry, role: TileRole | ((x: number, y: number, z: number) => TileRole)) {
  const flat = geometry.index ? geometry.toNonIndexed() : geometry;
  flat.deleteAttribute('uv');
  const position = flat.getAttribute('position');
  const roles = new Uint8Array(position.count);
  for (let i = 0; i < position.count; i++) {
    roles[i] = TILE_ROLES.indexOf(
      typeof role === 'function' ? role(position.getX(i), position.getY(i), position.getZ(i)) : role,
    );
  }
  flat.setAttribute('role', new BufferAttribute(roles, 1));
  flat.setAttribute('color', new Float32BufferAttribute(new Float32Array(position.count * 3), 3));
  fillColours(flat);
  return flat;
}

/** A shallow bowl around the origin whose rim is flush with the tile's top: the spot a marble sits in. */
export function dimpleGeometry(): BufferGeometry {
  const sphere = (DIMPLE_RADIUS ** 2 + DIMPLE_DEPTH ** 2) / (2 * DIMPLE_DEPTH);
  const steps = 3;
  const profile = Array.from({ length: steps + 1 }, (_, k) => {
    const r = (DIMPLE_RADIUS * k) / steps;
    return new Vector2(r, sphere - DIMPLE_DEPTH - Math.sqrt(sphere * sphere - r * r));
  });
  // Lathe faces point outward from the profile's side; reversed, the bowl faces up at the viewer.
  return new LatheGeometry(profile.reverse(), 16);
}

/** Whether the cell takes the second wood tone: a chequer on square boards, one cell in three on hex. */
export function alternateTone(board: Board, cell: number): boolean {
  const r = Math.floor(cell / board.cols);
  const c = cell % board.cols;
  return board.lattice === 'square' ? (r + c) % 2 === 1 : (((c - r) % 3) + 3) % 3 === 1;
}

/**
 * One tile centred on the origin: a dimpled top for a playable cell, a real opening through the
 * tile and its plinth for a hole, a flat top under a cushion or bumper.
 */
function tileParts(outline: readonly Planar[], tile: Tile, alternate: boolean): BufferGeometry[] {
  const holes = tile === 'cell' ? [circle(0, 0, DIMPLE_RADIUS)] : tile === 'hole' ? [circle(0, 0, HOLE_RADIUS)] : [];
  const tone: TileRole = alternate ? 'tileAlt' : 'tile';
  // A hole's throat darkens as it goes down: the tile's own wall in the plinth's shade, then black
  // through the plinth to a black floor, so it reads as a way down however the light falls.
  const inHole = (x: number, y: number, z: number): TileRole =>
    tile === 'hole' && y < -BEVEL && Math.hypot(x, z) < HOLE_RADIUS + BEVEL ? 'plinth' : tone;
  const parts = [painted(slab(shapeOf(outline, holes), 0, -TILE_DEPTH, BEVEL), inHole)];
  // The plinths fill each tile's whole outline and take the well's tone: seen from a seat over the
  // gutter, the board's front then reads as one solid edge going down into the well. Inset plinths
  // in a darker wood read as a row of dark blocks under the front tiles, with black gaps between.
  const plinthHoles = tile === 'hole' ? [circle(0, 0, HOLE_RADIUS)] : [];
  parts.push(
    painted(slab(shapeOf(outline, plinthHoles), -TILE_DEPTH, FLOOR_Y, 0), (x, _y, z) =>
      tile === 'hole' && Math.hypot(x, z) < HOLE_RADIUS + 0.01 ? 'pit' : 'well',
    ),
  );
  if (tile === 'cell') parts.push(painted(dimpleGeometry(), 'dimple'));
  if (tile === 'hole') {
    // A raised lip, shaded like metal, rather than a flat painted ring.
    const rim = new TorusGeometry(HOLE_RADIUS + 0.02, 0.03, 8, 40);
    rim.rotateX(-Math.PI / 2);
    rim.translate(0, 0.005, 0);
    parts.push(painted(rim, 'holeRim'));
    const bottom = new CircleGeometry(HOLE_RADIUS + 0.01, 24);
    bottom.rotateX(-Math.PI / 2);
    bottom.translate(0, FLOOR_Y + 0.02, 0);
    parts.push(painted(bottom, 'pit'));
  }
  return parts;
}

function mergedParts(parts: readonly BufferGeometry[], what: string): BufferGeometry {
  const merged = mergeGeometries([...parts]);
  for (const part of parts) part.dispose();
  if (!merged) throw new Error(`${what} could not be merged`);
  return merged;
}

/** Made once per lattice, tile and tone, and never disposed: every board and the editor share them. */
const singleTiles = new Map<string, BufferGeometry>();

/** One tile of the board's lattice on its own, centred on the origin (shared: clone it to change it). */
export function tileGeometry(board: Board, tile: Tile, alternate: boolean): BufferGeometry {
  const key = `${board.lattice}:${tile}:${alternate}`;
  let geometry = singleTiles.get(key);
  if (!geometry) {
    geometry = tracked(mergedParts(tileParts(cellOutline(board), tile, alternate), 'a tile'));
    singleTiles.set(key, geometry);
  }
  return geometry;
}

const NO_CELLS: ReadonlySet<number> = new Set();

/**
 * Every tile of the board merged into one geometry with vertex colours (see tileParts), but for
 * the cells in `leaveOut`, which the editor is drawing growing in. Gaps get no tile. Under it all,
 * down by the floor, the well's floor spans the board and its gutter: with the frame's inner walls
 * it makes a tray the board stands in, a darker tone of the board's own colours (a black floor
 * read as a hole in the picture).
 */
export function tilesGeometry(board: Board, leaveOut: ReadonlySet<number> = NO_CELLS): BufferGeometry {
  const parts = solidCells(board)
    .filter((cell) => !leaveOut.has(cell))
    .map((cell) => {
      const [x, z] = planarCenter(board, cell);
      // Copies of one shared tile: extruding each tile anew takes several times as long.
      return tileGeometry(board, board.tiles[cell]!, alternateTone(board, cell)).clone().translate(x, 0, z);
    });
  parts.push(painted(wellFloorGeometry(gutterOutline(board)), 'well'));
  return tracked(mergedParts(parts, 'board tiles'));
}

/** Just above the table, so that a gap's faint tile shows over the pit, the gutter or the frame alike. */
const MARK_Y = 0.015;

/** A flat, slightly inset cell outline on the table: where a gap could become a tile. */
export function gapMarkGeometry(board: Board): BufferGeometry {
  const mark = new ShapeGeometry(shapeOf(cellOutline(board).map(([x, z]): Planar => [x * 0.9, z * 0.9])));
  mark.rotateX(-Math.PI / 2);
  mark.translate(0, MARK_Y, 0);
  return mark;
}

/** A thin border around one cell: the position the pointer would paint. */
export function cellBorderGeometry(board: Board): BufferGeometry {
  const outline = cellOutline(board);
  const inner = new Path(outline.map(([x, z]) => new Vector2(x * 0.86, -z * 0.86)));
  const border = new ShapeGeometry(shapeOf(outline, [inner]));
  border.rotateX(-Math.PI / 2);
  border.translate(0, MARK_Y * 2, 0);
  return border;
}

/** A flat floor just above the table's floor, under the whole of `outline`. */
function wellFloorGeometry(outline: readonly Planar[]): BufferGeometry {
  const floor = new ShapeGeometry(shapeOf(outline));
  // Shapes lie in (x, -z); turned to face up they come back to (x, z).
  floor.rotateX(-Math.PI / 2);
  floor.translate(0, FLOOR_Y + 0.01, 0);
  return floor;
}

function roundedRect(rect: Rect, radius: number): Planar[] {
  const corners: [number, number, number][] = [
    [rect.maxX - radius, rect.maxZ - radius, 0],
    [rect.minX + radius, rect.maxZ - radius, Math.PI / 2],
    [rect.minX + radius, rect.minZ + radius, Math.PI],
    [rect.maxX - radius, rect.minZ + radius, (3 * Math.PI) / 2],
  ];
  return corners.flatMap(([cx, cz, start]) =>
    Array.from({ length: 7 }, (_, k): Planar => {
      const a = start + (k * Math.PI) / 12;
      return [cx + radius * Math.cos(a), cz + radius * Math.sin(a)];
    }),
  );
}

/**
 * The frame around the board, from `inner` (the gutter's outer edge) out to `rect`, flush with the
 * tiles. Its top has uv (0..1, 0..1) across `rect`, so one texture carries the trays' grooves and
 * the coordinates.
 */
export function frameGeometry(rect: Rect, inner: readonly Planar[]): BufferGeometry {
  // ExtrudeGeometry faces a hole's walls inward only when the hole winds against the outline (here
  // clockwise); wound the same way, the well's walls faced away and the floor below showed through.
  const points = inner.map(([x, z]) => new Vector2(x, -z));
  const hole = new Path(ShapeUtils.isClockWise(points) ? points.reverse() : points);
  const geometry = slab(shapeOf(roundedRect(rect, 0.6), [hole]), 0, FLOOR_Y, 0.04);
  const position = geometry.getAttribute('position');
  const uv = new Float32Array(position.count * 2);
  for (let i = 0; i < position.count; i++) {
    uv[i * 2] = (position.getX(i) - rect.minX) / (rect.maxX - rect.minX);
    uv[i * 2 + 1] = 1 - (position.getZ(i) - rect.minZ) / (rect.maxZ - rect.minZ);
  }
  geometry.setAttribute('uv', new Float32BufferAttribute(uv, 2));
  return geometry;
}

/** `v` pushed toward ±1 (an exponent below 1) or toward 0 (above 1), keeping its sign. */
function superPower(v: number, exponent: number): number {
  return Math.sign(v) * Math.abs(v) ** exponent;
}

const TUFT_DEPTH = 0.07;

/**
 * A soft pad: a sphere pushed out to a rounded square across and pinched toward its seam, so it
 * swells in the middle like a stuffed pillow (and never reads as the round opening of a hole).
 */
export function cushionGeometry(): BufferGeometry {
  const half = 0.36;
  const height = 0.3;
  const sphere = new SphereGeometry(1, 32, 16);
  sphere.deleteAttribute('uv');
  sphere.deleteAttribute('normal');
  // One vertex per point, so the normals run smoothly across the sphere's seam.
  const pillow = mergeVertices(sphere);
  sphere.dispose();
  const position = pillow.getAttribute('position');
  for (let i = 0; i < position.count; i++) {
    const [x, y, z] = [position.getX(i), position.getY(i), position.getZ(i)];
    // A button pulls the middle of the top down, as in a tufted seat: the light then shows the swell.
    const tuft = y > 0 ? TUFT_DEPTH * Math.exp(-(x * x + z * z) / 0.06) : 0;
    position.setXYZ(
      i,
      half * superPower(x, 0.45),
      (height / 2) * (1 + superPower(y, 0.9)) - tuft,
      half * superPower(z, 0.45),
    );
  }
  pillow.computeVertexNormals();
  return pillow;
}

/** Gives every vertex of `geometry` one grey level, which the instance's tint multiplies. */
function shaded(geometry: BufferGeometry, grey: number): BufferGeometry {
  const flat = geometry.index ? geometry.toNonIndexed() : geometry;
  flat.deleteAttribute('uv');
  flat.setAttribute(
    'color',
    new Float32BufferAttribute(new Float32Array(flat.getAttribute('position').count * 3).fill(grey), 3),
  );
  return flat;
}

/** The bumper's rubber ring: round a marble's middle, so a marble meets it where it is widest. */
export const BUMPER_RING = { radius: 0.3, tube: 0.075, height: MARBLE_RADIUS } as const;
/** The post the ring is held on, standing a little above it. */
export const BUMPER_POST = { radius: 0.07, height: 0.56 } as const;

/**
 * A bumper, as the guide describes it: a ring on a post. A dark foot and a steel post with a
 * rounded head, and round it a thick rubber ring at a marble's height, held by three spokes; the
 * ring takes the bumper's tint and flash. From above it is a ring with a dot in its middle and
 * the tile showing between, unlike a cushion's solid pad or a hole's dark opening.
 */
export function bumperGeometry(): BufferGeometry {
  const foot = new CylinderGeometry(0.14, 0.17, 0.05, 24).translate(0, 0.025, 0);
  const post = new CylinderGeometry(BUMPER_POST.radius, BUMPER_POST.radius, BUMPER_POST.height - 0.05, 16).translate(
    0,
    (BUMPER_POST.height - 0.05) / 2 + 0.05 - 0.0001,
    0,
  );
  const head = new SphereGeometry(BUMPER_POST.radius, 16, 8, 0, Math.PI * 2, 0, Math.PI / 2).translate(
    0,
    BUMPER_POST.height - 0.0001,
    0,
  );
  const ring = new TorusGeometry(BUMPER_RING.radius, BUMPER_RING.tube, 12, 40)
    .rotateX(Math.PI / 2)
    .translate(0, BUMPER_RING.height, 0);
  const spokes = [0, 1, 2].map((k) =>
    new CylinderGeometry(0.018, 0.018, BUMPER_RING.radius, 6)
      .rotateZ(Math.PI / 2)
      .translate(BUMPER_RING.radius / 2, BUMPER_RING.height, 0)
      .rotateY((k * 2 * Math.PI) / 3 + Math.PI / 6),
  );
  const merged = mergeGeometries([
    shaded(foot, 0.18),
    shaded(post, 0.55),
    shaded(head, 0.55),
    ...spokes.map((spoke) => shaded(spoke, 0.45)),
    shaded(ring, 1),
  ]);
  if (!merged) throw new Error('bumper parts could not be merged');
  return merged;
}

export function marbleGeometry(): BufferGeometry {
  return new SphereGeometry(MARBLE_RADIUS, 24, 16);
}
