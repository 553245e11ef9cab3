import { expose } from 'comlink';
import { lineSearcher } from './lineSearch';
import { type ThinkRequest, thinkingSession } from './think';

/** The search runs here, off the page's main thread, so the table never freezes while it thinks. */
const now = (): number => performance.now();
const session = thinkingSession(now);

const api = {
  think: (request: ThinkRequest) => session(request),
  /** One worker's share of a parallel search (the pools in client.ts and analyst.ts). */
  search: lineSearcher(now),
};

export type ThinkerApi = typeof api;

expose(api);
