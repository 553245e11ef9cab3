import { english } from '../i18n/english';

/** Why an export stopped before its file was made. */
export type ExportFailure = 'loading' | 'busy' | 'changed';

/**
 * An export that could not go on: the dialog says why from `failure` in the reader's language;
 * scripts driving the page read the English message.
 */
export class ExportError extends Error {
  constructor(readonly failure: ExportFailure) {
    super(english(`review.export.failure.${failure}`));
  }
}
