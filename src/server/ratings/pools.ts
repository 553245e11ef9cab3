import type { Pool } from '../../online/ratings';

/** The pool of a game with `players` seats (`teams`: four players as two teams, seats 1 and 3 against 2 and 4). */
export function poolOf(players: number, teams: boolean): Pool {
  if (players === 4 && teams) return '2x2';
  return String(players) as Pool;
}

/** The side a seat plays for in `pool`: its team in `2x2` (seats 1 and 3 are side 0), else the seat alone. */
export function sideInPool(pool: Pool, seat: number): number {
  return pool === '2x2' ? (seat - 1) % 2 : seat - 1;
}
