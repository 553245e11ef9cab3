import type { GameTree } from '../engine/tree';
import { boardLink, decodeBoardLink } from '../codec/boardLink';
import type { EditorStore } from './editor';
import { decodeLink, encodeGame, encodeLink } from '../codec/link';
import { openGame } from './openGame';
import type { TableState, TableStore } from './table';

/** The parts of `window` the link binding uses. */
export interface LinkWindow {
  readonly location: { readonly hash: string };
  readonly history: { replaceState(data: unknown, unused: string, url: string): void };
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
}

/**
 * The least time between two rewrites of the address: replaying or scrubbing moves the cursor many
 * times a second, and browsers ignore a page that rewrites its address too often.
 */
export const WRITE_INTERVAL_MS = 100;

type GameEncoder = (game: GameTree) => Promise<string>;

/** `encodeGame`, made again only when the game changes, not when the cursor or the seats do. */
function cachedEncoder(): GameEncoder {
  let last: { game: GameTree; encoded: Promise<string> } | null = null;
  return (game) => {
    if (!last || last.game.start !== game.start || last.game.tree !== game.tree || last.game.meta !== game.meta) {
      last = { game, encoded: encodeGame(game) };
    }
    return last.encoded;
  };
}

/** The whole link of the table as it stands: the game, its seats and the position shown. */
export function tableLink(state: TableState, encode?: GameEncoder): Promise<string> {
  return encodeLink({ start: state.start, tree: state.tree, meta: state.meta }, state.path, state.seats, encode);
}

/**
 * Keeps the page's link and the table in step: opens the game the link names (on start and when
 * another link is pasted into the address bar), and rewrites the link whenever the game, the
 * position shown or the seats change, so a reload restores exactly what the table shows. Reading
 * and writing links take a while (compression, long games); only the latest of each counts.
 * Returns a function that stops the binding.
 */
export function bindLink(
  store: TableStore,
  win: LinkWindow,
  editor?: EditorStore,
  guide?: { getState(): { readonly open: boolean } },
): () => void {
  let stopped = false;
  /** The hash last opened or written: a hashchange to it is no news. */
  let current = win.location.hash;
  /** Counts links opened and links written: an answer that is no longer the latest is dropped. */
  let opens = 0;
  let writes = 0;
  let opening = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastWrite = -Infinity;
  const encode = cachedEncoder();

  const open = async (hash: string): Promise<void> => {
    const id = ++opens;
    opening = true;
    // A write under way describes the game this link replaces.
    writes++;
    const board = decodeBoardLink(hash);
    if (board && editor) {
      opening = false;
      current = hash;
      if (board.ok) editor.getState().openEditor(board.value);
      else store.getState().openDefault({ code: 'board-link-unopened', problem: board.error });
      return;
    }
    const link = await decodeLink(hash);
    if (stopped || id !== opens) return;
    if (link === null) {
      opening = false;
      return;
    }
    current = hash;
    if (link.ok) await openGame(store, link.value);
    else store.getState().openDefault({ code: 'game-link-unopened', problem: link.error });
    if (id === opens) opening = false;
  };

  const write = async (): Promise<void> => {
    const id = ++writes;
    // The guide's examples are no game of the person's: the address keeps their game until it is back.
    if (guide?.getState().open) return;
    const designing = editor?.getState();
    const hash = designing?.open ? boardLink(designing.draft) : await tableLink(store.getState(), encode);
    // A link being opened replaces this game; writing it now would put the old game back in the address.
    if (stopped || id !== writes || opening || hash === win.location.hash) return;
    current = hash;
    // replaceState: moves are not pages, so Back leaves the game rather than stepping through it.
    win.history.replaceState(null, '', hash);
  };

  const scheduleWrite = (): void => {
    if (timer !== null) return;
    timer = setTimeout(
      () => {
        timer = null;
        lastWrite = performance.now();
        void write();
      },
      Math.max(0, lastWrite + WRITE_INTERVAL_MS - performance.now()),
    );
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (
      state.start !== previous.start ||
      state.tree !== previous.tree ||
      state.path !== previous.path ||
      state.meta !== previous.meta ||
      state.seats !== previous.seats
    ) {
      scheduleWrite();
    }
  });
  const unsubscribeEditor = editor?.subscribe((state, previous) => {
    if (state.open !== previous.open || state.draft !== previous.draft) scheduleWrite();
  });
  const onHashChange = (): void => {
    if (win.location.hash !== current) void open(win.location.hash);
  };
  win.addEventListener('hashchange', onHashChange);
  void open(current);
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    unsubscribe();
    unsubscribeEditor?.();
    win.removeEventListener('hashchange', onHashChange);
  };
}
