import { readFileSync } from 'node:fs';
import { type Puzzle, parsePuzzle } from '../../puzzles/puzzle';

/**
 * Puzzles from lines in the export shape (the shipped set's, the found ones'). A line that is no
 * puzzle stops the server: the set is shipped with it or was checked when it was stored.
 */
export function parsePuzzleLines(lines: readonly string[], from: string): Puzzle[] {
  return lines.map((line, i) => {
    const parsed = parsePuzzle(line);
    if (!parsed.ok) throw new Error(`${from}:${i + 1}: not a puzzle (${parsed.error.code})`);
    return parsed.value;
  });
}

/** The puzzle set in a file, one puzzle a line. */
export function readPuzzleFile(path: string): Puzzle[] {
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return parsePuzzleLines(lines, path);
}
