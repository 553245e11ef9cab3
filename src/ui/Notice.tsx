import { useT, useTable } from '../store/context';
import { noticeWords } from '../words/table';

export function Notice() {
  const t = useT();
  const notice = useTable((s) => s.notice);
  const dismiss = useTable((s) => s.dismissNotice);
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <p>{t.words(noticeWords(notice))}</p>
      <button type="button" onClick={dismiss}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
