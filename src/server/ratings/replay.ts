import { type RatedOutcome, type Standing, nextStandings } from './outcome';
import type { Pool } from '../../online/ratings';

/** The key of an account's standing in a pool. */
export function standingKey(pool: Pool, account: string): string {
  return `${pool}:${account}`;
}

/**
 * The standings that a series of rated games gives, played in order from nobody rated: the same
 * numbers the server stores game by game, so they can be checked or rebuilt from results alone.
 */
export function replayRatings(games: readonly RatedOutcome[]): Map<string, Standing> {
  const standings = new Map<string, Standing>();
  for (const outcome of games) {
    const keys = outcome.seats.map((s) => standingKey(outcome.pool, s.account));
    const after = nextStandings(
      outcome,
      keys.map((key) => standings.get(key)),
    );
    keys.forEach((key, i) => standings.set(key, after[i]!));
  }
  return standings;
}
