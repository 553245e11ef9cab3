import type { PositionAnalysis } from '../ai/analyst';
import type { GameState } from '../engine/game';
import { parseMove } from '../engine/record';

/** One of the analysis's best moves where the table marks it. */
export interface AnalysisSpot {
  /** The cell the ring marks: the drop's cell, or the marble a swap takes over. */
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

/** A point of the table plane: x across, z towards the near seat. */
export type PlanePoint = readonly [number, number];

/**
 * Half the size of a move's label on the table plane, in cell widths at the usual zoom ("d4 62%"
 * is about a cell and a half wide), and half the size of the ring marking a move's cell.
 */
const LABEL_HALF: PlanePoint = [0.75, 0.3];
const RING_HALF = 0.45;
/**
 * How far a label's centre may sit from its cell's, in cell widths, nearest first: clear of the
 * cell's own ring, and further out where neighbouring moves crowd it.
 */
const LABEL_REACHES = [0.8, 1.3, 1.8];
/** The ways a label may go from its cell, the first preferred: below, beside, above, the corners. */
const WAYS: readonly PlanePoint[] = [
  [0, 1],
  [1, 0],
  [-1, 0],
  [0, -1],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];
const PLACES: readonly PlanePoint[] = LABEL_REACHES.flatMap((reach) =>
  WAYS.map(([x, z]): PlanePoint => [(x / Math.hypot(x, z)) * reach, (z / Math.hypot(x, z)) * reach]),
);

/** The area two boxes (centre and half size) share. */
function shared(a: PlanePoint, aHalf: PlanePoint, b: PlanePoint, bHalf: PlanePoint): number {
  const across = Math.min(a[0] + aHalf[0], b[0] + bHalf[0]) - Math.max(a[0] - aHalf[0], b[0] - bHalf[0]);
  const along = Math.min(a[1] + aHalf[1], b[1] + bHalf[1]) - Math.max(a[1] - aHalf[1], b[1] - bHalf[1]);
  return Math.max(0, across) * Math.max(0, along);
}

/** Half the size of a marble seen from above, as a box. */
const MARBLE_HALF: PlanePoint = [0.4, 0.4];
/**
 * What covering each thing costs a label, per unit of area covered: another label worst (neither
 * reads), then a move's ring, then a marble (it still shows around the label).
 */
const COVER_COST = { label: 4, ring: 2, marble: 1 };

/**
 * Where each move's label goes, as the centre of the label on the table plane, for moves whose
 * cells are at `cells` (best first), with marbles standing at `marbles`: each in turn takes the
 * preferred place that covers least of the labels already placed, of every move's ring and of the
 * marbles, so that neighbouring moves (d4, d5 and e4) keep their labels apart and off the game.
 */
export function labelPlaces(cells: readonly PlanePoint[], marbles: readonly PlanePoint[] = []): PlanePoint[] {
  const placed: PlanePoint[] = [];
  const ring: PlanePoint = [RING_HALF, RING_HALF];
  for (const [x, z] of cells) {
    let best: PlanePoint = [x, z];
    let bestCost = Infinity;
    for (const [dx, dz] of PLACES) {
      const at: PlanePoint = [x + dx, z + dz];
      const covered = (others: readonly PlanePoint[], half: PlanePoint): number =>
        others.reduce((sum, other) => sum + shared(at, LABEL_HALF, other, half), 0);
      const cost =
        COVER_COST.label * covered(placed, LABEL_HALF) +
        COVER_COST.ring * covered(cells, ring) +
        COVER_COST.marble * covered(marbles, MARBLE_HALF);
      // Strictly less: of equally clear places the nearer and more natural wins.
      if (cost < bestCost) {
        best = at;
        bestCost = cost;
      }
      if (bestCost === 0) break;
    }
    placed.push(best);
  }
  return placed;
}

/** Whether two labels placed by `labelPlaces` overlap; for checks. */
export function labelsOverlap(a: PlanePoint, b: PlanePoint): boolean {
  return shared(a, LABEL_HALF, b, LABEL_HALF) > 0;
}

/** Whether a label placed by `labelPlaces` covers part of a marble standing at `marble`; for checks. */
export function labelCoversMarble(label: PlanePoint, marble: PlanePoint): boolean {
  return shared(label, LABEL_HALF, marble, MARBLE_HALF) > 0;
}

/** Whether a label placed by `labelPlaces` covers part of the ring of the cell at `cell`; for checks. */
export function labelCoversRing(label: PlanePoint, cell: PlanePoint): boolean {
  return shared(label, LABEL_HALF, cell, [RING_HALF, RING_HALF]) > 0;
}
