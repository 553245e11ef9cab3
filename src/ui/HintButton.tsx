import { useAnalysis, usePlayingOnline, useT, useTable } from '../store/context';
import { computerLevel } from '../setup/seats';
import { moveNameWords } from '../words/moves';

/**
 * Asks the computer which move it would play for the person to move; the table shows the answer
 * as it shows a hovered cell. While the analysis runs, the answer is its best move: one question,
 * one answer. While it searches the button stays focusable (aria-busy, not
 * disabled), so a keyboard user keeps their place. A player of a live online game gets no hint
 * (the analysis tab says why).
 */
export function HintButton() {
  const t = useT();
  const over = useTable((s) => s.game.result !== null);
  const computerToMove = useTable((s) => computerLevel(s.seats, s.game.toMove) !== null);
  const searching = useTable((s) => s.search === 'hint');
  const hint = useTable((s) => s.hint);
  const requestHint = useTable((s) => s.requestHint);
  const showBest = useAnalysis((a) => a.showBest);
  const playingOnline = usePlayingOnline();
  const hintMe = () => {
    if (!showBest()) requestHint();
  };
  if (over) return null;
  if (playingOnline) return null;
  // The answer is the button's own words ("Hint: e4"), not a word beside it that wrapped the row of main actions.
  return (
    <button type="button" onClick={hintMe} disabled={computerToMove} aria-busy={searching}>
      {searching && <span className="spinner" aria-hidden="true" />}
      {hint ? (
        <span className="hint-move">{t('play.hint.move', { move: moveNameWords(hint.name) })}</span>
      ) : (
        t('play.hint')
      )}
    </button>
  );
}
