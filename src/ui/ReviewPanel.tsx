import { useMemo } from 'react';
import { mainLine } from '../engine/tree';
import { type ReviewDepth, REVIEW_PLAYOUTS } from '../store/analysis';
import type { Translator } from '../i18n/translate';
import { reviewFailureWords } from '../words/analysis';
import { useAnalysis, usePlayingOnline, useT, useTable } from '../store/context';
import { ReviewChart } from './ReviewChart';
import { RunProgress } from './RunProgress';
import './ReviewPanel.css';

const DEPTHS = Object.keys(REVIEW_PLAYOUTS) as ReviewDepth[];

/** What the review has done, read out when a run ends (a live region of its own, as the lab's). */
function reviewStatus(t: Translator, reviewed: number | null, moves: number, playouts: number | null): string {
  if (reviewed === null || playouts === null) return '';
  return reviewed < moves
    ? t('review.done.some', { reviewed, count: moves, playouts })
    : t('review.done.all', { count: moves, playouts });
}

/**
 * "Review game": analyses every move of the main line in the workers, at the chosen depth, with
 * a progress bar and Cancel; then the chart of the review. The review is kept with the game.
 * Not offered to a player of a live online game (the analysis panel above says why).
 */
export function ReviewPanel() {
  const tree = useTable((t) => t.tree);
  const moves = useMemo(() => mainLine(tree).length, [tree]);
  const review = useAnalysis((a) => a.review);
  const progress = useAnalysis((a) => a.progress);
  const depth = useAnalysis((a) => a.depth);
  const problem = useAnalysis((a) => a.problem);
  const reviewGame = useAnalysis((a) => a.reviewGame);
  const cancelReview = useAnalysis((a) => a.cancelReview);
  const setDepth = useAnalysis((a) => a.setDepth);
  const playingOnline = usePlayingOnline();
  const t = useT();
  if (playingOnline) return null;
  const status = progress
    ? t('review.reviewing')
    : problem
      ? t.words(reviewFailureWords(problem))
      : reviewStatus(t, review?.plies.length ?? null, moves, review?.playouts ?? null);
  return (
    <section className="review" aria-label={t('review.label')}>
      <div className="row">
        <button type="button" onClick={() => void reviewGame()} disabled={moves === 0 || progress !== null}>
          {t('review.start')}
        </button>
        <label>
          {t('review.depth')}{' '}
          <select value={depth} onChange={(e) => setDepth(e.target.value as ReviewDepth)} disabled={progress !== null}>
            {DEPTHS.map((d) => (
              <option key={d} value={d}>
                {t('review.depth.option', { depth: t(`review.depth.${d}`), count: REVIEW_PLAYOUTS[d] })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {progress && (
        <RunProgress
          className="review-run"
          done={progress.done}
          total={progress.total}
          label={t('review.progress')}
          stopLabel={t('common.cancel')}
          onStop={cancelReview}
        />
      )}
      <p className="review-status" aria-live="polite">
        {status}
      </p>
      {review && <ReviewChart review={review} />}
    </section>
  );
}
