import { expose } from 'comlink';
import { type ThinkRequest, thinkingSession } from './think';

/** The search runs here, off the page's main thread, so the table never freezes while it thinks. */
const session = thinkingSession(() => performance.now());

const api = {
  think: (request: ThinkRequest) => session(request),
};

export type ThinkerApi = typeof api;

expose(api);
