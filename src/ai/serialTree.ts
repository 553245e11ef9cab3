import type { FastGame } from '../engine/fast';
import type { Random } from '../engine/random';
import type { MoveHistory } from './history';
import { RIVAL_SLACK, type SearchLayout, spreadOf } from './searchLoop';
import { PROVEN_DRAW, PROVEN_WIN, UNPROVEN } from './searchTypes';

/** Nodes and families the tree starts with; each table doubles from there as the search needs. */
const INITIAL_NODES = 1 << 12;
const INITIAL_FAMILIES = 1 << 8;

/** About 170 MB: past this the tree stops growing and the search plays out from its leaves. */
export const MAX_NODES = 1 << 23;

/** Bytes a node takes across the per-node tables. */
export const NODE_BYTES = 20;

/**
 * A search tree as parallel typed arrays, so that a search allocates nothing per node it visits.
 * A node with children owns a family: its children sit side by side in the node slots
 * `first .. first + size`, one for each legal move, the first `tried` of them visited at least once.
 * Slot 0 is the root. As a `SearchLayout` it counts a node's visits when a playout is backed up.
 */
export class SerialTree implements SearchLayout {
  nodes = 0;
  families = 0;
  /** The most nodes this tree may grow to. */
  limit = MAX_NODES;
  /**
   * Whether a node tries the untried move its history rates best (see `MoveHistory`), or one at
   * random: set for each search.
   */
  rated = true;
  /** Playouts the current search has claimed (see `claimPlayout`). */
  claimed = 0;
  readonly triesTwice = false;

  // Per node.
  /** The move that led here (a layout index or SWAP). */
  move: Int16Array;
  /** The player who made that move, whose rewards the node counts. */
  mover: Uint8Array;
  proof: Uint8Array;
  visits: Int32Array;
  /**
   * Mean reward of the mover; exactly 1 or 0.5 once proven a win or a draw, and -Infinity once
   * proven a loss, which selection then passes by.
   */
  mean: Float64Array;
  /** The node's family, -1 while it has none. */
  family: Int32Array;

  // Per family.
  first: Int32Array;
  size: Uint16Array;
  tried: Uint16Array;
  /** The child selection chose last, -1 before the first choice. */
  leader: Int32Array;
  /** Best score among the leader's siblings when it was chosen, less the exploration scale then. */
  rivals: Float64Array;

  constructor(nodes = INITIAL_NODES, families = INITIAL_FAMILIES) {
    this.move = new Int16Array(nodes);
    this.mover = new Uint8Array(nodes);
    this.proof = new Uint8Array(nodes);
    this.visits = new Int32Array(nodes);
    this.mean = new Float64Array(nodes);
    this.family = new Int32Array(nodes);
    this.first = new Int32Array(families);
    this.size = new Uint16Array(families);
    this.tried = new Uint16Array(families);
    this.leader = new Int32Array(families);
    this.rivals = new Float64Array(families);
  }

  /** Empties the tree down to a fresh root whose position `mover` moved into. */
  reset(mover: number): void {
    this.nodes = 0;
    this.families = 0;
    this.addNode(-2, mover);
  }

  /**
   * Gives `node` a family of children, one for each of the first `n` entries of `moves`, all made
   * by `mover`; false when the tree is full.
   */
  addFamily(node: number, moves: Int32Array, n: number, mover: number): boolean {
    if (!this.ensureNodes(this.nodes + n)) return false;
    if (this.families === this.first.length) this.growFamilies();
    const f = this.families++;
    this.family[node] = f;
    this.first[f] = this.nodes;
    this.size[f] = n;
    this.tried[f] = 0;
    this.leader[f] = -1;
    this.rivals[f] = 0;
    for (let i = 0; i < n; i++) this.addNode(moves[i]!, mover);
    return true;
  }

  /** The slot of the first child of `node`, which has a family (see `ProofTree`). */
  firstChild(node: number): number {
    return this.first[this.family[node]!]!;
  }

  /** The children of `node` tried so far. */
  triedOf(node: number): number {
    return this.tried[this.family[node]!]!;
  }

  /** The children of `node`, tried or not. */
  sizeOf(node: number): number {
    return this.size[this.family[node]!]!;
  }

  proofOf(slot: number): number {
    return this.proof[slot]!;
  }

  visitsOf(node: number): number {
    return this.visits[node]!;
  }

  playoutsOf(node: number): number {
    return this.visits[node]!;
  }

  hasChildren(node: number): boolean {
    return this.family[node]! >= 0;
  }

  expand(node: number, game: FastGame, moves: Int32Array, scratch: FastGame): boolean {
    return this.addFamily(node, moves, game.legalMoves(moves, scratch), game.toMove);
  }

  /**
   * The tried child of `node` with the best UCB1 score (`scale` is the exploration constant times
   * sqrt(ln visits of the parent)); a proven loss only when all are. Between two choices only the
   * chosen child's statistics change, and every other score can grow by at most the growth of
   * `scale`; so while the last leader still beats its rivals' best score plus that growth, it is
   * the choice a full scan would make, and the scan is skipped.
   */
  select(node: number, tried: number, scale: number): number {
    const { visits, mean } = this;
    const f = this.family[node]!;
    const leader = this.leader[f]!;
    if (leader >= 0 && mean[leader]! + scale * spreadOf(visits[leader]!) > this.rivals[f]! + scale + RIVAL_SLACK) {
      return leader;
    }
    const first = this.first[f]!;
    const end = first + tried;
    let best = first;
    let bestScore = -Infinity;
    let second = -Infinity;
    for (let s = first; s < end; s++) {
      const score = mean[s]! + scale * spreadOf(visits[s]!);
      if (score > bestScore) {
        second = bestScore;
        bestScore = score;
        best = s;
      } else if (score > second) {
        second = score;
      }
    }
    this.leader[f] = best;
    this.rivals[f] = second - scale;
    return best;
  }

