import type { LineTask } from '../ai/lineSearch';
import type { SearchOptions, SearchResult } from '../ai/searchTypes';
import { mergeResults, seedsOf, sharesOf } from '../ai/rootParallel';
import type { TreeParallelSearch, TreeTask } from '../ai/treeParallelSearch';
import type { FastGame } from '../engine/fast';
import type { GameState } from '../engine/game';
import type { AnswerOf, WorkerJob } from '../workers/jobs';
import { NodeHost, type WorkerReply } from '../workers/nodeHost';

/**
 * Search worker threads that the calling thread waits for without returning to its event loop:
 * each thread replies on a port of its own and bumps a shared counter, and the caller sleeps on
 * the counter and reads the ports synchronously. So a parallel search is an ordinary function
 * call, and the computer players' synchronous code (arena games, chooseMove) can use it.
 */
export class SearchThreads {
  private readonly replies = new Int32Array(new SharedArrayBuffer(4));
  private readonly threads: readonly NodeHost[];

  constructor(readonly size: number) {
    this.threads = Array.from({ length: size }, () => new NodeHost(this.replies));
  }

  /** Task i on thread i, so a thread that keeps its tree sees the same share every time; results in task order. */
  each(tasks: readonly LineTask[]): SearchResult[] {
    return this.pinned(tasks.map((task) => ({ kind: 'search' as const, task })));
  }

  /** The parts of a search on a shared tree, task i on thread i; the playouts each ran. */
  eachShared(tasks: readonly TreeTask[]): number[] {
    return this.pinned(tasks.map((task) => ({ kind: 'searchShared' as const, task })));
  }

  /** Each task on whichever thread is free next; results in task order, `onResult` after each. */
  map(tasks: readonly LineTask[], onResult?: (done: number, total: number) => void): SearchResult[] {
    return this.run(
      tasks.map((task) => ({ kind: 'search' as const, task })),
      [],
      onResult,
    );
  }

  close(): Promise<unknown> {
    return Promise.all(this.threads.map((t) => t.terminate()));
  }

  private pinned<J extends WorkerJob>(jobs: readonly J[]): AnswerOf<J>[] {
    if (jobs.length > this.size) throw new Error(`${jobs.length} tasks for ${this.size} threads`);
    return this.run(
      jobs,
      jobs.map((_, i) => i),
    );
  }

  /** Runs the jobs, the first ones on the `pinned` threads, the rest on threads as they come free; answers in job order. */
  private run<J extends WorkerJob>(
    jobs: readonly J[],
    pinned: readonly number[],
    onResult?: (done: number, total: number) => void,
  ): AnswerOf<J>[] {
    const answers: AnswerOf<J>[] = [];
    const running = new Map<number, number>();
    let next = 0;
    const give = (thread: number): void => {
      if (next >= jobs.length) return;
      running.set(thread, next);
      this.threads[thread]!.post(jobs[next++]!);
    };
    if (pinned.length > 0) pinned.forEach(give);
    else for (let t = 0; t < Math.min(this.size, jobs.length); t++) give(t);
    let done = 0;
    while (done < jobs.length) {
      const seen = Atomics.load(this.replies, 0);
      let received = false;
      for (const [thread, index] of running) {
        const reply: WorkerReply | undefined = this.threads[thread]!.take();
        if (!reply) continue;
        received = true;
        running.delete(thread);
        if ('error' in reply) throw new Error(`a search thread failed: ${reply.error}`);
        answers[index] = reply.answer as AnswerOf<J>;
        done++;
        onResult?.(done, jobs.length);
        give(thread);
      }
      if (!received) Atomics.wait(this.replies, 0, seen);
    }
    return answers;
  }
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
 * A computer player's search on the threads with one shared tree (`TreeParallelSearch`), for
 * `chooseMove`: every thread runs playouts into the same tree with a seed of its own, which is
 * kept from move to move along the game. With several threads the result depends on how the
 * threads interleave, so a seed no longer fixes it.
 */
export class SharedThreadSearch extends GameOnThreads {
  constructor(
    threads: SearchThreads,
    private readonly shared: TreeParallelSearch,
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
