import { FastGame } from '../engine/fast';
import type { GameState } from '../engine/game';
import { Random } from '../engine/random';
import type { MoveHistory } from './history';
import { type MoveStat, PROOF_NAME, type SearchOptions, type SearchResult } from './searchTypes';
import { EXPLORATION, RIVAL_SLACK, type SearchLayout, Workspace, growTree, grown, spreadOf } from './searchLoop';
import { byStrength } from './rootParallel';
import { PROVEN_DRAW, PROVEN_LOSS, PROVEN_WIN, UNPROVEN } from './searchTypes';
import {
  EXPANDING,
  LEAF,
  SCORE,
  SCORE_UNITS,
  SharedTree,
  type SharedTreeMemory,
  VISITS,
  threadTableSlot,
} from './sharedTree';
import { HOT_VISITS, PENDING_DESCENTS, PendingCounts } from './pendingCounts';
import { LeaderCache } from './leaderCache';
import { BusyPrefix } from './busyPrefix';

/*
 * Tree parallelisation: every thread runs the loop of `searchLoop.ts` on one shared tree, so their
 * playouts add up in one set of statistics instead of several small trees merged at the root.
 * Virtual loss (a descent counts as a lost visit until its playout is backed up) keeps the
 * threads from all following the same path. What every thread reads and writes on every playout
 * is kept per thread where it can be: the counts of the busiest nodes are gathered and written
 * every few playouts (`PendingCounts`), and selection's shortcut is each thread's own
 * (`LeaderCache`). Until a thread writes its counts, what chose its last run of busy nodes from
 * the root stays as it was but for the other threads' writes, so its next descents start at the
 * run's end (`BusyPrefix`).
 */

/** One thread's part of a tree-parallel search: the shared tree, the position and the budget. */
export interface TreeTask {
  readonly memory: SharedTreeMemory;
  /** The slot of the node the position stands for. */
  readonly root: number;
  /** The tree was started afresh: the thread forgets what it learnt of the moves. */
  readonly fresh: boolean;
  readonly start: GameState;
  /** The moves from `start` to the position, in the search's encoding. */
  readonly moves: readonly number[];
  /** This thread's seed. */
  readonly seed: number;
  /** The playouts of all threads together; otherwise each thread searches `ms` milliseconds. */
  readonly playouts?: number;
  readonly ms?: number;
}

/** A search's workspace with what a thread keeps of its runs of busy nodes besides. */
class SharedWorkspace extends Workspace {
  /** The run of busy nodes a descent may start below (see `BusyPrefix`). */
  readonly prefix: BusyPrefix;
  /** The tried moves of each node of the path, as the descent read them. */
  pathTried: Int32Array = new Int32Array(64);

  constructor(root: FastGame) {
    super(root);
    this.prefix = new BusyPrefix(root);
  }
}

/**
 * Runs tree tasks on one thread with `now` as the clock of timed ones, keeping its games and
 * buffers from task to task (see `Workspace`); each task returns the playouts it ran.
 */
export function treeParallelSearcher(now: () => number): (task: TreeTask) => number {
  let work: SharedWorkspace | null = null;
  return (task) => {
    const position = FastGame.fromState(task.start);
    for (const move of task.moves) position.play(move);
    if (!work?.position.sameRules(position)) work = new SharedWorkspace(position);
    work.position.copyFrom(position);
    if (task.fresh) work.history.clear();
    // Memory posted to a thread arrives as a new buffer object each time: new views on it are cheap.
    const tree = new ThreadTree(task.memory, task.root, work);
    const plan = {
      root: task.root,
      limit: task.playouts ?? Infinity,
      deadline: task.ms !== undefined ? now() + task.ms : Infinity,
      now,
      exploration: EXPLORATION,
      widen: true,
    };
    return growTree(tree, plan, work, new Random(task.seed));
  };
}

/**
 * One thread's view of a shared tree as the search loop's layout: its descents count their visits
 * on the way down (the virtual loss), those of the busiest nodes gathered in `pending` and
 * written every `PENDING_DESCENTS` descents, and start below the thread's run of busy nodes
 * while it holds. Statistics other threads change meanwhile are read plainly: a count a
 * descent late changes a choice by nothing that matters, and a proof is written once.
 */
class ThreadTree extends SharedTree implements SearchLayout {
  readonly triesTwice = true;
  private readonly pending = new PendingCounts();
  private readonly leaders = new LeaderCache();
  private readonly prefix: BusyPrefix;
  private descents = 0;
  /** The first `gathered` nodes of the current path are busy ones, whose counts go to `pending`. */
  private gathered = 0;
  /** Whether the path so far is busy nodes that selection chose: a run to keep for the next descents. */
  private running = false;

  constructor(
    memory: SharedTreeMemory,
    private readonly root: number,
    private readonly work: SharedWorkspace,
  ) {
    super(memory);
    this.prefix = work.prefix;
    this.prefix.clear();
  }

  override visitsOf(node: number): number {
    return this.stats[2 * node + VISITS]!;
  }

  /** The visits but this descent's own. */
  playoutsOf(node: number): number {
    return this.stats[2 * node + VISITS]! - 1;
  }

