import { type Options, rate, rating } from 'openskill';
import type { Puzzle } from './puzzle';

/**
 * Puzzle ratings with openskill (Weng-Lin, Plackett-Luce), the model the server already rates its
 * games with (src/server/ratings/skill.ts): one model, one package and one shape of skill for
 * games and puzzles, where Glicko-2 (lichess's choice) would bring a second package whose
 * rating periods fit a batch of games better than one try at a time. A try is a game of two sides,
 * the solver against the puzzle: solved, the solver wins; missed, the puzzle does.
 */

/** A solver's or a puzzle's skill: mean `mu` and uncertainty `sigma`, as openskill keeps them. */
export interface PuzzleSkill {
  readonly mu: number;
  readonly sigma: number;
}

/** openskill's defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300), as the server's games use. */
export const PUZZLE_RATING_OPTIONS: Options = {};

/** openskill's default beta: the spread of one performance around its player's skill. */
const BETA = 25 / 6;
/** The mean skill a new solver starts at, shown as MIDDLE_RATING. */
const MIDDLE_MU = 25;
const MIDDLE_RATING = 1500;
/**
 * Shown points per point of mu, chosen so that the odds read as Elo's do: between two settled
 * skills the Plackett-Luce model gives the stronger side exp(d / c) to 1 with c = sqrt(2) beta,
 * and Elo gives 10^(D / 400) to 1, so D = d * 400 / (c ln 10), about 29.5 points per point of mu.
 * A puzzle shown 400 above a solver is then solved about once in eleven tries, as on lichess.
 */
const POINTS_PER_MU = 400 / (Math.SQRT2 * BETA * Math.LN10);
/**
 * A puzzle's first sigma: half a new solver's. Its first rating is measured from the puzzle
 * itself (turns to the win, decoys, players; see initialRating), not a guess about a stranger,
 * so early tries should move it less than they move a newcomer.
 */
const PUZZLE_SIGMA = 25 / 6;

export function newSolverSkill(): PuzzleSkill {
  const { mu, sigma } = rating();
  return { mu, sigma };
}

/** A puzzle's skill from the rating it ships with. */
export function puzzleSkill(puzzle: Pick<Puzzle, 'rating'>): PuzzleSkill {
  return { mu: muOfRating(puzzle.rating), sigma: PUZZLE_SIGMA };
}

/**
 * The whole number shown for a skill, on the scale of the puzzles' `rating` (the shipped set's run
 * from 1200 to 2190): the mean, not openskill's conservative mu - 3 sigma, because a puzzle's
 * number must be its best estimate of difficulty and the solver's is compared with it; a new
 * solver shows MIDDLE_RATING.
 */
export function shownRating(skill: PuzzleSkill): number {
  return Math.round(MIDDLE_RATING + POINTS_PER_MU * (skill.mu - MIDDLE_MU));
}

/** The mean skill that shows as `shown`: shownRating's inverse (up to its rounding). */
export function muOfRating(shown: number): number {
  return MIDDLE_MU + (shown - MIDDLE_RATING) / POINTS_PER_MU;
}

/** Both skills after one try. */
export function rateTry(
  solver: PuzzleSkill,
  puzzle: PuzzleSkill,
  solved: boolean,
  options = PUZZLE_RATING_OPTIONS,
): { solver: PuzzleSkill; puzzle: PuzzleSkill } {
  const [[s], [p]] = rate([[{ ...solver }], [{ ...puzzle }]], { ...options, rank: solved ? [1, 2] : [2, 1] }) as [
    [PuzzleSkill],
    [PuzzleSkill],
  ];
  return { solver: { mu: s.mu, sigma: s.sigma }, puzzle: { mu: p.mu, sigma: p.sigma } };
}
