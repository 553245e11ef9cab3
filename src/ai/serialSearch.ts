import type { FastGame } from '../engine/fast';
import { Random } from '../engine/random';
import { EXPLORATION, Workspace, growTree } from './searchLoop';
import {
  type MoveStat,
  PROOF_NAME,
  PROVEN_DRAW,
  PROVEN_LOSS,
  PROVEN_WIN,
  type SearchOptions,
  type SearchResult,
  UNPROVEN,
} from './searchTypes';
import { MAX_NODES, SerialTree } from './serialTree';

const PROOF_VALUE: Readonly<Record<number, number>> = { [PROVEN_WIN]: 1, [PROVEN_LOSS]: 0, [PROVEN_DRAW]: 0.5 };

/**
 * Monte Carlo tree search (UCT, max-n: each node is scored for the player who moved into it, so 3
 * and 4 players and teams need no special case) over the engine's fast path, with an MCTS-Solver:
 * a finished game is a proven outcome, and with two sides (two players, or four in two teams) the
 * proofs climb the tree, so the search plays a forced win at once and never steps into a proven
 * loss while another move holds. With three players a proof cannot climb soundly (who wins below
 * a node depends on which of several equal outcomes the third player prefers), so there only
 * finished games are proven.
 */
export function search(root: FastGame, options: SearchOptions): SearchResult {
  return new Searcher().search(root, options);
}

/**
 * A search that keeps its tree between moves: tell it every move played with `advance`, and the
 * next search starts from the statistics already gathered below that position.
 */
export class Searcher {
  private tree: SerialTree | null = null;
  /** The tree a kept subtree is copied into, then swapped with `tree`. */
  private spare: SerialTree | null = null;
  private root = 0;
  private work: Workspace | null = null;
  /** Whether the workspace's position is the one the tree's root stands for. */
  private known = false;

  /**
   * Drops the kept position, so that the next search starts from a fresh root whatever it is
   * asked about, but keeps the tables for it to fill.
   */
  forget(): void {
    this.known = false;
  }

  /** Moves the kept tree down to the position after `move`, or forgets it. */
  advance(move: number): void {
    if (!this.tree || !this.work || !this.known) return;
    const child = visitedChild(this.tree, this.root, move);
    if (child < 0) {
      this.known = false;
      return;
    }
    this.root = child;
    this.work.position.play(move);
  }

  search(root: FastGame, options: SearchOptions): SearchResult {
    const work = this.workFor(root);
    const n = root.legalMoves(work.moves, work.scratch);
    if (n === 0) throw new Error('search called on a finished game');
    const winning = immediateWin(root, work.moves, n, work.scratch);
    if (winning !== null) {
      return { move: winning, playouts: 0, value: 1, stats: [{ move: winning, visits: 0, value: 1, proof: 'win' }] };
    }
    let tree = this.tree ?? new SerialTree();
    if (this.known && samePosition(work.position, root)) {
      if (this.root !== 0) {
        const into = this.spare ?? new SerialTree();
        // The kept subtree fits whatever the last search's cap was.
        into.limit = MAX_NODES;
        tree.copySubtree(this.root, into);
        this.spare = tree;
        tree = into;
      }
    } else {
      tree.reset(root.toMove === 1 ? root.players : root.toMove - 1);
      // What the history learnt belongs to the tree it grew: a search from a fresh root starts both afresh.
      work.history.clear();
    }
    tree.limit = Math.min(options.maxNodes ?? MAX_NODES, MAX_NODES);
    this.tree = tree;
    this.root = 0;
    work.position.copyFrom(root);
    this.known = true;
    return resultOf(tree, grow(tree, options, work), options.bestOnly ?? false);
  }

  /** The workspace, made again (and the kept position forgotten) for another board or rules. */
  private workFor(root: FastGame): Workspace {
    if (this.work?.position.sameRules(root)) return this.work;
    this.known = false;
    this.work = new Workspace(root);
    return this.work;
  }
}

function samePosition(a: FastGame, b: FastGame): boolean {
  return (
    a.frame === b.frame &&
    a.toMove === b.toMove &&
    a.turn === b.turn &&
    a.swapCell === b.swapCell &&
    a.grid.every((v, i) => v === b.grid[i])
  );
}

/** The child of `node` reached by `move` that a playout went through, or -1. */
function visitedChild(tree: SerialTree, node: number, move: number): number {
  const f = tree.family[node]!;
  if (f < 0) return -1;
  const first = tree.first[f]!;
  for (let s = first; s < first + tree.tried[f]!; s++) if (tree.move[s] === move) return s;
  return -1;
}

/** Runs playouts from `work.position` (slot 0 of `tree`), growing the tree; returns how many it ran. */
function grow(tree: SerialTree, options: SearchOptions, work: Workspace): number {
  const now = options.now;
  const deadline = options.ms !== undefined && now ? now() + options.ms : Infinity;
  const widen = !options.allMoves;
  tree.rated = widen;
  tree.claimed = 0;
  const plan = {
    root: 0,
    limit: options.playouts ?? (deadline === Infinity ? 10_000 : Infinity),
    deadline,
    now,
    exploration: options.exploration ?? EXPLORATION,
    widen,
  };
  return growTree(tree, plan, work, new Random(options.seed));
}

/** A root child's value as the result gives it: exactly 1, 0 or 0.5 once proven. */
function valueOf(tree: SerialTree, s: number): number {
  const proof = tree.proof[s]!;
  return proof === UNPROVEN ? tree.mean[s]! : PROOF_VALUE[proof]!;
}

/** Where a proof puts a move in the result: a proven win first, a proven loss last. */
function rankOf(tree: SerialTree, s: number): number {
  const proof = tree.proof[s]!;
  return proof === PROVEN_WIN ? 0 : proof === PROVEN_LOSS ? 2 : 1;
}

/** The order of the result's moves: by proof, then the most visited, then the better valued. */
function compareSlots(tree: SerialTree, a: number, b: number): number {
  return rankOf(tree, a) - rankOf(tree, b) || tree.visits[b]! - tree.visits[a]! || valueOf(tree, b) - valueOf(tree, a);
}

function statOf(tree: SerialTree, s: number): MoveStat {
  const proof = PROOF_NAME[tree.proof[s]!];
  const stat = { move: tree.move[s]!, visits: tree.visits[s]!, value: valueOf(tree, s) };
  return proof ? { ...stat, proof } : stat;
}

function resultOf(tree: SerialTree, playouts: number, bestOnly: boolean): SearchResult {
  const f = tree.family[0]!;
  const first = tree.first[f]!;
  const end = first + tree.tried[f]!;
  let slots: number[];
  if (bestOnly) {
    // The first of the best in slot order, as the stable sort below would put first.
    let best = first;
    for (let s = first + 1; s < end; s++) if (compareSlots(tree, s, best) < 0) best = s;
    slots = [best];
  } else {
    slots = [];
    for (let s = first; s < end; s++) slots.push(s);
    slots.sort((a, b) => compareSlots(tree, a, b));
  }
  const stats = slots.map((s) => statOf(tree, s));
  return { move: stats[0]!.move, playouts, value: stats[0]!.value, stats };
}

/** One of the first `n` of `moves` that wins on the spot for the player to move, if there is one. */
function immediateWin(root: FastGame, moves: Int32Array, n: number, probe: FastGame): number | null {
  for (let i = 0; i < n; i++) {
    probe.copyFrom(root);
    probe.play(moves[i]!);
    if (probe.winners & (1 << root.toMove)) return moves[i]!;
  }
  return null;
}
