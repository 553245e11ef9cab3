import { createStore } from 'zustand/vanilla';
import { en } from '../i18n/en';
import { type Language, isLanguage, preferredLanguage } from '../i18n/languages';
import { loadMessages } from '../i18n/load';
import { english } from '../i18n/english';
import { type Translator, createTranslator } from '../i18n/translate';
import { type StorageLike, browserStorage } from './storage';

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_KEY = 'momentum.language';

export interface LanguageState {
  readonly language: Language;
  /** Words in the current language. */
  readonly t: Translator;
  /** Fetches the language's words if need be, then switches every panel to it and remembers it. */
  setLanguage(language: Language): Promise<void>;
}

export interface LanguageDeps {
  readonly storage?: StorageLike | null;
  /** The browser's preferred languages, best first; used until the person picks one. */
  readonly preferences?: readonly string[];
  /** Told of every switch, so the page's `lang` attribute follows. */
  readonly onChange?: (language: Language) => void;
  /**
   * Awaited with a language's words before the panels switch to it: the page registers the font it
   * needs there, as text first drawn without it kept its empty boxes once it came.
   */
  readonly prepare?: (language: Language) => Promise<void>;
}

/** The English translator the store starts from, also for the app's tests. */
export { english };

function remembered(storage: StorageLike | null): Language | null {
  try {
    const stored = storage?.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language store, with the remembered (or else the browser's) language already loaded. */
export async function createLanguage(deps: LanguageDeps = {}) {
  const {
    storage = browserStorage(),
    preferences = typeof navigator === 'undefined' ? [] : navigator.languages,
    onChange,
    prepare,
  } = deps;
  const translator = async (language: Language): Promise<Translator> => {
    const [messages] = await Promise.all([language === 'en' ? null : loadMessages(language), prepare?.(language)]);
    return messages === null ? english : createTranslator(language, messages, en);
  };
  const initial = remembered(storage) ?? preferredLanguage(preferences);
  const first = await translator(initial);
  onChange?.(initial);
  let latest = initial;
  return createStore<LanguageState>()((set) => ({
    language: initial,
    t: first,
    setLanguage: async (language) => {
      latest = language;
      const t = await translator(language);
      // A slower load finishing after a later choice must not undo it.
      if (latest !== language) return;
      set({ language, t });
      onChange?.(language);
      try {
        storage?.setItem(LANGUAGE_KEY, language);
      } catch {
        // Storage full or forbidden (a private window): the choice still holds for this visit.
      }
    },
  }));
}

export type LanguageStore = Awaited<ReturnType<typeof createLanguage>>;
