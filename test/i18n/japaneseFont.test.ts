import { describe, expect, test } from 'vitest';
import { ja } from '../../src/i18n/ja';
import { japaneseSlices } from '../../src/i18n/japaneseFont';

/** Whether a CSS unicode-range holds the code point. */
function covers(range: string, point: number): boolean {
  return range.split(',').some((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return point >= parseInt(from!, 16) && point <= parseInt(to ?? from!, 16);
  });
}

describe('the Japanese web font', () => {
  const slices = japaneseSlices();

  test('every slice has a file of its own', () => {
    expect(slices.length).toBeGreaterThan(100);
    expect(new Set(slices.map((s) => s.url)).size).toBe(slices.length);
  });

  test('draws every character of the Japanese catalogue outside ASCII', () => {
    const text = JSON.stringify(ja);
    const missing = [...new Set(text)].filter((c) => {
      const point = c.codePointAt(0)!;
      return point > 0x7f && !slices.some((s) => covers(s.range, point));
    });
    expect(missing).toEqual([]);
  });
});
