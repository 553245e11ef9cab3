import { type Judgement, type PlyReview, THRESHOLDS } from '../ai/review';
import type { ReviewDepth } from './analysis';
import { playerName } from './players';

/** A chance to win as a whole percentage: finer figures would claim more than a search knows. */
export function chanceText(chance: number): string {
  return `${Math.round(chance * 100)}%`;
}

/** What each label is called in the panel and in announcements. */
export const JUDGEMENT_NAMES: Readonly<Record<Judgement, string>> = {
  best: 'best move',
  good: 'good move',
  inaccuracy: 'inaccuracy',
  mistake: 'mistake',
  blunder: 'blunder',
};

/** The labels the review chart marks on the game, worst first. */
export const MARKED: readonly Judgement[] = ['blunder', 'mistake'];

/** "a drop of 20 to 30 points", "a drop of 30 points or more": the chance a label's moves give away. */
export function thresholdText(label: Judgement): string {
  const at = THRESHOLDS.findIndex((t) => t.label === label);
  if (at < 0) throw new RangeError(`${label} has no threshold`);
  const low = Math.round(THRESHOLDS[at]!.drop * 100);
  const worse = THRESHOLDS[at - 1];
  return worse ? `a drop of ${low} to ${Math.round(worse.drop * 100)} points` : `a drop of ${low} points or more`;
}

/**
 * A reviewed move in words: "Move 5, Red's c3, a blunder: Red's chance to win fell from 62% to 20%;
 * d4 kept 58%."
 */
export function describeReviewedMove(review: PlyReview, player: number, played: string): string {
  const who = playerName(player);
  const fell = `${who}'s chance to win went from ${chanceText(review.before)} to ${chanceText(review.after)}`;
  const better = review.label === 'best' ? '' : `; ${review.best} kept ${chanceText(review.bestChance)}`;
  return `Move ${review.ply}, ${who}'s ${played}, a ${JUDGEMENT_NAMES[review.label]}: ${fell}${better}.`;
}

/** The review depths as the Depth choice offers them. */
export const REVIEW_DEPTH_NAMES: Readonly<Record<ReviewDepth, string>> = {
  quick: 'Quick',
  standard: 'Standard',
  deep: 'Deep',
};
