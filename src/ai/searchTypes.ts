/*
 * What every search takes and gives, whichever runs it: the serial search (`serialSearch.ts`),
 * root parallelism (`rootParallel.ts`), tree parallelism (`treeParallelSearch.ts`) and the plain
 * UCT yardstick (`plainUct.ts`). The levels, the review, the lab, the command and the server read
 * these types only, never a search's own module.
 */

export interface SearchBudget {
  /** Stop after this many playouts (deterministic for a seed). */
  readonly playouts?: number;
  /** Stop after this many milliseconds of `now()`. */
  readonly ms?: number;
  /** The clock for `ms`; the search itself never reads one. */
  readonly now?: () => number;
}

export interface SearchOptions extends SearchBudget {
  readonly seed: number;
  /** UCT exploration constant. */
  readonly exploration?: number;
  /** The most nodes the tree may grow to (at most MAX_NODES); past it, playouts start from its leaves. */
  readonly maxNodes?: number;
  /**
   * Only the best move's statistics in the result: a caller that reads no others (the levels but
   * easy, the lab) saves building and sorting a statistic for every move.
   */
  readonly bestOnly?: boolean;
  /**
   * Every node tries each of its moves once, in a random order, before choosing among them,
   * instead of widening slowly from its best-rated ones (see `widthOf`): slower to find the best
   * move, but every root move's mean is then a fair estimate of it, which a review's labels are
   * judged by.
   */
  readonly allMoves?: boolean;
}

/** A move's outcome for the player who makes it, when the search proved it. */
export type Proof = 'win' | 'loss' | 'draw';

export interface MoveStat {
  /** A layout index, or SWAP. */
  readonly move: number;
  readonly visits: number;
  /** Mean reward for the player to move, 0 to 1 (exactly 1, 0 or 0.5 when proven). */
  readonly value: number;
  /** Set when the search proved this move's outcome for the player who makes it. */
  readonly proof?: Proof;
}

export interface SearchResult {
  /** The move to play: `stats[0]`. */
  readonly move: number;
  readonly playouts: number;
  /** The player to move's chance to win: the best move's value, 1 or 0 when proven. */
  readonly value: number;
  /** Root moves: a proven win first, then most visited first, proven losses last. */
  readonly stats: readonly MoveStat[];
}

/** A node's proven outcome for the player who moved into it, as both tree layouts store it. */
export const UNPROVEN = 0;
export const PROVEN_WIN = 1;
export const PROVEN_LOSS = 2;
export const PROVEN_DRAW = 3;

/** A node's proof code as the result names it. */
export const PROOF_NAME: Readonly<Record<number, Proof>> = {
  [PROVEN_WIN]: 'win',
  [PROVEN_LOSS]: 'loss',
  [PROVEN_DRAW]: 'draw',
};
