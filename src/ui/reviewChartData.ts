import type { GameReview, PlyReview } from '../ai/review';
import { type GameState, type Move, moveName, play } from '../engine/game';
import { MARKED } from '../words/analysis';
import type { ChartSize } from './marbleChartData';

/** A reviewed move of the main line with who played it. */
export interface ReviewedMove {
  readonly review: PlyReview;
  readonly player: number;
  /** The move played, a cell name or `swap`. */
  readonly name: string;
}

/** The review's plies with the players and moves of the main line `moves` from `start`. */
export function reviewedMoves(start: GameState, moves: readonly Move[], review: GameReview): ReviewedMove[] {
  const out: ReviewedMove[] = [];
  let state = start;
  for (const ply of review.plies) {
    const move = moves[ply.ply - 1];
    if (move === undefined) break;
    out.push({ review: ply, player: state.toMove, name: moveName(state.board, move) });
    const played = play(state, move);
    // The table holds only legal moves; should one not be, the review shows up to it.
    if (!played.ok) break;
    state = played.value.state;
  }
  return out;
}

/** Where move `ply` of `plies` stands across the chart: the position after it, as on the marble chart. */
export function plyX(ply: number, plies: number, size: ChartSize): number {
  return plies === 0 ? 0 : (ply / plies) * size.width;
}

/** Where a chance to win stands up the chart: 100% at the top. */
export function chanceY(chance: number, size: ChartSize): number {
  return (1 - chance) * size.height;
}

/**
 * One SVG polyline per player through their chance to win after each of their own moves; an
 * empty string for a player who has not moved.
 */
export function chanceLines(moves: readonly ReviewedMove[], players: number, plies: number, size: ChartSize): string[] {
  const round = (n: number): number => Math.round(n * 100) / 100;
  return Array.from({ length: players }, (_, p) =>
    moves
      .filter((m) => m.player === p + 1)
      .map((m) => `${round(plyX(m.review.ply, plies, size))},${round(chanceY(m.review.after, size))}`)
      .join(' '),
  );
}

/** The moves the chart marks, in the order they were played. */
export function markedMoves(moves: readonly ReviewedMove[]): ReviewedMove[] {
  return moves.filter((m) => MARKED.includes(m.review.label));
}

/**
 * The moves the chart's bottom axis names: every `step` plies from `step`, the step the smallest of
 * 1, 2, 5, 10, 20, 50... that names at most `most` of them.
 */
export function plyTicks(plies: number, most = 8): number[] {
  if (plies <= 0) return [];
  let step = 1;
  for (let scale = 1; ; scale *= 10) {
    const fit = [1, 2, 5].map((k) => k * scale).find((s) => Math.floor(plies / s) <= most);
    if (fit !== undefined) {
      step = fit;
      break;
    }
  }
  return Array.from({ length: Math.floor(plies / step) }, (_, i) => (i + 1) * step);
}
