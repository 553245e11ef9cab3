import { describe, expect, test } from 'vitest';
import { fittedMenuTop } from '../../src/ui/VariationMenu';

describe('fittedMenuTop', () => {
  // An opener 20 px high, its top 300 px into a list whose top is 400 px down an 800 px window.
  const place = { top: 320, above: 300, left: 0 };

  test('below the opener where the menu fits in the window', () => {
    expect(fittedMenuTop(place, 60, 400, 800)).toBe(320);
  });

  test('above the opener where it would run past the bottom of the window', () => {
    // 400 + 320 + 120 = 840 > 800: it opens upward, its bottom on the opener's top.
    expect(fittedMenuTop(place, 120, 400, 800)).toBe(180);
  });

  test('where it fits neither way, as low as it can without leaving the top of the window', () => {
    expect(fittedMenuTop({ top: 40, above: 20, left: 0 }, 700, 10, 600)).toBe(-10);
    expect(fittedMenuTop({ top: 40, above: 20, left: 0 }, 500, 50, 560)).toBe(10);
  });
});
