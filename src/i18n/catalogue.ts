import type { en } from './en';
import type { Entry } from './entry';

export type { Entry, Plural } from './entry';

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
