import { parentPort, workerData } from 'node:worker_threads';
import { SeatSearchers } from '../lab/game';
import { type LabJob, runLabGames } from '../lab/tally';

/** A share of a lab run: games `from` to `to` - 1. */
export interface LabBatch {
  readonly from: number;
  readonly to: number;
}

// One job per worker, sent once; then only game ranges in and whole-number tallies out.
const job = workerData as LabJob;
const port = parentPort!;
const seats = new SeatSearchers();
port.on('message', (batch: LabBatch) => port.postMessage(runLabGames(job, batch.from, batch.to, seats)));
