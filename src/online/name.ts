// Apart from the schemas: the app checks names too, without compiling the schemas (which needs `new Function`).

/**
 * Names: 1 to 24 characters (code points), not all blank, with no control or formatting
 * characters (which could hide or reorder text where the name is shown), and well-formed Unicode:
 * a lone surrogate (`\p{Cs}`, which no pair of surrogates matches) cannot be stored as UTF-8, so
 * the name would read back otherwise.
 */
export function isName(text: string): boolean {
  const length = [...text].length;
  return (
    length >= 1 && length <= 24 && /\S/u.test(text) && !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(text) && isWellFormed(text)
  );
}

/**
 * Well-formed Unicode: no lone surrogate. One is written to UTF-8 (a database, a hash) as U+FFFD,
 * so two different texts would become one.
 */
export function isWellFormed(text: string): boolean {
  return !/\p{Cs}/u.test(text);
}

/**
 * The name a deleted account's seats are given in its games: empty, which `isName` refuses, so no
 * player can choose it; the app shows it as the catalogue's word for a deleted player.
 */
export const DELETED_NAME = '';
