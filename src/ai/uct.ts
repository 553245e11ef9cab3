import type { FastGame } from '../engine/fast';
import { ONGOING } from '../engine/fast';
import { Random } from '../engine/random';
import { type Tally, backUp, legalList } from './bots';
import type { SearchBudget, SearchResult } from './mcts';

/*
 * Plain UCT, the arena's yardstick for the computer levels. It is deliberately the textbook
 * algorithm: a fixed exploration constant, uniform random playouts, a fresh tree every move, no
 * win-in-one shortcut and no solver. Any refinement here would hide what `hard`'s are worth.
 */

/** The exploration constant of the baseline the strength goals are stated against. */
export const UCT_EXPLORATION = 0.7;

/** The baseline's budget when the arena is given none: the same second as `hard`. */
export const UCT_BUDGET: SearchBudget = { ms: 1000 };

/** A time budget without a clock cannot run out; stop here rather than never. */
const UNTIMED_PLAYOUTS = 10_000;

/** Reads the clock only this often: a reading costs about as much as a small playout. */
const PLAYOUTS_PER_READING = 32;

export interface UctOptions extends SearchBudget {
  readonly seed: number;
}

/** Rewards are scored for the player who made `move` (max-n: any number of players, teams too). */
interface UctNode extends Tally {
  /** The move that led here (-2 at the root, which no move led to). */
  readonly move: number;
  /** Legal moves of this position not yet given a child. */
  readonly untried: number[];
  readonly children: UctNode[];
}

function nodeOf(move: number, mover: number, game: FastGame, scratch: FastGame): UctNode {
  return { move, mover, untried: legalList(game, scratch), children: [], visits: 0, reward: 0 };
}

/** The child with the highest UCB1 score, mean reward seen by the player choosing here. */
function ucb1Child(node: UctNode): UctNode {
  const logVisits = Math.log(node.visits);
  let best = node.children[0]!;
  let bestScore = -Infinity;
  for (const child of node.children) {
    const score = child.reward / child.visits + UCT_EXPLORATION * Math.sqrt(logVisits / child.visits);
    if (score > bestScore) [best, bestScore] = [child, score];
  }
  return best;
}

/** Plain UCT from `root`; the most visited move wins. Deterministic for a seed and a playout budget. */
export function uctSearch(root: FastGame, options: UctOptions): SearchResult {
  if (root.status !== ONGOING) throw new Error('uctSearch called on a finished game');
  const random = new Random(options.seed);
  const game = root.clone();
  const scratch = root.clone();
  const tree = nodeOf(-2, 0, root, scratch);
  const { now } = options;
  const deadline = options.ms !== undefined && now ? now() + options.ms : Infinity;
  const limit = options.playouts ?? (deadline === Infinity ? UNTIMED_PLAYOUTS : Infinity);
  let playouts = 0;
  while (playouts < limit) {
    if (now && playouts > 0 && playouts % PLAYOUTS_PER_READING === 0 && now() >= deadline) break;
    game.copyFrom(root);
    let node = tree;
    const path = [node];
    while (node.untried.length === 0 && node.children.length > 0) {
      node = ucb1Child(node);
      game.play(node.move);
      path.push(node);
    }
    if (node.untried.length > 0) {
      const [move] = node.untried.splice(random.below(node.untried.length), 1);
      const mover = game.toMove;
      game.play(move!);
      node = nodeOf(move!, mover, game, scratch);
      path[path.length - 1]!.children.push(node);
      path.push(node);
    }
    if (game.status === ONGOING) game.playout(random);
    backUp(path, game);
    playouts++;
  }
  const stats = tree.children
    .map((n) => ({ move: n.move, visits: n.visits, value: n.reward / n.visits }))
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  return { move: stats[0]!.move, playouts, value: stats[0]!.value, stats };
}
