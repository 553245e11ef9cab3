import type { AnswerOf, WorkerJob } from './jobs';

/**
 * One worker as the pools see it, whatever runs it: a Web Worker in the app (`webHost.ts`), a
 * worker thread in Node (`nodeHost.ts`), the pool's own thread in tests. The pools (the app's
 * computer, its analysis, the lab, the command's threads and the server's computer seats) keep
 * their own scheduling and hand each host one job at a time.
 */
export interface WorkerHost {
  /** Runs `job` off the caller's thread; fails when the worker does, or stops. */
  run<J extends WorkerJob>(job: J): Promise<AnswerOf<J>>;
  /** Ends the worker at once: a search cannot be interrupted from outside its thread. */
  terminate(): void;
}
