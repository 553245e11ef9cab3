import type { OnlineResult } from '../result';
import { placesOf } from './places';
import type { Pool } from '../../online/ratings';
import { poolOf } from './pools';
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

/**
 * What a rated game that ended says for ratings: its pool and each account's seat and place; null
 * when a seat has no account (a game that should never have been rated). `setup` is the game's
 * starting record as stored, `accounts[i]` seat i + 1's account.
 */
export function ratedOutcome(
  setup: string,
  result: OnlineResult,
  accounts: readonly (string | null)[],
): RatedOutcome | null {
  const { players, teams } = JSON.parse(setup) as { players: number; teams?: boolean };
  if (accounts.length !== players) return null;
  const places = placesOf(result, players);
  const seats = accounts.map((account, i) => (account === null ? null : { account, seat: i + 1, place: places[i]! }));
  if (seats.some((s) => s === null)) return null;
  return { pool: poolOf(players, teams ?? false), seats: seats.map((s) => s!) };
}

/** Each seat's standing after `outcome`, from its standing before (undefined: not rated in the pool yet). */
export function nextStandings(outcome: RatedOutcome, before: readonly (Standing | undefined)[]): Standing[] {
  const after = rateGame(
    outcome.pool,
    outcome.seats.map((s, i) => ({ seat: s.seat, place: s.place, before: before[i]?.skill ?? newSkill() })),
  );
  return after.map((skill, i) => ({ skill, games: (before[i]?.games ?? 0) + 1 }));
}
