import { expose } from 'comlink';
import { lineSearcher } from './lineSearch';
import { type ThinkRequest, thinkingSession } from './think';
import { treeSearcher } from './treeSearch';

/** The search runs here, off the page's main thread, so the table never freezes while it thinks. */
const now = (): number => performance.now();
const session = thinkingSession(now);

const api = {
  think: (request: ThinkRequest) => session(request),
  /** One worker's share of a parallel search (the pools in client.ts and analyst.ts). */
  search: lineSearcher(now),
  /** One worker's part of a search on a shared tree (the pool in client.ts on an isolated page). */
  searchShared: treeSearcher(now),
};

export type ThinkerApi = typeof api;

expose(api);
