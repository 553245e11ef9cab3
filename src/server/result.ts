import { type GameResult, countOnBoard } from '../engine/game';
import type { ResultData } from '../online/protocol';

/** `T` with every property and list read-only, as the server keeps a result once it is decided. */
type Settled<T> = T extends readonly (infer E)[]
  ? readonly Settled<E>[]
  : T extends object
    ? { readonly [K in keyof T]: Settled<T[K]> }
    : T;

/** How an online game ended, as the protocol describes it (`ResultData`), read-only. */
export type OnlineResult = Settled<ResultData>;

/**
 * The result of a finished game (its engine result and final marbles) once `left` seats left it
 * (resigned or ran out of time, the computer playing their seats on). The seats that stayed rank
 * by the engine's result (its winner first), then by their marbles on the board; those that left
 * rank last, the first to leave lowest. `winners` is the first place.
 */
export function rankAfterLeaving(
  result: GameResult,
  owners: readonly number[],
  players: number,
  left: readonly number[],
): OnlineResult {
  if (left.length === 0) return result;
  const won = (seat: number) => result.status === 'won' && result.winners.includes(seat);
  const score = (seat: number) => (won(seat) ? Infinity : countOnBoard(owners, seat));
  const stayed = Array.from({ length: players }, (_, i) => i + 1).filter((seat) => !left.includes(seat));
  const scores = [...new Set(stayed.map(score))].sort((a, b) => b - a);
  const ranking = [
    ...scores.map((s) => stayed.filter((seat) => score(seat) === s)),
    ...left.toReversed().map((seat) => [seat]),
  ];
  return { status: 'won', winners: ranking[0]!, reason: result.reason, ranking, left };
}
