import { expose } from 'comlink';
import { SeatSearchers } from './game';
import { type LabJob, runLabGames } from './tally';

/** One worker's part of a lab run in the browser: the job arrives once, then batches of game numbers. */
let job: LabJob | null = null;
const seats = new SeatSearchers();

const api = {
  start: (labJob: LabJob): void => {
    job = labJob;
  },
  play: (from: number, to: number) => {
    if (!job) throw new Error('the lab worker was asked to play before it had a job');
    return runLabGames(job, from, to, seats);
  },
};

export type LabWorkerApi = typeof api;

expose(api);
