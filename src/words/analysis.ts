import { type Judgement, type KeptReviewProblem, type PlyReview, type ReviewFailure, THRESHOLDS } from '../ai/review';
import { type Words, words } from '../i18n/catalogue';
import { reviewProblemWords } from './open';
import { playerWords } from './players';

/** A chance to win as a whole percentage: finer figures would claim more than a search knows. */
export function chanceWords(chance: number): Words {
  return words('review.chance', { percent: Math.round(chance * 100) });
}

/** What each label is called on the review chart. */
export function judgementWords(label: Judgement): Words {
  return words(`review.judgement.${label}`);
}

/** The labels the review chart marks on the game, worst first. */
export const MARKED: readonly Judgement[] = ['blunder', 'mistake'];

/**
 * The chance a label's moves give away against the best move ("a drop of 20 to 30 points"), from
 * the review's thresholds.
 */
export function thresholdWords(label: Judgement): Words {
  const at = THRESHOLDS.findIndex((t) => t.label === label);
  if (at < 0) throw new RangeError(`${label} has no threshold`);
  const low = Math.round(THRESHOLDS[at]!.drop * 100);
  const worse = THRESHOLDS[at - 1];
  return worse
    ? words('review.chart.range', { low, high: Math.round(worse.drop * 100) })
    : words('review.chart.atLeast', { low });
}

/**
 * A reviewed move in words: "Move 5, Red's c3, a blunder: Red's chance to win went from 62% to 20%;
 * d4 kept 58%."
 */
export function describeReviewedMove(review: PlyReview, player: number, played: string): Words {
  return words(`review.move.${review.label}`, {
    ply: review.ply,
    player: playerWords(player),
    move: played,
    before: chanceWords(review.before),
    after: chanceWords(review.after),
    best: review.best,
    bestChance: chanceWords(review.bestChance),
  });
}

/** Why a game's kept review is left out: a clause without its full stop, for a notice's `{reason}`. */
export function keptReviewProblemWords(problem: KeptReviewProblem): Words {
  return problem.code === 'unreadable'
    ? reviewProblemWords(problem.problem)
    : words('review.tooLong', { count: problem.plies, moves: problem.moves });
}

/** The review panel's line when a review did not finish. */
export function reviewFailureWords(failure: ReviewFailure): Words {
  return words('review.failed', { reason: failure.reason });
}
