import type { FastGame } from '../engine/fast';
import { ONGOING, PLAYOUT_TURNS } from '../engine/fast';
import type { Random } from '../engine/random';
import { MoveHistory, widthOf } from './history';
import { type ProofTree, propagate } from './proofs';
import { MARGIN_WEIGHT, rewardsOf } from './reward';
import { PROVEN_DRAW, PROVEN_LOSS, PROVEN_WIN, UNPROVEN } from './searchTypes';

/*
 * The one loop of the tree search (UCT, max-n: each node is scored for the player who moved into
 * it, so 3 and 4 players and teams need no special case, with the MCTS-Solver of `proofs.ts`):
 * descent, expansion, playout and backup, written once over `SearchLayout`. The serial search runs
 * it on a `SerialTree`, every thread of a tree-parallel search on its view of the shared tree.
 */

/** UCT exploration constant: 0.3 beat 0.7 by 69% in 60 self-play games on 7x7 at 2,000 playouts. */
export const EXPLORATION = 0.3;

/**
 * Playouts a leaf runs before it gets children. Two rather than one: about 40% fewer nodes and
 * 10% more playouts a second, at no measured cost in strength at equal playouts (47% in 200
 * games on 7x7 at 10,000 playouts, 95% interval 40% to 54%).
 */
export const PLAYOUTS_BEFORE_CHILDREN = 2;

/** Covers rounding in the leader test of selection, so that it never overrules a full scan. */
export const RIVAL_SLACK = 1e-9;

/** Checks the budget only every few playouts: reading a clock costs more than a playout. */
export const CLOCK_EVERY = 64;

/**
 * What the loop asks of a tree layout. A node's tried children come first among its children;
 * `triedOf` counts them. Visits are counted where the layout counts them: the serial tree counts
 * a playout when it is backed up, the shared tree a descent on its way down (a virtual loss until
 * its reward arrives), so `visitsOf` includes the current descent there and `playoutsOf` does not.
 */
export interface SearchLayout extends ProofTree {
  /** The move that led to each node (a layout index or SWAP). */
  readonly move: Int16Array;
  /** The player who made that move, whose rewards the node counts. */
  readonly mover: Uint8Array;
  /** Whether a descent that tried a move tries a second one at the same node (see `growTree`). */
  readonly triesTwice: boolean;
  visitsOf(node: number): number;
  /** Playouts already run through `node`. */
  playoutsOf(node: number): number;
  hasChildren(node: number): boolean;
  /**
   * Gives `node` its children, one for each legal move in `game` (found with `moves` and
   * `scratch`); false when it cannot now: the tree is full or another thread is at it.
   */
  expand(node: number, game: FastGame, moves: Int32Array, scratch: FastGame): boolean;
  /** The child among the `tried` first of `node` that UCB1 with `scale` (the exploration term) chooses. */
  select(node: number, tried: number, scale: number): number;
  /**
   * Makes an untried move of `node` the next tried one and returns its slot; -1 when another
   * thread has changed the node since `tried` was read, to look again.
   */
  tryNext(node: number, tried: number, history: MoveHistory, random: Random): number;
  /** Claims the next playout of a playout budget: how many were claimed before it. */
  claimPlayout(): number;
  /** Starts a descent: fills the start of `path` and sets `game` to its last node's position; returns its length. */
  startDescent(path: Int32Array, game: FastGame, position: FastGame): number;
  /**
   * The descent goes on from the last of `depth` nodes of `path` (whose position `game` holds,
   * `tried` of its children tried then) to `child`, tried just now where `trying`.
   */
  enter(path: Int32Array, depth: number, child: number, tried: number, trying: boolean, game: FastGame): void;
  /** Counts a descent through the `depth` nodes of `path` that `enter` did not see (the second try). */
  countDescent(path: Int32Array, depth: number): void;
  /** Adds a playout's rewards (by player) to the `depth` nodes of `path`. */
  backUp(path: Int32Array, depth: number, rewards: Float64Array, random: Random): void;
  /** Called once when the loop ends. */
  finish(): void;
}

/** How long the loop runs, and how it chooses. */
export interface LoopPlan {
  /** The root's slot. */
  readonly root: number;
  /** Playouts to claim in all (the threads together on a shared tree); Infinity for a time budget. */
  readonly limit: number;
  /** When `now()` passes it the loop ends; Infinity for none. */
  readonly deadline: number;
  readonly now: (() => number) | undefined;
  readonly exploration: number;
  /**
   * Nodes widen slowly from the moves their history rates best (see `widthOf`), and the history
   * learns from every playout; otherwise a node tries every move once, at random, first.
   */
  readonly widen: boolean;
}

