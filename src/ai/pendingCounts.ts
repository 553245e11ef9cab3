import { SCORE, THREAD_TABLE_SLOTS as SLOTS, VISITS, threadTableSlot } from './sharedTree';

/**
 * Visits of a node at which a thread of the shared-tree search starts gathering the node's
 * counts instead of adding each one at once (see `PendingCounts`).
 */
export const HOT_VISITS = 256;

/** Descents (each serving one playout or two) between two writes of a thread's gathered counts. */
export const PENDING_DESCENTS = 16;

/**
 * One thread's visits and score of the busiest nodes of a shared tree, gathered over a few
 * playouts and then added to the tree at once. Every playout passes the root and most pass its
 * best lines, so two threads adding to those nodes on every playout keep taking each other's
 * cache lines; gathered, they do so once every `PENDING_DESCENTS`. A node visited hundreds of
 * times barely moves for the few playouts the other threads do not see yet.
 */
export class PendingCounts {
  private readonly node = new Int32Array(SLOTS).fill(-1);
  private readonly visits = new Int32Array(SLOTS);
  private readonly score = new Int32Array(SLOTS);
  /** The slots in use, in the order they were taken. */
  private readonly used = new Int32Array(SLOTS);
  private count = 0;

  /** Distinct nodes with counts not yet written. */
  get size(): number {
    return this.count;
  }

  /** Counts a visit of `node`. */
  visit(node: number): void {
    this.visits[this.slotOf(node)]!++;
  }

  /** Adds `units` (see `SCORE_UNITS`) to the score of `node`. */
  add(node: number, units: number): void {
    this.score[this.slotOf(node)]! += units;
  }

  /** Adds every gathered count to the tree's `stats` and empties the table. */
  write(stats: Int32Array): void {
    for (let i = 0; i < this.count; i++) {
      const slot = this.used[i]!;
      const node = this.node[slot]!;
      if (this.visits[slot]! > 0) Atomics.add(stats, 2 * node + VISITS, this.visits[slot]!);
      if (this.score[slot]! > 0) Atomics.add(stats, 2 * node + SCORE, this.score[slot]!);
      this.node[slot] = -1;
      this.visits[slot] = 0;
      this.score[slot] = 0;
    }
    this.count = 0;
  }

  /** Whether the table is so full that it must be written before another playout (half its slots taken). */
  get full(): boolean {
    return this.count >= SLOTS / 2;
  }

  /** The slot of `node`, taken now if it has none (open addressing on a multiplicative hash). */
  private slotOf(node: number): number {
    let slot = threadTableSlot(node);
    for (;;) {
      const held = this.node[slot]!;
      if (held === node) return slot;
      if (held === -1) {
        this.node[slot] = node;
        this.used[this.count++] = slot;
        return slot;
      }
      slot = (slot + 1) & (SLOTS - 1);
    }
  }
}
