import type { WorkerHost } from '../workers/host';
import { type LabJob, type LabTally, emptyTally, mergeTallies } from './tally';

/** One worker of a lab run as the pool sees it: a Web Worker in the app, a thread in the command, the same thread in tests. */
export interface LabWorker {
  /** Plays games `from` to `to` - 1 of the job it was started with. */
  play(from: number, to: number): Promise<LabTally>;
  terminate(): void;
}

/** The lab worker of `job` on a worker host: each batch sends the job and two numbers, and gets a tally back. */
export function labWorkerOn(host: WorkerHost, job: LabJob): LabWorker {
  return {
    play: (from, to) => host.run({ kind: 'labGames', task: { job, from, to } }),
    terminate: () => host.terminate(),
  };
}

export interface LabPoolOptions {
  readonly games: number;
  /** Workers to share the games among; fewer are started when there are fewer games. */
  readonly workers: number;
  /** Starts one worker for the job. */
  readonly spawn: (job: LabJob) => LabWorker;
  /** The tally of the games finished so far, after each batch. */
  readonly onProgress?: (tally: LabTally) => void;
}

export interface LabOutcome {
  /** Every game's tally, or only the finished games' after a stop. */
  readonly tally: LabTally;
  readonly stopped: boolean;
}

export interface LabPoolRun {
  readonly outcome: Promise<LabOutcome>;
  /** Ends the run at once: workers are terminated and batches still playing are dropped. */
  stop(): void;
}

/**
 * How many games the next batch holds. Batches shrink as the run nears its end (guided
 * scheduling): few messages early, and no worker left with a long batch while the others idle.
 */
export function batchSize(games: number, next: number, workers: number): number {
  return Math.max(1, Math.min(8, Math.floor((games - next) / (workers * 4))));
}

/**
 * Plays a lab job's games on a pool of workers, handing out batches of game numbers as workers
 * come free and merging the tallies as they arrive. Tallies are whole-number counts and each
 * game's seed depends on its number only, so the result is the same for any number of workers.
 * A worker is terminated as soon as no batch is left for it.
 */
export function runLabPool(job: LabJob, options: LabPoolOptions): LabPoolRun {
  const { games, spawn, onProgress } = options;
  const workers = Math.min(Math.max(1, options.workers), games);
  const live = new Set<LabWorker>();
  let tally = emptyTally(job.start);
  let next = 0;
  let finished = false;
  let settle: (outcome: LabOutcome) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const outcome = new Promise<LabOutcome>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });

  const retire = (worker: LabWorker): void => {
    live.delete(worker);
    worker.terminate();
  };
  const end = (): void => {
    finished = true;
    for (const worker of live) retire(worker);
  };

  const feed = (worker: LabWorker): void => {
    if (next >= games) {
      retire(worker);
      if (tally.games === games) {
        end();
        settle({ tally, stopped: false });
      }
      return;
    }
    const from = next;
    const to = Math.min(games, from + batchSize(games, from, workers));
    next = to;
    worker.play(from, to).then(
      (part) => {
        if (finished) return;
        tally = mergeTallies(tally, part);
        onProgress?.(tally);
        feed(worker);
      },
      (error: unknown) => {
        if (finished) return;
        end();
        fail(error);
      },
    );
  };

  if (games <= 0) {
    finished = true;
    settle({ tally, stopped: false });
  }
  for (let i = 0; i < workers; i++) {
    const worker = spawn(job);
    live.add(worker);
    feed(worker);
  }
  return {
    outcome,
    stop: () => {
      if (finished) return;
      end();
      settle({ tally, stopped: true });
    },
  };
}
