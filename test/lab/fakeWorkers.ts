import type { LabWorker } from '../../src/lab/pool';
import { type LabJob, type LabTally, runLabGames } from '../../src/lab/tally';

/** A batch a fake worker was given and has not answered yet. */
export interface PendingBatch {
  readonly worker: number;
  readonly from: number;
  readonly to: number;
  /** Plays the batch in this thread and hands its tally back. */
  answer(): void;
  fail(error: Error): void;
}

/**
 * Stand-ins for Web Workers that play in the test's own thread: each batch waits until the test
 * answers it, in any order it likes. With `answerAtOnce`, every batch is answered as it is given.
 */
export class FakeWorkers {
  readonly pending: PendingBatch[] = [];
  /** Every batch given, in the order given. */
  readonly batches: { worker: number; from: number; to: number }[] = [];
  readonly terminated: number[] = [];
  spawned = 0;

  constructor(private readonly answerAtOnce = false) {}

  readonly spawn = (job: LabJob): LabWorker => {
    const id = this.spawned++;
    return {
      play: (from, to) => {
        this.batches.push({ worker: id, from, to });
        return new Promise<LabTally>((resolve, reject) => {
          const batch: PendingBatch = {
            worker: id,
            from,
            to,
            answer: () => {
              this.pending.splice(this.pending.indexOf(batch), 1);
              resolve(runLabGames(job, from, to));
            },
            fail: (error) => {
              this.pending.splice(this.pending.indexOf(batch), 1);
              reject(error);
            },
          };
          this.pending.push(batch);
          if (this.answerAtOnce) batch.answer();
        });
      },
      terminate: () => this.terminated.push(id),
    };
  };
}

/** Lets the pool's promise callbacks run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
