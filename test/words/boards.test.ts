import { describe, expect, test } from 'vitest';
import { en } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';
import { createTranslator } from '../../src/i18n/translate';
import type { SavedBoardProblem } from '../../src/setup/savedBoard';
import { countsWords, editProblemWords, savedBoardProblemWords } from '../../src/words/boards';
import { english } from '../../src/store/language';

describe('countsWords', () => {
  test.each([
    [[], []],
    [[3], ['3']],
    [
      [0, 4],
      ['0', '4'],
    ],
    [[0, 1, 2, 3], ['0 to 3']],
    [
      [0, 1, 2, 4, 8, 9, 10, 11],
      ['0 to 2', '4', '8 to 11'],
    ],
    [
      [0, 2, 4, 6],
      ['0', '2', '4', '6'],
    ],
  ])('%j: runs of three or more as ranges, %j', (counts, parts) => {
    expect(countsWords(counts).map((part) => english.words(part))).toEqual(parts);
  });

  test('listed the language’s way', async () => {
    const counts = countsWords([0, 1, 2, 4, 8, 9, 10, 11]);
    expect(english('boards.obstacles.counts', { counts })).toBe(
      'Counts that keep the symmetry: 0 to 2, 4 and 8 to 11.',
    );
    const german = createTranslator('de', await loadMessages('de'), en);
    expect(german('boards.obstacles.counts', { counts })).toBe(
      'Anzahlen, die die Symmetrie wahren: 0 bis 2, 4 und 8 bis 11.',
    );
  });
});

describe('edit problems', () => {
  test('several problems of the text read as one reason, in the order found', () => {
    const problem = editProblemWords({
      code: 'layout',
      problems: [
        { code: 'ragged-row', row: 2, length: 1, expected: 3 },
        { code: 'unknown-char', row: 3, col: 1, char: '\t' },
        { code: 'no-playable-cell' },
      ],
    });
    expect(english.words(problem)).toBe(
      'row 2 has 1 character where the others have 3; row 3, column 1: "\\t" is no board character (use . - C B H or 1 to 4); the board has no cell to play on',
    );
  });

  test('a shape’s number is named as the form names it', () => {
    const problem = editProblemWords({
      code: 'shape',
      problem: { code: 'out-of-range', field: 'cols', value: 30, min: 1, max: 26 },
    });
    expect(english.words(problem)).toBe('the columns must be from 1 to 26, not 30');
  });
});

describe('saved board problems', () => {
  test.each<[SavedBoardProblem, string]>([
    [
      { code: 'unreadable', count: 1, key: 'momentum.boards.unreadable' },
      '1 stored board could not be read; it is kept aside in this browser under "momentum.boards.unreadable".',
    ],
    [
      { code: 'unreadable', count: 2, key: 'momentum.boards.unreadable' },
      '2 stored boards could not be read; they are kept aside in this browser under "momentum.boards.unreadable".',
    ],
    [{ code: 'no-name' }, 'give the board a name to save it'],
    [{ code: 'long-name', max: 40 }, 'a name may be at most 40 characters long'],
    [{ code: 'unplayable', problem: { code: 'players', players: 5 } }, 'a game is for 2 to 4 players, not 5'],
    [{ code: 'store-failed' }, 'the browser would not store the board: its storage may be full or switched off'],
  ])('%j', (problem, said) => {
    expect(english.words(savedBoardProblemWords(problem))).toBe(said);
  });
});
