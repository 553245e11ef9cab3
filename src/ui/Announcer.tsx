import { useTable } from '../store/context';

/** The last thing that happened, in words; screen readers read it out politely. */
export function Announcer() {
  const announcement = useTable((t) => t.announcement);
  return (
    <p className="announcement" role="status" aria-live="polite">
      {announcement}
    </p>
  );
}
