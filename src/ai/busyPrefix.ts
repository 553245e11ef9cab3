import type { FastGame } from '../engine/fast';
import { UNPROVEN } from './searchTypes';
import type { SharedTree } from './sharedTree';

/**
 * One thread's last run of busy nodes from the root of a shared tree, each chosen by selection,
 * with the position at its end. A busy node's counts are gathered (see `PendingCounts`), so
 * until the thread writes what it gathered, the statistics that chose the run change only by
 * the other threads' writes, and selection would choose it again: the next descents start at its
 * end instead of walking down again, which spares most of a descent's steps. The other threads'
 * counts reach a busy node up to `PENDING_DESCENTS` of their descents late in any case; the run
 * lets this thread see them up to as many of its own later, which barely moves a node visited
 * hundreds of times; ending the run at every thread's write had two threads start 85% of their
 * descents below a run, against 90% (docs/parallel-search.md). The run no longer holds once this
 * thread has written its counts (the search clears it then), a node of it has been proven, or
 * another move has been tried at one of them.
 */
export class BusyPrefix {
  /** The position after the run's last move. */
  readonly game: FastGame;
  private nodes = new Int32Array(64);
  /** Each node's tried moves when the run was kept. */
  private tried = new Int32Array(64);
  private length = 0;

  constructor(root: FastGame) {
    this.game = root.clone();
  }

  /** Forgets the run, as a new search must, and the search once the thread writes its counts. */
  clear(): void {
    this.length = 0;
  }

  /** Whether the run kept still stands in `tree`; one that does not is forgotten. */
  holds(tree: SharedTree): boolean {
    if (this.length === 0) return false;
    const { proof } = tree;
    for (let i = 0; i < this.length; i++) {
      const node = this.nodes[i]!;
      if (proof[node] !== UNPROVEN || tree.triedOf(node) !== this.tried[i]) return this.fails();
    }
    return true;
  }

  /**
   * Keeps the first `length` nodes of `path` as the run (more than the root alone), their tried
   * moves (`tried`) and `game`, the position at its end.
   */
  keep(path: Int32Array, tried: Int32Array, length: number, game: FastGame): void {
    if (length > this.nodes.length) {
      this.nodes = new Int32Array(2 * length);
      this.tried = new Int32Array(2 * length);
    }
    this.nodes.set(path.subarray(0, length));
    this.tried.set(tried.subarray(0, length));
    this.length = length;
    this.game.copyFrom(game);
  }

  /** Copies the run into the start of `path`; returns its length. */
  copyInto(path: Int32Array): number {
    path.set(this.nodes.subarray(0, this.length));
    return this.length;
  }

  private fails(): false {
    this.length = 0;
    return false;
  }
}
