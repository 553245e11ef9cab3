import { type GameResult, countOnBoard } from '../engine/game';

/**
 * How an online game ended: the engine's own results, or one the players or the clock decide:
 * `resigned` and `timeout` name the seat that lost, `agreement` is a draw both sides accepted.
 * A game of more than two sides that a player left ends `ranked`.
 */
export type OnlineResult =
  | GameResult
  | {
      readonly status: 'won';
      readonly winners: readonly number[];
      readonly reason: 'resigned' | 'timeout';
      readonly loser: number;
    }
  | { readonly status: 'drawn'; readonly winners: readonly []; readonly reason: 'agreement' }
  | RankedResult;

/**
 * The end of a game of more than two sides that players left (resigned or ran out of time; the
 * computer played their seats on): `left`, those seats, the first to leave first; `ranking`, every
 * seat's place, best first, seats sharing a place together. The seats that stayed rank by the
 * engine's result (its winner first), then by their marbles on the board; those that left rank
 * last, the first to leave lowest. `winners` is the first place.
 */
export interface RankedResult {
  readonly status: 'won';
  readonly winners: readonly number[];
  readonly reason: GameResult['reason'];
  readonly ranking: readonly (readonly number[])[];
  readonly left: readonly number[];
}

/** The result of a finished game (its engine result and final marbles) once `left` seats left it. */
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
