import { readFileSync } from 'node:fs';
import { legalMoves, moveName } from '../../src/engine/game';
import { type Puzzle, parsePuzzle } from '../../src/puzzles/puzzle';
import { type PuzzleTry, startTry } from '../../src/puzzles/session';

/** The set that ships with the app, read from its file as the build bundles it. */
export const SHIPPED: readonly Puzzle[] = readFileSync(new URL('../../src/puzzles/set.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => {
    const puzzle = parsePuzzle(line);
    if (!puzzle.ok) throw new Error(JSON.stringify(puzzle.error));
    return puzzle.value;
  });

export function shipped(id: string): Puzzle {
  const puzzle = SHIPPED.find((p) => p.id === id);
  if (!puzzle) throw new Error(`no shipped puzzle ${id}`);
  return puzzle;
}

export function tryAt(puzzle: Puzzle): PuzzleTry {
  const started = startTry(puzzle);
  if (!started.ok) throw new Error(`${puzzle.id}: ${JSON.stringify(started.error)}`);
  return started.value;
}

/** A legal first drop that is not the solution's: the set proves none of them wins as fast. */
export function wrongFirstMove(puzzle: Puzzle): string {
  const t = tryAt(puzzle);
  const wrong = legalMoves(t.state).find((move) => move !== t.solution[0])!;
  return moveName(t.state.board, wrong);
}
