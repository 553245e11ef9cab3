import { MessageChannel, type MessagePort, type Worker, receiveMessageOnPort } from 'node:worker_threads';
import type { LineTask } from '../ai/lineSearch';
import type { SearchOptions, SearchResult } from '../ai/mcts';
import { mergeResults, seedsOf, sharesOf } from '../ai/parallel';
import type { SharedSearch, TreeTask } from '../ai/treeSearch';
import type { FastGame } from '../engine/fast';
import type { GameState } from '../engine/game';
import type { SearchReply, SearchTask, SearchWorkerData } from './searchWorker';
import { workerThread } from './workerThread';

/**
 * Search worker threads that the calling thread waits for without returning to its event loop:
 * each thread replies on a port of its own and bumps a shared counter, and the caller sleeps on
 * the counter and reads the ports synchronously. So a parallel search is an ordinary function
 * call, and the computer players' synchronous code (arena games, chooseMove) can use it.
 */
export class SearchThreads {
  private readonly replies = new Int32Array(new SharedArrayBuffer(4));
  private readonly threads: { readonly worker: Worker; readonly port: MessagePort }[];

  constructor(readonly size: number) {
    this.threads = Array.from({ length: size }, () => {
      const { port1, port2 } = new MessageChannel();
      const workerData: SearchWorkerData = { port: port2, replies: this.replies };
      const worker = workerThread('searchWorker', { workerData, transferList: [port2] });
      return { worker, port: port1 };
    });
  }

  /** Task i on thread i, so a thread that keeps its tree sees the same share every time; results in task order. */
  each(tasks: readonly LineTask[]): SearchResult[] {
    return this.pinned(tasks).map((reply) => ('result' in reply ? reply.result : unexpected(reply)));
  }

  /** The parts of a search on a shared tree, task i on thread i; the playouts each ran. */
  eachShared(tasks: readonly TreeTask[]): number[] {
    return this.pinned(tasks).map((reply) => ('playouts' in reply ? reply.playouts : unexpected(reply)));
  }

  /** Each task on whichever thread is free next; results in task order, `onResult` after each. */
  map(tasks: readonly LineTask[], onResult?: (done: number, total: number) => void): SearchResult[] {
    return this.run(tasks, [], onResult).map((reply) => ('result' in reply ? reply.result : unexpected(reply)));
  }

  close(): Promise<unknown> {
    return Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private pinned(tasks: readonly SearchTask[]): SearchReply[] {
    if (tasks.length > this.size) throw new Error(`${tasks.length} tasks for ${this.size} threads`);
    return this.run(
      tasks,
      tasks.map((_, i) => i),
    );
  }

  /** Runs the tasks, the first ones on the `pinned` threads, the rest on threads as they come free. */
  private run(
    tasks: readonly SearchTask[],
    pinned: readonly number[],
    onResult?: (done: number, total: number) => void,
  ): SearchReply[] {
    const results: SearchReply[] = [];
    const running = new Map<number, number>();
    let next = 0;
    const give = (thread: number): void => {
      if (next >= tasks.length) return;
      running.set(thread, next);
      this.threads[thread]!.port.postMessage(tasks[next++]);
    };
    if (pinned.length > 0) pinned.forEach(give);
    else for (let t = 0; t < Math.min(this.size, tasks.length); t++) give(t);
    let done = 0;
    while (done < tasks.length) {
      const seen = Atomics.load(this.replies, 0);
      let received = false;
      for (const [thread, index] of running) {
        const message = receiveMessageOnPort(this.threads[thread]!.port);
        if (!message) continue;
        received = true;
        running.delete(thread);
        const reply = message.message as SearchReply;
        if ('error' in reply) throw new Error(`a search thread failed: ${reply.error}`);
        results[index] = reply;
        done++;
        onResult?.(done, tasks.length);
        give(thread);
      }
      if (!received) Atomics.wait(this.replies, 0, seen);
    }
    return results;
  }
}

function unexpected(reply: SearchReply): never {
  throw new Error(`a search thread answered another kind of task: ${JSON.stringify(reply)}`);
}

/**
 * A computer player's search on the threads, following the game through `advance` as a
 * `Searcher` does: the threads are sent the game's start and the moves since.
 */
abstract class GameOnThreads {
  protected readonly moves: number[];

  constructor(
    protected readonly threads: SearchThreads,
    protected readonly start: GameState,
    moves: readonly number[] = [],
  ) {
    this.moves = [...moves];
  }

  advance(move: number): void {
    this.moves.push(move);
  }

  /** Refuses a position that is not this game's latest. */
  protected follow(root: FastGame): void {
    if (root.turn !== this.start.turn + this.moves.length) throw new Error('a thread search asked about another game');
  }
}

/**
 * Root parallelism for `chooseMove`: every thread searches the position with its own seed and share
 * of the budget and keeps its own tree along the game; the result is the merged statistics.
 */
export class ThreadSearch extends GameOnThreads {
  /** Whether the next search starts afresh on every thread (see `forget`). */
  private afresh = false;

  /** Has the next search start from fresh trees, as `Searcher.forget` does. */
  forget(): void {
    this.afresh = true;
  }

  search(root: FastGame, options: SearchOptions): SearchResult {
    this.follow(root);
    const keepTree = !this.afresh;
    this.afresh = false;
    const tasks = sharesOf(options, options.seed, this.threads.size).map((share) => ({
      start: this.start,
      moves: this.moves,
      ...share,
      keepTree,
    }));
    return mergeResults(this.threads.each(tasks));
  }
}

/**
 * A computer player's search on the threads with one shared tree (`SharedSearch`), for
 * `chooseMove`: every thread runs playouts into the same tree with a seed of its own, which is
 * kept from move to move along the game. With several threads the result depends on how the
 * threads interleave, so a seed no longer fixes it.
 */
export class SharedThreadSearch extends GameOnThreads {
  constructor(
    threads: SearchThreads,
    private readonly shared: SharedSearch,
    start: GameState,
    moves: readonly number[] = [],
  ) {
    super(threads, start, moves);
  }

  /** Has the next search start from a fresh tree, as `Searcher.forget` does. */
  forget(): void {
    this.shared.forget();
  }

  search(root: FastGame, options: SearchOptions): SearchResult {
    this.follow(root);
    const tasks = this.shared.tasks(this.start, this.moves, root, options, seedsOf(options.seed, this.threads.size));
    try {
      const playouts = this.threads.eachShared(tasks).reduce((sum, n) => sum + n, 0);
      return this.shared.result(playouts, options.bestOnly);
    } catch (e) {
      // A thread that failed may have left its descent's visits in the tree.
      this.shared.forget();
      throw e;
    }
  }
}
