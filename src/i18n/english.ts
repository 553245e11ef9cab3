import { en } from './en';
import { type Translator, createTranslator } from './translate';

/** The English translator, for what runs outside the app's panels (the command line, exports, tests). */
export const english: Translator = createTranslator('en', en);
