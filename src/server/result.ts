import type { GameResult } from '../engine/game';

/**
 * How an online game ended: the engine's own results, or one the players or the clock decide:
 * `resigned` and `timeout` name the seat that lost, `agreement` is a draw both sides accepted.
 */
export type OnlineResult =
  | GameResult
  | {
      readonly status: 'won';
      readonly winners: readonly number[];
      readonly reason: 'resigned' | 'timeout';
      readonly loser: number;
    }
  | { readonly status: 'drawn'; readonly winners: readonly []; readonly reason: 'agreement' };
