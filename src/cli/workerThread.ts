import type { Worker, WorkerOptions } from 'node:worker_threads';
import { moduleWorker } from '../server/workerThread';

/** The command's worker modules: each is an entry of the compiled command (scripts/build-cli.js). */
export type WorkerModule = 'labWorker' | 'searchWorker';

/** A worker thread running one of the command's worker modules (see `moduleWorker`). */
export function workerThread(module: WorkerModule, options: WorkerOptions = {}): Worker {
  return moduleWorker(module, import.meta.url, options);
}
