import { chanceWords } from '../words/analysis';
import { useAnalysis, useEditor, usePlayerColours, useT, useTable } from '../store/context';
import { playerWords } from '../words/players';
import './EvalBar.css';

/**
 * The side to move's chance to win, from the continuous analysis, as a bar beside the table in
 * the mover's colour. Shown while Analyse is on and there is a position to think about; until
 * the first figures arrive it waits, empty.
 */
export function EvalBar() {
  const analysing = useAnalysis((a) => a.analysing);
  const chance = useAnalysis((a) => a.analysis?.winChance ?? null);
  const toMove = useTable((t) => t.game.toMove);
  const over = useTable((t) => t.game.result !== null);
  const editing = useEditor((e) => e.open);
  const t = useT();
  const colourOf = usePlayerColours();
  if (!analysing || over || editing) return null;
  if (chance === null) {
    return (
      <div className="eval-bar" aria-hidden="true">
        <div className="eval-track" />
        <span className="eval-label">…</span>
      </div>
    );
  }
  const colour = colourOf(toMove);
  const percent = Math.round(chance * 100);
  const shown = chanceWords(chance);
  return (
    <div
      className="eval-bar"
      role="meter"
      aria-label={t('review.eval.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('review.eval.value', { player: playerWords(toMove), chance: shown })}
    >
      <div className="eval-track">
        <div className="eval-fill" style={{ height: `${percent}%`, background: colour }} />
      </div>
      <span className="eval-label">{t.words(shown)}</span>
    </div>
  );
}
