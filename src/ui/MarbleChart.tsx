import { type PointerEvent, useMemo } from 'react';
import { mainLine, pathOf } from '../engine/tree';
import { usePlayerColours, useT, useTable, useTableStore } from '../store/context';
import {
  type ChartSize,
  chartJump,
  countsText,
  forkPly,
  lineCounts,
  mainLineCounts,
  playerCount,
  plyAtFraction,
  polylinePoints,
} from './marbleChartData';
import { moveText } from './replayTime';
import { useHistoryKeys } from './useHistoryKeys';
import './MarbleChart.css';

/** The drawing's own units: about one unit a pixel in a side panel 320 px wide. */
const SIZE: ChartSize = { width: 300, height: 76 };
/** Room above and below the lines, so a full or empty count is not cut in half by the edge. */
const MARGIN = 2;

/**
 * Marbles on the board per player over the main line, and the current variation dashed where it
 * leaves the main line. Click or drag to go to a move; as a slider it steps with the page's keys.
 */
export function MarbleChart() {
  useHistoryKeys();
  const t = useT();
  const colourOf = usePlayerColours();
  const store = useTableStore();
  const start = useTable((s) => s.start);
  const tree = useTable((s) => s.tree);
  const linePath = useTable((s) => s.linePath);
  const line = useTable((s) => s.line);
  const cursor = useTable((s) => s.cursor);

  const mainPath = useMemo(() => pathOf(mainLine(tree)), [tree]);
  // The line, not the cursor: stepping back before a variation's fork still shows the variation's line.
  const fork = forkPly(mainPath, linePath);
  const current = useMemo(() => lineCounts(start, line), [start, line]);
  // Off the main line the store has played only the variation: the main line's own moves are replayed, once a line.
  const main = useMemo(
    () => (fork === null ? current : mainLineCounts(start, tree, line, fork)),
    [fork, current, start, tree, line],
  );
  const plies = Math.max(main[0]!.length, current[0]!.length) - 1;
  const marbles = start.rules.marbles;
  const x = plies === 0 ? 0 : (cursor / plies) * SIZE.width;
  // The lines change with the line or the tree, not with every step of the cursor along them.
  const mainPoints = useMemo(
    () => main.map((series) => polylinePoints(series, 0, plies, marbles, SIZE)),
    [main, plies, marbles],
  );
  const variationPoints = useMemo(
    () => (fork === null ? [] : current.map((series) => polylinePoints(series, fork, plies, marbles, SIZE))),
    [current, fork, plies, marbles],
  );

  const jump = (event: PointerEvent<SVGSVGElement>): void => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const ply = plyAtFraction((event.clientX - box.left) / box.width, plies);
    if (ply === cursor) return;
    const target = chartJump(ply, line.length, mainPath);
    if (target.kind === 'ply') store.getState().goToPly(target.ply);
    else store.getState().goTo(target.path);
  };

  return (
    <figure className="marble-chart">
      <svg
        viewBox={`0 ${-MARGIN} ${SIZE.width} ${SIZE.height + 2 * MARGIN}`}
        preserveAspectRatio="none"
        role="slider"
        tabIndex={0}
        aria-label={t('play.chart.label')}
        aria-valuemin={0}
        aria-valuemax={line.length}
        aria-valuenow={cursor}
        aria-valuetext={t('play.chart.valueText', {
          move: moveText(cursor, line.length),
          counts: countsText(current, cursor),
        })}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          jump(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) jump(event);
        }}
      >
        {mainPoints.map((points, p) => (
          <polyline key={`main-${p}`} className="marble-chart-main" points={points} stroke={colourOf(p + 1)} />
        ))}
        {variationPoints.map((points, p) => (
          <polyline
            key={`variation-${p}`}
            className="marble-chart-variation"
            points={points}
            stroke={colourOf(p + 1)}
          />
        ))}
        <line className="marble-chart-cursor" x1={x} x2={x} y1={-MARGIN} y2={SIZE.height + MARGIN} />
      </svg>
      <figcaption>
        <ul className="marble-chart-legend">
          {current.map((series, p) => (
            <li key={p}>
              <span className="swatch" style={{ background: colourOf(p + 1) }} aria-hidden="true" />
              {t.words(playerCount(p + 1, series[cursor] ?? 0))}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
