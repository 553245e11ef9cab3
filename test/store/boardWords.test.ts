import { describe, expect, test } from 'vitest';
import { countsInWords } from '../../src/store/boardWords';

describe('countsInWords', () => {
  test.each([
    [[], ''],
    [[3], '3'],
    [[0, 4], '0 or 4'],
    [[0, 1, 2, 3], '0 to 3'],
    [[0, 1, 2, 4, 8, 9, 10, 11], '0 to 2, 4 or 8 to 11'],
    [[0, 2, 4, 6], '0, 2, 4 or 6'],
  ])('%j: %s', (counts, words) => {
    expect(countsInWords(counts)).toBe(words);
  });
});
