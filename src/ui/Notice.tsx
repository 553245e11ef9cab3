import { useT, useTable } from '../store/context';

export function Notice() {
  const t = useT();
  const notice = useTable((s) => s.notice);
  const dismiss = useTable((s) => s.dismissNotice);
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <p>{t.words(notice)}</p>
      <button type="button" onClick={dismiss}>
        {t('common.dismiss')}
      </button>
    </div>
  );
}
