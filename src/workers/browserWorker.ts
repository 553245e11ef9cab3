import { expose } from 'comlink';
import { jobRunner } from './jobs';

/** The worker of the app's searches and lab runs, so the table never freezes while they run. */
const api = { run: jobRunner(() => performance.now()) };

export type BrowserWorkerApi = typeof api;

expose(api);
