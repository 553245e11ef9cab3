import type { ProofTree } from './proofs';
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
 * Slot 0 is the root.
 */
export class SerialTree implements ProofTree {
  nodes = 0;
  families = 0;
  /** The most nodes this tree may grow to. */
  limit = MAX_NODES;

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
