import type { Board, Tile } from '../engine/board';
import type { HeatKind } from '../store/lab';

/** A cell of the heat map: its layout index and its count as a share of the largest count (0 to 1). */
export interface HeatSpot {
  readonly cell: number;
  readonly level: number;
}

/** Cool to hot: blue for the least, through pale yellow, to red for the most. */
export const HEAT_STOPS: readonly string[] = ['#2c7bb6', '#abd9e9', '#ffffbf', '#fdae61', '#d7191c'];

/** Drops land on cells and marbles leave from cells; only obstacles act. */
function shows(kind: Exclude<HeatKind, 'none'>, tile: Tile): boolean {
  return kind === 'obstacles' ? tile === 'cushion' || tile === 'bumper' || tile === 'hole' : tile === 'cell';
}

/**
 * The spots of a heat map: every tile of the kind counted, zeros included (a cell never played
 * is worth seeing too), each level its count over the largest.
 */
export function heatSpots(board: Board, kind: Exclude<HeatKind, 'none'>, counts: readonly number[]): HeatSpot[] {
  const cells = board.tiles.flatMap((tile, i) => (shows(kind, tile) ? [i] : []));
  const most = Math.max(0, ...cells.map((i) => counts[i] ?? 0));
  return cells.map((cell) => ({ cell, level: most > 0 ? (counts[cell] ?? 0) / most : 0 }));
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
}

/** The ramp's colour at `level` (0 to 1, clamped), as `#rrggbb`, interpolated in sRGB as CSS gradients are. */
export function heatColour(level: number): string {
  const at = Math.min(1, Math.max(0, Number.isFinite(level) ? level : 0)) * (HEAT_STOPS.length - 1);
  const k = Math.min(HEAT_STOPS.length - 2, Math.floor(at));
  const from = channels(HEAT_STOPS[k]!);
  const to = channels(HEAT_STOPS[k + 1]!);
  const t = at - k;
  return `#${from
    .map((c, i) =>
      Math.round(c + (to[i]! - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The ramp as a CSS gradient, left to right, for the legend beside the heat map. */
export function heatGradient(): string {
  return `linear-gradient(to right, ${HEAT_STOPS.join(', ')})`;
}
