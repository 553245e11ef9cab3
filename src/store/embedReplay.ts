import { restTime, timeOf } from '../anim/gameTimeline';
import { err } from '../engine/result';
import { decodeLink } from '../codec/link';
import type { EmbedHash } from '../codec/embedLink';
import type { OnlineLink } from '../online/link';
import type { EmbedRefusal } from './embedCodes';
import type { OnlineState, OnlineStore } from './online';
import { openGame } from './openGame';
import type { MoveRoute, TableStore } from './table';

/** Every drop on the embed's table is a watcher's: refused, never played nor sent. */
export const WATCHER_ONLY: MoveRoute = () => err({ code: 'online', reason: 'watcher' });

/** Plays the replay from its first move, when the address asks for it. */
function startIfAsked(store: TableStore, hash: EmbedHash): void {
  if (!hash.autoplay) return;
  store.getState().seekTime(0);
  store.getState().startPlayback();
}

/**
 * Puts the replay the embed's link names on the table, for watching only: every seat human, so no
 * computer moves, and every drop on the table refused as a watcher's. Null once it is on the table.
 */
export async function openEmbedReplay(store: TableStore, hash: EmbedHash): Promise<EmbedRefusal | null> {
  store.getState().routeMoves(WATCHER_ONLY);
  const link = await decodeLink(hash.link);
  if (link === null) return { code: 'no-game' };
  if (!link.ok) return { code: 'link-damaged', problem: link.error };
  await openGame(store, { ...link.value, seats: null });
  startIfAsked(store, hash);
  return null;
}

/** What a join has come to: watched (null), refused, or still under way (undefined). */
function joinOutcome(state: OnlineState): EmbedRefusal | null | undefined {
  switch (state.connection) {
    case 'live':
      return null;
    case 'no-server':
      return { code: 'no-server' };
    case 'offline':
      return state.problem === null ? { code: 'unreachable' } : { code: 'online-refused', refusal: state.problem };
    default:
      return undefined;
  }
}

/**
 * Watches the online game of `link` (a watch link: no seat, no secret) on the table: it comes with
 * its moves so far, and each move committed after is played there as it comes, animated. The
 * online store must route idle moves to WATCHER_ONLY, so that nothing is played or sent. Null once
 * the game is on the table.
 */
export function watchEmbedGame(
  store: TableStore,
  online: OnlineStore,
  link: OnlineLink,
  hash: EmbedHash,
): Promise<EmbedRefusal | null> {
  store.getState().routeMoves(WATCHER_ONLY);
  return new Promise((resolve) => {
    const stop = online.subscribe((state) => {
      const outcome = joinOutcome(state);
      if (outcome === undefined) return;
      stop();
      if (outcome === null) startIfAsked(store, hash);
      resolve(outcome);
    });
    online.getState().join({ ...link, secret: null });
  });
}

/** Starts the replay again from its first move each time it plays to its end. Returns the function that stops it. */
export function loopReplay(store: TableStore): () => void {
  return store.subscribe((state, previous) => {
    const atEnd = timeOf(state.clock, state.playhead) >= restTime(state.clock, state.line.length);
    // A pause before the end is the watcher's: only a replay that ran out starts again.
    if (previous.playing && !state.playing && atEnd) state.startPlayback();
  });
}
