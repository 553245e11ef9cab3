import { describe, expect, it } from 'vitest';
import { type Board, step } from '../../src/engine/board';
import { DIRECTIONS } from '../../src/engine/lattice';
import { PRESETS } from '../../src/engine/presets';
import { MARBLE_RADIUS, boardExtent, cellCenter, directionVector, offBoardPoint } from '../../src/anim/geometry';
import { setupOf } from '../engine/helpers';
import { cellOf } from '../engine/helpers';
import { SAMPLE_BOARDS as BOARDS, distance } from './fixtures';

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

  it.each(PRESETS.map((p) => ({ name: p.id, board: setupOf(p.layout, p.lattice).board })))(
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
      const board = setupOf(layout, lattice).board;
      const c = cellCenter(board, cellOf(board, centre));
      expect(c[0]).toBeCloseTo(0, 12);
      expect(c[2]).toBeCloseTo(0, 12);
      expect(cellCenter(board, cellOf(board, far))[2]).toBeLessThan(cellCenter(board, cellOf(board, near))[2]);
    },
  );

  it('hex rows are drawn shifted right by half a cell per row', () => {
    const board = setupOf(PRESETS.find((p) => p.id === 'hex4')!.layout, 'hex').board;
    // a1 and d7 are the left ends of the bottom and top rows of the hexagon: 3 rows apart each way.
    const bottomLeft = cellCenter(board, cellOf(board, 'a1'));
    const topLeft = cellCenter(board, cellOf(board, 'd7'));
    expect(topLeft[0] - bottomLeft[0]).toBeCloseTo(0, 12);
    expect(bottomLeft[2] - topLeft[2]).toBeCloseTo(6 * (Math.sqrt(3) / 2), 12);
  });

  it('the extent covers every non-gap tile and leaves gaps out', () => {
    const board = setupOf(['-.C', '...', 'H.-'], 'square').board;
    expect(boardExtent(board)).toEqual({ minX: -1, maxX: 1, minZ: -1, maxZ: 1 });
    const column = setupOf(['-.-', '-.-', '-H-'], 'square').board;
    expect(boardExtent(column)).toEqual({ minX: 0, maxX: 0, minZ: -1, maxZ: 1 });
  });
});
