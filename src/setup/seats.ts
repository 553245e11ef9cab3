import { LEVELS, type Level } from '../ai/levels';
import type { Ply } from '../engine/record';
import { type Result, err, ok } from '../engine/result';

/** Who plays a player's marbles: a person at the table, or the computer at a level. */
export type Seat = 'human' | Level;

export const SEATS: readonly Seat[] = ['human', ...LEVELS];

export function isSeat(value: string): value is Seat {
  return (SEATS as readonly string[]).includes(value);
}

/** Every seat human, for a game of `players`. */
export function humanSeats(players: number): Seat[] {
  return Array.from({ length: players }, () => 'human');
}

/** The seats kept for another number of players: the first ones stay, new ones are human. */
export function fitSeats(seats: readonly Seat[], players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => seats[i] ?? 'human');
}

/** The computer's level for `player`, or null when a person plays them. */
export function computerLevel(seats: readonly Seat[], player: number): Level | null {
  const seat = seats[player - 1];
  return seat === undefined || seat === 'human' ? null : seat;
}

/**
 * How many plies one Undo takes back: one, and then on until a human seat is to move, so that
 * undoing against the computer returns to the person's own last turn instead of to a position
 * the computer would answer again at once. With no human seat (computer against computer) one.
 */
export function undoDepth(plies: readonly Ply[], seats: readonly Seat[]): number {
  if (plies.length === 0) return 0;
  if (!seats.includes('human')) return 1;
  let keep = plies.length - 1;
  // The player to move after `keep` plies is the one who played ply `keep`.
  while (keep > 0 && computerLevel(seats, plies[keep]!.player) !== null) keep--;
  return plies.length - keep;
}

/** The seats as a link writes them: `human,hard`. */
export function writeSeats(seats: readonly Seat[]): string {
  return seats.join(',');
}

/** Why a link's seats cannot be read: a name no seat has (quoted), or a seat too many or too few. */
export type SeatProblem =
  | { readonly code: 'unknown-seat'; readonly seat: string }
  | { readonly code: 'seat-count'; readonly seats: number; readonly players: number };

export function parseSeats(text: string, players: number): Result<Seat[], SeatProblem> {
  const names = text.split(',');
  const wrong = names.find((name) => !isSeat(name));
  if (wrong !== undefined) return err({ code: 'unknown-seat', seat: JSON.stringify(wrong) });
  if (names.length !== players) return err({ code: 'seat-count', seats: names.length, players });
  return ok(names as Seat[]);
}
