import type { CellNameProblem } from '../engine/board';
import type { GameState, Move } from '../engine/game';
import { parseMove } from '../engine/record';
import { type Result, err } from '../engine/result';
import type { ThinkProblem } from './think';

/**
 * Why the computer gave no move to play: it found none, its search failed (`message`, the error's
 * own), or it named a move that cannot be read or played here.
 */
export type AnswerProblem =
  | ThinkProblem
  | { readonly code: 'failed'; readonly message: string }
  | { readonly code: 'unreadable'; readonly problem: CellNameProblem }
  | { readonly code: 'illegal'; readonly move: string };

/** The computer's answer as a move it may play here. */
export function legalAnswer(game: GameState, legal: readonly Move[], answer: string): Result<Move, AnswerProblem> {
  const move = parseMove(game.board, answer);
  if (!move.ok) return err({ code: 'unreadable', problem: move.error });
  return legal.includes(move.value) ? move : err({ code: 'illegal', move: answer });
}
