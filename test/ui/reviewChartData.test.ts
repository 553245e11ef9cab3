import { describe, expect, test } from 'vitest';
import type { GameReview, PlyReview } from '../../src/ai/review';
import { parseMove } from '../../src/engine/record';
import { chanceLines, markedMoves, plyTicks, reviewedMoves } from '../../src/ui/reviewChartData';
import { EMPTY7, stateOf } from '../engine/helpers';

function ply(n: number, after: number, label: PlyReview['label']): PlyReview {
  return { ply: n, before: 0.5, after, best: 'a1', bestChance: 0.5, label };
}

const start = stateOf(EMPTY7, { pie: true, players: 2 });
const moves = ['d4', 'swap', 'b2', 'f6'].map((name) => {
  const move = parseMove(start.board, name);
  if (!move.ok) throw new Error(`${name} is no move here`);
  return move.value;
});

describe('the review chart’s figures', () => {
  test('names each reviewed move and who played it, a pie swap included', () => {
    const review: GameReview = {
      plies: [ply(1, 0.5, 'best'), ply(2, 0.4, 'blunder'), ply(3, 0.7, 'mistake')],
      playouts: 1,
      seed: 1,
    };
    expect(reviewedMoves(start, moves, review).map((m) => [m.review.ply, m.player, m.name])).toEqual([
      [1, 1, 'd4'],
      [2, 2, 'swap'],
      [3, 1, 'b2'],
    ]);
  });

  test('stops at the end of the moves it is given', () => {
    const review: GameReview = { plies: [ply(1, 0.5, 'best'), ply(2, 0.4, 'good')], playouts: 1, seed: 1 };
    expect(reviewedMoves(start, moves.slice(0, 1), review)).toHaveLength(1);
  });

  test('one line per player through their own moves; only mistakes and blunders are marked', () => {
    const review: GameReview = {
      plies: [ply(1, 0.5, 'best'), ply(2, 0.25, 'blunder'), ply(3, 0.8, 'inaccuracy'), ply(4, 0.1, 'mistake')],
      playouts: 1,
      seed: 1,
    };
    const reviewed = reviewedMoves(start, moves, review);
    expect(chanceLines(reviewed, 3, 4, { width: 100, height: 10 })).toEqual(['25,5 75,2', '50,7.5 100,9', '']);
    expect(markedMoves(reviewed).map((m) => m.review.ply)).toEqual([2, 4]);
  });
});

describe('plyTicks', () => {
  test.each([
    [0, []],
    [3, [1, 2, 3]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [9, [2, 4, 6, 8]],
    [30, [5, 10, 15, 20, 25, 30]],
    [47, [10, 20, 30, 40]],
    [120, [20, 40, 60, 80, 100, 120]],
  ])('names moves of a %i-move game at %j', (plies, ticks) => {
    expect(plyTicks(plies)).toEqual(ticks);
  });
});
