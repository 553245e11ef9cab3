import { spawnWebHost } from '../workers/webHost';
import { type LabWorker, labWorkerOn } from './pool';
import type { LabJob } from './tally';

/** A lab worker on a Web Worker of its own: one core's share of a lab run in the browser. */
export function spawnWebLabWorker(job: LabJob): LabWorker {
  return labWorkerOn(spawnWebHost(), job);
}
