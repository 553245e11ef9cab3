import { describe, expect, test } from 'vitest';
import { scrollToShow, visibleRows } from '../../src/ui/virtualRows';

describe('visibleRows', () => {
  test.each([
    { scrollTop: 0, height: 100, count: 1000, overscan: 0, rows: { first: 0, end: 5 } },
    { scrollTop: 0, height: 100, count: 3, overscan: 2, rows: { first: 0, end: 3 } },
    { scrollTop: 210, height: 100, count: 1000, overscan: 0, rows: { first: 10, end: 16 } },
    { scrollTop: 210, height: 100, count: 1000, overscan: 4, rows: { first: 6, end: 20 } },
    { scrollTop: 19_980, height: 100, count: 1000, overscan: 4, rows: { first: 995, end: 1000 } },
    { scrollTop: 0, height: 100, count: 0, overscan: 4, rows: { first: 0, end: 0 } },
  ])(
    'scrolled $scrollTop px, $height px high, rows of 20 px: $rows',
    ({ scrollTop, height, count, overscan, rows }) => {
      expect(visibleRows(scrollTop, height, 20, count, overscan)).toEqual(rows);
    },
  );
});

describe('scrollToShow', () => {
  test.each([
    { index: 2, scrollTop: 0, to: 0, why: 'a row in view stays put' },
    { index: 4, scrollTop: 0, to: 0, why: 'the last whole row in view stays put' },
    { index: 5, scrollTop: 50, to: 50, why: 'a row in view, scrolled' },
    { index: 10, scrollTop: 0, to: 120, why: 'a row below comes up to the bottom edge' },
    { index: 1, scrollTop: 100, to: 20, why: 'a row above comes down to the top edge' },
    { index: 0, scrollTop: 100, to: 0, why: 'the first row scrolls to the top' },
  ])('row $index from $scrollTop: $to ($why)', ({ index, scrollTop, to }) => {
    expect(scrollToShow(index, 20, scrollTop, 100)).toBe(to);
  });
});
