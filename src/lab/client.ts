import { wrap } from 'comlink';
import type { LabWorker } from './pool';
import type { LabJob } from './tally';
import type { LabWorkerApi } from './worker';

/** A lab worker on a Web Worker of its own: one core's share of a lab run in the browser. */
export function spawnWebLabWorker(job: LabJob): LabWorker {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<LabWorkerApi>(worker);
  // A worker whose script fails to load never answers: its error event ends the run instead.
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'a lab worker failed to start')));
  });
  // The job crosses once; each batch then sends two numbers and gets a tally back.
  const started = api.start(job);
  return {
    play: (from, to) => Promise.race([started.then(() => api.play(from, to)), failed]),
    terminate: () => worker.terminate(),
  };
}
