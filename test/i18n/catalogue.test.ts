import { describe, expect, it } from 'vitest';
import type { Entry, Messages } from '../../src/i18n/catalogue';
import { en } from '../../src/i18n/en';
import { LANGUAGES } from '../../src/i18n/languages';
import { loadMessages } from '../../src/i18n/load';
import { placeholders } from '../../src/i18n/translate';

const translated = LANGUAGES.filter((language) => language !== 'en');
const catalogues = new Map<string, Messages>();
for (const language of LANGUAGES) catalogues.set(language, await loadMessages(language));

function forms(entry: Entry): string[] {
  return typeof entry === 'string' ? [entry] : Object.values(entry);
}

/** How many columns text takes in a monospaced reckoning: a wide (East Asian) character takes two. */
function columns(text: string): number {
  return [...text].reduce(
    (sum, char) => sum + (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(char) ? 2 : 1),
    0,
  );
}

describe('the message catalogue', () => {
  // The Move field is 7rem wide: about twelve columns of its font. "d4 または swap" (14) was cut.
  it.each(LANGUAGES)('%s gives the Move field a placeholder that fits it', (language) => {
    const placeholder = catalogues.get(language)!['play.move.placeholder'];
    expect(typeof placeholder).toBe('string');
    expect(columns(placeholder as string)).toBeLessThanOrEqual(12);
    expect(columns('d4 または swap')).toBeGreaterThan(12);
  });

  it.each(translated)('%s has every English key and no other', (language) => {
    const keys = Object.keys(catalogues.get(language)!).sort();
    expect(keys).toEqual(Object.keys(en).sort());
  });

  it.each(LANGUAGES)('%s fills the same placeholders as English in every message', (language) => {
    const messages = catalogues.get(language)!;
    const mismatched = Object.entries(en).flatMap(([key, english]) => {
      const entry = messages[key as keyof Messages];
      const expected = [...placeholders(english)].sort();
      const actual = [...placeholders(entry)].sort();
      return expected.join() === actual.join() ? [] : [`${key}: ${actual.join()} for ${expected.join()}`];
    });
    expect(mismatched).toEqual([]);
  });

  it.each(LANGUAGES)('%s gives exactly the plural forms its language uses, wherever English counts', (language) => {
    const categories = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
    const messages = catalogues.get(language)!;
    const wrong = Object.entries(en).flatMap(([key, english]) => {
      const entry = messages[key as keyof Messages];
      if ((typeof english === 'string') !== (typeof entry === 'string')) return [`${key}: plural in one language only`];
      if (typeof entry === 'string') return [];
      const given = Object.keys(entry);
      const unused = given.filter((form) => !categories.has(form));
      const missing = categories.has('one') && !given.includes('one') ? ['one'] : [];
      return unused.length + missing.length === 0 ? [] : [`${key}: unused ${unused.join()}, missing ${missing.join()}`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty message and no stray spaces', (language) => {
    const bad = Object.entries(catalogues.get(language)!).filter(([, entry]) =>
      forms(entry).some((form) => form.trim() !== form || form === ''),
    );
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it.each(translated)('%s translates every phrase rather than copying the English', (language) => {
    const messages = catalogues.get(language)!;
    // A single word (a name, "OK") may be the same in both; a phrase of several words never is.
    const copied = Object.entries(en).filter(([key, english]) => {
      const entry = messages[key as keyof Messages];
      return typeof english === 'string' && english === entry && /\p{L}+\s+\p{L}+\s+\p{L}+/u.test(english);
    });
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
