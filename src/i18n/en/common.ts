import type { Entry } from '../entry';

export const common = {
  'player.1': 'Red',
  'player.2': 'Blue',
  'player.3': 'Green',
  'player.4': 'Amber',
  /** A player's colour with the name of the person playing it, from the game record. */
  'player.withPerson': '{player} ({person})',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.dismiss': 'Dismiss',
  'common.back': 'Back',
  'common.details': 'Details',
} as const satisfies Readonly<Record<string, Entry>>;
