import { type Words, words } from '../i18n/catalogue';
import { MAX_PLAYERS } from '../engine/board';

/**
 * The people's names a record gives its players (`meta.names`, checked when it was read), or null.
 * They are shown as text only, never as markup.
 */
export function personNames(meta: Readonly<Record<string, unknown>> | undefined): readonly string[] | null {
  const names = meta?.names;
  return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : null;
}

/** A player's colour name, to be put into words by the view. */
export function playerWords(player: number): Words {
  if (player < 1 || player > MAX_PLAYERS) throw new RangeError(`no player ${player}`);
  return words(`player.${player as 1 | 2 | 3 | 4}`);
}

/** A player's colour name, with the person's name when the record gives one. */
export function playerTitleWords(player: number, names: readonly string[] | null = null): Words {
  const person = names?.[player - 1]?.trim();
  return person ? words('player.withPerson', { player: playerWords(player), person }) : playerWords(player);
}
