import { useMemo } from 'react';
import type { GameReview } from '../ai/review';
import { mainLine, onMainLine } from '../engine/tree';
import { JUDGEMENT_NAMES, MARKED, chanceText, describeReviewedMove, thresholdText } from '../store/analysisWords';
import { useAnalysis, useTable } from '../store/context';
import { playerLook, playerName } from '../store/players';
import type { ChartSize } from './marbleChartData';
import { chanceLines, chanceY, markedMoves, plyX, reviewedMoves } from './reviewChartData';
import './ReviewChart.css';

/** The drawing's own units; the chart keeps this shape, so its marks stay round. */
const SIZE: ChartSize = { width: 300, height: 90 };
/** Room around the drawing, so a mark at 0% or 100% is not cut in half by the edge. */
const MARGIN = 5;

/**
 * The review of the main line: each player's chance to win after each of their own moves, with
 * the mistakes and blunders marked. Picking a marked move (on the chart or in the list) goes to
 * where it was played and shows the better move there as a hint is shown.
 */
export function ReviewChart({ review }: { review: GameReview }) {
  const start = useTable((t) => t.start);
  const tree = useTable((t) => t.tree);
  const cursor = useTable((t) => t.cursor);
  const onMain = useTable((t) => onMainLine(t.tree, t.path));
  const picked = useAnalysis((a) => a.picked);
  const pickPly = useAnalysis((a) => a.pickPly);

  const moves = useMemo(() => reviewedMoves(start, mainLine(tree), review), [start, tree, review]);
  const plies = moves.length;
  const lines = useMemo(() => chanceLines(moves, start.rules.players, plies, SIZE), [moves, start, plies]);
  const marked = useMemo(() => markedMoves(moves), [moves]);
  const pickedMove = picked === null ? null : (moves[picked - 1] ?? null);
  const cursorX = onMain && cursor <= plies ? plyX(cursor, plies, SIZE) : null;

  return (
    <figure className="review-chart">
      <svg
        viewBox={`${-MARGIN} ${-MARGIN} ${SIZE.width + 2 * MARGIN} ${SIZE.height + 2 * MARGIN}`}
        role="img"
        aria-label="Each player's chance to win after their own moves, over the main line"
      >
        <line className="review-even" x1={0} x2={SIZE.width} y1={SIZE.height / 2} y2={SIZE.height / 2} />
        {cursorX !== null && (
          <line className="review-cursor" x1={cursorX} x2={cursorX} y1={-MARGIN} y2={SIZE.height + MARGIN} />
        )}
        {lines.map((points, p) => (
          <polyline key={p} className="review-line" points={points} stroke={playerLook(p + 1).colour} />
        ))}
        {moves.map((m) => (
          <circle
            key={m.review.ply}
            className="review-dot"
            cx={plyX(m.review.ply, plies, SIZE)}
            cy={chanceY(m.review.after, SIZE)}
            r={1.8}
            fill={playerLook(m.player).colour}
          />
        ))}
        <g aria-hidden="true">
          {marked.map((m) => (
            <circle
              key={m.review.ply}
              className={`review-mark ${m.review.label}${m.review.ply === picked ? ' picked' : ''}`}
              cx={plyX(m.review.ply, plies, SIZE)}
              cy={chanceY(m.review.after, SIZE)}
              r={m.review.label === 'blunder' ? 4.5 : 3.5}
              data-ply={m.review.ply}
              onClick={() => pickPly(m.review.ply)}
            >
              <title>{`${m.review.ply}. ${playerName(m.player)} ${m.name}: ${JUDGEMENT_NAMES[m.review.label]}`}</title>
            </circle>
          ))}
        </g>
      </svg>
      <figcaption>
        <p>Each player&apos;s chance to win after their own moves, in their colour; 50% is the dotted line.</p>
        <dl className="review-legend">
          {MARKED.map((label) => (
            <div key={label}>
              <dt>
                <span className={`review-swatch ${label}`} aria-hidden="true" />
                {JUDGEMENT_NAMES[label]}
              </dt>
              <dd>{thresholdText(label)} against the best move found</dd>
            </div>
          ))}
        </dl>
      </figcaption>
      {marked.length === 0 ? (
        <p className="review-none">No mistakes or blunders in the moves reviewed.</p>
      ) : (
        <ol className="review-marks" aria-label="Mistakes and blunders">
          {marked.map((m) => (
            <li key={m.review.ply}>
              <button
                type="button"
                className={m.review.label}
                aria-current={m.review.ply === picked ? 'true' : undefined}
                onClick={() => pickPly(m.review.ply)}
              >
                {m.review.ply}. {playerName(m.player)} {m.name}, {JUDGEMENT_NAMES[m.review.label]}:{' '}
                {chanceText(m.review.before)} to {chanceText(m.review.after)}
              </button>
            </li>
          ))}
        </ol>
      )}
      {pickedMove && (
        <p className="review-picked">{describeReviewedMove(pickedMove.review, pickedMove.player, pickedMove.name)}</p>
      )}
    </figure>
  );
}
