import type { AnswerProblem } from '../ai/answer';
import { type GameState, type Move, moveName } from '../engine/game';
import { type Words, words } from '../i18n/catalogue';
import { playerWords } from './players';
import { cellNameProblemWords, recordProblemWords } from './problems';

/** Why the computer's answer could not be used: a clause without its full stop. */
export function answerProblemWords(problem: AnswerProblem): Words {
  switch (problem.code) {
    case 'game-over':
      return words('errors.computer.gameOver');
    case 'invalid-record':
      return recordProblemWords(problem.problem);
    case 'failed':
      return words('errors.computer.failed', { message: problem.message });
    case 'unreadable':
      return cellNameProblemWords(problem.problem);
    case 'illegal':
      return words('errors.computer.illegal', { move: problem.move });
  }
}

/** The computer, holding `player`'s seat, found no move to play. */
export function noMoveWords(player: number, problem: AnswerProblem): Words {
  return words('errors.computer.noMove', { player: playerWords(player), reason: answerProblemWords(problem) });
}

/** A hint was asked for and none came. */
export function noHintWords(problem: AnswerProblem): Words {
  return words('errors.computer.noHint', { reason: answerProblemWords(problem) });
}

/** The move the computer suggests to the player to move in `game`. */
export function hintWords(game: GameState, move: Move): Words {
  return words('play.announce.hint', { player: playerWords(game.toMove), move: moveName(game.board, move) });
}
