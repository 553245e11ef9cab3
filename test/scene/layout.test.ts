import { describe, expect, test } from 'vitest';
import { MARBLE_RADIUS, cellCenter, trayPosition } from '../../src/anim/geometry';
import { cellName } from '../../src/engine/board';
import { hexagonLayout } from '../../src/engine/presets';
import {
  boardHull,
  cellAtPoint,
  convexHull,
  coordinateLabels,
  frameRect,
  insideConvex,
  solidCells,
  trayGrooves,
} from '../../src/scene/layout';
import { EMPTY7, setupOf } from '../engine/helpers';

const SQUARE = setupOf(EMPTY7).board;
const HEX = setupOf(hexagonLayout(4), 'hex').board;
const IRREGULAR = setupOf(['--...--', '-.....-', '..C.B..', '...H...', '.......', '-.....-', '--...--']).board;
const BOARDS = [
  ['square', SQUARE],
  ['hex', HEX],
  ['irregular', IRREGULAR],
] as const;

describe('convexHull', () => {
  test('keeps the corners, drops inner and collinear points, runs counter-clockwise in (x, z)', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 0],
      [2, 2],
      [0, 2],
      [1, 1],
    ]);
    expect(hull).toHaveLength(4);
    expect(new Set(hull.map((p) => p.join()))).toEqual(new Set(['0,0', '2,0', '2,2', '0,2']));
    expect(insideConvex(hull, [1, 1])).toBe(true);
    expect(insideConvex(hull, [3, 1])).toBe(false);
    expect(insideConvex(hull, [1.9, 1], 0.2)).toBe(false);
  });
});

describe('cellAtPoint', () => {
  test.each(BOARDS)('on the %s board every cell centre, and points near it, map back to the cell', (_, board) => {
    for (const cell of solidCells(board)) {
      const [x, , z] = cellCenter(board, cell);
      for (const [dx, dz] of [
        [0, 0],
        [0.3, 0],
        [0, -0.3],
        [-0.2, 0.2],
      ] as const) {
        expect(cellAtPoint(board, x + dx, z + dz), `${cellName(board, cell)} +(${dx}, ${dz})`).toBe(cell);
      }
    }
  });

  test.each(BOARDS)('on the %s board, gaps and the space around the board are no cell', (_, board) => {
    const hull = boardHull(board);
    const xs = hull.map((p) => p[0]);
    expect(cellAtPoint(board, Math.max(...xs) + 0.2, 0)).toBeNull();
    expect(cellAtPoint(board, Math.min(...xs) - 0.2, 0)).toBeNull();
  });

  test('a gap of an irregular board is not a cell', () => {
    const [x, , z] = cellCenter(IRREGULAR, 0);
    expect(IRREGULAR.tiles[0]).toBe('gap');
    expect(cellAtPoint(IRREGULAR, x, z)).toBeNull();
  });
});

describe('coordinateLabels', () => {
  test.each(BOARDS)('the %s board gets one letter per file and one number per rank, all off the board', (_, board) => {
    const labels = coordinateLabels(board);
    const files = labels.filter((l) => /[a-z]/.test(l.text)).map((l) => l.text);
    const ranks = labels.filter((l) => /[0-9]/.test(l.text)).map((l) => l.text);
    expect(files).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(ranks).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    const hull = boardHull(board);
    for (const label of labels) expect(insideConvex(hull, label.at), label.text).toBe(false);
  });

  test('on a square board, a file letter stands below its column and a rank left of its row', () => {
    const labels = coordinateLabels(SQUARE);
    const a1 = cellCenter(SQUARE, 42);
    const d = labels.find((l) => l.text === 'd')!;
    const three = labels.find((l) => l.text === '3')!;
    expect(d.at[0]).toBeCloseTo(a1[0] + 3);
    expect(d.at[1]).toBeGreaterThan(a1[2] + 0.5);
    expect(three.at[1]).toBeCloseTo(a1[2] - 2);
    expect(three.at[0]).toBeLessThan(a1[0] - 0.5);
  });
});

describe('trays and the frame', () => {
  test.each([2, 3, 4])('with %i players every tray slot and every label lies on the frame', (players) => {
    for (const [, board] of BOARDS) {
      const grooves = trayGrooves(board, players, 8);
      const labels = coordinateLabels(board);
      const frame = frameRect(board, grooves, labels);
      expect(grooves.map((g) => g.player)).toEqual(Array.from({ length: players }, (_, i) => i + 1));
      for (let player = 1; player <= players; player++) {
        for (let slot = 0; slot < 8; slot++) {
          const [x, , z] = trayPosition(board, player, slot);
          expect(x - MARBLE_RADIUS).toBeGreaterThan(frame.minX);
          expect(x + MARBLE_RADIUS).toBeLessThan(frame.maxX);
          expect(z - MARBLE_RADIUS).toBeGreaterThan(frame.minZ);
          expect(z + MARBLE_RADIUS).toBeLessThan(frame.maxZ);
        }
      }
      for (const { at } of labels) {
        expect(at[0]).toBeGreaterThan(frame.minX);
        expect(at[1]).toBeLessThan(frame.maxZ);
      }
    }
  });

  test('a groove runs from the first to the last slot of a full reserve', () => {
    const [red] = trayGrooves(SQUARE, 2, 5);
    const slots = [0, 1, 2, 3, 4].map((s) => trayPosition(SQUARE, 1, s)[0]);
    expect(red!.from[0]).toBeCloseTo(Math.min(...slots));
    expect(red!.to[0]).toBeCloseTo(Math.max(...slots));
  });
});
