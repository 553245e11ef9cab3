import { expect, test } from 'vitest';
import { english } from '../../src/i18n/english';
import { hintWords, noHintWords, noMoveWords } from '../../src/words/computer';
import { EMPTY7, cellOf, playMoves, stateOf } from '../engine/helpers';

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

test('a hint names the player to move and the move', () => {
  const game = playMoves(stateOf(EMPTY7), ['d4']);
  expect(english.words(hintWords(game, cellOf(game.board, 'd5')))).toBe('Hint for Blue: d5.');
});
