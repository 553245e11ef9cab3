import { describe, expect, it } from 'vitest';
import { type GameSearch, eloOf, runArena, seatsOf, summarize } from '../../src/ai/arena';
import { chooseMove } from '../../src/ai/levels';
import { Searcher } from '../../src/ai/serialSearch';
import { FastGame, ONGOING } from '../../src/engine/fast';
import { Random } from '../../src/engine/random';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';

function start(players: number) {
  const state = presetGame(findPreset('square7')!, players);
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return state.value;
}

describe('arena scoring', () => {
  it.each([
    [0.5, 0],
    [0.75, 190.8],
    [0.25, -190.8],
    [0.9, 381.7],
  ])('a score of %d means an Elo difference of %d', (score, elo) => {
    expect(eloOf(score)).toBeCloseTo(elo, 0);
  });

  it('counts wins, draws and losses and brackets the score', () => {
    const r = summarize('hard', 'greedy', [1, 1, 1, 0.5, 0, 1, 1, 1, 1, 1]);
    expect(r).toMatchObject({ games: 10, wins: 8, draws: 1, losses: 1, score: 0.85 });
    expect(r.scoreLow).toBeGreaterThan(0.5);
    expect(r.scoreLow).toBeLessThan(0.85);
    expect(r.scoreHigh).toBeGreaterThan(0.85);
    expect(r.scoreHigh).toBeLessThan(1);
  });

  it.each([
    { sides: 2, outcomes: [1, 0, 0.5, 0], fair: 0.5 },
    { sides: 3, outcomes: [1, 0, 0, 1, 0, 0], fair: 1 / 3 },
    // A third of the decided games and half of each drawn one.
    { sides: 3, outcomes: [1, 0, 0.5, 0.5], fair: (0.5 * 1) / 3 + 0.5 * 0.5 },
  ])('an equal player scores $fair with $sides sides', ({ sides, outcomes, fair }) => {
    expect(summarize('hard', 'uct', outcomes, sides).fair).toBeCloseTo(fair, 12);
  });

  it('gives a perfect score an interval below 100% and an unbounded Elo', () => {
    const r = summarize('hard', 'random', new Array<number>(100).fill(1));
    expect(r.score).toBe(1);
    expect(r.scoreLow).toBeCloseTo(0.963, 3);
    expect(r.elo).toBe(Infinity);
    expect(r.eloLow).toBeGreaterThan(500);
  });

  it.each([
    [2, [[1], [2], [1], [2]]],
    [3, [[1], [2], [3], [1]]],
    [
      4,
      [
        [1, 3],
        [2, 4],
        [1, 3],
        [2, 4],
      ],
    ],
  ])('with %d players the first side changes seats every game', (players, seats) => {
    const s = start(players);
    expect([0, 1, 2, 3].map((i) => seatsOf(s, i))).toEqual(seats);
  });
});

describe('a match searched afresh', () => {
  const budget = { playouts: 60 };
  const match = (): string[] => {
    const outcomes: string[] = [];
    runArena({
      a: { kind: 'easy', budget },
      b: { kind: 'hard', budget },
      start: start(2),
      games: 8,
      seed: 8,
      fresh: true,
      onGame: (_, outcome) => outcomes.push(outcome),
    });
    return outcomes;
  };

  it('plays every level move as a search that knows nothing of the moves before would', () => {
    // The same games by hand: one seed a move from the match's seed, a fresh search for each.
    const seeds = new Random(8);
    const byHand = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const game = FastGame.fromState(start(2));
      const seat = seatsOf(start(2), i)[0]!;
      while (game.status === ONGOING) {
        const player = game.toMove === seat ? 'easy' : 'hard';
        game.play(chooseMove(game, player, { seed: seeds.next(), budget }));
      }
      return game.winners === 0 ? 'draw' : game.winners & (1 << seat) ? 'win' : 'loss';
    });
    expect(match()).toEqual(byHand);
  });
});

describe('a side searching on threads', () => {
  /** What the threaded side's search was told, in order, over a match of two games. */
  const calls = (fresh: boolean): string[] => {
    const log: string[] = [];
    runArena({
      a: { kind: 'hard', budget: { playouts: 40 }, threads: 2 },
      b: { kind: 'easy', budget: { playouts: 40 } },
      start: start(2),
      games: 2,
      seed: 3,
      fresh,
      threaded: (): GameSearch => {
        const searcher = new Searcher();
        return {
          search: (game, options) => (log.push('search'), searcher.search(game, options)),
          advance: (move) => searcher.advance(move),
          forget: () => (log.push('forget'), searcher.forget()),
        };
      },
    });
    return log;
  };

  it('forgets its tree before every move when the match is searched afresh', () => {
    const log = calls(true);
    expect(log.filter((c) => c === 'search').length).toBeGreaterThan(4);
    expect(log.every((c, i) => (c === 'search' ? log[i - 1] === 'forget' : true))).toBe(true);
  });

  it('keeps its tree through a game otherwise', () => {
    const log = calls(false);
    expect(log.length).toBeGreaterThan(4);
    expect(log).not.toContain('forget');
  });
});

describe("a match's tally of each side's searches", () => {
  it('counts every move a side searched for, and every playout the searches report', () => {
    const results: number[] = [];
    let clock = 0;
    const report = runArena({
      a: { kind: 'hard', budget: { playouts: 40 }, threads: 2 },
      b: { kind: 'random' },
      start: start(2),
      games: 2,
      seed: 5,
      // A clock that moves a millisecond a reading: a search on a playout budget reads it only
      // before and after, so each search takes one.
      now: () => clock++,
      threaded: (): GameSearch => {
        const searcher = new Searcher();
        return {
          search: (game, options) => {
            const result = searcher.search(game, options);
            results.push(result.playouts);
            return result;
          },
          advance: (move) => searcher.advance(move),
          forget: () => searcher.forget(),
        };
      },
    });
    expect(results.length).toBeGreaterThan(4);
    expect(report.searched.a).toEqual({
      searches: results.length,
      playouts: results.reduce((sum, n) => sum + n, 0),
      ms: results.length,
    });
    // A bot that does not search has nothing to count.
    expect(report.searched.b).toEqual({ searches: 0, playouts: 0, ms: 0 });
  });

  it('counts the yardstick, and leaves the time out of a match without a clock', () => {
    const report = runArena({
      a: { kind: 'uct', budget: { playouts: 30 } },
      b: { kind: 'easy', budget: { playouts: 30 } },
      start: start(2),
      games: 2,
      seed: 6,
    });
    // Plain UCT always runs its whole budget.
    expect(report.searched.a.searches).toBeGreaterThan(4);
    expect(report.searched.a.playouts).toBe(30 * report.searched.a.searches);
    expect(report.searched.b.searches).toBeGreaterThan(4);
    expect(report.searched.a).not.toHaveProperty('ms');
    expect(report.searched.b).not.toHaveProperty('ms');
  });
});
