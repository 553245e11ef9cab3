import { describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { evaluateInto } from '../../src/ai/evaluation';
import { search } from '../../src/ai/mcts';
import { type SearchTuning, tuningLabel, tuningOf } from '../../src/ai/tuning';
import { FastGame, ONGOING } from '../../src/engine/fast';
import { findPreset } from '../../src/engine/presets';
import { Random } from '../../src/engine/random';
import { presetGame } from '../../src/engine/setup';

function fresh(board: string, players: number, teams = false): FastGame {
  const state = presetGame(findPreset(board)!, players, { teams });
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return FastGame.fromState(state.value);
}

const TUNINGS: readonly SearchTuning[] = [
  { evaluation: { plies: 8, scale: 1 } },
  { evaluation: { plies: 0, scale: 0.5 } },
  { minimax: { weight: 0.3, scale: 1 } },
  { urgency: 0.8 },
  { replies: true },
  { choice: 0.5 },
];

describe('the marble-count evaluation', () => {
  it('gives the side with fewer marbles in reserve the better chance, and the chances sum to one', () => {
    const game = fresh('square7', 2);
    const random = new Random(3);
    const rewards = new Float64Array(5);
    while (game.status === ONGOING) {
      evaluateInto(game, 0.7, rewards);
      expect(rewards[1]! + rewards[2]!).toBeCloseTo(1, 12);
      if (!game.hasWinningDrop(game.toMove)) {
        const ahead = Math.sign(game.reserves[2]! - game.reserves[1]!);
        expect(Math.sign(rewards[1]! - rewards[2]!)).toBe(ahead);
      }
      const moves = legalList(game);
      game.play(moves[random.below(moves.length)]!);
    }
  });

  it('scores a player to move who can empty their reserve as the winner, with their team', () => {
    const game = fresh('hex4', 4, true);
    const random = new Random(8);
    const rewards = new Float64Array(5);
    let seen = 0;
    while (game.status === ONGOING) {
      if (game.hasWinningDrop(game.toMove)) {
        evaluateInto(game, 1, rewards);
        const mask = game.sideMask(game.toMove);
        for (let p = 1; p <= 4; p++) expect(rewards[p]).toBe((mask >> p) & 1);
        seen++;
      }
      const moves = legalList(game);
      game.play(moves[random.below(moves.length)]!);
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('a tuned search', () => {
  it.each(TUNINGS)('plays legal moves and repeats itself for a seed and a budget: %j', (tuning) => {
    for (const [board, players, teams] of [
      ['square7', 2, false],
      ['hex4', 3, false],
      ['hex4', 4, true],
    ] as const) {
      const game = fresh(board, players, teams);
      game.play(legalList(game)[5]!);
      const once = search(game, { seed: 4, playouts: 1500, ...tuning });
      expect(search(game, { seed: 4, playouts: 1500, ...tuning })).toEqual(once);
      expect(once.playouts).toBe(1500);
      expect(legalList(game)).toContain(once.move);
      for (const stat of once.stats) expect(stat.value).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('a tuning label', () => {
  it.each(TUNINGS)('reads back as the tuning it names: %j', (tuning) => {
    expect(tuningOf(tuningLabel(tuning))).toEqual(tuning);
  });

  it('reads several refinements at once, and none from an empty label', () => {
    expect(tuningOf('+cut8+scale0.6+mm0.2+fpu0.9')).toEqual({
      evaluation: { plies: 8, scale: 0.6 },
      minimax: { weight: 0.2, scale: 0.6 },
      urgency: 0.9,
    });
    expect(tuningOf('')).toEqual({});
  });

  it.each([
    '+cut8',
    '+scale1',
    '+cut8+scale1+scale2',
    '+mm2+scale1',
    '+depth3+scale1',
    '+cut+scale1',
    'cut8',
    '+mate2',
  ])('refuses %s', (label) => {
    expect(tuningOf(label)).toBeNull();
  });
});
