import { describe, expect, test } from 'vitest';
import { MARBLE_RADIUS, cellCenter } from '../../src/anim/geometry';
import { HEX_CIRCUMRADIUS, boardHull, distanceToConvex, gutterOutline, solidCells } from '../../src/anim/outline';
import { trayPosition } from '../../src/anim/trays';
import { cellName } from '../../src/engine/board';
import { hexagonLayout } from '../../src/engine/presets';
import {
  cellAtPoint,
  coordinateLabels,
  frameRect,
  layoutRect,
  positionAtPoint,
  trayGrooves,
  unionRect,
  wellLabels,
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

describe('positionAtPoint', () => {
  test.each(BOARDS)('on the %s board every layout position, gaps too, is found under its centre', (_, board) => {
    board.tiles.forEach((_tile, i) => {
      const [x, , z] = cellCenter(board, i);
      expect(positionAtPoint(board, x + 0.2, z - 0.2), cellName(board, i)).toBe(i);
    });
  });

  test('beyond the layout there is no position', () => {
    const rect = layoutRect(IRREGULAR);
    expect(positionAtPoint(IRREGULAR, rect.maxX + 0.1, 0)).toBeNull();
    expect(positionAtPoint(IRREGULAR, 0, rect.minZ - 0.1)).toBeNull();
  });
});

describe('layoutRect', () => {
  test.each(BOARDS)('holds every position of the %s layout, tile edges included, and no more', (_, board) => {
    const rect = layoutRect(board);
    const reach = board.lattice === 'square' ? 0.5 : HEX_CIRCUMRADIUS;
    const centres = board.tiles.map((_tile, i) => cellCenter(board, i));
    const xs = centres.map((c) => c[0]);
    const zs = centres.map((c) => c[2]);
    expect([rect.minX, rect.maxX]).toEqual([Math.min(...xs) - reach, Math.max(...xs) + reach]);
    expect([rect.minZ, rect.maxZ]).toEqual([Math.min(...zs) - reach, Math.max(...zs) + reach]);
  });

  test('a union holds both rectangles', () => {
    const a = { minX: 0, maxX: 2, minZ: -1, maxZ: 1 };
    const b = { minX: -3, maxX: 1, minZ: 0, maxZ: 4 };
    expect(unionRect(a, b)).toEqual({ minX: -3, maxX: 2, minZ: -1, maxZ: 4 });
  });
});

describe('coordinateLabels', () => {
  test.each(BOARDS)('the %s board names every file and rank at least once, apart and on the frame', (_, board) => {
    const labels = coordinateLabels(board);
    expect(new Set(labels.map((l) => l.text))).toEqual(new Set([...'abcdefg', ...'1234567']));
    const gutter = gutterOutline(board);
    labels.forEach((label, i) => {
      // Beyond the gutter, with room for the glyph between its edge and the label's centre.
      expect(distanceToConvex(gutter, label.at), label.text).toBeGreaterThan(0.2);
      for (const other of labels.slice(i + 1)) {
        expect(Math.hypot(label.at[0] - other.at[0], label.at[1] - other.at[1])).toBeGreaterThan(0.6);
      }
    });
  });

  test('a square board is labelled on all four sides', () => {
    const texts = coordinateLabels(SQUARE).map((l) => l.text);
    expect(texts.filter((t) => t === 'a')).toHaveLength(2);
    expect(texts.filter((t) => t === '4')).toHaveLength(2);
  });

  test('on a square board, file letters stand below and above their column, ranks left and right of their row', () => {
    const labels = coordinateLabels(SQUARE);
    const a1 = cellCenter(SQUARE, 42);
    const g7 = cellCenter(SQUARE, 6);
    const [below, above] = labels.filter((l) => l.text === 'd');
    const [left, right] = labels.filter((l) => l.text === '3');
    expect([below!.at[0], above!.at[0]]).toEqual([a1[0] + 3, a1[0] + 3]);
    expect(below!.at[1]).toBeGreaterThan(a1[2] + 0.5);
    expect(above!.at[1]).toBeLessThan(g7[2] - 0.5);
    expect([left!.at[1], right!.at[1]]).toEqual([a1[2] - 2, a1[2] - 2]);
    expect(left!.at[0]).toBeLessThan(a1[0] - 0.5);
    expect(right!.at[0]).toBeGreaterThan(g7[0] + 0.5);
  });
});

describe('ranks in the well', () => {
  test.each(BOARDS)('on the %s board the frame names only files, the well every rank on both sides', (_, board) => {
    const onFrame = coordinateLabels(board, 'well');
    expect(new Set(onFrame.map((l) => l.text))).toEqual(new Set([...'abcdefg']));
    const inWell = wellLabels(board);
    expect(inWell.map((l) => l.text).sort()).toEqual([...'11223344556677']);
    const hull = boardHull(board);
    const gutter = gutterOutline(board);
    for (const label of inWell) {
      // Off every tile and inside the gutter's outer edge, with room for a digit on either side.
      expect(distanceToConvex(hull, label.at), label.text).toBeGreaterThan(0.15);
      expect(distanceToConvex(gutter, label.at), label.text).toBe(0);
    }
  });

  test('a square board with its ranks in the well has a frame narrower by the ranks, as deep as before', () => {
    const grooves = trayGrooves(SQUARE, 2, 8);
    const framed = frameRect(SQUARE, grooves, coordinateLabels(SQUARE));
    const welled = frameRect(SQUARE, grooves, coordinateLabels(SQUARE, 'well'));
    expect(welled.maxX - welled.minX).toBeLessThan(framed.maxX - framed.minX - 0.4);
    expect(welled.maxZ - welled.minZ).toBeCloseTo(framed.maxZ - framed.minZ);
  });
});

describe('trays and the frame', () => {
  test.each([2, 3, 4])(
    'with %i players the gutter, every tray slot and every label lies within the frame',
    (players) => {
      for (const [, board] of BOARDS) {
        const grooves = trayGrooves(board, players, 8);
        const labels = coordinateLabels(board);
        const frame = frameRect(board, grooves, labels);
        for (const [x, z] of gutterOutline(board)) {
          expect(x).toBeGreaterThan(frame.minX);
          expect(x).toBeLessThan(frame.maxX);
          expect(z).toBeGreaterThan(frame.minZ);
          expect(z).toBeLessThan(frame.maxZ);
        }
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
          expect(at[0]).toBeLessThan(frame.maxX);
          expect(at[1]).toBeGreaterThan(frame.minZ);
          expect(at[1]).toBeLessThan(frame.maxZ);
        }
      }
    },
  );

  test('a groove runs from the first to the last slot of a full reserve', () => {
    const [red] = trayGrooves(SQUARE, 2, 5);
    const slots = [0, 1, 2, 3, 4].map((s) => trayPosition(SQUARE, 1, s)[0]);
    expect(red!.from[0]).toBeCloseTo(Math.min(...slots));
    expect(red!.to[0]).toBeCloseTo(Math.max(...slots));
  });
});
