import { restTime, timeOf } from '../anim/gameTimeline';
import { err } from '../engine/result';
import { type LinkProblem, decodeLink } from '../codec/link';
import type { EmbedHash } from '../codec/embedLink';
import { openGame } from './openGame';
import type { TableStore } from './table';

/** Why the embed page plays nothing: no game link at all, or one that cannot be read. */
export type EmbedRefusal =
  { readonly code: 'no-game' } | { readonly code: 'link-damaged'; readonly problem: LinkProblem };

/**
 * Puts the replay the embed's link names on the table, for watching only: every seat human, so no
 * computer moves, and every drop on the table refused as a watcher's. Null once it is on the table.
 */
export async function openEmbedReplay(store: TableStore, hash: EmbedHash): Promise<EmbedRefusal | null> {
  const table = store.getState();
  table.routeMoves(() => err({ code: 'online', reason: 'watcher' }));
  const link = await decodeLink(hash.link);
  if (link === null) return { code: 'no-game' };
  if (!link.ok) return { code: 'link-damaged', problem: link.error };
  await openGame(store, { ...link.value, seats: null });
  if (hash.autoplay) {
    store.getState().seekTime(0);
    store.getState().startPlayback();
  }
  return null;
}

/** Starts the replay again from its first move each time it plays to its end. Returns the function that stops it. */
export function loopReplay(store: TableStore): () => void {
  return store.subscribe((state, previous) => {
    const atEnd = timeOf(state.clock, state.playhead) >= restTime(state.clock, state.line.length);
    // A pause before the end is the watcher's: only a replay that ran out starts again.
    if (previous.playing && !state.playing && atEnd) state.startPlayback();
  });
}
