import { expect, test } from 'vitest';
import { legalAnswer } from '../../src/ai/answer';
import { legalMoves } from '../../src/engine/game';
import { EMPTY7, cellOf, playMoves, stateOf } from '../engine/helpers';

test("the computer's answer is taken only as a legal move of the position", () => {
  const game = playMoves(stateOf(EMPTY7), ['d4']);
  const legal = legalMoves(game);
  expect(legalAnswer(game, legal, 'd5')).toEqual({ ok: true, value: cellOf(game.board, 'd5') });
  expect(legalAnswer(game, legal, 'd4')).toEqual({ ok: false, error: { code: 'illegal', move: 'd4' } });
  const unreadable = legalAnswer(game, legal, 'z9');
  expect(!unreadable.ok && unreadable.error.code).toBe('unreadable');
});
