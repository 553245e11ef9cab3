import { describe, expect, it } from 'vitest';
import { LEVEL_PLAYOUTS, chooseMove } from '../../src/ai/levels';
import { FastGame } from '../../src/engine/fast';
import { moveName } from '../../src/engine/game';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';
import { computerGames, moveSeed } from '../../src/puzzles/computerGames';
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

describe("the generator's self-play", () => {
  it('lets medium think for its playouts, not its time: the same seed gives the same game, its moves medium’s', () => {
    const start = presetGame(findPreset('hex4')!, 2);
    if (!start.ok) throw new Error('hex4');
    const [game] = [...computerGames(start.value, 1, 3, 'medium')];
    expect([...computerGames(start.value, 1, 3, 'medium')][0]!.record.moves).toEqual(game!.record.moves);
    // Its first move is the one medium's search makes at LEVEL_PLAYOUTS with the game's first seed.
    const first = chooseMove(FastGame.fromState(start.value), 'medium', {
      seed: moveSeed(3, 0, 0),
      budget: { playouts: LEVEL_PLAYOUTS.medium },
    });
    expect(game!.record.moves[0]).toBe(moveName(start.value.board, first));
    expect(game!.plies.at(-1)!.state.result).not.toBeNull();
  });
});
