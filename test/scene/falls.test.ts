import { describe, expect, test } from 'vitest';
import { MARBLE_RADIUS } from '../../src/anim/geometry';
import { type Planar, distanceToConvex, insideConvex, solidCells, tileOutline } from '../../src/anim/outline';
import { compileMove, poseAt } from '../../src/anim/timeline';
import type { Vec3 } from '../../src/anim/vec';
import { FLOOR_Y, TILE_DEPTH } from '../../src/scene/layout';
import { tableLayout } from '../../src/scene/tableLayout';
import { type MoveCase, moveCase, playMoves } from '../anim/fixtures';

/** How far inside the convex polygon `p` lies: its distance to the nearest edge, 0 outside. */
function depthInside(polygon: readonly Planar[], p: Planar): number {
  if (!insideConvex(polygon, p)) return 0;
  return Math.min(
    ...polygon.map((a, i) => {
      const b = polygon[(i + 1) % polygon.length]!;
      return ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) / Math.hypot(b[0] - a[0], b[1] - a[1]);
    }),
  );
}

/** Distance from height y to the span [bottom, top]; 0 within it. */
function gapTo(y: number, bottom: number, top: number): number {
  return Math.max(0, y - top, bottom - y);
}

/** Seconds between the samples of a move. */
const STEP = 0.002;

/** The plinth under each tile is this much narrower than its top. */
const PLINTH_SHARE = 0.84;

const EMPTY_ROWS = ['.......', '.......', '.......', '.......', '.......', '.......'];

/** Moves that push marbles off the board (none into a hole): every side, diagonals, both lattices, gaps. */
const LEAVING: readonly MoveCase[] = [
  moveCase('off the edge'),
  moveCase('four players'),
  moveCase('irregular board'),
  { name: 'off a corner, diagonally', layout: ['2......', ...EMPTY_ROWS], moves: ['b6'] },
  { name: 'off the far edge, diagonally', layout: ['.....', '.-...', '.....', '.....', '.....'], moves: ['b5', 'a4'] },
  { name: 'into a gap inside the board', layout: ['.......', '.1-....', ...EMPTY_ROWS.slice(1)], moves: ['a6'] },
  {
    name: 'off a hexagon',
    layout: ['---....', '--.....', '-......', '.......', '......-', '.....--', '....---'],
    moves: ['d7', 'd6'],
    options: { lattice: 'hex', marbles: 6 },
  },
];

describe.each(LEAVING)('a marble pushed $name', (fixture) => {
  const played = playMoves(fixture.layout, fixture.moves, fixture.options);
  const { board, rules } = played.before;
  const layout = tableLayout(board, rules.players, rules.marbles);
  const timeline = compileMove(board, played.before, played.events);
  const leaving = timeline.tracks.flatMap((track, i) => (track.segments.some((s) => s.kind === 'fall') ? [i] : []));
  const tiles = solidCells(board).map((cell) => tileOutline(board, cell));
  const plinths = tiles.map((outline) => {
    const [cx, cz] = outline.reduce(([x, z], p) => [x + p[0] / outline.length, z + p[1] / outline.length], [0, 0]);
    return outline.map(([x, z]): Planar => [cx + (x - cx) * PLINTH_SHARE, cz + (z - cz) * PLINTH_SHARE]);
  });
  const samples = Array.from({ length: Math.floor(timeline.duration / STEP) + 1 }, (_, i) =>
    poseAt(timeline, i * STEP),
  );
  const paths = leaving.map((index) => samples.map((pose) => pose.marbles[index]!).filter((m) => m.visible));

  test('leaves the board', () => {
    expect(leaving.length).toBeGreaterThan(0);
  });

  test('drops out of sight through the gutter or the gap, below the table top while still in view', () => {
    for (const path of paths) {
      const sunk = path.filter((m) => m.position[1] < -MARBLE_RADIUS);
      expect(sunk.length).toBeGreaterThan(0);
      for (const m of sunk) expect(insideConvex(layout.gutter, [m.position[0], m.position[2]])).toBe(true);
    }
  });

  test('never passes through the frame, the trays beyond it, the tiles, or another marble', () => {
    /** The closest the leaving marbles' centres come to each kind of solid, and when. */
    const closest = { frame: Infinity, tile: Infinity, marble: Infinity };
    const where = { frame: '', tile: '', marble: '' };
    const note = (kind: keyof typeof closest, clearance: number, at: string) => {
      if (clearance >= closest[kind]) return;
      closest[kind] = clearance;
      where[kind] = at;
    };
    for (const [s, pose] of samples.entries()) {
      for (const index of leaving) {
        const m = pose.marbles[index]!;
        if (!m.visible) continue;
        const [x, y, z] = m.position;
        const at = `marble ${index} at ${(s * STEP).toFixed(3)} s, ${m.position.map((v) => v.toFixed(3)).join(', ')}`;
        // The frame is solid from the gutter's outer edge outward, from the floor up to the table top.
        note('frame', Math.hypot(depthInside(layout.gutter, [x, z]), gapTo(y, FLOOR_Y, 0)), at);
        tiles.forEach((tile, t) => {
          note('tile', Math.hypot(distanceToConvex(tile, [x, z]), gapTo(y, -TILE_DEPTH, 0)), at);
          note('tile', Math.hypot(distanceToConvex(plinths[t]!, [x, z]), gapTo(y, FLOOR_Y, -TILE_DEPTH)), at);
        });
        pose.marbles.forEach((other, j) => {
          if (j === index || !other.visible) return;
          note('marble', Math.hypot(...other.position.map((v, a) => v - m.position[a]!)) / 2, `${at} and ${j}`);
        });
      }
    }
    for (const kind of ['frame', 'tile', 'marble'] as const) {
      expect(closest[kind], where[kind]).toBeGreaterThanOrEqual(MARBLE_RADIUS - 1e-9);
    }
  });

  test('keeps spinning as it falls, the way it rolled off', () => {
    for (const k of leaving.keys()) {
      const fall = timeline.tracks[leaving[k]!]!.segments.find((s) => s.kind === 'fall')!;
      const at = (t: number): Vec3 => {
        const q = poseAt(timeline, t).marbles[leaving[k]!]!.quaternion;
        return [q[0], q[1], q[2]];
      };
      const early = at(fall.t0 + 0.01);
      const later = at(fall.t0 + 0.05);
      expect(Math.hypot(...early.map((v, a) => v - later[a]!))).toBeGreaterThan(0.01);
    }
  });
});
