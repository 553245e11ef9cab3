import { type MessageKey, type Words, words } from '../i18n/catalogue';
import type { Pool } from '../online/ratings';

const POOL_KEYS: Readonly<Record<Pool, MessageKey>> = {
  '2': 'ratings.pool.2',
  '3': 'ratings.pool.3',
  '4': 'ratings.pool.4',
  '2x2': 'ratings.pool.2x2',
};

export function poolWords(pool: Pool): Words {
  return words(POOL_KEYS[pool]);
}

const POOL_TAB_KEYS: Readonly<Record<Pool, MessageKey>> = {
  '2': 'ratings.tab.2',
  '3': 'ratings.tab.3',
  '4': 'ratings.tab.4',
  '2x2': 'ratings.tab.2x2',
};

/** A pool's name short enough for a leaderboard's tab: the four share a row of the lobby. */
export function poolTabWords(pool: Pool): Words {
  return words(POOL_TAB_KEYS[pool]);
}

const REFUSAL_KEYS: Readonly<Record<string, MessageKey>> = {
  'account-required': 'ratings.accountRequired',
  'other-account': 'ratings.otherAccount',
  'same-account': 'ratings.sameAccount',
  'same-browser': 'ratings.sameBrowser',
  'no-clock': 'ratings.noClock',
  computer: 'ratings.computer',
};

/**
 * Why the server refused a rated game or one of its seats (docs/online.md, "Ratings"): the
 * refusal's code, or the detail of `bad-rated`; null for any other refusal.
 */
export function ratedRefusalWords(code: string, detail?: string): Words | null {
  const key = REFUSAL_KEYS[code === 'bad-rated' && detail !== undefined ? detail : code];
  return key === undefined ? null : words(key);
}
