import type { Pool } from './pools';
import { type Skill, newSkill, rateGame } from './skill';

/** A rated game's outcome as stored: its pool and each account's seat and place. */
export interface RatedOutcome {
  readonly pool: Pool;
  readonly seats: readonly { readonly account: string; readonly seat: number; readonly place: number }[];
}

/** An account's standing in a pool: its skill and the rated games behind it. */
export interface Standing {
  readonly skill: Skill;
  readonly games: number;
}

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
  for (const { pool, seats } of games) {
    const before = seats.map((s) => standings.get(standingKey(pool, s.account)));
    const after = rateGame(
      pool,
      seats.map((s, i) => ({ seat: s.seat, place: s.place, before: before[i]?.skill ?? newSkill() })),
    );
    seats.forEach((s, i) =>
      standings.set(standingKey(pool, s.account), { skill: after[i]!, games: (before[i]?.games ?? 0) + 1 }),
    );
  }
  return standings;
}
