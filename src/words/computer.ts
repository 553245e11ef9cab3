import type { AnswerProblem } from '../ai/answer';
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

/** The move (by name) suggested to `player`. */
export function hintWords(player: number, move: string): Words {
  return words('play.announce.hint', { player: playerWords(player), move });
}
