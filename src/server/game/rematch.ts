import type { NewSeat } from '../storage/storage';
import type { Game } from './game';

/** The seat a player of seat `seat` takes in the rematch: each one place on, the last back to 1. */
export function rematchSeat(seat: number, seats: number): number {
  return (seat % seats) + 1;
}

/**
 * The rematch's seat for `seat` of `game`, or null: a watcher (`seat` null), or a player who left
 * a game of three, whose seat the computer keeps in the rematch too.
 */
export function rematchSeatOf(game: Game, seat: number | null): number | null {
  if (seat === null || game.seats[seat - 1]?.kind !== 'human') return null;
  return rematchSeat(seat, game.seats.length);
}

/**
 * The rematch's seats: every seat kept for the player (or computer) of the seat before it, under
 * the same name, a person's under the new secret whose hash is `secretHashes[i]` for seat i + 1.
 * A person's seat counts as joined only once they come with it (until then a new secret may
 * replace it); the computer's is taken from the start and no secret opens it.
 */
export function rematchSeats(game: Game, secretHashes: readonly string[], now: number): NewSeat[] {
  const count = game.seats.length;
  return game.seats
    .map((s): NewSeat => {
      const seat = rematchSeat(s.seat, count);
      return s.kind === 'computer'
        ? {
            seat,
            secretHash: '',
            name: s.name,
            kind: 'computer',
            joinedAt: now,
            ...(s.level ? { level: s.level } : {}),
          }
        : { seat, secretHash: secretHashes[seat - 1]!, name: s.name, kind: 'human', joinedAt: null };
    })
    .sort((a, b) => a.seat - b.seat);
}
