import type { PositionAnalysis } from '../ai/analyst';
import type { GameState } from '../engine/game';
import { parseMove } from '../engine/record';

/** One of the analysis's best moves where the table points at it. */
export interface AnalysisSpot {
  /** The cell the arrow points at: the drop's cell, or the marble a swap takes over. */
  readonly cell: number;
  /** A cell name or `swap`. */
  readonly name: string;
  /** The mover's chance to win with the move. */
  readonly winChance: number;
  /** 0 for the best move. */
  readonly rank: number;
}

/** Where the table shows the analysis's best moves in `state`, best first; a name of no cell here is left out. */
export function analysisSpots(state: GameState, best: PositionAnalysis['best']): AnalysisSpot[] {
  const spots: AnalysisSpot[] = [];
  for (const [rank, b] of best.entries()) {
    const move = parseMove(state.board, b.move);
    if (!move.ok) continue;
    const cell = move.value === 'swap' ? state.swapCell : move.value;
    if (cell === null) continue;
    spots.push({ cell, name: b.move, winChance: b.winChance, rank });
  }
  return spots;
}
