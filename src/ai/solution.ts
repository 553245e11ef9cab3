import { type FastGame, ONGOING } from '../engine/fast';
import { Prover, type ProverOptions } from './prover';

/** A forced win proved from a position: how soon, with which first moves, and how it plays out. */
export interface Solution {
  /** The fewest of the solver's turns that win by force. */
  readonly winIn: number;
  /** Every first move that wins within `winIn` (a puzzle wants exactly one). */
  readonly winning: readonly number[];
  /**
   * The game from the first winning move to the solver's win: the solver's fastest win at each of
   * their turns, every other player's reply that holds out longest at theirs.
   */
  readonly line: readonly number[];
}

/**
 * The shortest forced win for the player to move within `most` of their turns, or null when there
 * is none. Throws ProofBudgetSpent when the options' budget runs out first.
 */
export function solve(game: FastGame, most: number, options: ProverOptions = {}): Solution | null {
  const prover = new Prover(game, options);
  for (let winIn = 1; winIn <= most; winIn++) {
    const winning = prover.winningMoves(winIn);
    if (winning.length > 0) {
      const line = mainLine(prover, winning[0]!, winIn);
      return { winIn, winning, line };
    }
  }
  return null;
}

/** The line from `first`, a move proven to win within `winIn`: fastest wins against the longest defence. */
function mainLine(prover: Prover, first: number, winIn: number): number[] {
  const line = [first];
  let game = prover.after(prover.root, first);
  let left = winIn - 1;
  while (game.status === ONGOING) {
    const solverToMove = game.toMove === prover.solver;
    const best = solverToMove ? fastestWin(prover, game, left - 1) : longestReply(prover, game, left);
    // Proven wins leave every reply a distance and the solver always one move that keeps it.
    if (!best) throw new Error('proven-line-lost');
    line.push(best.move);
    game = best.game;
    if (solverToMove) left--;
  }
  return line;
}

/** A move and where it leads, with the solver's distance to a win from there (Infinity: none in time). */
export interface Reply {
  readonly move: number;
  readonly game: FastGame;
  readonly distance: number;
}

/** The solver's move at `game` that wins soonest within `left` more of their turns; null when none does. */
function fastestWin(prover: Prover, game: FastGame, left: number): Reply | null {
  let best: Reply | null = null;
  for (const move of prover.movesOf(game)) {
    const next = prover.after(game, move);
    const distance = prover.distance(next, left);
    if (distance !== null && (!best || distance < best.distance)) best = { move, game: next, distance };
  }
  return best;
}

/**
 * The reply at `game`, a turn of one of the solver's opponents, that holds out longest against a
 * win within `left` of the solver's turns: one after which that win is gone, when there is one (the
 * refutation of a move that does not win), else the one that delays it most. Null when no move is left.
 */
export function longestReply(prover: Prover, game: FastGame, left: number): Reply | null {
  let best: Reply | null = null;
  for (const move of prover.movesOf(game)) {
    const next = prover.after(game, move);
    const distance = prover.distance(next, left) ?? Infinity;
    if (!best || distance > best.distance) best = { move, game: next, distance };
    if (distance === Infinity) break;
  }
  return best;
}
