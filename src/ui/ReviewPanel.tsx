import { useMemo } from 'react';
import { mainLine } from '../engine/tree';
import { type ReviewDepth, REVIEW_PLAYOUTS } from '../store/analysis';
import { REVIEW_DEPTH_NAMES } from '../store/analysisWords';
import { useAnalysis, useTable } from '../store/context';
import { ReviewChart } from './ReviewChart';
import { RunProgress } from './RunProgress';
import './ReviewPanel.css';

const DEPTHS = Object.keys(REVIEW_PLAYOUTS) as ReviewDepth[];

/** What the review has done, read out when a run ends (a live region of its own, as the lab's). */
function reviewStatus(reviewed: number | null, moves: number, playouts: number | null): string {
  if (reviewed === null || playouts === null) return '';
  const of = reviewed < moves ? `${reviewed} of ${moves}` : `all ${moves}`;
  return `Reviewed ${of} moves of the main line at ${playouts.toLocaleString('en')} playouts a position.`;
}

/**
 * "Review game": analyses every move of the main line in the workers, at the chosen depth, with
 * a progress bar and Cancel; then the chart of the review. The review is kept with the game.
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
  const status = progress
    ? 'Reviewing…'
    : (problem ?? reviewStatus(review?.plies.length ?? null, moves, review?.playouts ?? null));
  return (
    <section className="review" aria-label="Game review">
      <div className="row">
        <button type="button" onClick={() => void reviewGame()} disabled={moves === 0 || progress !== null}>
          Review game
        </button>
        <label>
          Depth{' '}
          <select value={depth} onChange={(e) => setDepth(e.target.value as ReviewDepth)} disabled={progress !== null}>
            {DEPTHS.map((d) => (
              <option key={d} value={d}>
                {REVIEW_DEPTH_NAMES[d]}: {REVIEW_PLAYOUTS[d].toLocaleString('en')} playouts
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
          label="Review progress"
          stopLabel="Cancel"
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
