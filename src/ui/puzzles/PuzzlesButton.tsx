import { useT } from '../../store/context';

/**
 * Opens the Puzzles place, in the panel's head: its word, which on a phone gives way to its mark (a
 * jigsaw piece, App.css) so that the head keeps one line there in every language; the word stays
 * its name for a screen reader, and the tooltip.
 */
export function PuzzlesButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <button type="button" className="quiet puzzles-button" title={t('puzzles.title')} onClick={onOpen}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M1 4h3.6a2.3 2.3 0 1 1 3.8 0H12v3.6a2.3 2.3 0 1 1 0 3.8V15H1z" />
      </svg>
      <span className="puzzles-button-label">{t('puzzles.title')}</span>
    </button>
  );
}
