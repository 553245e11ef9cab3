import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { LEVEL_BUDGET, type Level } from '../ai/levels';
import type { SearchBudget } from '../ai/mcts';
import type { ThinkProblem, ThinkRequest } from '../ai/think';
import type { Result } from '../engine/result';
import { moduleWorker } from './workerThread';

/** One search a computer thread is asked for, numbered so its answer finds its way back. */
export interface ThinkJob {
  readonly id: number;
  readonly request: ThinkRequest;
}

/** A computer thread's answer: the move or why there is none, or the error its search threw. */
export type ThinkReply =
  | { readonly id: number; readonly answer: Result<string, ThinkProblem> }
  | { readonly id: number; readonly error: string };

/** What plays the computer's seats: a search that never runs on the server's event loop. */
export interface Computer {
  /**
   * The move for `request`. `budget`, when given, is asked again when a thread takes the search up
   * and replaces the request's: the time the search waited for a thread counts against its clock.
   */
  think(request: ThinkRequest, budget?: () => SearchBudget): Promise<Result<string, ThinkProblem>>;
  close(): Promise<void>;
}

/** The share of a real-time clock's time left that one computer move may use. */
const CLOCK_SHARE = 1 / 20;

/** Below this a timed search is not worth starting: the computer plays a quick move instead. */
const MIN_SEARCH_MS = 10;

/** The quick move's budget when the clock leaves no time to search: a few playouts, a few ms on any board. */
export const QUICK_BUDGET: SearchBudget = { playouts: 16 };

/** A seat's clock in its turn: the time it had when the turn began (`left`), and the time since (`elapsed`), in ms. */
export interface TurnClock {
  readonly left: number;
  readonly elapsed: number;
}

/**
 * The budget of one computer move: the level's own (or the server's override, tiny in tests),
 * a timed one cut to a share of the time the turn began with, less the time gone since (waiting
 * for a thread), so the computer never runs out of time; a quick move when too little is left.
 */
export function moveBudget(level: Level, turn: TurnClock | null, override?: SearchBudget): SearchBudget {
  const budget = override ?? LEVEL_BUDGET[level];
  if (turn === null || budget.ms === undefined || budget.playouts !== undefined) return budget;
  const ms = Math.min(budget.ms, Math.floor(turn.left * CLOCK_SHARE) - turn.elapsed);
  return ms >= MIN_SEARCH_MS ? { ms } : QUICK_BUDGET;
}

/** The seed of the computer's search for move `seq` of a game: the same game and move, the same seed. */
export function moveSeed(gameId: string, seq: number): number {
  return createHash('sha256').update(`${gameId}:${seq}`).digest().readUInt32BE(0);
}

/** Threads for the computer seats: one fewer than the cores (the event loop keeps one), at least one. */
function defaultThreads(): number {
  return Math.max(1, Math.min(8, availableParallelism() - 1));
}

interface Queued {
  readonly job: ThinkJob;
  readonly budget: (() => SearchBudget) | undefined;
  readonly resolve: (answer: Result<string, ThinkProblem>) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The computer players of every room: a few worker threads, started when first needed, and one
 * queue in the order the moves were asked for. A thread that dies fails its own search only; the
 * next search starts a new thread.
 */
export class ComputerPool implements Computer {
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Queued>();
  private readonly queue: Queued[] = [];
  private nextId = 0;
  private closed = false;

  constructor(readonly threads = defaultThreads()) {}

  think(request: ThinkRequest, budget?: () => SearchBudget): Promise<Result<string, ThinkProblem>> {
    if (this.closed) return Promise.reject(new Error('the computer players are closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, request }, budget, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.workers.size < this.threads ? this.start() : null);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.running.set(worker, task);
      const { job, budget } = task;
      worker.postMessage(budget ? { ...job, request: { ...job.request, budget: budget() } } : job);
    }
  }

  private start(): Worker {
    const worker = moduleWorker('computerWorker', import.meta.url);
    this.workers.add(worker);
    worker.on('message', (reply: ThinkReply) => {
      const task = this.running.get(worker);
      this.running.delete(worker);
      this.idle.push(worker);
      if (task) {
        if ('error' in reply) task.reject(new Error(reply.error));
        else task.resolve(reply.answer);
      }
      this.pump();
    });
    // An uncaught error ends the thread: 'exit' follows and fails the search it was running.
    worker.on('error', () => undefined);
    worker.on('exit', (code) => {
      this.workers.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      const task = this.running.get(worker);
      this.running.delete(worker);
      task?.reject(new Error(`a computer thread stopped (exit ${code})`));
      if (!this.closed) this.pump();
    });
    return worker;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the computer players are closed'));
    await Promise.all([...this.workers].map((w) => w.terminate()));
  }
}
