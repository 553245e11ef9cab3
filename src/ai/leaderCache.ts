import { THREAD_TABLE_SLOTS as SLOTS } from './sharedTree';

/**
 * One thread's record of selection's shortcut in the shared tree (the shortcut of
 * `SerialTree.select`): for a node, the child chosen at its last full scan, the best score among its siblings
 * then (less the exploration scale then), and how many children were tried then. Kept apart from
 * the tree and per thread, because every scan rewrites it: in shared memory the threads kept
 * taking the line from each other. A direct-mapped table of the nodes seen last (entry
 * `threadTableSlot(node)`); an entry counts only for the same node with the same tried children,
 * so a move tried since (by any thread) brings a full scan.
 */
export class LeaderCache {
  private readonly node = new Int32Array(SLOTS).fill(-1);
  private readonly tried = new Int32Array(SLOTS);
  private readonly leaders = new Int32Array(SLOTS);
  private readonly rivals = new Float64Array(SLOTS);

  /** The child recorded for `node` at `slot` with `tried` children tried, else -1. */
  leaderAt(slot: number, node: number, tried: number): number {
    return this.node[slot] === node && this.tried[slot] === tried ? this.leaders[slot]! : -1;
  }

  /** The rivals' bound recorded with the leader at `slot`. */
  rivalsAt(slot: number): number {
    return this.rivals[slot]!;
  }

  record(slot: number, node: number, tried: number, leader: number, rivals: number): void {
    this.node[slot] = node;
    this.tried[slot] = tried;
    this.leaders[slot] = leader;
    this.rivals[slot] = rivals;
  }
}
