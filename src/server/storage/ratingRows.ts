import type { OnlineResult } from '../result';
import { type RatedOutcome, type Standing, ratedOutcome } from '../ratings/outcome';
import type { Pool } from '../../online/ratings';
import type { PoolRating } from './storage';

/** The rating rows the rating queries read (tables `ratings` and `rating_history`, migration 6). */
interface RatingRow {
  pool: Pool;
  mu: number;
  sigma: number;
  games: number;
}

interface HistoryRow {
  pool: Pool;
  game_id: string;
  at: number;
  mu: number;
  sigma: number;
}

/** A rated game as stored: one that has ended, with its result. */
interface RatedGameRow {
  id: string;
  setup: string;
  result: string | null;
}

export function standingOf(row: RatingRow | undefined): Standing | undefined {
  return row && { skill: { mu: row.mu, sigma: row.sigma }, games: row.games };
}

/** An account's pools with their histories, from its rows of both tables. */
export function poolRatingsOf(ratings: readonly RatingRow[], history: readonly HistoryRow[]): PoolRating[] {
  return ratings.map((r) => ({
    pool: r.pool,
    skill: { mu: r.mu, sigma: r.sigma },
    games: r.games,
    history: history
      .filter((h) => h.pool === r.pool)
      .map((h) => ({ game: h.game_id, at: h.at, skill: { mu: h.mu, sigma: h.sigma } })),
  }));
}

/** The outcomes of rated games, in the order given, from their rows and their seats' accounts. */
export function outcomesOf(
  games: readonly RatedGameRow[],
  seats: readonly { game_id: string; seat: number; account_id: string | null }[],
): RatedOutcome[] {
  return games.flatMap((g) => {
    const accounts = seats
      .filter((s) => s.game_id === g.id)
      .sort((a, b) => a.seat - b.seat)
      .map((s) => s.account_id);
    const outcome = ratedOutcome(g.setup, JSON.parse(g.result!) as OnlineResult, accounts);
    return outcome ? [outcome] : [];
  });
}
