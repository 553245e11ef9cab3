import { type GameState, play } from '../engine/game';
import type { Ply } from '../engine/record';
import { type MoveTree, type TreePath, mainLine } from '../engine/tree';
import { type Words, words } from '../i18n/catalogue';
import { playerWords } from '../words/players';

/** counts[p - 1][ply]: player p's marbles on the board after `ply` plies; ply 0 is the start. */
export type MarbleCounts = readonly (readonly number[])[];

/** The counts of every position in order, the start first. */
export function marbleCounts(positions: readonly GameState[]): MarbleCounts {
  const players = positions[0]?.rules.players ?? 0;
  // Every marble is on the board or in its owner's reserve, so the reserves give the counts without
  // scanning the cells: a long game's chart is ready in a fraction of the time.
  return Array.from({ length: players }, (_, p) => positions.map((state) => state.rules.marbles - state.reserves[p]!));
}

/** The counts along a line the store has already played. */
export function lineCounts(start: GameState, line: readonly Ply[]): MarbleCounts {
  return marbleCounts([start, ...line.map((ply) => ply.state)]);
}

/**
 * The counts along the main line while the store's line is a variation that leaves it after `fork`
 * plies: those plies are the line's own, only the main line's moves after them are replayed.
 */
export function mainLineCounts(start: GameState, tree: MoveTree, line: readonly Ply[], fork: number): MarbleCounts {
  const positions = [start, ...line.slice(0, fork).map((ply) => ply.state)];
  for (const move of mainLine(tree).slice(fork)) {
    const played = play(positions[positions.length - 1]!, move);
    // The store only puts legal moves in the tree; should one not be, the chart ends where it is.
    if (!played.ok) break;
    positions.push(played.value.state);
  }
  return marbleCounts(positions);
}

/** Plies a line (its path) shares with the main line from the start; null when it lies on the main line. */
export function forkPly(mainPath: TreePath, path: TreePath): number | null {
  if (mainPath.startsWith(path)) return null;
  let ply = 0;
  while (path.slice(ply * 2, ply * 2 + 2) === mainPath.slice(ply * 2, ply * 2 + 2)) ply++;
  return ply;
}

export interface ChartSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The SVG points of one player's counts from ply `from` on, with `plies` across the width and
 * `max` marbles up the height. Where more plies than pixels share a column, only the first, the
 * lowest, the highest and the last are kept: the line looks the same for a fraction of the points.
 */
export function polylinePoints(
  values: readonly number[],
  from: number,
  plies: number,
  max: number,
  size: ChartSize,
): string {
  const x = (ply: number): number => (plies === 0 ? 0 : (ply / plies) * size.width);
  const y = (value: number): number => size.height - (max === 0 ? 0 : (value / max) * size.height);
  const kept: number[] = [];
  let column = Number.NaN;
  let first = 0;
  let low = 0;
  let high = 0;
  let last = 0;
  const flush = (): void => {
    if (Number.isNaN(column)) return;
    for (const ply of [...new Set([first, low, high, last])].sort((a, b) => a - b)) kept.push(ply);
  };
  for (let ply = from; ply < values.length; ply++) {
    const at = Math.floor(x(ply));
    if (at !== column) {
      flush();
      column = at;
      first = low = high = last = ply;
      continue;
    }
    if (values[ply]! < values[low]!) low = ply;
    if (values[ply]! > values[high]!) high = ply;
    last = ply;
  }
  flush();
  const round = (n: number): number => Math.round(n * 100) / 100;
  return kept.map((ply) => `${round(x(ply))},${round(y(values[ply]!))}`).join(' ');
}

/** The ply at a fraction of the chart's width, to the nearest ply. */
export function plyAtFraction(fraction: number, plies: number): number {
  return Math.min(plies, Math.max(0, Math.round(fraction * plies)));
}

export type ChartJump =
  { readonly kind: 'ply'; readonly ply: number } | { readonly kind: 'path'; readonly path: TreePath };

/**
 * Where a press at `ply` goes: along the current line as far as it reaches, and beyond it along
 * the main line (the chart runs on past a variation that ends before the main line does).
 */
export function chartJump(ply: number, lineLength: number, mainPath: TreePath): ChartJump {
  return ply <= lineLength ? { kind: 'ply', ply } : { kind: 'path', path: mainPath.slice(0, ply * 2) };
}

/** "Red 5 and Blue 4 on the board" at `ply`. */
export function countsText(counts: MarbleCounts, ply: number): Words {
  return words('play.chart.counts', { counts: counts.map((series, p) => playerCount(p + 1, series[ply] ?? 0)) });
}

/** "Red 5": a player's marbles on the board. */
export function playerCount(player: number, marbles: number): Words {
  return words('play.chart.count', { player: playerWords(player), marbles });
}
