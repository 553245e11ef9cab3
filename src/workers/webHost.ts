import { wrap } from 'comlink';
import type { BrowserWorkerApi } from './browserWorker';
import type { WorkerHost } from './host';
import type { AnswerOf, WorkerJob } from './jobs';

/** A worker host on a Web Worker of its own. */
export function spawnWebHost(): WorkerHost {
  const worker = new Worker(new URL('./browserWorker.ts', import.meta.url), { type: 'module' });
  const api = wrap<BrowserWorkerApi>(worker);
  // A worker whose script fails to load never answers: its error event fails the call instead.
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'a worker failed to start')));
  });
  failed.catch(() => undefined);
  return {
    // The answer's type follows the job's kind, which comlink's wrapper does not carry through.
    run: <J extends WorkerJob>(job: J) => Promise.race([api.run(job), failed]) as Promise<AnswerOf<J>>,
    terminate: () => worker.terminate(),
  };
}
