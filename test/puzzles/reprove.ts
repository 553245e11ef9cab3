import { expect } from 'vitest';
import { solve } from '../../src/ai/solution';
import { parseCellName } from '../../src/engine/board';
import { FastGame } from '../../src/engine/fast';
import { type Move, play, sideOf } from '../../src/engine/game';
import { replayRecord } from '../../src/engine/record';
import { initialRating, plausibleMoves } from '../../src/puzzles/difficulty';
import { type Puzzle, puzzleId } from '../../src/puzzles/puzzle';
import { themesOf } from '../../src/puzzles/themes';

/**
 * Proves a puzzle again from its record alone: its id is its position's, the first move of its
 * solution is the one first move that wins within `winIn` (and none wins sooner), the solution
 * plays out legally to the solver's win in that many turns (two players; at most that many with more), its themes are the
 * solution's and its rating is the first rating its position gives.
 */
export function expectReproved(puzzle: Puzzle): void {
  const replay = replayRecord(puzzle.record);
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  const position = replay.value.final;
  expect(puzzleId(position)).toBe(puzzle.id);
  const solution = solve(FastGame.fromState(position), puzzle.winIn);
  expect(solution?.winIn).toBe(puzzle.winIn);
  const line: Move[] = puzzle.solution.map((name) => {
    if (name === 'swap') return 'swap';
    const cell = parseCellName(position.board, name);
    if (!cell.ok) throw new Error(name);
    return cell.value;
  });
  expect(solution?.winning).toEqual([line[0] === 'swap' ? -1 : line[0]]);
  let state = position;
  let solverTurns = 0;
  for (const move of line) {
    if (state.toMove === position.toMove) solverTurns++;
    const played = play(state, move);
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    state = played.value.state;
  }
  expect(state.result?.winners).toEqual(expect.arrayContaining(sideOf(position.rules, position.toMove)));
  // With more players the game can end sooner on another's move: a partner forced to win, or the
  // round limit; with two, only the round limit, reached on the defence's last move.
  if (position.rules.players === 2 && !puzzle.themes.includes('round-limit')) expect(solverTurns).toBe(puzzle.winIn);
  else expect(solverTurns).toBeLessThanOrEqual(puzzle.winIn);
  expect(themesOf(position, line)).toEqual(puzzle.themes);
  const first = FastGame.fromState(position);
  expect(puzzle.rating).toBe(
    initialRating(puzzle.winIn, plausibleMoves(first, solution!.winning[0]!), position.rules.players),
  );
}
