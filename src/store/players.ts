/** How each player appears at the table: the name used in words and the marble colour. */
export interface PlayerLook {
  readonly name: string;
  /** sRGB hex, shared by the DOM panels and the 3D marbles. */
  readonly colour: string;
}

export const PLAYER_LOOKS: readonly PlayerLook[] = [
  { name: 'Red', colour: '#d62839' },
  { name: 'Blue', colour: '#2463eb' },
  { name: 'Green', colour: '#1f9e50' },
  { name: 'Amber', colour: '#f2a516' },
];

export function playerLook(player: number): PlayerLook {
  const look = PLAYER_LOOKS[player - 1];
  if (!look) throw new RangeError(`no player ${player}`);
  return look;
}

export function playerName(player: number): string {
  return playerLook(player).name;
}

/**
 * The people's names a record gives its players (`meta.names`, checked when it was read), or null.
 * They are shown as text only, never as markup.
 */
export function personNames(meta: Readonly<Record<string, unknown>> | undefined): readonly string[] | null {
  const names = meta?.names;
  return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : null;
}

/** "Red", or "Red (Ada)" when the record names the person playing Red. */
export function playerTitle(player: number, names: readonly string[] | null = null): string {
  const person = names?.[player - 1]?.trim();
  return person ? `${playerName(player)} (${person})` : playerName(player);
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}

/** "Red", "Red and Green", "Red, Blue and Green"; with the people's names when the record gives them. */
export function joinNames(players: readonly number[], names: readonly string[] | null = null): string {
  return joinWords(players.map((player) => playerTitle(player, names)));
}
