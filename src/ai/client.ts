import { type Remote, wrap } from 'comlink';
import type { Result } from '../engine/result';
import type { ThinkRequest } from './think';
import type { ThinkerApi } from './worker';

/** Asks the search worker for moves; `cancel` stops a search at once (undo, new game). */
export interface Thinker {
  think(request: ThinkRequest): Promise<Result<string> | null>;
  cancel(): void;
}

/** A thinker on a Web Worker. A cancelled search resolves to null; the worker is replaced. */
export function createThinker(): Thinker {
  let worker: Worker | null = null;
  let remote: Remote<ThinkerApi> | null = null;
  let pending: ((value: null) => void) | null = null;

  const start = (): Remote<ThinkerApi> => {
    if (!remote) {
      worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
      remote = wrap<ThinkerApi>(worker);
    }
    return remote;
  };

  return {
    think(request) {
      const api = start();
      return new Promise((resolve, reject) => {
        pending = resolve;
        api.think(request).then(
          (result) => {
            if (pending === resolve) {
              pending = null;
              resolve(result);
            }
          },
          (e: unknown) => {
            if (pending === resolve) {
              pending = null;
              reject(e instanceof Error ? e : new Error(String(e)));
            }
          },
        );
      });
    },
    cancel() {
      // A search cannot be interrupted from outside its thread; ending the worker is immediate.
      worker?.terminate();
      worker = null;
      remote = null;
      pending?.(null);
      pending = null;
    },
  };
}
