import { describe, expect, it } from 'vitest';
import { FULL_MARGIN, MARGIN_WEIGHT, rewardsOf } from '../../src/ai/reward';
import { FastGame, ONGOING } from '../../src/engine/fast';
import { findPreset } from '../../src/engine/presets';
import { Random } from '../../src/engine/random';
import { presetGame } from '../../src/engine/setup';

function fresh(board: string, players: number, teams = false): FastGame {
  const state = presetGame(findPreset(board)!, players, { teams });
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return FastGame.fromState(state.value);
}

/** Random games played to their end (those the turn cap cuts off are skipped). */
function finishedGames(board: string, players: number, teams: boolean, count: number): FastGame[] {
  const random = new Random(players * 100 + count);
  const games: FastGame[] = [];
  while (games.length < count) {
    const game = fresh(board, players, teams);
    if (game.playout(random, 1000) !== ONGOING) games.push(game);
  }
  return games;
}

const losersOf = (game: FastGame): number[] =>
  Array.from({ length: game.players }, (_, i) => i + 1).filter((p) => !(game.winners & (1 << p)));

/** What a loss by `reserve` marbles left costs the winners, as a share of the whole point. */
const narrowness = (reserve: number): number => (FULL_MARGIN - Math.min(FULL_MARGIN, reserve)) / FULL_MARGIN;

describe('playout rewards', () => {
  it('give every player a half for a draw or a game the turn cap cut off', () => {
    const game = fresh('square7', 3);
    expect(Array.from(rewardsOf(game, 0, MARGIN_WEIGHT, new Float64Array(5)).subarray(1, 4))).toEqual([0.5, 0.5, 0.5]);
  });

  it('score wins alone with no weight, or for a position proven but not played out', () => {
    for (const game of finishedGames('square7', 2, false, 20)) {
      const out = rewardsOf(game, game.winners, 0, new Float64Array(5));
      for (const p of [1, 2]) expect(out[p]).toBe(game.winners & (1 << p) ? 1 : 0);
    }
    const going = fresh('square7', 2);
    const out = rewardsOf(going, 1 << 2, MARGIN_WEIGHT, new Float64Array(5));
    expect([out[1], out[2]]).toEqual([0, 1]);
  });

  it('with two players, add up to one and count a narrow win for less than a wide one', () => {
    const seen = new Set<number>();
    for (const game of finishedGames('square7', 2, false, 200)) {
      const [loser] = losersOf(game);
      const winner = 3 - loser!;
      const reserve = game.reserves[loser!]!;
      seen.add(Math.min(reserve, FULL_MARGIN));
      const out = rewardsOf(game, game.winners, MARGIN_WEIGHT, new Float64Array(5));
      expect(out[winner]! + out[loser!]!).toBeCloseTo(1, 12);
      expect(out[winner]).toBeCloseTo(1 - MARGIN_WEIGHT * narrowness(reserve), 12);
      if (reserve >= FULL_MARGIN) expect([out[winner], out[loser!]]).toEqual([1, 0]);
      else expect(out[winner]).not.toBe(1);
    }
    // Narrow and wide wins both occur in random games, so each branch above was checked.
    expect(seen.has(1) && seen.has(FULL_MARGIN)).toBe(true);
  });

  it('with three players, score each loser by their own reserve and the winner by the nearest', () => {
    for (const game of finishedGames('square7', 3, false, 100)) {
      const out = rewardsOf(game, game.winners, MARGIN_WEIGHT, new Float64Array(5));
      const losers = losersOf(game);
      for (const p of losers) expect(out[p]).toBeCloseTo(MARGIN_WEIGHT * narrowness(game.reserves[p]!), 12);
      const nearest = Math.min(...losers.map((p) => game.reserves[p]!));
      const [winner] = [1, 2, 3].filter((p) => game.winners & (1 << p));
      expect(out[winner!]).toBeCloseTo(1 - MARGIN_WEIGHT * narrowness(nearest), 12);
      for (const p of losers) expect(out[p]).toBeLessThan(out[winner!]!);
    }
  });

  it('with four in teams, give partners one reward, the losing side judged by its nearer player', () => {
    for (const game of finishedGames('hex4', 4, true, 100)) {
      const out = rewardsOf(game, game.winners, MARGIN_WEIGHT, new Float64Array(5));
      // Partners sit opposite: 1 with 3, 2 with 4.
      expect(out[1]).toBe(out[3]);
      expect(out[2]).toBe(out[4]);
      const losers = losersOf(game);
      const nearest = Math.min(...losers.map((p) => game.reserves[p]!));
      expect(out[losers[0]!]).toBeCloseTo(MARGIN_WEIGHT * narrowness(nearest), 12);
      const winner = [1, 2, 3, 4].find((p) => game.winners & (1 << p))!;
      expect(out[losers[0]!]! + out[winner]!).toBeCloseTo(1, 12);
    }
  });
});