  hasChildren(node: number): boolean {
    return Atomics.load(this.first, node) > LEAF;
  }

  /** Holds `node` as EXPANDING while it makes the children, so that no other thread makes them too. */
  expand(node: number, game: FastGame, moves: Int32Array, scratch: FastGame): boolean {
    if (Atomics.compareExchange(this.first, node, LEAF, EXPANDING) !== LEAF) return false;
    return this.addChildren(node, moves, game.legalMoves(moves, scratch), game.toMove);
  }

  /**
   * The tried child of `node` with the best UCB1 score, with the leader shortcut of
   * `SerialTree.select` kept in this thread's `leaders`; a child whose first visit is still on
   * its way down comes first.
   */
  select(node: number, tried: number, scale: number): number {
    const { stats, proof, leaders } = this;
    const slot = threadTableSlot(node);
    const leader = leaders.leaderAt(slot, node, tried);
    if (leader >= 0 && proof[leader] === UNPROVEN) {
      const v = stats[2 * leader + VISITS]!;
      if (
        v > 0 &&
        stats[2 * leader + SCORE]! / (SCORE_UNITS * v) + scale * spreadOf(v) >
          leaders.rivalsAt(slot) + scale + RIVAL_SLACK
      )
        return leader;
    }
    const first = this.first[node]!;
    let best = first;
    let bestScore = -Infinity;
    let second = -Infinity;
    for (let s = first; s < first + tried; s++) {
      const p = proof[s]!;
      if (p === PROVEN_LOSS) continue;
      const v = stats[2 * s + VISITS]!;
      if (v === 0) return s;
      const mean = p === PROVEN_WIN ? 1 : p === PROVEN_DRAW ? 0.5 : stats[2 * s + SCORE]! / (SCORE_UNITS * v);
      const ucb = mean + scale * spreadOf(v);
      if (ucb > bestScore) {
        second = bestScore;
        bestScore = ucb;
        best = s;
      } else if (ucb > second) {
        second = ucb;
      }
    }
    leaders.record(slot, node, tried, best, second - scale);
    return best;
  }

  tryNext(node: number, tried: number, history: MoveHistory, random: Random): number {
    return tryNext(this, node, this.first[node]!, tried, history, random);
  }

  /** Writes the gathered counts every `PENDING_DESCENTS` descents, then starts below the run of busy nodes if it holds. */
  startDescent(path: Int32Array, game: FastGame, position: FastGame): number {
    const { pending, prefix, stats, root } = this;
    if (this.descents++ % PENDING_DESCENTS === 0 || pending.full) {
      pending.write(stats);
      // The counts that chose this thread's run of busy nodes have moved: it is chosen afresh.
      prefix.clear();
    }
    this.running = false;
    if (prefix.holds(this)) {
      game.copyFrom(prefix.game);
      const depth = (this.gathered = prefix.copyInto(path));
      for (let i = 0; i < depth; i++) pending.visit(path[i]!);
      return depth;
    }
    game.copyFrom(position);
    path[0] = root;
    if (stats[2 * root + VISITS]! >= HOT_VISITS) {
      pending.visit(root);
      this.gathered = 1;
      this.running = true;
    } else {
      Atomics.add(stats, 2 * root + VISITS, 1);
      this.gathered = 0;
    }
    return 1;
  }

  enter(path: Int32Array, depth: number, child: number, tried: number, trying: boolean, game: FastGame): void {
    const { stats } = this;
    if (this.running) {
      const work = this.work;
      if (depth > work.pathTried.length) work.pathTried = grown(work.pathTried);
      work.pathTried[depth - 1] = tried;
      // The run ends at this node: the next descents start here while it holds.
      if (trying || stats[2 * child + VISITS]! < HOT_VISITS) {
        this.running = false;
        if (depth > 1) this.prefix.keep(path, work.pathTried, depth, game);
      }
    }
    if (this.gathered === depth && stats[2 * child + VISITS]! >= HOT_VISITS) {
      this.pending.visit(child);
      this.gathered++;
    } else Atomics.add(stats, 2 * child + VISITS, 1);
  }

  countDescent(path: Int32Array, depth: number): void {
    for (let i = 0; i < depth; i++) {
      if (i < this.gathered) this.pending.visit(path[i]!);
      else Atomics.add(this.stats, 2 * path[i]! + VISITS, 1);
    }
  }

  /**
   * Adds a playout's reward (`rewards` by player) to every node of the path, the first `gathered`
   * of them through `pending` as their visits were; the visits were counted on the way down. The
   * score counts whole units (`SCORE_UNITS`): a reward between two of them, which the rewards of
   * today never are, would add the upper one with the chance that keeps the expected score exact.
   */
  backUp(path: Int32Array, depth: number, rewards: Float64Array, random: Random): void {
    const { stats, mover, pending, gathered } = this;
    for (let i = 0; i < depth; i++) {
      const s = path[i]!;
      const units = SCORE_UNITS * rewards[mover[s]!]!;
      const whole = Math.floor(units);
      const added = whole + (units > whole && random.float() < units - whole ? 1 : 0);
      if (added === 0) continue;
      if (i < gathered) pending.add(s, added);
      else Atomics.add(stats, 2 * s + SCORE, added);
    }
  }

