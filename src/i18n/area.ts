import type { Entry } from './entry';

/** An area's messages in another language: exactly the keys of its English original. */
export type Translation<English> = { readonly [K in keyof English]: Entry };
