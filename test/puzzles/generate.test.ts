import { describe, expect, it } from 'vitest';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';
import { computerGames } from '../../src/puzzles/computerGames';
import { type GenerateOptions, gamePuzzles, noFigures } from '../../src/puzzles/generate';
import type { GeneratedPuzzle } from '../../src/puzzles/puzzle';
import { expectReproved } from './reprove';

const OPTIONS: GenerateOptions = { maxWinIn: 3, window: 12, maxNodes: 100_000, perGame: 2 };

/** Puzzles of a few of the computer's games on the hexagon of side 4, the quickest board. */
function generated(games: number, seed: number): { puzzles: GeneratedPuzzle[]; figures: ReturnType<typeof noFigures> } {
  const start = presetGame(findPreset('hex4')!, 2);
  if (!start.ok) throw new Error('hex4');
  const figures = noFigures();
  const seen = new Set<string>();
  const puzzles: GeneratedPuzzle[] = [];
  for (const replay of computerGames(start.value, games, seed, 'easy'))
    puzzles.push(...gamePuzzles(replay, { board: 'hex4', game: figures.games + 1 }, OPTIONS, seen, figures));
  return { puzzles, figures };
}

describe('the puzzle generator', () => {
  it('keeps only proved puzzles with one winning first move, the same ones for the same seed', () => {
    const { puzzles, figures } = generated(6, 1);
    expect(figures.games).toBe(6);
    expect(figures.candidates).toBeGreaterThanOrEqual(figures.proved);
    expect(figures.proved).toBeGreaterThanOrEqual(figures.kept);
    expect(figures.kept).toBe(puzzles.length);
    expect(puzzles.length).toBeGreaterThan(0);
    for (const puzzle of puzzles) {
      expectReproved(puzzle);
      expect(puzzle.record.moves.length).toBe(puzzle.source.ply);
    }
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(generated(6, 1).puzzles).toEqual(puzzles);
  });
});
