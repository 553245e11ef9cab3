import { english } from '../i18n/english';
import { exportFailureWords } from '../words/export';
import type { ExportFailure } from './request';

/**
 * An export that could not go on: the dialog says why from `failure` in the reader's language;
 * scripts driving the page read the English message.
 */
export class ExportError extends Error {
  constructor(readonly failure: ExportFailure) {
    super(english.words(exportFailureWords(failure)));
  }
}
