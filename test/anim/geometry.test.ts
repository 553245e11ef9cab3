import { describe, expect, it } from 'vitest';
import { type Board, parseLayout, step } from '../../src/engine/board';
import { DIRECTIONS, type LatticeKind } from '../../src/engine/lattice';
import { PRESETS } from '../../src/engine/presets';
import {
  MARBLE_RADIUS,
  TRAY_SPACING,
  boardExtent,
  cellCenter,
  directionVector,
  offBoardPoint,
  trayPosition,
} from '../../src/anim/geometry';
import type { Vec3 } from '../../src/anim/vec';
import { cellOf } from './fixtures';

function boardOf(lattice: LatticeKind, layout: readonly string[]): Board {
  const setup = parseLayout(lattice, layout);
  if (!setup.ok) throw new Error(setup.error);
  return setup.value.board;
}

function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

const BOARDS = [
  ...PRESETS.map((p) => ({ name: p.id, board: boardOf(p.lattice, p.layout) })),
  { name: 'irregular square', board: boardOf('square', ['--...', '-....', '.....', '..C..', '....-']) },
];

/** World length of one step in each direction: 1 on both lattices, except a square diagonal. */
function stepLength(board: Board, dir: number): number {
  const d = DIRECTIONS[board.lattice][dir]!;
  return board.lattice === 'square' && d.dr !== 0 && d.dc !== 0 ? Math.SQRT2 : 1;
}

describe('cell centres', () => {
  it.each(BOARDS)('$name: neighbours lie one step apart along directionVector', ({ board }) => {
    DIRECTIONS[board.lattice].forEach((_, dir) => {
      const v = directionVector(board, dir);
      expect(Math.hypot(...v)).toBeCloseTo(1, 12);
      expect(v[1]).toBe(0);
      for (const cell of board.playable) {
        const here = cellCenter(board, cell);
        const next = step(board, cell, dir);
        const there = next === null ? offBoardPoint(board, cell, dir) : cellCenter(board, next);
        if (next !== null) expect(offBoardPoint(board, cell, dir)).toEqual(there);
        const len = stepLength(board, dir);
        expect(distance(here, there)).toBeCloseTo(len, 12);
        [0, 1, 2].forEach((i) => expect((there[i]! - here[i]!) / len).toBeCloseTo(v[i]!, 12));
      }
    });
  });

  it.each(BOARDS)('$name: marbles rest at their radius above the board', ({ board }) => {
    for (const cell of board.playable) expect(cellCenter(board, cell)[1]).toBe(MARBLE_RADIUS);
  });

  it.each(PRESETS.map((p) => ({ name: p.id, board: boardOf(p.lattice, p.layout) })))(
    '$name: the board is centred on the origin',
    ({ board }) => {
      const e = boardExtent(board);
      expect(e.minX).toBeCloseTo(-e.maxX, 12);
      expect(e.minZ).toBeCloseTo(-e.maxZ, 12);
      expect(e.maxX).toBeGreaterThan(0);
    },
  );

  it.each([
    { lattice: 'square' as const, layout: PRESETS[0]!.layout, centre: 'd4', far: 'a7', near: 'a1' },
    {
      lattice: 'hex' as const,
      layout: PRESETS.find((p) => p.id === 'hex4')!.layout,
      centre: 'd4',
      far: 'd7',
      near: 'a1',
    },
  ])(
    '$lattice: $centre is the centre and the top rank lies farthest from player 1',
    ({ lattice, layout, centre, far, near }) => {
      const board = boardOf(lattice, layout);
      const c = cellCenter(board, cellOf(board, centre));
      expect(c[0]).toBeCloseTo(0, 12);
      expect(c[2]).toBeCloseTo(0, 12);
      expect(cellCenter(board, cellOf(board, far))[2]).toBeLessThan(cellCenter(board, cellOf(board, near))[2]);
    },
  );

  it('hex rows are drawn shifted right by half a cell per row', () => {
    const board = boardOf('hex', PRESETS.find((p) => p.id === 'hex4')!.layout);
    // a1 and d7 are the left ends of the bottom and top rows of the hexagon: 3 rows apart each way.
    const bottomLeft = cellCenter(board, cellOf(board, 'a1'));
    const topLeft = cellCenter(board, cellOf(board, 'd7'));
    expect(topLeft[0] - bottomLeft[0]).toBeCloseTo(0, 12);
    expect(bottomLeft[2] - topLeft[2]).toBeCloseTo(6 * (Math.sqrt(3) / 2), 12);
  });

  it('the extent covers every non-gap tile and leaves gaps out', () => {
    const board = boardOf('square', ['-.C', '...', 'H.-']);
    expect(boardExtent(board)).toEqual({ minX: -1, maxX: 1, minZ: -1, maxZ: 1 });
    const column = boardOf('square', ['-.-', '-.-', '-H-']);
    expect(boardExtent(column)).toEqual({ minX: 0, maxX: 0, minZ: -1, maxZ: 1 });
  });
});

describe('trays', () => {
  const SIDES = [
    { player: 1, outside: (p: Vec3, e: Extent) => p[2] - e.maxZ, along: 0 },
    { player: 2, outside: (p: Vec3, e: Extent) => e.minZ - p[2], along: 0 },
    { player: 3, outside: (p: Vec3, e: Extent) => e.minX - p[0], along: 2 },
    { player: 4, outside: (p: Vec3, e: Extent) => p[0] - e.maxX, along: 2 },
  ];
  type Extent = ReturnType<typeof boardExtent>;
  const MOST = 12;

  it.each(BOARDS.flatMap(({ name, board }) => SIDES.map((side) => ({ name, board, ...side }))))(
    '$name, player $player: slots lie outside the board in one unbroken, centred row',
    ({ board, player, outside, along }) => {
      const e = boardExtent(board);
      const middle = along === 0 ? (e.minX + e.maxX) / 2 : (e.minZ + e.maxZ) / 2;
      for (let count = 1; count <= MOST; count++) {
        const slots = Array.from({ length: count }, (_, slot) => trayPosition(board, player, slot));
        for (const p of slots) {
          expect(outside(p, e)).toBeCloseTo(1.2, 12);
          expect(p[1]).toBe(MARBLE_RADIUS);
        }
        const coords = slots.map((p) => p[along]!).sort((a, b) => a - b);
        coords.slice(1).forEach((c, i) => expect(c - coords[i]!).toBeCloseTo(TRAY_SPACING, 12));
        expect(Math.abs((coords[0]! + coords[coords.length - 1]!) / 2 - middle)).toBeLessThanOrEqual(
          TRAY_SPACING / 2 + 1e-12,
        );
      }
    },
  );

  it.each(PRESETS.map((p) => ({ name: p.id, board: boardOf(p.lattice, p.layout), marbles: p.marbles })))(
    '$name: no two tray marbles of a four-player game overlap',
    ({ board, marbles }) => {
      const all = [1, 2, 3, 4].flatMap((player) =>
        Array.from({ length: marbles[2] }, (_, slot) => trayPosition(board, player, slot)),
      );
      all.forEach((a, i) => all.slice(i + 1).forEach((b) => expect(distance(a, b)).toBeGreaterThan(2 * MARBLE_RADIUS)));
    },
  );
});
