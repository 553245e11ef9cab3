import { isPlayerKeyText } from '../online/player';
import { type StorageLike, browserStorage } from './storage';

/** The browser storage key of this browser's player key: what lists the games it played. */
export const PLAYER_KEY = 'momentum.online.player';

/** 128 random bits, URL-safe Base64 (22 characters). */
function newPlayerKey(random: () => Uint8Array): string {
  const bytes = random();
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This browser's player key, made and kept the first time it is asked for. Where the page may
 * store nothing, a key for this visit only: the games it plays are not listed next time.
 */
export function playerKey(
  storage: StorageLike | null = browserStorage(),
  random: () => Uint8Array = () => crypto.getRandomValues(new Uint8Array(16)),
): string {
  try {
    const kept = storage?.getItem(PLAYER_KEY) ?? null;
    if (kept !== null && isPlayerKeyText(kept)) return kept;
  } catch {
    // Unreadable storage: a key for this visit.
  }
  const key = newPlayerKey(random);
  try {
    storage?.setItem(PLAYER_KEY, key);
  } catch {
    // A page that may not store anything keeps the key for this visit only.
  }
  return key;
}
