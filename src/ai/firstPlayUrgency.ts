import { spreadOf } from './mcts';
import type { SearchTree } from './searchTree';

/**
 * First-play urgency (Gelly and Wang, 2006): an untried move counts as worth `urgency`, so that a
 * node whose tried moves already look better than that goes on with them before trying the rest.
 * Returns the tried child of family `f` with the best UCB1 score (`scale` as in `select`) when
 * that score beats `urgency`, else -1: try an untried move.
 */
export function urgentChild(tree: SearchTree, f: number, scale: number, urgency: number): number {
  const { visits, mean } = tree;
  const first = tree.first[f]!;
  const end = first + tree.tried[f]!;
  let best = -1;
  let bestScore = urgency;
  for (let s = first; s < end; s++) {
    const score = mean[s]! + scale * spreadOf(visits[s]!);
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return best;
}
