import { useMemo } from 'react';
import type { GameReview } from '../ai/review';
import { mainLine, onMainLine } from '../engine/tree';
import { MARKED, chanceWords, describeReviewedMove, judgementWords, thresholdWords } from '../words/analysis';
import { useAnalysis, usePlayerColours, useT, useTable } from '../store/context';
import { playerWords } from '../words/players';
import type { ChartSize } from './marbleChartData';
import { chanceLines, chanceY, markedMoves, plyTicks, plyX, reviewedMoves } from './reviewChartData';
import './ReviewChart.css';

/** The drawing's own units; the chart keeps this shape, so its marks stay round. */
const SIZE: ChartSize = { width: 300, height: 90 };
/** Room around the drawing, so a mark at 0% or 100% is not cut in half by the edge. */
const MARGIN = 5;
/** Room left of the drawing for the chances' axis, and below it for the moves'. */
const LEFT_AXIS = 24;
const BOTTOM_AXIS = 14;
/** The chances the left axis names, with a faint line across at each. */
const CHANCE_TICKS = [0, 0.5, 1];

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
  const t = useT();
  const colourOf = usePlayerColours();

  const moves = useMemo(() => reviewedMoves(start, mainLine(tree), review), [start, tree, review]);
  const plies = moves.length;
  const lines = useMemo(() => chanceLines(moves, start.rules.players, plies, SIZE), [moves, start, plies]);
  const marked = useMemo(() => markedMoves(moves), [moves]);
  const pickedMove = picked === null ? null : (moves[picked - 1] ?? null);
  const cursorX = onMain && cursor <= plies ? plyX(cursor, plies, SIZE) : null;

  return (
    <figure className="review-chart">
      <svg
        viewBox={`${-MARGIN - LEFT_AXIS} ${-MARGIN} ${SIZE.width + 2 * MARGIN + LEFT_AXIS} ${SIZE.height + 2 * MARGIN + BOTTOM_AXIS}`}
        role="img"
        aria-label={t('review.chart.label')}
      >
        <g className="review-axes" aria-hidden="true">
          {CHANCE_TICKS.map((chance) => (
            <g key={chance}>
              {chance !== 0.5 && (
                <line
                  className="review-grid"
                  x1={0}
                  x2={SIZE.width}
                  y1={chanceY(chance, SIZE)}
                  y2={chanceY(chance, SIZE)}
                />
              )}
              <text x={-MARGIN - 2} y={chanceY(chance, SIZE)} textAnchor="end" dominantBaseline="middle">
                {t.words(chanceWords(chance))}
              </text>
            </g>
          ))}
          {plyTicks(plies).map((ply) => (
            <text key={ply} x={plyX(ply, plies, SIZE)} y={SIZE.height + MARGIN + 8} textAnchor="middle">
              {t.number(ply)}
            </text>
          ))}
          <text x={-MARGIN - 2} y={SIZE.height + MARGIN + 8} textAnchor="end">
            {t('review.chart.moveAxis')}
          </text>
        </g>
        <line className="review-even" x1={0} x2={SIZE.width} y1={SIZE.height / 2} y2={SIZE.height / 2} />
        {cursorX !== null && (
          <line className="review-cursor" x1={cursorX} x2={cursorX} y1={-MARGIN} y2={SIZE.height + MARGIN} />
        )}
        {lines.map((points, p) => (
          <polyline key={p} className="review-line" points={points} stroke={colourOf(p + 1)} />
        ))}
        {moves.map((m) => (
          <circle
            key={m.review.ply}
            className="review-dot"
            cx={plyX(m.review.ply, plies, SIZE)}
            cy={chanceY(m.review.after, SIZE)}
            r={1.8}
            fill={colourOf(m.player)}
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
              <title>
                {t('review.chart.markTitle', {
                  ply: m.review.ply,
                  player: playerWords(m.player),
                  move: m.name,
                  judgement: judgementWords(m.review.label),
                })}
              </title>
            </circle>
          ))}
        </g>
      </svg>
      <figcaption>
        <p>{t('review.chart.caption', { even: chanceWords(0.5) })}</p>
        <dl className="review-legend">
          {MARKED.map((label) => (
            <div key={label}>
              <dt>
                <span className={`review-swatch ${label}`} aria-hidden="true" />
                {t.words(judgementWords(label))}
              </dt>
              <dd>{t.words(thresholdWords(label))}</dd>
            </div>
          ))}
        </dl>
      </figcaption>
      {marked.length === 0 ? (
        <p className="review-none">{t('review.chart.none')}</p>
      ) : (
        <ol className="review-marks" aria-label={t('review.chart.marks')}>
          {marked.map((m) => (
            <li key={m.review.ply}>
              <button
                type="button"
                className={m.review.label}
                aria-current={m.review.ply === picked ? 'true' : undefined}
                onClick={() => pickPly(m.review.ply)}
              >
                {t('review.chart.mark', {
                  ply: m.review.ply,
                  player: playerWords(m.player),
                  move: m.name,
                  judgement: judgementWords(m.review.label),
                  before: chanceWords(m.review.before),
                  after: chanceWords(m.review.after),
                })}
              </button>
            </li>
          ))}
        </ol>
      )}
      {pickedMove && (
        <p className="review-picked">
          {t.words(describeReviewedMove(pickedMove.review, pickedMove.player, pickedMove.name))}
        </p>
      )}
    </figure>
  );
}
