import { useT, useTable } from '../store/context';
import { announcementWords } from '../words/table';

/**
 * The last thing that happened, in the reader's language; screen readers read it out politely.
 * `quiet` keeps the region (so what comes later is still read out) but shows nothing in it yet.
 */
export function Announcer({ quiet = false }: { quiet?: boolean }) {
  const t = useT();
  const announcement = useTable((s) => s.announcement);
  return (
    <p className="announcement" role="status" aria-live="polite">
      {quiet ? '' : t.words(announcementWords(announcement))}
    </p>
  );
}
