import { FastGame, ONGOING, PLAYOUT_TURNS } from '../engine/fast';
import type { GameState } from '../engine/game';
import { Random } from '../engine/random';
import { type MoveStat, PROOF_NAME, type SearchOptions, type SearchResult } from './searchTypes';
import {
  CLOCK_EVERY,
  EXPLORATION,
  PLAYOUTS_BEFORE_CHILDREN,
  RIVAL_SLACK,
  Workspace,
  grown,
  outcomeFor,
  spreadOf,
  sqrtLog,
  winnersOf,
} from './serialSearch';
import { type MoveHistory, widthOf } from './history';
import { propagate } from './proofs';
import { MARGIN_WEIGHT, rewardsOf } from './reward';
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
 * Tree parallelisation: every thread runs the loop of `serialSearch.ts` on one shared tree, so their
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

/** A search's workspace with what the shared tree's second try needs besides. */
class SharedWorkspace extends Workspace {
  /** The position where a descent's last move was tried, for a second try there. */
  readonly triedFrom: FastGame;
  /** The run of busy nodes a descent may start below (see `BusyPrefix`). */
  readonly prefix: BusyPrefix;
  /** The tried moves of each node of the path, as the descent read them. */
  pathTried: Int32Array = new Int32Array(64);

  constructor(root: FastGame) {
    super(root);
    this.triedFrom = root.clone();
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
    // Memory posted to a thread arrives as a new buffer object each time: new views on it are cheap.
    const tree = new SharedTree(task.memory);
    const position = FastGame.fromState(task.start);
    for (const move of task.moves) position.play(move);
    if (!work?.position.sameRules(position)) work = new SharedWorkspace(position);
    work.position.copyFrom(position);
    if (task.fresh) work.history.clear();
    const deadline = task.ms !== undefined ? now() + task.ms : Infinity;
    return growShared(tree, task.root, work, task.seed, task.playouts ?? Infinity, deadline, now);
  };
}

/**
 * The loop of `grow` in serialSearch.ts on a shared tree, until the threads together have claimed
 * `limit` playouts, `now()` passes `deadline`, or the root is proven; returns the playouts this
 * thread ran. A descent that ends with a node trying a move has that node try a second one
 * when its width allows, a playout from each: the second costs no descent, which on a shared
 * tree is most of a playout's time (docs/parallel-search.md gives what it gained).
 */
