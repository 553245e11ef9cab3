import { MAX_PLAYERS, parseLayout } from './board';
import { PRESETS } from './presets';

interface Anchor {
  readonly cells: number;
  /** Marbles per player for 2, 3 and 4 players. */
  readonly marbles: readonly number[];
}

/** The rules table, read off the presets so that it is written down once. */
const ANCHORS: readonly Anchor[] = PRESETS.map((preset) => {
  const setup = parseLayout(preset.lattice, preset.layout);
  if (!setup.ok) throw new Error(`preset ${preset.id}: ${JSON.stringify(setup.error)}`);
  return { cells: setup.value.board.playable.length, marbles: preset.marbles };
}).sort((a, b) => a.cells - b.cells);

/**
 * Marbles per player for a board of `playableCells` cells: the rules table's figure for a preset's
 * size, linear between the table's sizes, and the same marbles per cell as the nearest table row
 * beyond them. Never so many that the board has no free cell (docs/rules.md section 1), never below 1.
 */
export function defaultMarbles(playableCells: number, players: number): number {
  const column = Math.min(Math.max(players, 2), MAX_PLAYERS) - 2;
  const at = (a: Anchor): number => a.marbles[column]!;
  const first = ANCHORS[0]!;
  const last = ANCHORS[ANCHORS.length - 1]!;
  let marbles: number;
  if (playableCells <= first.cells) {
    marbles = (at(first) * playableCells) / first.cells;
  } else if (playableCells >= last.cells) {
    marbles = (at(last) * playableCells) / last.cells;
  } else {
    const upper = ANCHORS.findIndex((a) => a.cells >= playableCells);
    const lo = ANCHORS[upper - 1]!;
    const hi = ANCHORS[upper]!;
    marbles = at(lo) + ((at(hi) - at(lo)) * (playableCells - lo.cells)) / (hi.cells - lo.cells);
  }
  const room = Math.floor((playableCells - 1) / players);
  return Math.max(1, Math.min(Math.round(marbles), room));
}
