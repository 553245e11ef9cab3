import { isWords } from '../i18n/translate';
import { useT, useTable } from '../store/context';
import { noticeWords } from '../words/table';
import { sentence } from './sentence';

/**
 * The table's notice. Its `detail` param, where it has one, is what exactly went wrong in a parser's
 * terms: kept out of the message, one click away.
 */
export function Notice() {
  const t = useT();
  const notice = useTable((s) => s.notice);
  const dismiss = useTable((s) => s.dismissNotice);
  if (!notice) return null;
  const shown = noticeWords(notice);
  const param = shown.params?.['detail'];
  const detail = param !== undefined && isWords(param) ? param : null;
  return (
    <div className="notice" role="alert">
      <p>{t.words(shown)}</p>
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
