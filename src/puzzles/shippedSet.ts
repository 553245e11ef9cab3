import text from './set.jsonl?raw';
import { type Puzzle, parsePuzzle } from './puzzle';

/**
 * The set that ships with the app, parsed: imported only by the Puzzles place's own chunk, so the
 * main bundle does not carry it. A line that is no puzzle is a fault of the build, not the reader's.
 */
export function shippedSet(): Puzzle[] {
  return text
    .trim()
    .split('\n')
    .map((line, i) => {
      const puzzle = parsePuzzle(line);
      if (!puzzle.ok) throw new Error(`shipped puzzle ${i + 1}: ${puzzle.error.code}`);
      return puzzle.value;
    });
}
