import type { ProofTree } from './proofs';
import { PROVEN_DRAW, PROVEN_WIN, UNPROVEN } from './searchTypes';
import { MAX_NODES } from './serialTree';

/**
 * `first` of a node without children: zero, as every field of a free slot is, so that a new node
 * is a leaf as it stands. No family starts at slot 0, which is the root's.
 */
export const LEAF = 0;
/** `first` of a node whose children one thread is making: the others play out from it meanwhile. */
export const EXPANDING = -1;

/** The children tried of a node whose `tried` entry reads `raw`, a thread choosing the next one or not. */
function triedCount(raw: number): number {
  return raw < 0 ? ~raw : raw;
}

/** Bytes a node takes across the shared tables. */
export const SHARED_NODE_BYTES = 24;

/**
 * The score's unit, a sixteenth of a point: the rewards of a playout (see `reward.ts`) are whole
 * sixteenths, so they add up exactly; a node can count 2^31 / 16 (134 million) visits.
 */
export const SCORE_UNITS = 16;

/** Where a node's visits and score sit among its two `stats`. */
export const VISITS = 0;
export const SCORE = 1;

/** More than a family's size can be (moves are 16-bit): `keepSubtree` packs a family's first slot and size in one number. */
const SPAN = 1 << 16;

/** The index in `sorted` (families as `keepSubtree` packs them, in order) of the family whose first slot is `from`. */
function familyAt(sorted: Float64Array, from: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (Math.floor(sorted[middle]! / SPAN) < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Bits of an entry's number in a thread's own table of nodes (`PendingCounts`, `LeaderCache`). */
const THREAD_TABLE_BITS = 12;
/** Entries of a thread's own table of nodes. */
export const THREAD_TABLE_SLOTS = 1 << THREAD_TABLE_BITS;

/**
 * The entry of `node` in a thread's own table: a multiplicative hash, whose top bits spread the
 * consecutive slots of a family over the table.
 */
export function threadTableSlot(node: number): number {
  return Math.imul(node, 0x9e3779b1) >>> (32 - THREAD_TABLE_BITS);
}

/** Slots of the shared header. */
const NODES = 0;
const PLAYOUTS = 1;

/**
 * Slots a thread takes at once for the families it makes (fewer in a small tree), so that the
 * families two threads make side by side, which both go on to change, do not share cache lines.
 */
const FAMILY_BLOCK = 4096;

/**
 * The memory of a shared tree: what a thread posts to another so that both work on one tree.
 * Shared memory cannot grow once handed out, so a shared tree has a fixed capacity; the system
 * gives it pages as nodes first touch them, so an unused capacity costs address space only.
 */
export interface SharedTreeMemory {
  readonly capacity: number;
  readonly header: SharedArrayBuffer;
  readonly move: SharedArrayBuffer;
  readonly mover: SharedArrayBuffer;
  readonly proof: SharedArrayBuffer;
  readonly stats: SharedArrayBuffer;
  readonly first: SharedArrayBuffer;
  readonly size: SharedArrayBuffer;
  readonly tried: SharedArrayBuffer;
}

/** Memory for a shared tree of `capacity` nodes (at most MAX_NODES). */
export function sharedTreeMemory(capacity = MAX_NODES): SharedTreeMemory {
  const nodes = Math.max(1, Math.min(capacity, MAX_NODES));
  const bytes = (n: number): SharedArrayBuffer => new SharedArrayBuffer(n * nodes);
  return {
    capacity: nodes,
    header: new SharedArrayBuffer(8),
    move: bytes(2),
    mover: bytes(1),
    proof: bytes(1),
    stats: bytes(8),
    first: bytes(4),
    size: bytes(4),
    tried: bytes(4),
  };
}

/**
 * A search tree that several threads grow at once, each through views of its own on the same
 * memory. Unlike `SerialTree`, a node's children are all made at once, untried, and trying a
 * move makes the next of them a tried one (see `tryNext` in treeParallelSearch.ts).
 * Statistics are whole numbers changed atomically: a node's visits count a descent as it goes
 * down (a playout not yet backed up counts as a loss, the virtual loss that steers the other
 * threads elsewhere), and its score adds the mover's reward on the way back in `SCORE_UNITS`, so
 * a node's mean is `score / (SCORE_UNITS * visits)` and once all playouts are in, every visit has
 * its reward. A node's children are published by storing `first` last.
 */
export class SharedTree implements ProofTree {
  readonly capacity: number;
  readonly header: Int32Array;
  /** The move that led here (a layout index or SWAP). */
  readonly move: Int16Array;
  /** The player who made that move, whose rewards the node counts. */
  readonly mover: Uint8Array;
  readonly proof: Uint8Array;
  /**
   * Each node's visits (at `2 * node + VISITS`) and score (at `2 * node + SCORE`) side by side,
   * as a descent and its backup change both: one cache line for the two.
   */
  readonly stats: Int32Array;
  /** The first child's slot, LEAF, or EXPANDING. */
  readonly first: Int32Array;
  readonly size: Int32Array;
  /**
   * Children tried so far, the first `tried` of the family; its complement (`~tried`, negative)
   * while a thread chooses the next move to try (see `tryNext` in treeParallelSearch.ts).
   */
  readonly tried: Int32Array;
  /** The slots this view takes new families from (see `addChildren`): the next one, and the end. */
  private blockNext = 0;
  private blockEnd = 0;
  private readonly blockSize: number;

  constructor(readonly memory: SharedTreeMemory) {
    this.capacity = memory.capacity;
    this.blockSize = Math.min(FAMILY_BLOCK, Math.max(1, this.capacity >> 6));
    this.header = new Int32Array(memory.header);
    this.move = new Int16Array(memory.move);
    this.mover = new Uint8Array(memory.mover);
    this.proof = new Uint8Array(memory.proof);
    this.stats = new Int32Array(memory.stats);
    this.first = new Int32Array(memory.first);
    this.size = new Int32Array(memory.size);
    this.tried = new Int32Array(memory.tried);
  }

  /**
   * Slots taken so far, by nodes made or by the blocks the threads took them from (see
   * `addChildren`); the header may overshoot the capacity by a failed allocation.
   */
  get nodes(): number {
    return Math.min(Atomics.load(this.header, NODES), this.capacity);
  }

  /** Empties the tree down to a fresh root in slot 0 whose position `mover` moved into. No thread may be searching. */
  reset(mover: number): void {
    this.free(0);
    this.blockNext = this.blockEnd = 0;
    Atomics.store(this.header, NODES, 1);
    this.move[0] = -2;
    this.mover[0] = mover;
  }

  /**
   * Moves the subtree under `root` (with every family in it, tried children or not) to the front
   * of the tables, `root` into slot 0, and frees the rest: the tree keeps what it learnt below the
   * position played and gets room to grow. No thread may be searching. The root goes first, then
   * the families in the order of their slots, each to just after the ones before it, so each moves
   * down or stays and the copy can be done in place from the front (a family may lie before its
   * parent's, where threads took their blocks out of order). It takes time in proportion to the
   * part kept, not to the whole tree.
   */
  keepSubtree(root: number): void {
    const { first, size } = this;
    // Each family below `root` as one number, its first slot times SPAN plus its size, to sort.
    const families: number[] = [];
    const stack = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const from = first[node]!;
      if (from <= LEAF) continue;
      families.push(from * SPAN + size[node]!);
      for (let s = from; s < from + size[node]!; s++) if (first[s]! > LEAF) stack.push(s);
    }
    const sorted = Float64Array.from(families).sort();
    // Where each family goes, in the same order: right after the root and the families before it.
    const to = new Int32Array(sorted.length);
    let kept = 1;
    for (let i = 0; i < sorted.length; i++) {
      to[i] = kept;
      kept += sorted[i]! % SPAN;
    }
    const { move, mover, proof, stats, tried } = this;
    // The root, then each family in order; a node's children are found where their family went.
    for (let i = -1; i < sorted.length; i++) {
      const from = i < 0 ? root : Math.floor(sorted[i]! / SPAN);
      const at = i < 0 ? 0 : to[i]!;
      const n = i < 0 ? 1 : sorted[i]! % SPAN;
      for (let k = 0; k < n; k++) {
        const s = from + k;
        const d = at + k;
        move[d] = move[s]!;
        mover[d] = mover[s]!;
        proof[d] = proof[s]!;
        stats[2 * d + VISITS] = stats[2 * s + VISITS]!;
        stats[2 * d + SCORE] = stats[2 * s + SCORE]!;
        const children = first[s]!;
        first[d] = children > LEAF ? to[familyAt(sorted, children)]! : children;
        size[d] = size[s]!;
        tried[d] = triedCount(tried[s]!);
      }
    }
    this.free(kept);
    this.blockNext = this.blockEnd = 0;
    Atomics.store(this.header, NODES, kept);
  }

  /** Starts the count of claimed playouts of a search afresh. No thread may be searching. */
  startPlayouts(): void {
    Atomics.store(this.header, PLAYOUTS, 0);
  }

  /** Claims the next playout of the search: how many were claimed before it. */
  claimPlayout(): number {
    return Atomics.add(this.header, PLAYOUTS, 1);
  }

  /**
   * Makes the children of `node`, which the caller holds as EXPANDING, for the first `n` of
   * `moves` in that order, and publishes them; false (and `node` a leaf again) when the tree is full.
   * The slots come from this view's block (see `FAMILY_BLOCK`), a new one taken when it runs out.
   * Free slots are zero (see `free`), an unvisited and unproven leaf, so only the moves and their
   * mover are written: the other tables' lines of a family are first touched when a child is tried.
   */
  addChildren(node: number, moves: Int32Array, n: number, mover: number): boolean {
    let at = this.blockNext;
    if (at + n > this.blockEnd) {
      const block = Math.max(n, this.blockSize);
      at = this.blockNext = Atomics.add(this.header, NODES, block);
      this.blockEnd = at + block;
    }
    if (at + n > this.capacity) {
      Atomics.store(this.first, node, LEAF);
      return false;
    }
    this.blockNext = at + n;
    for (let i = 0; i < n; i++) this.move[at + i] = moves[i]!;
    this.mover.fill(mover, at, at + n);
    this.size[node] = n;
    Atomics.store(this.first, node, at);
    return true;
  }

  /** Records a proven outcome for the mover of `node`; a proof never changes once made. */
  prove(node: number, proof: number): void {
    Atomics.store(this.proof, node, proof);
  }

  /** The child of `node` reached by `move` that a playout went through, or -1. */
  triedChild(node: number, move: number): number {
    const first = Atomics.load(this.first, node);
    if (first <= LEAF) return -1;
    const end = first + this.triedOf(node);
    for (let s = first; s < end; s++) if (this.move[s] === move) return s;
    return -1;
  }

  /** The slot of the first child of `node`, LEAF or EXPANDING while it has none. */
  firstChild(node: number): number {
    return Atomics.load(this.first, node);
  }

  /** The children of `node`, tried or not. */
  sizeOf(node: number): number {
    return this.size[node]!;
  }

  proofOf(slot: number): number {
    return Atomics.load(this.proof, slot);
  }

  /** The children of `node` tried so far, read while another thread may hold it to try the next. */
  triedOf(node: number): number {
    return triedCount(Atomics.load(this.tried, node));
  }

  /** A node's mean reward for its mover: exactly 1, 0 or 0.5 once proven, 0 before any visit. */
  valueOf(node: number): number {
    const proof = Atomics.load(this.proof, node);
    if (proof !== UNPROVEN) return proof === PROVEN_WIN ? 1 : proof === PROVEN_DRAW ? 0.5 : 0;
    const visits = this.visitsOf(node);
    return visits === 0 ? 0 : this.scoreOf(node) / (SCORE_UNITS * visits);
  }

  /** Descents through `node` so far, those still on their way counted. */
  visitsOf(node: number): number {
    return Atomics.load(this.stats, 2 * node + VISITS);
  }

  /** The rewards backed up through `node`, in `SCORE_UNITS`. */
  scoreOf(node: number): number {
    return Atomics.load(this.stats, 2 * node + SCORE);
  }

  /**
   * Zeroes every slot from `from` to the last one taken, so that a slot taken later needs no
   * fields written but its move and mover (see `addChildren`). It runs between two searches, in
   * time that grows with the slots taken, not with the capacity.
   */
  private free(from: number): void {
    const to = this.nodes;
    if (to <= from) return;
    this.move.fill(0, from, to);
    this.mover.fill(0, from, to);
    this.proof.fill(0, from, to);
    this.stats.fill(0, 2 * from, 2 * to);
    this.first.fill(LEAF, from, to);
    this.size.fill(0, from, to);
    this.tried.fill(0, from, to);
  }
}
