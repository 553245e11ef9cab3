import type { OnlineLink } from '../online/link';
import { isPlayerKeyText } from '../online/player';
import { type StorageLike, browserStorage, readStoredObject } from './storage';

/**
 * The seats this browser took, by game: the server lists a browser's games by its player key but
 * never gives a seat's secret again, so "My games" finds the seat's own link here.
 */
export const SEAT_LINKS_KEY = 'momentum.online.seats';

/** The most seats kept: the oldest go first. */
const KEEP = 50;

/** Keeps a seat's secret for its game (a watch link is not kept). */
export function rememberSeat(link: OnlineLink, storage: StorageLike | null = browserStorage()): void {
  if (link.secret === null) return;
  const kept = Object.entries(readStoredObject(storage, SEAT_LINKS_KEY)).filter(([game]) => game !== link.game);
  const seats = Object.fromEntries([...kept, [link.game, link.secret]].slice(-KEEP));
  try {
    storage?.setItem(SEAT_LINKS_KEY, JSON.stringify(seats));
  } catch {
    // A page that may not store anything opens its live games to watch.
  }
}

/** The secret of this browser's seat in `game`, or null when it kept none. */
export function rememberedSeat(game: string, storage: StorageLike | null = browserStorage()): string | null {
  const secret = readStoredObject(storage, SEAT_LINKS_KEY)[game];
  // A seat's secret has the same form as a player key.
  return typeof secret === 'string' && isPlayerKeyText(secret) ? secret : null;
}
