import { describe, expect, it } from 'vitest';
import { parseCellName } from '../../src/engine/board';
import { FastGame } from '../../src/engine/fast';
import { type GameState, type Move, legalMoves, play } from '../../src/engine/game';
import { replayRecord } from '../../src/engine/record';
import { initialRating, plausibleMoves } from '../../src/puzzles/difficulty';
import type { Puzzle } from '../../src/puzzles/puzzle';
import { SHIPPED } from './shipped';

/** Every this-many-th puzzle of the shipped set is read here: about thirty, from every board of it. */
const EVERY = 34;

function after(state: GameState, move: Move): GameState {
  const played = play(state, move);
  if (!played.ok) throw new Error(JSON.stringify(played.error));
  return played.value.state;
}

/** A first move read one reply ahead with the rules engine: the solver's marbles it loses, and the most the next reply pushes off. */
function look(state: GameState, move: Move): { lost: number; exposed: number } {
  const solver = state.toMove - 1;
  const next = after(state, move);
  const lost = next.reserves[solver]! - (state.reserves[solver]! - 1);
  if (next.result) return { lost, exposed: 0 };
  const exposed = Math.max(
    0,
    ...legalMoves(next).map((reply) => after(next, reply).reserves[solver]! - next.reserves[solver]!),
  );
  return { lost, exposed };
}

function positionOf(puzzle: Puzzle): { state: GameState; answer: Move } {
  const replay = replayRecord(puzzle.record);
  if (!replay.ok) throw new Error(puzzle.id);
  const state = replay.value.final;
  const first = puzzle.solution[0]!;
  if (first === 'swap') return { state, answer: 'swap' };
  const cell = parseCellName(state.board, first);
  if (!cell.ok) throw new Error(first);
  return { state, answer: cell.value };
}

const fastMove = (move: Move): number => (move === 'swap' ? -1 : move);

describe('the first moves that look as good as the answer', () => {
  const read = SHIPPED.filter((_, i) => i % EVERY === 0).map(positionOf);

  it('are those no worse than the answer one reply ahead, the answer among them', () => {
    for (const { state, answer } of read) {
      const bar = look(state, answer);
      const alike = legalMoves(state).filter((move) => {
        const l = look(state, move);
        return l.lost <= bar.lost && l.exposed <= bar.exposed;
      });
      expect(alike).toContain(answer);
      expect(plausibleMoves(FastGame.fromState(state), fastMove(answer))).toBe(alike.length);
    }
  });

  it('are counted where every drop, the answer too, leaves a marble to be pushed off', () => {
    const exposed = read.filter(({ state }) => legalMoves(state).every((move) => look(state, move).exposed > 0));
    expect(exposed.length).toBeGreaterThan(0);
    for (const { state, answer } of exposed)
      expect(plausibleMoves(FastGame.fromState(state), fastMove(answer))).toBeGreaterThan(1);
  });
});

describe('a puzzle’s first rating', () => {
  it('rises with the turns to the win, the decoys and the players', () => {
    expect(initialRating(2, 5, 2)).toBeGreaterThan(initialRating(1, 5, 2));
    expect(initialRating(2, 6, 2)).toBeGreaterThan(initialRating(2, 5, 2));
    expect(initialRating(2, 5, 3)).toBeGreaterThan(initialRating(2, 5, 2));
  });

  it('counts the answer as no decoy, and gives each doubling of the moves to read the same points', () => {
    expect(initialRating(2, 0, 2)).toBe(initialRating(2, 1, 2));
    const step = initialRating(3, 2, 2) - initialRating(3, 1, 2);
    expect(step).toBeGreaterThan(0);
    for (const plausible of [4, 8, 16, 32, 64])
      expect(initialRating(3, plausible, 2) - initialRating(3, plausible / 2, 2)).toBe(step);
  });

  it('keeps rising past twenty decoys, where a cap once left hundreds of puzzles at one rating', () => {
    expect(initialRating(3, 41, 2)).toBeGreaterThan(initialRating(3, 21, 2));
  });
});
