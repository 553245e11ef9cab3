import { expect, test } from 'vitest';
import { english } from '../../src/i18n/english';
import { hintWords, noHintWords, noMoveWords } from '../../src/words/computer';
import { announcementWords, noticeWords } from '../../src/words/table';

test('why the computer gave no move, for its seat or for a hint', () => {
  expect(english.words(noMoveWords(2, { code: 'game-over' }))).toBe(
    'The computer could not choose a move for Blue: the game is over: there is no move to choose.',
  );
  expect(english.words(noMoveWords(1, { code: 'illegal', move: 'd4' }))).toBe(
    'The computer could not choose a move for Red: it chose d4, which is not a legal move here.',
  );
  expect(english.words(noHintWords({ code: 'failed', message: 'out of memory' }))).toBe(
    'The computer could not choose a hint: the search failed: out of memory.',
  );
});

test('a hint names the player it is for and the move', () => {
  expect(english.words(hintWords(2, 'd5'))).toBe('Hint for Blue: d5.');
});

test("the table's notice and announcement word the computer's codes alike", () => {
  expect(english.words(noticeWords({ code: 'no-move', player: 1, problem: { code: 'illegal', move: 'd4' } }))).toBe(
    'The computer could not choose a move for Red: it chose d4, which is not a legal move here.',
  );
  expect(english.words(noticeWords({ code: 'no-hint', problem: { code: 'game-over' } }))).toBe(
    'The computer could not choose a hint: the game is over: there is no move to choose.',
  );
  expect(english.words(announcementWords({ code: 'hint', player: 3, move: 'a7' }))).toBe('Hint for Green: a7.');
});
