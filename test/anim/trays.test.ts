import { describe, expect, it } from 'vitest';
import { MARBLE_RADIUS, boardExtent } from '../../src/anim/geometry';
import { GUTTER_WIDTH, boardHull, distanceToConvex, gutterOutline } from '../../src/anim/outline';
import { TRAY_LIP, TRAY_SPACING, trayPosition } from '../../src/anim/trays';
import type { Vec3 } from '../../src/anim/vec';
import { PRESETS } from '../../src/engine/presets';
import { SAMPLE_BOARDS, distance } from './fixtures';

type Extent = ReturnType<typeof boardExtent>;

/** Each player's side: how far a point lies beyond that side of the board's extent, and the axis the row runs along. */
const SIDES = [
  { player: 1, outside: (p: Vec3, e: Extent) => p[2] - e.maxZ, along: 0 },
  { player: 2, outside: (p: Vec3, e: Extent) => e.minZ - p[2], along: 0 },
  { player: 3, outside: (p: Vec3, e: Extent) => e.minX - p[0], along: 2 },
  { player: 4, outside: (p: Vec3, e: Extent) => p[0] - e.maxX, along: 2 },
];
const MOST = 12;

describe('trays', () => {
  it.each(SAMPLE_BOARDS.flatMap(({ name, board }) => SIDES.map((side) => ({ name, board, ...side }))))(
    '$name, player $player: slots lie beyond the gutter and its lip in one unbroken, centred row',
    ({ board, player, outside, along }) => {
      const e = boardExtent(board);
      const middle = along === 0 ? (e.minX + e.maxX) / 2 : (e.minZ + e.maxZ) / 2;
      const gutter = gutterOutline(board);
      for (let count = 1; count <= MOST; count++) {
        const slots = Array.from({ length: count }, (_, slot) => trayPosition(board, player, slot));
        const depth = outside(slots[0]!, e);
        for (const p of slots) {
          expect(outside(p, e)).toBeCloseTo(depth, 12);
          expect(p[1]).toBe(MARBLE_RADIUS);
          expect(distanceToConvex(gutter, [p[0], p[2]])).toBeGreaterThanOrEqual(TRAY_LIP + MARBLE_RADIUS - 1e-9);
        }
        const coords = slots.map((p) => p[along]!).sort((a, b) => a - b);
        coords.slice(1).forEach((c, i) => expect(c - coords[i]!).toBeCloseTo(TRAY_SPACING, 12));
        expect(Math.abs((coords[0]! + coords[coords.length - 1]!) / 2 - middle)).toBeLessThanOrEqual(
          TRAY_SPACING / 2 + 1e-12,
        );
      }
      // Close to the board all the same: the middle slot lies no further out than the gutter, the lip
      // and a marble's width.
      const [x, , z] = trayPosition(board, player, 0);
      expect(distanceToConvex(boardHull(board), [x, z])).toBeLessThan(GUTTER_WIDTH + TRAY_LIP + 2 * MARBLE_RADIUS);
    },
  );

  it.each(SAMPLE_BOARDS.filter(({ name }) => PRESETS.some((p) => p.id === name)))(
    '$name: no two tray marbles of a four-player game overlap',
    ({ name, board }) => {
      const marbles = PRESETS.find((p) => p.id === name)!.marbles[2];
      const all = [1, 2, 3, 4].flatMap((player) =>
        Array.from({ length: marbles }, (_, slot) => trayPosition(board, player, slot)),
      );
      all.forEach((a, i) => all.slice(i + 1).forEach((b) => expect(distance(a, b)).toBeGreaterThan(2 * MARBLE_RADIUS)));
    },
  );
});
