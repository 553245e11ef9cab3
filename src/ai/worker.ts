import { expose } from 'comlink';
import { type ThinkRequest, think } from './think';

/** The search runs here, off the page's main thread, so the table never freezes while it thinks. */
const api = {
  think: (request: ThinkRequest) => think(request, () => performance.now()),
};

export type ThinkerApi = typeof api;

expose(api);
