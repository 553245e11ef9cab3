import { type Words, words } from '../i18n/catalogue';
import type { Theme } from '../store/settings';

/**
 * Each player's marble colour in each theme (sRGB hex, player 1 first), shared by the 3D marbles
 * and every panel, so a swatch always matches the marbles on the table. The names in the
 * catalogue fit both. High contrast takes bright colours, each at least 3:1 against the dark
 * tiles, chosen so that every two stay apart (CIELAB distance 29 or more) under simulated
 * protanopia, deuteranopia and tritanopia; Okabe–Ito's vermillion, used before, read as orange
 * beside the name Red, and its blue and green came within 15 under tritanopia.
 */
export const PLAYER_COLOURS: Readonly<Record<Theme, readonly string[]>> = {
  wood: ['#d62839', '#2463eb', '#1f9e50', '#f2a516'],
  contrast: ['#ff1921', '#3d7df5', '#00c763', '#f0e442'],
};

const MOST_PLAYERS = PLAYER_COLOURS.wood.length;

export function playerColour(player: number, theme: Theme): string {
  const colour = PLAYER_COLOURS[theme][player - 1];
  if (!colour) throw new RangeError(`no player ${player}`);
  return colour;
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
  if (player < 1 || player > MOST_PLAYERS) throw new RangeError(`no player ${player}`);
  return words(`player.${player as 1 | 2 | 3 | 4}`);
}

/** A player's colour name, with the person's name when the record gives one. */
export function playerTitleWords(player: number, names: readonly string[] | null = null): Words {
  const person = names?.[player - 1]?.trim();
  return person ? words('player.withPerson', { player: playerWords(player), person }) : playerWords(player);
}
