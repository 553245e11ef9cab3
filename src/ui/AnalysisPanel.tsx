import { chanceText } from '../store/analysisWords';
import { useAnalysis, useTable } from '../store/context';
import { playerName } from '../store/players';
import './AnalysisPanel.css';

/**
 * "Analyse": continuous analysis of the position shown, wherever the cursor is in the game. The
 * table shows the best moves as arrows and the eval bar the mover's chance; this lists them too.
 */
export function AnalysisPanel() {
  const analysing = useAnalysis((a) => a.analysing);
  const analysis = useAnalysis((a) => a.analysis);
  const setAnalysing = useAnalysis((a) => a.setAnalysing);
  const over = useTable((t) => t.game.result !== null);
  const toMove = useTable((t) => t.game.toMove);
  return (
    <section className="analysis" aria-label="Analysis">
      <button type="button" aria-pressed={analysing} onClick={() => setAnalysing(!analysing)}>
        Analyse
      </button>
      {analysing &&
        (over ? (
          <p className="analysis-status">The game is over: there is nothing to analyse here.</p>
        ) : analysis === null ? (
          <p className="analysis-status thinking">
            <span className="spinner" aria-hidden="true" />
            Thinking…
          </p>
        ) : (
          <>
            <p className="analysis-status">
              {playerName(toMove)} to move: {chanceText(analysis.winChance)} to win (
              {analysis.playouts.toLocaleString('en')} playouts).
            </p>
            <ol className="analysis-best" aria-label="Best moves">
              {analysis.best.map((b) => (
                <li key={b.move}>
                  {b.move} <span className="analysis-chance">{chanceText(b.winChance)}</span>
                </li>
              ))}
            </ol>
          </>
        ))}
    </section>
  );
}
