/**
 * The rating pools: one per number of players and teams, since a place among four says something
 * else than a win against one. `2x2` is four players in two teams of two.
 */
export const POOLS = ['2', '3', '4', '2x2'] as const;

export type Pool = (typeof POOLS)[number];

export function isPool(value: string): value is Pool {
  return (POOLS as readonly string[]).includes(value);
}

/** The pool of a game with `players` seats (`teams`: four players as two teams, seats 1 and 3 against 2 and 4). */
export function poolOf(players: number, teams: boolean): Pool {
  if (players === 4 && teams) return '2x2';
  return String(players) as Pool;
}

/** The side a seat plays for in `pool`: its team in `2x2` (seats 1 and 3 are side 0), else the seat alone. */
export function sideInPool(pool: Pool, seat: number): number {
  return pool === '2x2' ? (seat - 1) % 2 : seat - 1;
}