/**
 * The games and move list a search works in. A searcher keeps its workspace from search to search,
 * so that a search makes no new games while the board and rules stay the same: in a browser,
 * every small typed array freed costs the collector's threads time that the workers need.
 */
export class Workspace {
  /** The game a playout runs on. */
  readonly game: FastGame;
  /** What finding the legal moves spoils. */
  readonly scratch: FastGame;
  /** The position the tree's root stands for. */
  readonly position: FastGame;
  /** The position where a descent's last move was tried, for a second try there. */
  readonly triedFrom: FastGame;
  readonly moves: Int32Array;
  /** The nodes of the current descent, grown when a descent goes deeper. */
  path: Int32Array = new Int32Array(64);
  /** The cells of the current playout's random part, in turn order. */
  readonly trace = new Int16Array(PLAYOUT_TURNS);
  /** Each player's reward for the current playout. */
  readonly rewards = new Float64Array(5);
  readonly history: MoveHistory;

  constructor(root: FastGame) {
    this.game = root.clone();
    this.scratch = root.clone();
    this.position = root.clone();
    this.triedFrom = root.clone();
    this.moves = new Int32Array(root.frame.playable.length + 1);
    this.history = new MoveHistory(root);
  }
}

/**
 * Runs playouts from the position in `work.position` (the node `plan.root`) until the budget is
 * spent or the root is proven; returns how many this loop ran. On a layout that `triesTwice`, a
 * descent that ends with a node trying a move has that node try a second one when its width
 * allows, a playout from each: the second costs no descent, which on a shared tree is most of a
 * playout's time (docs/parallel-search.md gives what it gained).
 */
export function growTree(layout: SearchLayout, plan: LoopPlan, work: Workspace, random: Random): number {
  const { root, limit, deadline, now, widen } = plan;
  const c = plan.exploration;
  const { game, scratch, moves, position, history, triedFrom } = work;
  const twice = layout.triesTwice;
  let path = work.path;
  let playouts = 0;
  let descents = 0;
  // A playout claimed for a second try that could not be made: the next descent runs it.
  let held = false;
  while (layout.proofOf(root) === UNPROVEN) {
    if (descents % CLOCK_EVERY === 0 && playouts > 0 && deadline !== Infinity && now!() >= deadline) break;
    descents++;
    if (limit !== Infinity && !held && layout.claimPlayout() >= limit) break;
    held = false;
    let depth = layout.startDescent(path, game, position);
    let node = path[depth - 1]!;
    let proved = false;
    // The node that tried a move at the end of the descent, and its visits then; -1 for none.
    let triedAt = -1;
    let triedVisits = 0;
    // Selection down to a node that may try another move, which it then tries (expansion).
    while (game.status === ONGOING && layout.proofOf(node) === UNPROVEN) {
      if (!layout.hasChildren(node)) {
        if (depth > 1 && layout.playoutsOf(node) < PLAYOUTS_BEFORE_CHILDREN) break;
        if (!layout.expand(node, game, moves, scratch)) break;
      }
      const t = layout.triedOf(node);
      const size = layout.sizeOf(node);
      const visits = layout.visitsOf(node);
      let child = -1;
      let trying = t < size && (!widen || t < widthOf(visits));
      if (!trying) {
        child = layout.select(node, t, c * sqrtLog(visits));
        // Every move tried so far is lost: try another rather than walk into a loss.
        trying = t < size && layout.proofOf(child) === PROVEN_LOSS;
      }
      if (trying) {
        child = layout.tryNext(node, t, history, random);
        // Another thread is trying a move here: look again.
        if (child < 0) continue;
        triedAt = node;
        triedVisits = visits;
        if (twice) triedFrom.copyFrom(game);
      }
      layout.enter(path, depth, child, t, trying, game);
      game.play(layout.move[child]!);
      if (depth === path.length) path = work.path = grown(path);
      path[depth++] = node = child;
      if (game.status !== ONGOING && layout.proofOf(node) === UNPROVEN) {
        layout.prove(node, outcomeFor(game.winners, layout.mover[node]!));
        proved = twoSidesOf(position);
      }
      if (trying) break;
    }
    playOut(layout, work, random, widen, depth, proved);
    playouts++;
    if (!twice || triedAt < 0 || (limit !== Infinity && layout.claimPlayout() >= limit)) continue;
    if (trySecond(layout, work, random, triedAt, triedVisits, depth)) playouts++;
    else held = true;
  }
  layout.finish();
  return playouts;
}

