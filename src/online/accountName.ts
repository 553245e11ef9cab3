import { isName, isWellFormed } from './name';

/**
 * Why a name cannot be an account's: `bad-name` breaks the rules of every name (length, blank,
 * control or formatting characters, see `isName`), or starts or ends with a space; `name-markup`
 * holds a character of HTML markup, which an account's name, shown on pages of its own, never
 * needs.
 */
export type AccountNameProblem = 'bad-name' | 'name-markup';

export function accountNameProblem(name: string): AccountNameProblem | null {
  if (!isName(name) || name.trim() !== name) return 'bad-name';
  if (/[<>&"'`]/u.test(name)) return 'name-markup';
  return null;
}

/**
 * The form two names share when they are the same account's: compatibility forms folded (a
 * full-width "Ａ" is an "A") and lower case. Accounts are unique by it, and found by it.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase();
}

/** Passwords: at least this many characters; at most `MAX_PASSWORD` (the work to check one stays bounded). */
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 256;

/**
 * Why a password cannot be set: `bad-password` is not well-formed Unicode (see `isWellFormed`:
 * passwords that differ by a lone surrogate would hash alike), `short-password` has fewer than
 * `MIN_PASSWORD` characters.
 */
export type PasswordProblem = 'bad-password' | 'short-password';

export function passwordProblem(password: string): PasswordProblem | null {
  if (!isWellFormed(password)) return 'bad-password';
  return [...password].length < MIN_PASSWORD ? 'short-password' : null;
}
