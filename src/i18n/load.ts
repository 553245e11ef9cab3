import type { Messages } from './catalogue';
import { en } from './en';
import type { Language } from './languages';

/** A language's catalogue; English comes with the page, the others are fetched when first chosen. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return en;
    case 'de':
      return (await import('./de')).de;
    case 'es':
      return (await import('./es')).es;
    case 'ja':
      return (await import('./ja')).ja;
  }
}