/**
 * Plays out from the end of the path (`depth` nodes of `work.path`, the position in `work.game`),
 * backs up and counts the moves in the history where the search `widen`s; `proved` when the
 * path's last node was just proven, so that the proof climbs. A function of its own rather than
 * a closure in `growTree`: a closure would keep the loop's variables in a context object, a
 * memory read at every use in the hot loop.
 */
function playOut(
  layout: SearchLayout,
  work: Workspace,
  random: Random,
  widen: boolean,
  depth: number,
  proved: boolean,
): void {
  const { game, path, trace, history, rewards } = work;
  const node = path[depth - 1]!;
  let winners: number;
  let traced = 0;
  const mover = game.toMove;
  if (game.status !== ONGOING) winners = game.winners;
  else if (layout.proofOf(node) !== UNPROVEN) winners = winnersOf(layout.proofOf(node), game, layout.mover[node]!);
  else {
    const before = game.turn;
    winners = game.playout(random, PLAYOUT_TURNS, widen ? trace : undefined) === ONGOING ? 0 : game.winners;
    traced = game.turn - before;
  }
  layout.backUp(path, depth, rewardsOf(game, winners, widen ? MARGIN_WEIGHT : 0, rewards), random);
  if (widen) {
    history.countPath(layout, path, depth, winners);
    history.countTrace(trace, traced, mover, work.position.players, winners);
  }
  if (proved) propagate(layout, path, depth);
}

/**
 * The second try of `node`, the path's node before its last (`depth` nodes), whose visits were
 * `visits` on the way down, from its position in `work.triedFrom`; false when its width allows
 * no other try now or another thread holds it.
 */
function trySecond(
  layout: SearchLayout,
  work: Workspace,
  random: Random,
  node: number,
  visits: number,
  depth: number,
): boolean {
  const t = layout.triedOf(node);
  if (layout.proofOf(node) !== UNPROVEN || t >= layout.sizeOf(node) || t >= widthOf(visits + 1)) return false;
  const child = layout.tryNext(node, t, work.history, random);
  if (child < 0) return false;
  const { game, path } = work;
  path[depth - 1] = child;
  layout.countDescent(path, depth);
  game.copyFrom(work.triedFrom);
  game.play(layout.move[child]!);
  const ended = game.status !== ONGOING;
  if (ended) layout.prove(child, outcomeFor(game.winners, layout.mover[child]!));
  playOut(layout, work, random, true, depth, ended && twoSidesOf(work.position));
  return true;
}

/** Whether proofs climb: two sides, two players or four in two teams (see `proofs.ts`). */
function twoSidesOf(game: FastGame): boolean {
  return game.players === 2 || game.teams;
}

/** `path` in an array twice as long, for a descent that goes deeper than any before. */
export function grown(path: Int32Array): Int32Array {
  const longer = new Int32Array(path.length * 2);
  longer.set(path);
  return longer;
}

/** Visit counts the UCB1 terms are tabled for; busier nodes compute theirs. */
const TABLE = 1 << 16;
const INV_SQRT = Float64Array.from({ length: TABLE }, (_, n) => 1 / Math.sqrt(n));
const SQRT_LOG = Float64Array.from({ length: TABLE }, (_, n) => Math.sqrt(Math.log(n)));

/** sqrt(ln visits), the UCB1 term's dependence on the parent's visits. */
export function sqrtLog(visits: number): number {
  return visits < TABLE ? SQRT_LOG[visits]! : Math.sqrt(Math.log(visits));
}

/** 1 / sqrt(visits), the UCB1 term's dependence on a child's visits. */
export function spreadOf(visits: number): number {
  return visits < TABLE ? INV_SQRT[visits]! : 1 / Math.sqrt(visits);
}

export function outcomeFor(winners: number, player: number): number {
  if (winners === 0) return PROVEN_DRAW;
  return winners & (1 << player) ? PROVEN_WIN : PROVEN_LOSS;
}

/** The winners below a proven two-sided node that `mover` moved into, where the game goes on. */
export function winnersOf(proof: number, game: FastGame, mover: number): number {
  if (proof === PROVEN_DRAW) return 0;
  return game.sideMask(proof === PROVEN_WIN ? mover : game.toMove);
}
