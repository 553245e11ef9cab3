/**
 * Ratings as the game server tells them (docs/online.md, "Ratings"): the pools, a pool's
 * leaderboard and a player's ratings. Shared by the server and the page.
 */

/**
 * The rating pools: one per number of players and teams, since a place among four says something
 * else than a win against one. `2x2` is four players in two teams of two.
 */
export const POOLS = ['2', '3', '4', '2x2'] as const;

export type Pool = (typeof POOLS)[number];

export function isPool(value: string): value is Pool {
  return (POOLS as readonly string[]).includes(value);
}

/** The rating every player shows in a pool before their first rated game there. */
export const STARTING_RATING = 1000;

/** Rated games a player needs in a pool before the number shown there is taken as settled. */
export const PROVISIONAL_GAMES = 10;

/** A rating as shown: the conservative number, and whether it rests on too few games to be settled. */
export interface ShownRating {
  readonly rating: number;
  readonly games: number;
  readonly provisional: boolean;
}

/** `GET /api/leaderboard/POOL`: the best players of a pool, best first. */
export interface LeaderboardAnswer {
  readonly pool: Pool;
  readonly players: readonly (ShownRating & { readonly rank: number; readonly name: string })[];
}

/** A player's rating in one pool, with the number after each rated game, oldest first (a profile's chart). */
export interface PoolRatingAnswer extends ShownRating {
  readonly pool: Pool;
  readonly history: readonly { readonly game: string; readonly at: number; readonly rating: number }[];
}
