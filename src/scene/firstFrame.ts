import { useSyncExternalStore } from 'react';

// The panels show at once; the table draws its first frame only once three.js is loaded and the
// scene is built, seconds later on a slow machine. The loading indicator waits for that frame, and
// so does the service worker's install, to keep its downloads off the first screen's path.
let drawn = false;
const listeners = new Set<() => void>();

/** Called by the table on every frame: the first one marks `momentum:first-frame` for load timing. */
export function markFirstFrame(): void {
  if (drawn) return;
  drawn = true;
  performance.mark('momentum:first-frame');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const tableDrawn = (): boolean => drawn;

/**
 * Whether the table has drawn a frame since the page loaded. An external store, so the change
 * commits right after the frame's task, before anything else can see the drawn table.
 */
export function useTableDrawn(): boolean {
  return useSyncExternalStore(subscribe, tableDrawn);
}
