import type { FastGame } from '../engine/fast';
import { ONGOING } from '../engine/fast';
import { Random } from '../engine/random';
import { type SearchBudget, type SearchResult } from './searchTypes';
import { grown, spreadOf, sqrtLog } from './searchLoop';
import { rewardsOf } from './reward';
import { MAX_NODES, SerialTree } from './serialTree';

/*
 * Plain UCT, the arena's yardstick for the computer levels. It is deliberately the textbook
 * algorithm: a fixed exploration constant, uniform random playouts, a fresh tree every move, no
 * win-in-one shortcut and no solver. Any refinement here would hide what `hard`'s are worth.
 * Its speed is not a refinement: a slow yardstick flatters. It runs on the search's typed-array
 * tree and the engine's allocation-free playouts, so that every iteration allocates nothing.
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

/**
 * Plain UCT that keeps its tables (not its tree) from search to search, so that a game of
 * searches allocates only while the tree outgrows what an earlier search already used.
 */
export class UctSearcher {
  private readonly tree = new SerialTree();
  private work: {
    game: FastGame;
    scratch: FastGame;
    moves: Int32Array;
    path: Int32Array;
    rewards: Float64Array;
  } | null = null;

  /** Plain UCT from `root`; the most visited move wins. Deterministic for a seed and a playout budget. */
  search(root: FastGame, options: UctOptions): SearchResult {
    if (root.status !== ONGOING) throw new Error('uctSearch called on a finished game');
    const work = this.workFor(root);
    const { game, scratch, moves, rewards } = work;
    const tree = this.tree;
    tree.limit = MAX_NODES;
    // Rewards are scored for the player who moved into a node (max-n); the root's mover, none, scores nothing.
    tree.reset(0);
    const random = new Random(options.seed);
    const { now } = options;
    const deadline = options.ms !== undefined && now ? now() + options.ms : Infinity;
    const limit = options.playouts ?? (deadline === Infinity ? UNTIMED_PLAYOUTS : Infinity);
    let playouts = 0;
    let path = work.path;
    while (playouts < limit) {
      if (now && playouts > 0 && playouts % PLAYOUTS_PER_READING === 0 && now() >= deadline) break;
      game.copyFrom(root);
      let node = 0;
      let depth = 0;
      path[depth++] = 0;
      while (game.status === ONGOING) {
        let f = tree.family[node]!;
        // A full tree stops growing: the playout then starts from this leaf.
        if (f < 0 && !tree.addFamily(node, moves, game.legalMoves(moves, scratch), game.toMove)) break;
        f = tree.family[node]!;
        const tried = tree.tried[f]!;
        const untried = tree.size[f]! - tried;
        node =
          untried > 0
            ? tree.tryMove(f, tree.first[f]! + tried + random.below(untried))
            : ucb1Child(tree, f, UCT_EXPLORATION * sqrtLog(tree.visits[node]!));
        game.play(tree.move[node]!);
        if (depth === path.length) path = work.path = grown(path);
        path[depth++] = node;
        if (untried > 0) break;
      }
      if (game.status === ONGOING) game.playout(random);
      // Plain UCT scores wins alone, whatever their margin.
      tree.backUp(path, depth, rewardsOf(game, game.status === ONGOING ? 0 : game.winners, 0, rewards));
      playouts++;
    }
    return resultOf(tree, playouts);
  }

  private workFor(root: FastGame): NonNullable<UctSearcher['work']> {
    if (this.work?.game.sameRules(root)) return this.work;
    this.work = {
      game: root.clone(),
      scratch: root.clone(),
      moves: new Int32Array(root.frame.playable.length + 1),
      path: new Int32Array(64),
      rewards: new Float64Array(5),
    };
    return this.work;
  }
}

/** Plain UCT from `root` on a searcher of its own. */
export function uctSearch(root: FastGame, options: UctOptions): SearchResult {
  return new UctSearcher().search(root, options);
}

/** The child of the fully tried family `f` with the highest UCB1 score; `scale` is c * sqrt(ln N). */
function ucb1Child(tree: SerialTree, f: number, scale: number): number {
  const { mean, visits } = tree;
  const first = tree.first[f]!;
  const end = first + tree.size[f]!;
  let best = first;
  let bestScore = -Infinity;
  for (let s = first; s < end; s++) {
    const score = mean[s]! + scale * spreadOf(visits[s]!);
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return best;
}

function resultOf(tree: SerialTree, playouts: number): SearchResult {
  const f = tree.family[0]!;
  const first = tree.first[f]!;
  const stats = [];
  for (let s = first; s < first + tree.tried[f]!; s++) {
    stats.push({ move: tree.move[s]!, visits: tree.visits[s]!, value: tree.mean[s]! });
  }
  stats.sort((a, b) => b.visits - a.visits || b.value - a.value);
  return { move: stats[0]!.move, playouts, value: stats[0]!.value, stats };
}
