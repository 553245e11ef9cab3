import { describe, expect, it } from 'vitest';
import { MARBLE_RADIUS, boardExtent, cellCenter } from '../../src/anim/geometry';
import {
  GUTTER_WIDTH,
  type Planar,
  boardHull,
  convexHull,
  distanceToConvex,
  distanceToLeave,
  driftLimit,
  gutterOutline,
  insideConvex,
  offsetConvex,
  support,
} from '../../src/anim/outline';
import { setupOf } from '../engine/helpers';
import { cellOf } from '../engine/helpers';
import { SAMPLE_BOARDS } from './fixtures';

const SQUARE: Planar[] = [
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
];
const S = Math.SQRT1_2;

describe('convex polygons', () => {
  it('convexHull keeps the corners, drops inner and collinear points, runs counter-clockwise in (x, z)', () => {
    const hull = convexHull([...SQUARE, [1, 0], [1, 1]]);
    expect(hull).toHaveLength(4);
    expect(new Set(hull.map((p) => p.join()))).toEqual(new Set(['0,0', '2,0', '2,2', '0,2']));
    expect(insideConvex(hull, [1, 1])).toBe(true);
    expect(insideConvex(hull, [3, 1])).toBe(false);
    expect(insideConvex(hull, [1.9, 1], 0.2)).toBe(false);
  });

  it('offsetConvex moves every side out by the distance and mitres the corners', () => {
    expect(offsetConvex(SQUARE, 0.5)).toEqual([
      [-0.5, -0.5],
      [2.5, -0.5],
      [2.5, 2.5],
      [-0.5, 2.5],
    ]);
    // A regular hexagon of apothem 1 pushed out by 1 has apothem 2: its corners double their distance.
    const hexagon = Array.from({ length: 6 }, (_, k): Planar => {
      const a = (k * Math.PI) / 3;
      return [(Math.cos(a) * 2) / Math.sqrt(3), (Math.sin(a) * 2) / Math.sqrt(3)];
    });
    offsetConvex(hexagon, 1).forEach((p, k) => {
      expect(p[0]).toBeCloseTo(hexagon[k]![0] * 2, 12);
      expect(p[1]).toBeCloseTo(hexagon[k]![1] * 2, 12);
    });
  });

  it.each([
    { from: [1, 1], direction: [1, 0], margin: 0, reach: 1 },
    { from: [1, 1], direction: [1, 0], margin: 0.5, reach: 1.5 },
    { from: [1, 1], direction: [-1, 0], margin: -0.25, reach: 0.75 },
    { from: [1, 1], direction: [S, S], margin: 0, reach: Math.SQRT2 },
    { from: [0.5, 1.5], direction: [S, S], margin: 0, reach: 0.5 * Math.SQRT2 },
    { from: [3, 1], direction: [1, 0], margin: 0, reach: 0 },
  ] as const)(
    'distanceToLeave from $from along $direction, margin $margin: $reach',
    ({ from, direction, margin, reach }) => {
      expect(distanceToLeave(SQUARE, from, direction, margin)).toBeCloseTo(reach, 12);
    },
  );

  it.each([
    { p: [1, 1], d: 0 },
    { p: [3, 1], d: 1 },
    { p: [1, -0.5], d: 0.5 },
    { p: [5, 6], d: 5 },
  ] as const)('distanceToConvex($p) is $d', ({ p, d }) => {
    expect(distanceToConvex(SQUARE, p)).toBeCloseTo(d, 12);
  });

  it('support is the furthest reach along a direction', () => {
    expect(support(SQUARE, [1, 0])).toBe(2);
    expect(support(SQUARE, [0, -1])).toBeCloseTo(0, 12);
    expect(support(SQUARE, [S, S])).toBeCloseTo(2 * Math.SQRT2, 12);
  });
});

describe('the board, its gutter and the frame', () => {
  it.each(SAMPLE_BOARDS)('$name: the gutter runs all round the board, a marble and more wide', ({ board }) => {
    const hull = boardHull(board);
    const gutter = gutterOutline(board);
    for (const cell of board.playable) {
      const [x, , z] = cellCenter(board, cell);
      expect(insideConvex(hull, [x, z])).toBe(true);
    }
    // Every corner of the board's outline lies the gutter's width inside the frame's edge, no more.
    for (const corner of hull) {
      expect(insideConvex(gutter, corner, GUTTER_WIDTH - 1e-9)).toBe(true);
      expect(insideConvex(gutter, corner, GUTTER_WIDTH + 1e-9)).toBe(false);
    }
    // Straight out from the middle of each side of the board, the frame begins a gutter's width away.
    for (const [i, a] of hull.entries()) {
      const b = hull[(i + 1) % hull.length]!;
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const outward: Planar = [(b[1] - a[1]) / length, (a[0] - b[0]) / length];
      expect(distanceToLeave(gutter, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], outward, 0)).toBeCloseTo(GUTTER_WIDTH, 9);
    }
    expect(GUTTER_WIDTH).toBeGreaterThan(2 * MARBLE_RADIUS);
  });

  it('a square board is framed by a rectangle half a cell and a gutter beyond its outer cell centres', () => {
    const board = SAMPLE_BOARDS[0]!.board;
    const e = boardExtent(board);
    const reach = 0.5 + GUTTER_WIDTH;
    expect(new Set(gutterOutline(board).map(([x, z]) => `${x.toFixed(9)},${z.toFixed(9)}`))).toEqual(
      new Set(
        [
          [e.minX - reach, e.minZ - reach],
          [e.maxX + reach, e.minZ - reach],
          [e.maxX + reach, e.maxZ + reach],
          [e.minX - reach, e.maxZ + reach],
        ].map(([x, z]) => `${x!.toFixed(9)},${z!.toFixed(9)}`),
      ),
    );
  });
});

describe('driftLimit', () => {
  const board = setupOf(['.....', '.1-..', '.....', '.....', '.....']).board;
  /** Where a marble rolling from `name` toward +x stands as it tips over: past the edge of its tile. */
  const tipping = (name: string) => {
    const [x, y, z] = cellCenter(board, cellOf(board, name));
    return [x + 0.6, y, z] as const;
  };

  it('off the board, the marble drifts across the gutter until it touches the frame', () => {
    // e3's tile ends half a cell out; the frame begins a gutter further; the marble stops a radius short.
    expect(driftLimit(board, tipping('e3'), [1, 0, 0])).toBeCloseTo(0.5 + GUTTER_WIDTH - 0.6 - MARBLE_RADIUS, 12);
  });

  it('into a gap, the marble drifts until it touches the tile across the gap', () => {
    // From b4 into the gap c4: d4's tile begins 1.5 cells from b4's centre.
    expect(driftLimit(board, tipping('b4'), [1, 0, 0])).toBeCloseTo(1.5 - 0.6 - MARBLE_RADIUS, 12);
  });

  it('the tile it rolls off and the tiles beside it do not hold it back', () => {
    const [x, y, z] = cellCenter(board, cellOf(board, 'a3'));
    // Tipping off the left edge of a3, heading away: its own tile and a2, a4 lie behind or beside it.
    expect(driftLimit(board, [x - 0.6, y, z], [-1, 0, 0])).toBeCloseTo(0.5 + GUTTER_WIDTH - 0.6 - MARBLE_RADIUS, 12);
  });
});
