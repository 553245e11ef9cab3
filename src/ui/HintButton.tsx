import { useTable } from '../store/context';
import { computerLevel } from '../store/seats';

/**
 * Asks the computer which move it would play for the person to move; the table shows the answer
 * as it shows a hovered cell. While it searches the button stays focusable (aria-busy, not
 * disabled), so a keyboard user keeps their place.
 */
export function HintButton() {
  const over = useTable((t) => t.game.result !== null);
  const computerToMove = useTable((t) => computerLevel(t.seats, t.game.toMove) !== null);
  const searching = useTable((t) => t.search === 'hint');
  const hint = useTable((t) => t.hint);
  const requestHint = useTable((t) => t.requestHint);
  if (over) return null;
  return (
    <div className="row hint-row">
      <button type="button" onClick={requestHint} disabled={computerToMove} aria-busy={searching}>
        {searching && <span className="spinner" aria-hidden="true" />}
        Hint
      </button>
      {hint && <span className="hint-move">Hint: {hint.name}</span>}
    </div>
  );
}
