import type { FastGame } from '../engine/fast';
import { ONGOING } from '../engine/fast';
import { evaluateInto } from './evaluation';
import { PROVEN_DRAW, PROVEN_LOSS, PROVEN_WIN, type SearchTree, UNPROVEN } from './searchTree';

/**
 * Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant, 2014): beside its Monte Carlo
 * mean every node keeps a minimax value of the evaluation over the tree grown so far, and
 * selection reads a blend of the two. Only for two sides, where one side's gain is the other's loss.
 */
export interface Minimax {
  /** The minimax value's share of the blend that selection reads (0 to 1). */
  readonly weight: number;
  /** The evaluation's logistic slope per marble of reserve. */
  readonly scale: number;
}

const PROOF_HEURISTIC: Readonly<Record<number, number>> = { [PROVEN_WIN]: 1, [PROVEN_LOSS]: 0, [PROVEN_DRAW]: 0.5 };

/** Scores a new `child` by the evaluation of `game`, the position its move led to. */
export function evaluateChild(
  tree: SearchTree,
  child: number,
  game: FastGame,
  scale: number,
  rewards: Float64Array,
): void {
  if (game.status !== ONGOING) return;
  tree.heuristic[child] = evaluateInto(game, scale, rewards)[tree.mover[child]!]!;
}

/** A node's heuristic value for its mover, its proof's value once proven. */
function heuristicOf(tree: SearchTree, s: number): number {
  const proof = tree.proof[s]!;
  return proof === UNPROVEN ? tree.heuristic[s]! : PROOF_HEURISTIC[proof]!;
}

/** Backs the minimax values up the path from its last node, as far as they change. */
export function backUpMinimax(tree: SearchTree, path: Int32Array, depth: number): void {
  const { family, first, tried, heuristic } = tree;
  for (let i = depth - 2; i >= 0; i--) {
    const node = path[i]!;
    const f = family[node]!;
    const start = first[f]!;
    let best = 0;
    for (let s = start; s < start + tried[f]!; s++) best = Math.max(best, heuristicOf(tree, s));
    const value = 1 - best;
    if (value === heuristic[node]) return;
    heuristic[node] = value;
  }
}

/**
 * The child of the fully tried family `f` with the best UCB1 score on the blend of mean and
 * minimax value (`scale` as in `select`); a proven loss only when all are.
 */
export function selectBlended(tree: SearchTree, f: number, scale: number, weight: number): number {
  const { visits, mean } = tree;
  const first = tree.first[f]!;
  const end = first + tree.size[f]!;
  let best = first;
  let bestScore = -Infinity;
  for (let s = first; s < end; s++) {
    const blend = (1 - weight) * mean[s]! + weight * heuristicOf(tree, s);
    const score = blend + scale / Math.sqrt(visits[s]!);
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return best;
}
