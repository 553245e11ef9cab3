import { describe, expect, test } from 'vitest';
import {
  type OverlayFrame,
  captionBand,
  drawCaption,
  drawFrameLabel,
  drawOverlays,
  frameLabelBand,
  overlayMargins,
} from '../../src/export/compose';
import type { Drawing2D } from '../../src/scene/captureRegistry';

/** Text drawn: where, aligned how, and as wide as the fake context measures it. */
interface DrawnText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly align: string;
  readonly width: number;
}

/**
 * A 2D context whose every character is `em` pixels wide, recording the text it is asked to draw
 * (with where, in `placed`) and the rounded boxes (`boxes`: x, y, width, height).
 */
function fakeContext(width: number, height: number, em: number) {
  const drawn: string[] = [];
  const placed: DrawnText[] = [];
  const boxes: number[][] = [];
  const measure = (text: string) => [...text].length * em;
  const context = {
    canvas: { width, height },
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: () => undefined,
    beginPath: () => undefined,
    arc: () => undefined,
    fill: () => undefined,
    roundRect: (x: number, y: number, w: number, h: number) => boxes.push([x, y, w, h]),
    measureText: (text: string) => ({ width: measure(text) }),
    fillText(text: string, x: number, y: number, maxWidth?: number) {
      drawn.push(text);
      placed.push({ text, x, y, align: this.textAlign, width: Math.min(measure(text), maxWidth ?? Infinity) });
    },
  };
  return { context: context as unknown as Drawing2D, drawn, placed, boxes };
}

describe('drawCaption', () => {
  // 640 × 360: 13 px type, 7 px padding, so lines of at most 612 px: 61 characters of 10 px.
  test('breaks between words, at most two lines, the rest cut with an ellipsis', () => {
    expect(captionBand(640, 360)).toBe(2 * 16 + 2 * 7);
    const { context, drawn } = fakeContext(640, 360, 10);
    const text = 'Rot setzt auf d4: c3 nach b2, d3 nach d2, e3 nach f2, c4 nach b4, e4 nach f4.';
    drawCaption(context, text);
    expect(drawn).toEqual(['Rot setzt auf d4: c3 nach b2, d3 nach d2, e3 nach f2, c4 nach', 'b4, e4 nach f4.']);
    drawn.length = 0;
    drawCaption(context, `${text} ${text}`);
    expect(drawn).toHaveLength(2);
    expect(drawn[1]!.endsWith('…')).toBe(true);
    expect(drawn.every((line) => line.length <= 61)).toBe(true);
  });

  test('breaks Japanese, written without spaces, between its words, never before a comma', () => {
    const { context, drawn } = fakeContext(640, 360, 10);
    const text =
      '赤がd4にコマを落としました：c3はボードの外へ、d3はボードの外へ、e3はボードの外へ、c4はボードの外へ、e4はボードの外へ。';
    drawCaption(context, text);
    expect(drawn).toHaveLength(2);
    expect(drawn.join('')).toBe(text);
    expect(drawn.every((line) => line.length <= 61)).toBe(true);
    expect(drawn[1]).not.toMatch(/^[、。]/);
  });

  test("on a phone's upright picture, keeps the words out of its bottom tenth", () => {
    const [width, height] = [1080, 1920];
    const { context, placed } = fakeContext(width, height, 22);
    drawCaption(context, 'Blue pushes 2 marbles off, and the long caption runs on to a second line of words');
    expect(placed).toHaveLength(2);
    const size = Math.round(height / 28);
    for (const { y } of placed) {
      expect(y + size / 2).toBeLessThanOrEqual(height * 0.9);
      expect(y - size / 2).toBeGreaterThanOrEqual(height - captionBand(width, height));
    }
  });

  test('draws only the strip when there is nothing to say', () => {
    const { context, drawn } = fakeContext(640, 360, 10);
    drawCaption(context, null);
    expect(drawn).toEqual([]);
  });
});

describe('drawOverlays', () => {
  const EVERY: OverlayFrame = {
    players: [
      { colour: '#c33', name: 'Red (Ada)', reserve: '3 in reserve', toMove: true },
      { colour: '#36c', name: 'Blue', reserve: '2 in reserve', toMove: false },
    ],
    move: 'Move 4 · Round 2',
    result: 'Red wins with every marble on the board.',
  };

  test('writes the words of each overlay chosen', () => {
    const { context, drawn } = fakeContext(1280, 720, 10);
    drawOverlays(context, EVERY, 720);
    expect(drawn).toEqual([
      'Red (Ada) · 3 in reserve',
      'Blue · 2 in reserve',
      'Move 4 · Round 2',
      'Red wins with every marble on the board.',
    ]);
    drawn.length = 0;
    drawOverlays(context, { ...EVERY, players: EVERY.players.map((p) => ({ ...p, reserve: null })), move: null }, 720);
    expect(drawn).toEqual(['Red (Ada)', 'Blue', 'Red wins with every marble on the board.']);
  });

  test('draws nothing, not even a box, when no overlay is chosen', () => {
    const { context, drawn, boxes } = fakeContext(1080, 1920, 10);
    drawOverlays(context, { players: [], move: null, result: null }, 1920);
    expect(drawn).toEqual([]);
    expect(boxes).toEqual([]);
  });

  test('keeps inside the safe margins of a vertical picture, the film above the captions', () => {
    const [width, height] = [1080, 1920];
    const filmHeight = height - captionBand(width, height);
    const { context, placed, boxes } = fakeContext(width, height, 22);
    const long = `${EVERY.result} ${EVERY.result} ${EVERY.result}`;
    drawOverlays(context, { ...EVERY, result: long }, filmHeight);
    const { side, top } = overlayMargins(width, filmHeight);
    // A tenth of the height at the top and the bottom, where phone apps put their buttons.
    expect(top).toBe(Math.round(filmHeight * 0.1));
    expect(placed.length).toBeGreaterThanOrEqual(4);
    for (const { x, y, align, width: w } of placed) {
      const left = align === 'left' ? x : align === 'right' ? x - w : x - w / 2;
      expect(left).toBeGreaterThanOrEqual(side);
      expect(left + w).toBeLessThanOrEqual(width - side);
      expect(y).toBeGreaterThanOrEqual(top);
      expect(y).toBeLessThanOrEqual(filmHeight - top);
    }
    for (const [x, y, w, h] of boxes) {
      expect(x).toBeGreaterThanOrEqual(side);
      expect(x! + w!).toBeLessThanOrEqual(width - side);
      expect(y).toBeGreaterThanOrEqual(top);
      expect(y! + h!).toBeLessThanOrEqual(filmHeight - top);
    }
  });
});

describe('drawFrameLabel', () => {
  test("writes the label in the band above its frame, from the frame's left edge, never over the table", () => {
    const { context, placed } = fakeContext(2600, 1600, 8);
    const frame = { x: 430, y: 600, width: 420, height: 524 };
    const band = frameLabelBand(frame.width, frame.height);
    // The overlays' 16 px type for a 420 x 524 picture, in a band half as high again.
    expect(band).toBe(26);
    drawFrameLabel(context, '533 ms', frame);
    expect(placed).toEqual([{ text: '533 ms', x: 430, y: 600 - band / 2, align: 'left', width: 48 }]);
    expect(placed[0]!.y).toBeLessThan(frame.y);
    expect(placed[0]!.y).toBeGreaterThan(frame.y - band);
  });
});
