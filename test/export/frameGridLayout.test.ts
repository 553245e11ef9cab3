import { describe, expect, test } from 'vitest';
import {
  GRID_MAX_SIDE,
  frameMilliseconds,
  frameOffsets,
  gridGap,
  gridLayout,
  maxColumns,
} from '../../src/export/frameGridLayout';

describe('frameOffsets', () => {
  test('every 1/fps of a move from its start to the first frame at or past its end', () => {
    const offsets = frameOffsets(0.99, 30, null);
    expect(offsets).toHaveLength(31);
    expect(offsets[0]).toBe(0);
    expect(offsets[1]).toBeCloseTo(1 / 30, 12);
    expect(offsets[29]!).toBeLessThan(0.99);
    expect(offsets[30]).toBe(1);
  });

  test('a move a whole number of frames long ends on its last frame, not one past it', () => {
    // 0.5 s at 30 fps is 15 frames, as the product 0.5 * 30 may come out a hair over.
    expect(frameOffsets(0.5, 30, null)).toHaveLength(16);
    expect(frameOffsets(0.5, 30, null).at(-1)).toBe(0.5);
    expect(frameOffsets(0.3, 10, null)).toHaveLength(4);
  });

  test('an instant move (a swap) is its one still frame', () => {
    expect(frameOffsets(0, 30, null)).toEqual([0]);
  });

  test('a span keeps the frames whose labels fall in it, both ends included', () => {
    const labels = frameOffsets(0.99, 30, { from: 433, to: 1000 }).map(frameMilliseconds);
    expect(labels).toHaveLength(18);
    expect(labels.slice(0, 3)).toEqual([433, 467, 500]);
    expect(labels.at(-1)).toBe(1000);
    expect(frameOffsets(0.99, 30, { from: 434, to: 466 })).toEqual([]);
    expect(frameOffsets(0.99, 30, { from: 2000, to: 3000 })).toEqual([]);
    expect(frameOffsets(0.99, 10, { from: 500, to: 500 })).toEqual([0.5]);
  });
});

describe('gridLayout', () => {
  test('frames in rows of `columns`, each under its label band, a gap around and between them', () => {
    const gap = gridGap(320);
    expect(gap).toBe(4);
    const band = 20;
    const layout = gridLayout(31, { width: 320, height: 400 }, 8, band);
    const row = band + 400 + gap;
    expect(layout.width).toBe(gap + 8 * (320 + gap));
    expect(layout.height).toBe(gap + 4 * row);
    expect(layout.cells).toHaveLength(31);
    expect(layout.cells[0]).toEqual({ x: gap, y: gap + band });
    expect(layout.cells[7]).toEqual({ x: gap + 7 * (320 + gap), y: gap + band });
    expect(layout.cells[8]).toEqual({ x: gap, y: gap + row + band });
    expect(layout.cells[30]).toEqual({ x: gap + 6 * (320 + gap), y: gap + 3 * row + band });
  });

  test('no frame or label band overlaps another or the edge', () => {
    const [w, h, band] = [420, 524, 27];
    const layout = gridLayout(17, { width: w, height: h }, 6, band);
    const boxes = layout.cells.map((c) => ({ x: c.x, y: c.y - band, w, h: h + band }));
    for (const [i, a] of boxes.entries()) {
      expect(a.x).toBeGreaterThan(0);
      expect(a.y).toBeGreaterThan(0);
      expect(a.x + a.w).toBeLessThan(layout.width);
      expect(a.y + a.h).toBeLessThan(layout.height);
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.w < b.x || b.x + b.w < a.x || a.y + a.h < b.y || b.y + b.h < a.y;
        expect(apart).toBe(true);
      }
    }
  });

  test('fewer frames than columns make a row only as wide as they are', () => {
    const layout = gridLayout(3, { width: 160, height: 120 }, 6, 10);
    expect(layout.width).toBe(2 + 3 * (160 + 2));
    expect(layout.height).toBe(2 + 10 + 120 + 2);
  });

  test('the gap grows with the frame, and is never under 2 pixels', () => {
    expect(gridGap(16)).toBe(2);
    expect(gridGap(1280)).toBe(16);
  });
});

describe('maxColumns', () => {
  test.each([16, 320, 1280, 3840])('a row of %i-pixel frames at most that long fits GRID_MAX_SIDE', (width) => {
    const most = maxColumns(width);
    const frame = { width, height: 100 };
    expect(gridLayout(most, frame, most, 10).width).toBeLessThanOrEqual(GRID_MAX_SIDE);
    expect(gridLayout(most + 1, frame, most + 1, 10).width).toBeGreaterThan(GRID_MAX_SIDE);
  });
});