  /** Tries the untried move the history rates best where `rated` (ties go to the first after a random start), else one at random. */
  tryNext(node: number, tried: number, history: MoveHistory, random: Random): number {
    const f = this.family[node]!;
    const start = this.first[f]! + tried;
    const n = this.size[f]! - tried;
    if (!this.rated) return this.tryMove(f, start + random.below(n));
    const mover = this.mover[start]!;
    const from = start + random.below(n);
    let best = from;
    let bestRating = -1;
    for (let k = 0, s = from; k < n; k++, s++) {
      if (s === start + n) s = start;
      const rating = history.ratingOf(mover, this.move[s]!);
      if (rating > bestRating) {
        bestRating = rating;
        best = s;
      }
    }
    return this.tryMove(f, best);
  }

  /** Makes the untried child in `slot` the next tried one of family `f` and returns its slot. */
  tryMove(f: number, slot: number): number {
    const next = this.first[f]! + this.tried[f]!++;
    // A new rival for the choice among the tried children: the leader shortcut of `select` must look again.
    this.leader[f] = -1;
    const move = this.move[slot]!;
    this.move[slot] = this.move[next]!;
    this.move[next] = move;
    return next;
  }

  claimPlayout(): number {
    return this.claimed++;
  }

  startDescent(path: Int32Array, game: FastGame, position: FastGame): number {
    game.copyFrom(position);
    path[0] = 0;
    return 1;
  }

  /** Nothing to count on the way down: visits are counted with the rewards. */
  enter(): void {}

  /** Never called: this layout makes no second tries (`triesTwice`), and counts visits with the rewards anyway. */
  countDescent(): void {}

  /** Counts a playout in every node of the path, each for its mover's reward in `rewards` (see `rewardsOf`). */
  backUp(path: Int32Array, depth: number, rewards: Float64Array): void {
    const { visits, mean, mover, proof } = this;
    for (let i = 0; i < depth; i++) {
      const s = path[i]!;
      const n = ++visits[s]!;
      if (proof[s] === UNPROVEN) mean[s]! += (rewards[mover[s]!]! - mean[s]!) / n;
    }
  }

  /** Nothing is held back to write at the end: every count went straight into the tables. */
  finish(): void {}

  /** Records a proven outcome for the mover of `node`. */
  prove(node: number, proof: number): void {
    this.proof[node] = proof;
    this.mean[node] = proof === PROVEN_WIN ? 1 : proof === PROVEN_DRAW ? 0.5 : -Infinity;
  }

  /**
   * Makes `into` a copy of the subtree under `node`, with `node` as its root in slot 0. A searcher
   * keeps two trees and copies between them, so that memory once touched is used again.
   */
  copySubtree(node: number, into: SerialTree): void {
    into.nodes = 0;
    into.families = 0;
    into.ensureNodes(1);
    into.copyNode(this, node, into.nodes++);
    // Breadth first, so that each family stays side by side in its new place.
    for (let at = 0; at < into.nodes; at++) {
      const f = into.family[at]!;
      if (f < 0) continue;
      const n = this.size[f]!;
      const from = this.first[f]!;
      into.ensureNodes(into.nodes + n);
      if (into.families === into.first.length) into.growFamilies();
      const g = into.families++;
      into.family[at] = g;
      into.first[g] = into.nodes;
      into.size[g] = n;
      into.tried[g] = this.tried[f]!;
      into.leader[g] = this.leader[f]! < 0 ? -1 : into.nodes + this.leader[f]! - from;
      into.rivals[g] = this.rivals[f]!;
      for (let i = 0; i < n; i++) into.copyNode(this, from + i, into.nodes++);
    }
  }

  private addNode(move: number, mover: number): void {
    const s = this.nodes++;
    this.move[s] = move;
    this.mover[s] = mover;
    this.proof[s] = UNPROVEN;
    this.visits[s] = 0;
    this.mean[s] = 0;
    this.family[s] = -1;
  }

  private copyNode(from: SerialTree, a: number, b: number): void {
    this.move[b] = from.move[a]!;
    this.mover[b] = from.mover[a]!;
    this.proof[b] = from.proof[a]!;
    this.visits[b] = from.visits[a]!;
    this.mean[b] = from.mean[a]!;
    this.family[b] = from.family[a]!;
  }

  private ensureNodes(needed: number): boolean {
    if (needed > this.limit) return false;
    if (needed <= this.move.length) return true;
    let nodes = this.move.length;
    while (nodes < needed) nodes *= 2;
    const next = new SerialTree(Math.min(nodes, this.limit), 0);
    next.move.set(this.move);
    next.mover.set(this.mover);
    next.proof.set(this.proof);
    next.visits.set(this.visits);
    next.mean.set(this.mean);
    next.family.set(this.family);
    this.move = next.move;
    this.mover = next.mover;
    this.proof = next.proof;
    this.visits = next.visits;
    this.mean = next.mean;
    this.family = next.family;
    return true;
  }

  private growFamilies(): void {
    const next = new SerialTree(0, this.first.length * 2);
    next.first.set(this.first);
    next.size.set(this.size);
    next.tried.set(this.tried);
    next.leader.set(this.leader);
    next.rivals.set(this.rivals);
    this.first = next.first;
    this.size = next.size;
    this.tried = next.tried;
    this.leader = next.leader;
    this.rivals = next.rivals;
  }
}
