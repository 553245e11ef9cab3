/** The start of a puzzle's link: `#puzzle=` and the puzzle's id. */
export const PUZZLE_PREFIX = '#puzzle=';

/** A puzzle ids' letters: the sixteen hexadecimal digits `puzzleId` writes, or longer. */
const ID = /^[0-9a-f]{1,64}$/;

export function puzzleLink(id: string): string {
  return PUZZLE_PREFIX + id;
}

/** The puzzle id a page's hash names, or null when it names none (or something that is no id). */
export function puzzleOfLink(hash: string): string | null {
  if (!hash.startsWith(PUZZLE_PREFIX)) return null;
  const id = hash.slice(PUZZLE_PREFIX.length).toLowerCase();
  return ID.test(id) ? id : null;
}