function growShared(
  tree: SharedTree,
  root: number,
  work: SharedWorkspace,
  seed: number,
  limit: number,
  deadline: number,
  now: () => number,
): number {
  const random = new Random(seed);
  const { game, scratch, moves, position, trace, history, rewards, triedFrom, prefix } = work;
  const twoSides = position.players === 2 || position.teams;
  const { proof, first, size, stats, move } = tree;
  let path = work.path;
  let pathTried = work.pathTried;
  prefix.clear();
  let playouts = 0;
  let descents = 0;
  // A playout claimed for a second try that could not be made: the next descent runs it.
  let held = false;
  const pending = new PendingCounts();
  const leaders = new LeaderCache();
  /** Counts a visit of the path's node `i`, through `pending` if it is among the first `gathered`. */
  const countVisit = (i: number, gathered: number): void => {
    if (i < gathered) pending.visit(path[i]!);
    else Atomics.add(stats, 2 * path[i]! + VISITS, 1);
  };
  /**
   * Plays out from the end of the path (`depth` nodes, the first `gathered` busy ones), backs
   * the rewards up and counts the moves in the history; `proved` when the last node was just
   * proven, so that the proof climbs.
   */
  const playOut = (depth: number, gathered: number, proved: boolean): void => {
    const node = path[depth - 1]!;
    let winners: number;
    let traced = 0;
    const mover = game.toMove;
    const known = Atomics.load(proof, node);
    if (game.status !== ONGOING) winners = game.winners;
    else if (known !== UNPROVEN) winners = winnersOf(known, game, tree.mover[node]!);
    else {
      const before = game.turn;
      winners = game.playout(random, PLAYOUT_TURNS, trace) === ONGOING ? 0 : game.winners;
      traced = game.turn - before;
    }
    backUp(tree, path, depth, gathered, pending, rewardsOf(game, winners, MARGIN_WEIGHT, rewards), random);
    history.countPath(tree, path, depth, winners);
    history.countTrace(trace, traced, mover, position.players, winners);
    if (proved) propagate(tree, path, depth);
  };
  /**
   * The second try of `node`, the path's node before its last (`depth` nodes, the first
   * `gathered` busy ones), whose visits were `visits` on the way down, from its position in
   * `triedFrom`; false when its width allows no other try now or another thread holds it.
   */
  const trySecond = (node: number, visits: number, depth: number, gathered: number): boolean => {
    const t = tree.triedOf(node);
    if (proof[node] !== UNPROVEN || t >= size[node]! || t >= widthOf(visits + 1)) return false;
    const child = tryNext(tree, node, Atomics.load(first, node), t, history, random);
    if (child < 0) return false;
    for (let i = 0; i < depth - 1; i++) countVisit(i, gathered);
    Atomics.add(stats, 2 * child + VISITS, 1);
    path[depth - 1] = child;
    game.copyFrom(triedFrom);
    game.play(move[child]!);
    const ended = game.status !== ONGOING;
    if (ended) tree.prove(child, outcomeFor(game.winners, tree.mover[child]!));
    playOut(depth, gathered, ended && twoSides);
    return true;
  };
  while (Atomics.load(proof, root) === UNPROVEN) {
    if (descents % PENDING_DESCENTS === 0 || pending.full) {
      pending.write(stats);
      // The counts that chose this thread's run of busy nodes have moved: it is chosen afresh.
      prefix.clear();
    }
    if (descents % CLOCK_EVERY === 0 && playouts > 0 && deadline !== Infinity && now() >= deadline) break;
    descents++;
    // Only a playout budget needs the shared count, whose every claim the threads contend for.
    if (limit !== Infinity && !held && tree.claimPlayout() >= limit) break;
    held = false;
    let node = root;
    let depth = 0;
    // The first `gathered` nodes of the path are busy ones, whose counts go to `pending`.
    let gathered = 0;
    // Whether the path so far is busy nodes that selection chose: a run to keep for the next descents.
    let running = false;
    if (prefix.holds(tree)) {
      game.copyFrom(prefix.game);
      depth = gathered = prefix.copyInto(path);
      for (let i = 0; i < depth; i++) pending.visit(path[i]!);
      node = path[depth - 1]!;
    } else {
      game.copyFrom(position);
      path[depth++] = root;
      if (stats[2 * root + VISITS]! >= HOT_VISITS) {
        pending.visit(root);
        gathered = 1;
        running = true;
      } else Atomics.add(stats, 2 * root + VISITS, 1);
    }
    let proved = false;
    // The node that tried a move at the end of the descent, and its visits then; -1 for none.
    let triedAt = -1;
    let triedVisits = 0;
    // A proof is written once: reading it plainly sees it at worst a playout late.
    while (game.status === ONGOING && proof[node] === UNPROVEN) {
      let f = Atomics.load(first, node);
      if (f === EXPANDING) break;
      if (f === LEAF) {
        // The visit this descent added is not a playout run from here yet.
        if (node !== root && stats[2 * node + VISITS]! - 1 < PLAYOUTS_BEFORE_CHILDREN) break;
        if (Atomics.compareExchange(first, node, LEAF, EXPANDING) !== LEAF) break;
        if (!tree.addChildren(node, moves, game.legalMoves(moves, scratch), game.toMove)) break;
        f = first[node]!;
      }
      let child = -1;
      const t = tree.triedOf(node);
      const visits = stats[2 * node + VISITS]!;
      let trying = t < size[node]! && t < widthOf(visits);
      if (!trying) {
        child = select(tree, node, f, t, EXPLORATION * sqrtLog(visits), leaders);
        // Every move tried so far is lost: try another rather than walk into a loss.
        trying = t < size[node]! && proof[child] === PROVEN_LOSS;
      }
      if (trying) {
        child = tryNext(tree, node, f, t, history, random);
        // Another thread is trying a move here: look again.
        if (child < 0) continue;
        triedFrom.copyFrom(game);
        triedAt = node;
        triedVisits = visits;
      }
      if (running) {
        if (depth > pathTried.length) pathTried = work.pathTried = grown(pathTried);
        pathTried[depth - 1] = t;
        // The run ends at this node: the next descents start here while it holds.
        if (trying || stats[2 * child + VISITS]! < HOT_VISITS) {
          running = false;
          if (depth > 1) prefix.keep(path, pathTried, depth, game);
        }
      }
      if (gathered === depth && stats[2 * child + VISITS]! >= HOT_VISITS) {
        pending.visit(child);
        gathered++;
      } else Atomics.add(stats, 2 * child + VISITS, 1);
      game.play(move[child]!);
      if (depth === path.length) path = work.path = grown(path);
      path[depth++] = node = child;
      if (game.status !== ONGOING && proof[node] === UNPROVEN) {
        tree.prove(node, outcomeFor(game.winners, tree.mover[node]!));
        proved = twoSides;
      }
      if (trying) break;
    }
    playOut(depth, gathered, proved);
    playouts++;
    if (triedAt < 0 || (limit !== Infinity && tree.claimPlayout() >= limit)) continue;
    if (trySecond(triedAt, triedVisits, depth, gathered)) playouts++;
    else held = true;
  }
  pending.write(stats);
  return playouts;
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

/**
 * The child among `first .. first + n` of `node` (its tried ones) with the best UCB1 score,
 * reading statistics that other threads change meanwhile, with the leader shortcut of `select` in
 * serialSearch.ts kept in this thread's `leaders`; a child whose first visit is still on its way down
 * comes first.
 */
function select(tree: SharedTree, node: number, first: number, n: number, scale: number, leaders: LeaderCache): number {
  const { stats, proof } = tree;
  const slot = threadTableSlot(node);
  const leader = leaders.leaderAt(slot, node, n);
  if (leader >= 0 && proof[leader] === UNPROVEN) {
    const v = stats[2 * leader + VISITS]!;
    if (
      v > 0 &&
      stats[2 * leader + SCORE]! / (SCORE_UNITS * v) + scale * spreadOf(v) >
        leaders.rivalsAt(slot) + scale + RIVAL_SLACK
    )
      return leader;
  }
  let best = first;
  let bestScore = -Infinity;
  let second = -Infinity;
  for (let s = first; s < first + n; s++) {
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
  leaders.record(slot, node, n, best, second - scale);
  return best;
}

/**
 * Adds a playout's reward (`rewards` by player) to every node of the path, the first `gathered`
 * of them through `pending` as their visits were; the visits were counted on the way down. The
 * score counts whole units (`SCORE_UNITS`): a reward between two of them, which the rewards of
 * today never are, would add the upper one with the chance that keeps the expected score exact.
 */
function backUp(
  tree: SharedTree,
  path: Int32Array,
  depth: number,
  gathered: number,
  pending: PendingCounts,
  rewards: Float64Array,
  random: Random,
): void {
  const { stats, mover } = tree;
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
