import { chanceWords } from '../words/analysis';
import { useAnalysis, usePlayingOnline, useT, useTable } from '../store/context';
import { moveNameWords } from '../words/moves';
import { playerWords } from '../words/players';
import './AnalysisPanel.css';

/**
 * "Analyse": continuous analysis of the position shown, wherever the cursor is in the game. The
 * table shows the best moves as arrows and the eval bar the mover's chance; this lists them too.
 * A player of a live online game is told instead that analysis returns when the game ends.
 */
export function AnalysisPanel() {
  const analysing = useAnalysis((a) => a.analysing);
  const analysis = useAnalysis((a) => a.analysis);
  const setAnalysing = useAnalysis((a) => a.setAnalysing);
  const over = useTable((t) => t.game.result !== null);
  const toMove = useTable((t) => t.game.toMove);
  const playingOnline = usePlayingOnline();
  const t = useT();
  if (playingOnline) {
    return (
      <section className="analysis" aria-label={t('review.analysis.label')}>
        <p className="help-note">{t('online.noHelp.analysis')}</p>
      </section>
    );
  }
  return (
    <section className="analysis" aria-label={t('review.analysis.label')}>
      <button type="button" aria-pressed={analysing} onClick={() => setAnalysing(!analysing)}>
        {t('review.analysis.toggle')}
      </button>
      {analysing &&
        (over ? (
          <p className="analysis-status">{t('review.analysis.over')}</p>
        ) : analysis === null ? (
          <p className="analysis-status thinking">
            <span className="spinner" aria-hidden="true" />
            {t('review.analysis.thinking')}
          </p>
        ) : (
          <>
            <p className="analysis-status">
              {t('review.analysis.status', {
                player: playerWords(toMove),
                chance: chanceWords(analysis.winChance),
                count: analysis.playouts,
              })}
            </p>
            <ol className="analysis-best" aria-label={t('review.analysis.best')}>
              {analysis.best.map((b) => (
                <li key={b.move}>
                  {t.words(moveNameWords(b.move))}{' '}
                  <span className="analysis-chance">{t.words(chanceWords(b.winChance))}</span>
                </li>
              ))}
            </ol>
          </>
        ))}
    </section>
  );
}
