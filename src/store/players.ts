import { type Words, words } from '../i18n/catalogue';

/** How each player appears at the table: the marble colour (its name is in the catalogue). */
export interface PlayerLook {
  /** sRGB hex, shared by the DOM panels and the 3D marbles. */
  readonly colour: string;
}

export const PLAYER_LOOKS: readonly PlayerLook[] = [
  { colour: '#d62839' },
  { colour: '#2463eb' },
  { colour: '#1f9e50' },
  { colour: '#f2a516' },
];

export function playerLook(player: number): PlayerLook {
  const look = PLAYER_LOOKS[player - 1];
  if (!look) throw new RangeError(`no player ${player}`);
  return look;
}

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
  if (player < 1 || player > PLAYER_LOOKS.length) throw new RangeError(`no player ${player}`);
  return words(`player.${player as 1 | 2 | 3 | 4}`);
}

/** A player's colour name, with the person's name when the record gives one. */
export function playerTitleWords(player: number, names: readonly string[] | null = null): Words {
  const person = names?.[player - 1]?.trim();
  return person ? words('player.withPerson', { player: playerWords(player), person }) : playerWords(player);
}
