import type { Param, Words } from '../i18n/catalogue';
import { useT, useTable } from '../store/context';
import { sentence } from './sentence';

/** A message param that is one message of its own (not text, a number or a list). */
function oneMessage(param: Param | undefined): Words | null {
  return typeof param === 'object' && !Array.isArray(param) ? (param as Words) : null;
}

/**
 * The table's notice. Its `detail` param, where it has one, is what exactly went wrong in a parser's
 * terms: kept out of the message, one click away.
 */
export function Notice() {
  const t = useT();
  const notice = useTable((s) => s.notice);
  const dismiss = useTable((s) => s.dismissNotice);
  if (!notice) return null;
  const detail = oneMessage(notice.params?.['detail']);
  return (
    <div className="notice" role="alert">
      <p>{t.words(notice)}</p>
      {detail && (
        <details className="notice-detail">
          <summary>{t('common.details')}</summary>
          <p>{sentence(t.words(detail))}</p>
        </details>
      )}
      <button type="button" onClick={dismiss}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
