import { type Options, ordinal, rate, rating } from 'openskill';
import { type Pool, STARTING_RATING } from '../../online/ratings';
import { sideInPool } from './pools';

/** A player's skill in a pool as Weng-Lin estimates it: mean `mu`, uncertainty `sigma`. */
export interface Skill {
  readonly mu: number;
  readonly sigma: number;
}

/**
 * The model's settings: openskill's defaults (Plackett-Luce, mu 25, sigma 25/3, beta 25/6), tau
 * included, which widens every sigma a little before each game so that a settled rating can still
 * move when its player gets better or worse.
 */
export const RATING_OPTIONS: Options = {};

/** A new player's skill. */
export function newSkill(): Skill {
  return rating();
}

/** One seat of a rated game: its seat number (which decides its team), its place and its skill before. */
export interface Contestant {
  readonly seat: number;
  readonly place: number;
  readonly before: Skill;
}

/**
 * Every contestant's skill after a game, in the order given. The players of a team (`2x2`) are
 * one side of the model and share its place; elsewhere each seat is a side of its own.
 */
export function rateGame(pool: Pool, contestants: readonly Contestant[], options = RATING_OPTIONS): Skill[] {
  const sides = [...new Set(contestants.map((c) => sideInPool(pool, c.seat)))];
  const members = sides.map((side) => contestants.filter((c) => sideInPool(pool, c.seat) === side));
  const rated = rate(
    members.map((team) => team.map((c) => ({ mu: c.before.mu, sigma: c.before.sigma }))),
    { ...options, rank: members.map((team) => team[0]!.place) },
  );
  return contestants.map((c) => {
    const side = sides.indexOf(sideInPool(pool, c.seat));
    const after = rated[side]![members[side]!.indexOf(c)]!;
    return { mu: after.mu, sigma: after.sigma };
  });
}

/**
 * The number shown for a skill: the conservative estimate mu - 3 sigma (openskill's ordinal: the
 * player is better than this with 99.7% likelihood), as 1000 + 25 per point. A new player
 * (ordinal 0) shows 1000; a player of average skill whose sigma has settled near 1 shows about
 * 1550; the best, with mu near 40, above 2000.
 */
export function displayRating(skill: Skill): number {
  return Math.round(STARTING_RATING + 25 * ordinal({ mu: skill.mu, sigma: skill.sigma }));
}
