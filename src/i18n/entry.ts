/**
 * A message whose wording depends on a number: the forms `Intl.PluralRules` names for the language,
 * chosen by the `count` parameter. `other` is always there; a language lists only the forms it uses.
 */
export interface Plural {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** A message: text with `{name}` placeholders, or a plural. */
export type Entry = string | Plural;