  finish(): void {
    this.pending.write(this.stats);
  }
}

/**
 * Makes the untried move of `node` (children from slot `f`, `t` of them tried) that this thread's
 * history rates best for its mover the next tried one, as the single search does at each try
 * (ties go to the first after a random start), and returns its slot; -1 when another thread is
 * choosing a move of this node or has tried one since `t` was read. The chooser holds the node
 * by turning its count of tried moves to the count's complement (negative) in one exchange, so
 * that trying a move writes no line but the count's; only the chooser swaps moves among the
 * untried slots, which no other thread reads, and publishing the new count last makes the move
 * visible with it.
 */
export function tryNext(
  tree: SharedTree,
  node: number,
  f: number,
  t: number,
  history: MoveHistory,
  random: Random,
): number {
  const { tried, move } = tree;
  if (Atomics.compareExchange(tried, node, t, ~t) !== t) return -1;
  const start = f + t;
  const n = tree.size[node]! - t;
  const mover = tree.mover[start]!;
  let best = start + random.below(n);
  let bestRating = -1;
  for (let k = 0, s = best; k < n; k++, s++) {
    if (s === start + n) s = start;
    const rating = history.ratingOf(mover, move[s]!);
    if (rating > bestRating) {
      bestRating = rating;
      best = s;
    }
  }
  const chosen = move[best]!;
  move[best] = move[start]!;
  move[start] = chosen;
  // Publishing the count also tells every thread's leader cache to look again (see `LeaderCache`).
  Atomics.store(tried, node, t + 1);
  return start;
}

/** The search's result from the statistics of `root`'s tried children, once every thread is done. */
export function sharedResult(tree: SharedTree, root: number, playouts: number, bestOnly = false): SearchResult {
  const first = Atomics.load(tree.first, root);
  const stats: MoveStat[] = [];
  for (let s = first; first > LEAF && s < first + tree.triedOf(root); s++) {
    const proof = PROOF_NAME[tree.proof[s]!];
    const stat = { move: tree.move[s]!, visits: tree.visitsOf(s), value: tree.valueOf(s) };
    stats.push(proof ? { ...stat, proof } : stat);
  }
  if (stats.length === 0) throw new Error('the shared search ran no playout');
  stats.sort(byStrength);
  const kept = bestOnly ? stats.slice(0, 1) : stats;
  return { move: kept[0]!.move, playouts, value: kept[0]!.value, stats: kept };
}

/**
 * The side of a tree-parallel search that hands out the work: it keeps one shared tree from
 * search to search, moving its root down the moves played since (the nodes above it are left
 * unused until the tree is half full, when the part below the root moves to the front), and
 * starts afresh for another game, a move it never tried, or a kept part that fills half the tree.
 */
export class TreeParallelSearch {
  readonly tree: SharedTree;
  private root = 0;
  private key = '';
  private line: readonly number[] = [];
  private known = false;

  constructor(memory: SharedTreeMemory) {
    this.tree = new SharedTree(memory);
  }

  /** Forgets the tree, e.g. after a thread was stopped in the middle of a search and left it half changed. */
  forget(): void {
    this.known = false;
  }

  /**
   * The tasks for `threads` threads to search the position after `moves` from `start` (`game`)
   * with `options`' budget and seed, each with a seed of its own.
   */
  tasks(
    start: GameState,
    moves: readonly number[],
    game: FastGame,
    options: SearchOptions,
    seeds: readonly number[],
  ): TreeTask[] {
    const fresh = this.moveTo(start, moves, game);
    this.tree.startPlayouts();
    const budget = options.playouts !== undefined ? { playouts: options.playouts } : { ms: options.ms ?? 0 };
    const { memory } = this.tree;
    return seeds.map((seed) => ({ memory, root: this.root, fresh, start, moves, seed, ...budget }));
  }

  /** The search's result once every thread has finished its task, having run `playouts` in all. */
  result(playouts: number, bestOnly = false): SearchResult {
    return sharedResult(this.tree, this.root, playouts, bestOnly);
  }

  /** Moves the root to the position after `moves`, or starts afresh; true when it started afresh. */
  private moveTo(start: GameState, moves: readonly number[], game: FastGame): boolean {
    const key = JSON.stringify(start);
    let root = this.root;
    let continues =
      this.known && key === this.key && moves.length >= this.line.length && this.line.every((m, i) => moves[i] === m);
    for (let i = this.line.length; continues && i < moves.length; i++) {
      root = this.tree.triedChild(root, moves[i]!);
      continues = root >= 0;
    }
    // Half full: the part below the root moves to the front, and the rest is freed.
    if (continues && this.tree.nodes > this.tree.capacity / 2) {
      this.tree.keepSubtree(root);
      root = 0;
      continues = this.tree.nodes <= this.tree.capacity / 2;
    }
    if (!continues) this.tree.reset(game.toMove === 1 ? game.players : game.toMove - 1);
    this.root = continues ? root : 0;
    this.key = key;
    this.line = [...moves];
    this.known = true;
    return !continues;
  }
}
