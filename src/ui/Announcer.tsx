import { useT, useTable } from '../store/context';
import { announcementWords } from '../words/table';

/** The last thing that happened, in the reader's language; screen readers read it out politely. */
export function Announcer() {
  const t = useT();
  const announcement = useTable((s) => s.announcement);
  return (
    <p className="announcement" role="status" aria-live="polite">
      {t.words(announcementWords(announcement))}
    </p>
  );
}
