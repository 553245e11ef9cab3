import type { FastGame } from '../engine/fast';
import { type SearchTree, UNPROVEN } from './searchTree';

/**
 * How a search scores the positions its playouts reach. Without one a playout runs to the end of
 * the game; with one it stops after a few random turns and the marble count scores the position.
 */
export interface Evaluation {
  /** Random turns a playout plays before the position is scored (0 scores the new leaf itself). */
  readonly plies: number;
  /** Logistic slope per marble of reserve: how sure one marble ahead makes a side. */
  readonly scale: number;
}

/**
 * Writes into `rewards` (indexed by player) each player's chance to win in an unfinished `game`,
 * from the marbles each side still holds in reserve: a side wins by emptying its reserve, and the
 * round limit counts the marbles on the board, which are the others. A player to move who can
 * empty their reserve at once is scored as having won. Returns `rewards`.
 */
export function evaluateInto(game: FastGame, scale: number, rewards: Float64Array): Float64Array {
  const { players, teams, reserves, toMove } = game;
  rewards.fill(0);
  if (game.hasWinningDrop(toMove)) {
    for (let p = 1; p <= players; p++) rewards[p] = (game.sideMask(toMove) >> p) & 1;
    return rewards;
  }
  const sides = teams ? 2 : players;
  // Softmax over the sides' reserves: with two sides, the logistic of the difference.
  let total = 0;
  for (let s = 1; s <= sides; s++) {
    const reserve = teams ? reserves[s]! + reserves[s + 2]! : reserves[s]!;
    const weight = Math.exp(-scale * reserve);
    rewards[s] = weight;
    total += weight;
  }
  for (let s = 1; s <= sides; s++) rewards[s]! /= total;
  if (teams) {
    rewards[3] = rewards[1]!;
    rewards[4] = rewards[2]!;
  }
  return rewards;
}

/** Counts a scored playout in every node of the path, each node at its mover's reward. */
export function backUpRewards(tree: SearchTree, path: Int32Array, depth: number, rewards: Float64Array): void {
  const { visits, mean, mover, proof } = tree;
  for (let i = 0; i < depth; i++) {
    const s = path[i]!;
    const n = ++visits[s]!;
    if (proof[s] === UNPROVEN) mean[s]! += (rewards[mover[s]!]! - mean[s]!) / n;
  }
}
