import { DELETED_NAME } from '../online/name';
import type { Translator } from '../i18n/translate';

/** A seat's name as shown: a deleted account's seats show the catalogue's word for it. */
export function shownName(name: string, t: Translator): string {
  return name === DELETED_NAME ? t('account.deleted') : name;
}
