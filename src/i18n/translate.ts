import type { Entry, MessageKey, Messages, Param, Params, Words } from './catalogue';
import type { Language } from './languages';

export interface Translator {
  readonly language: Language;
  /** The message `key` in this language, its placeholders filled from `params`. */
  (key: MessageKey, params?: Params): string;
  /** A message handed out by the store or the engine, in this language. */
  words(message: Words): string;
  /** "a, b and c" in this language's way of listing. */
  list(items: readonly string[]): string;
  /** A number in this language's way of writing it. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A day (from a time in ms since 1970) in this language's way of writing dates. */
  date(time: number): string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Whether a param is a message of its own (not text, a number or a list). */
export function isWords(value: Param): value is Words {
  return typeof value === 'object' && !Array.isArray(value);
}

/** Makes the translator for a language; `fallback` (English) answers for any key the catalogue lacks. */
export function createTranslator(language: Language, messages: Messages, fallback: Messages = messages): Translator {
  // The project writes British English: "Red, Blue and Green", without the comma before "and".
  const locale = language === 'en' ? 'en-GB' : language;
  const plurals = new Intl.PluralRules(locale);
  const lists = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  const numbers = new Map<string, Intl.NumberFormat>();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const number = (value: number, options?: Intl.NumberFormatOptions): string => {
    const id = JSON.stringify(options ?? {});
    let format = numbers.get(id);
    if (!format) numbers.set(id, (format = new Intl.NumberFormat(locale, options)));
    return format.format(value);
  };
  const text = (param: Param): string => {
    if (typeof param === 'number') return number(param);
    if (typeof param === 'string') return param;
    if (isWords(param)) return t.words(param);
    return lists.format(param.map((item) => t.words(item)));
  };
  const pick = (entry: Entry, params: Params | undefined): string => {
    if (typeof entry === 'string') return entry;
    const count = params?.count;
    const form = typeof count === 'number' ? plurals.select(count) : 'other';
    return entry[form] ?? entry.other;
  };
  const t = ((key: MessageKey, params?: Params): string => {
    const entry = messages[key] ?? fallback[key];
    if (entry === undefined) return key;
    return pick(entry, params).replace(PLACEHOLDER, (whole, name: string) => {
      const param = params?.[name];
      return param === undefined ? whole : text(param);
    });
  }) as Translator;
  Object.assign(t, {
    language,
    words: (message: Words) => t(message.key, message.params),
    list: (items: readonly string[]) => lists.format(items),
    number,
    date: (time: number) => dates.format(time),
  });
  return t;
}

/** The names of the placeholders in a message, in every plural form. */
export function placeholders(entry: Entry): ReadonlySet<string> {
  const forms = typeof entry === 'string' ? [entry] : Object.values(entry);
  const names = new Set<string>();
  for (const form of forms) for (const match of form.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return names;
}
