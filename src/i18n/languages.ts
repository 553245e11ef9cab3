/** The languages the app speaks; English is also the fallback for anything missing. */
export const LANGUAGES = ['en', 'de', 'es', 'ja'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the picker lists it whatever the current language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  ja: '日本語',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages ("de-AT" counts as "de") that the app speaks. */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
