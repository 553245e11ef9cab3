import type { en } from './en';

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

export type MessageKey = keyof typeof en;

/** One language's catalogue: every key English has, and no other. */
export type Messages = { readonly [K in MessageKey]: Entry };

/**
 * A message to be put into words later, at the edge: the store and the engine hand these out, and
 * the view translates them into the reader's language. A parameter may itself be such a message.
 */
export interface Words {
  readonly key: MessageKey;
  readonly params?: Params;
}

export type Param = string | number | Words | readonly Words[];

export type Params = Readonly<Record<string, Param>>;

export function words(key: MessageKey, params?: Params): Words {
  return params ? { key, params } : { key };
}
