import { loadRecord } from '../engine/record';
import { puzzleBoard } from './choose';
import { type GenerateFigures, type GenerateOptions, gamePuzzles, noFigures } from './generate';
import { exported, writePuzzle } from './puzzle';

/** A finished game to cut puzzles from, as a worker is handed it: its `momentum/1` record as text. */
export interface GameToCut {
  readonly record: string;
  readonly options: GenerateOptions;
}

/** The puzzles proved in one game, each a line of the set in the export shape, and the generator's figures. */
export interface CutPuzzles {
  readonly puzzles: readonly string[];
  readonly figures: GenerateFigures;
}

/**
 * The puzzles of one finished game (the server's, off its event loop). A record that does not
 * replay gives none: it was checked move by move as it was played.
 */
export function cutGame(task: GameToCut): CutPuzzles {
  const figures = noFigures();
  const replay = loadRecord(task.record);
  if (!replay.ok) return { puzzles: [], figures };
  const meta = { board: puzzleBoard(replay.value), game: 1 };
  const found = gamePuzzles(replay.value, meta, task.options, new Set(), figures);
  return { puzzles: found.map((p) => writePuzzle(exported(p))), figures };
}
