import { describe, expect, test } from 'vitest';
import { captionBand, drawCaption } from '../../src/export/compose';
import type { Drawing2D } from '../../src/scene/captureRegistry';

/** A 2D context whose every character is `em` pixels wide, recording the text it is asked to draw. */
function fakeContext(width: number, height: number, em: number) {
  const drawn: string[] = [];
  const context = {
    canvas: { width, height },
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: () => undefined,
    measureText: (text: string) => ({ width: [...text].length * em }),
    fillText: (text: string) => drawn.push(text),
  };
  return { context: context as unknown as Drawing2D, drawn };
}

describe('drawCaption', () => {
  // 640 × 360: 13 px type, 7 px padding, so lines of at most 612 px: 61 characters of 10 px.
  test('breaks between words, at most two lines, the rest cut with an ellipsis', () => {
    expect(captionBand(360)).toBe(2 * 16 + 2 * 7);
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

  test('draws only the strip when there is nothing to say', () => {
    const { context, drawn } = fakeContext(640, 360, 10);
    drawCaption(context, null);
    expect(drawn).toEqual([]);
  });
});
