import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { LEVEL_BUDGET, type Level } from '../ai/levels';
import type { SearchBudget } from '../ai/searchTypes';
import type { ThinkProblem, ThinkRequest } from '../ai/think';
import type { Result } from '../engine/result';
import { NodeHost } from '../workers/nodeHost';

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
  readonly request: ThinkRequest;
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
  private readonly hosts = new Set<NodeHost>();
  private readonly idle: NodeHost[] = [];
  private readonly queue: Queued[] = [];
  private closed = false;

  constructor(readonly threads = defaultThreads()) {}

  think(request: ThinkRequest, budget?: () => SearchBudget): Promise<Result<string, ThinkProblem>> {
    if (this.closed) return Promise.reject(new Error('the computer players are closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, budget, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const host = this.freeHost();
      if (!host) return;
      const { request, budget, resolve, reject } = this.queue.shift()!;
      host.run({ kind: 'think', task: budget ? { ...request, budget: budget() } : request }).then(
        (answer) => {
          this.idle.push(host);
          resolve(answer);
          this.pump();
        },
        (error: Error) => {
          // A thread that stopped is dropped (the next search starts a new one); one whose search threw takes the next.
          if (host.alive) this.idle.push(host);
          else this.hosts.delete(host);
          reject(error);
          if (!this.closed) this.pump();
        },
      );
    }
  }

  /** An idle thread that is still alive, or a new one while there are fewer than `threads`; null when all are busy. */
  private freeHost(): NodeHost | null {
    for (let host = this.idle.pop(); host; host = this.idle.pop()) {
      if (host.alive) return host;
      this.hosts.delete(host);
    }
    if (this.hosts.size >= this.threads) return null;
    const host = new NodeHost();
    this.hosts.add(host);
    return host;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the computer players are closed'));
    await Promise.all([...this.hosts].map((h) => h.terminate()));
  }
}
