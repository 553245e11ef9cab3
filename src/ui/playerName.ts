import { DELETED_NAME } from '../online/name';
import type { Translator } from '../i18n/translate';

/** A seat's name as shown: a deleted account's seats show the catalogue's word for it. */
export function shownName(name: string, t: Translator): string {
  return name === DELETED_NAME ? t('account.deleted') : name;
}

/**
 * The names of a game's seats as a list shows them, in seat order: a seat nobody named (null) is
 * left out, a deleted account's (`DELETED_NAME`, empty, so not null) shows the catalogue's word.
 */
export function shownNames(names: readonly (string | null)[], t: Translator): string[] {
  return names.flatMap((name) => (name === null ? [] : [shownName(name, t)]));
}

/** Where a player's page is (src/main.tsx opens the app with their profile there). */
export const profilePage = (name: string) => `/players/${encodeURIComponent(name)}`;
