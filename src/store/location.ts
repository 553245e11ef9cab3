import { type TableStore, currentHash } from './table';

/** The parts of `window` the link binding uses. */
export interface LinkWindow {
  readonly location: { readonly hash: string };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}

/**
 * Keeps the page's `#record=` link and the game in step: opens the game the link names, rewrites
 * the link after every change of game so a reload restores it, and follows links pasted later.
 * Returns a function that stops the binding.
 */
export function bindLink(store: TableStore, win: LinkWindow): () => void {
  let written = win.location.hash;
  store.getState().openHash(written);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.plies === previous.plies && state.start === previous.start && state.seats === previous.seats) return;
    const hash = currentHash(state);
    if (hash === written) return;
    written = hash;
    // replaceState: moves are not pages, so Back leaves the game rather than stepping through it.
    win.history.replaceState(null, '', hash);
  });
  const onHashChange = (): void => {
    if (win.location.hash === written) return;
    written = win.location.hash;
    store.getState().openHash(written);
  };
  win.addEventListener('hashchange', onHashChange);
  return () => {
    unsubscribe();
    win.removeEventListener('hashchange', onHashChange);
  };
}
