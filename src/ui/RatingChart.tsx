import './RatingChart.css';

/** The drawing's own units; the chart keeps this shape. */
const WIDTH = 240;
const HEIGHT = 72;
/** Room left of the drawing for the ratings' axis, and around it so the line's ends are not cut. */
const LEFT_AXIS = 30;
const MARGIN = 5;

/**
 * A rating after each rated game, as a line from the first game to the last, with the lowest and
 * highest ratings written on the left. `label` says the same in words for those who cannot see it.
 */
export function RatingChart({ ratings, label }: { ratings: readonly number[]; label: string }) {
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  // A flat history still gets some height, so its line sits in the middle rather than on an edge.
  const span = Math.max(high - low, 20);
  const base = (low + high) / 2 - span / 2;
  const x = (i: number) => (ratings.length === 1 ? WIDTH / 2 : (i / (ratings.length - 1)) * WIDTH);
  const y = (rating: number) => HEIGHT - ((rating - base) / span) * HEIGHT;
  const points = ratings.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(' ');
  return (
    <svg
      className="rating-chart"
      viewBox={`${-MARGIN - LEFT_AXIS} ${-MARGIN} ${WIDTH + 2 * MARGIN + LEFT_AXIS} ${HEIGHT + 2 * MARGIN}`}
      role="img"
      aria-label={label}
    >
      <g className="rating-axis" aria-hidden="true">
        {[...new Set([low, high])].map((r) => (
          <g key={r}>
            <line className="rating-grid" x1={0} x2={WIDTH} y1={y(r)} y2={y(r)} />
            <text x={-4} y={y(r)} textAnchor="end" dominantBaseline="middle">
              {r}
            </text>
          </g>
        ))}
      </g>
      <polyline className="rating-line" points={points} />
      {ratings.length === 1 && <circle className="rating-dot" cx={x(0)} cy={y(ratings[0]!)} r={2.5} />}
    </svg>
  );
}
