import { describe, expect, it } from 'vitest';
import { MoveHistory, widthOf } from '../../src/ai/history';
import { FastGame, SWAP } from '../../src/engine/fast';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';

function game(players: number): FastGame {
  const state = presetGame(findPreset('square7')!, players);
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return FastGame.fromState(state.value);
}

describe('widthOf', () => {
  it('lets a node try two moves at first, then about twice the square root of its visits', () => {
    expect([0, 1, 3, 8, 99, 399].map(widthOf)).toEqual([2, 3, 4, 6, 20, 40]);
    // Past the table, the same formula.
    expect(widthOf(1 << 20)).toBe(Math.ceil(2 * Math.sqrt((1 << 20) + 1)));
    for (let n = 1; n < 70_000; n += 97) expect(widthOf(n)).toBeGreaterThanOrEqual(widthOf(n - 1));
  });
});

describe('MoveHistory', () => {
  const g = game(3);
  const { padded } = g.frame;
  const cell = (move: number): number => padded[move]!;

  it('rates a move by its player’s mean reward in the playouts that made it, a half before any', () => {
    const h = new MoveHistory(g);
    expect(h.ratingOf(1, 24)).toBe(0.5);
    h.count(1, cell(24), 1 << 1);
    h.count(1, cell(24), 1 << 2);
    h.count(1, cell(24), 0);
    h.count(1, cell(24), (1 << 1) | (1 << 3));
    expect(h.ratingOf(1, 24)).toBeCloseTo((1 + 0 + 0.5 + 1) / 4, 12);
    // Another player's drop on the same cell, and the swap, are counted apart.
    expect(h.ratingOf(2, 24)).toBe(0.5);
    h.count(2, 0, 1 << 2);
    expect(h.ratingOf(2, SWAP)).toBe(1);
    expect(h.ratingOf(2, 0)).toBe(0.5);
    h.clear();
    expect(h.ratingOf(1, 24)).toBe(0.5);
    expect(h.ratingOf(2, SWAP)).toBe(0.5);
  });

  it('counts a trace for the players in turn, from the one who made its first move', () => {
    const h = new MoveHistory(g);
    const trace = Int16Array.from([cell(0), cell(1), cell(2), cell(3), 0]);
    h.countTrace(trace, 4, 2, 3, 1 << 3);
    // Players 2, 3, 1, 2 made the first four; the fifth entry is past the length.
    expect([h.ratingOf(2, 0), h.ratingOf(3, 1), h.ratingOf(1, 2), h.ratingOf(2, 3)]).toEqual([0, 1, 0, 0]);
    expect(h.ratingOf(3, 0)).toBe(0.5);
    expect(h.ratingOf(3, SWAP)).toBe(0.5);
  });
});
