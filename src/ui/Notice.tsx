import { useTable } from '../store/context';

export function Notice() {
  const notice = useTable((t) => t.notice);
  const dismiss = useTable((t) => t.dismissNotice);
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <p>{notice}</p>
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
