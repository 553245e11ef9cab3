import { describe, expect, it } from 'vitest';
import { search } from '../../src/ai/serialSearch';
import { FastGame } from '../../src/engine/fast';
import type { LatticeKind } from '../../src/engine/lattice';
import { stateOf } from '../engine/helpers';
import { forcedWins, moveOutcomes } from './exhaustive';

/** Player 1 to move, no round limit: only the marbles decide. */
function position(layout: readonly string[], marbles: number, lattice: LatticeKind = 'square'): FastGame {
  return FastGame.fromState(stateOf(layout, { lattice, marbles, roundLimit: null }));
}

/** A modest budget: these proofs take a few hundred to a few thousand playouts. */
const BUDGET = 20_000;
/** The exhaustive checks run in well under a second each, but the machine may be busy. */
const SLOW = 60_000;

describe('the search as a solver', () => {
  it.each([
    // Player 1 has two marbles left and player 2 three.
    ['square 5x5', 2, position(['.....', '21112', '...1.', '2....', '.....'], 6)],
    ['hexagon of side 3', 2, position(['--...', '-21..', '.1...', '.1..-', '.2.--'], 5, 'hex')],
    // Player 1 has two marbles left and player 2 four.
    ['square 5x5', 3, position(['.....', '.111.', '.....', '22...', '....1'], 6)],
    ['hexagon of side 3', 3, position(['--...', '-.1..', '.....', '211.-', '...--'], 5, 'hex')],
  ] as const)(
    "proves a forced win on the %s in %d of the mover's turns and plays it",
    (_, turns, game) => {
      const winning = forcedWins(game, turns);
      expect(forcedWins(game, turns - 1)).toEqual([]);
      expect(winning.length).toBeGreaterThan(0);
      const result = search(game, { seed: 1, playouts: BUDGET });
      expect(result.stats[0]).toMatchObject({ move: result.move, proof: 'win', value: 1 });
      expect(result.value).toBe(1);
      expect(winning).toContain(result.move);
      for (const stat of result.stats) if (stat.proof === 'win') expect(winning).toContain(stat.move);
      // A proven root ends the search before its budget.
      expect(result.playouts).toBeLessThan(BUDGET);
    },
    SLOW,
  );

  it('finds the one move that does not lose', () => {
    // Two rounds, then the marbles on the board decide: after every drop but one, player 2 can
    // come out ahead.
    const game = FastGame.fromState(
      stateOf(['1...1', '.....', '...2.', '.12..', '....2'], { marbles: 6, roundLimit: 2 }),
    );
    const exact = moveOutcomes(game);
    const holding = [...exact].filter(([, outcome]) => outcome !== 'loss');
    expect(holding).toEqual([[expect.any(Number), 'draw']]);
    const result = search(game, { seed: 4, playouts: 20_000 });
    expect(result.move).toBe(holding[0]![0]);
    expect(result.stats[0]!.proof).not.toBe('loss');
    for (const stat of result.stats) if (stat.proof) expect(stat.proof).toBe(exact.get(stat.move));
  });

  it('proves draws and losses to the end of a two-turn game and picks a draw over them', () => {
    // One round: player 2's reply ends the game and the marbles on the board decide it; player 1
    // can only hold the count level where player 2 cannot push one of their marbles off.
    const game = FastGame.fromState(
      stateOf(['.....2.', '.......', '......2', '.....1.', '2.1....', '..22..1', '.1...1.'], { roundLimit: 1 }),
    );
    const exact = moveOutcomes(game);
    const result = search(game, { seed: 2, playouts: BUDGET });
    expect(result.stats.length).toBe(exact.size);
    for (const stat of result.stats) expect(stat.proof).toBe(exact.get(stat.move));
    expect(result.stats[0]!.proof).toBe('draw');
    expect(result.value).toBe(0.5);
    expect(result.playouts).toBeLessThan(BUDGET);
  });

  it('proves nothing above the finished games with three players', () => {
    // One round of three turns: only the third turn ends the game, so with proofs that do not
    // climb no root move is proven.
    const game = FastGame.fromState(
      stateOf(['.....2.', '.......', '......2', '.....1.', '2.1..3.', '..22..1', '.1...1.'], {
        players: 3,
        roundLimit: 1,
      }),
    );
    const result = search(game, { seed: 2, playouts: 30_000 });
    expect(result.playouts).toBe(30_000);
    expect(result.stats.every((s) => s.proof === undefined)).toBe(true);
  });
});
