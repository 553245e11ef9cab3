/**
 * Why a seat of a rated game is refused to whoever comes to take it: nobody signed in (ratings
 * belong to accounts), the seat was played by another account (its link does not carry it over),
 * the account plays another seat of the game already, or another seat was taken from the same
 * browser (its player key) under another account.
 */
export const RATED_SEAT_PROBLEMS = ['account-required', 'other-account', 'same-account', 'same-browser'] as const;
export type RatedSeatProblem = (typeof RATED_SEAT_PROBLEMS)[number];

export function isRatedSeatProblem(code: string): code is RatedSeatProblem {
  return (RATED_SEAT_PROBLEMS as readonly string[]).includes(code);
}

/** Who holds a seat, or comes to take one: an account and a browser's player key (hashed), each maybe null. */
export interface SeatHolder {
  readonly accountId: string | null;
  readonly playerHash?: string | null;
}

/**
 * Whether `joining` may take seat `seat` of a rated game whose seats are held as `seats` (index
 * seat - 1). A rating is earned against other people: one person with two accounts seated in one
 * game from one browser would rate themselves.
 */
export function ratedSeatProblem(
  seats: readonly SeatHolder[],
  seat: number,
  joining: SeatHolder,
): RatedSeatProblem | null {
  if (joining.accountId === null) return 'account-required';
  const own = seats[seat - 1];
  if (own?.accountId != null && own.accountId !== joining.accountId) return 'other-account';
  const others = seats.filter((_, i) => i !== seat - 1);
  if (others.some((s) => s.accountId === joining.accountId)) return 'same-account';
  const key = joining.playerHash ?? null;
  if (key !== null && others.some((s) => s.playerHash === key)) return 'same-browser';
  return null;
}
