import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProofBudgetSpent, Prover } from '../../src/ai/prover';
import { solve } from '../../src/ai/solution';
import { parseLayout } from '../../src/engine/board';
import { FastGame, ONGOING } from '../../src/engine/fast';
import { defaultRules, startGame } from '../../src/engine/game';
import type { LatticeKind } from '../../src/engine/lattice';
import { stateOf } from '../engine/helpers';
import { forcedWins, sideForcedWins } from './exhaustive';

const SHAPES: Readonly<Record<LatticeKind, readonly string[]>> = {
  square: ['....', '....', '....', '....'],
  hex: ['--...', '-....', '.....', '....-', '...--'],
};

interface Drawn {
  readonly lattice: LatticeKind;
  readonly players: number;
  readonly owners: readonly number[];
  readonly extra: number;
  readonly roundLimit: number | null;
}

/** A crowded small board: most cells hold marbles, so exhaustive search stays quick. */
function drawn(players: number, roundLimits: (number | null)[]): fc.Arbitrary<Drawn> {
  return fc.record({
    lattice: fc.constantFrom<LatticeKind>('square', 'hex'),
    players: fc.constant(players),
    owners: fc.array(fc.integer({ min: 0, max: players + 2 }), { minLength: 19, maxLength: 19 }),
    extra: fc.integer({ min: 1, max: 3 }),
    roundLimit: fc.constantFrom(...roundLimits),
  });
}

/** The drawn position as a game, or null when the engine refuses it (too many marbles). */
function gameOf(d: Drawn): FastGame | null {
  const shape = SHAPES[d.lattice];
  let next = 0;
  // Values above the player count stand for empty cells, so about a third of the board is free.
  const text = shape.map((row) =>
    [...row]
      .map((c) => (c === '.' ? d.owners[next++]! || d.players + 1 : c))
      .map((c) => (typeof c === 'number' ? (c > d.players ? '.' : String(c)) : c))
      .join(''),
  );
  const counts = Array.from({ length: d.players }, (_, p) => text.join('').split(String(p + 1)).length - 1);
  const marbles = Math.max(...counts) + d.extra;
  const setup = parseLayout(d.lattice, text);
  if (!setup.ok) return null;
  const rules = { ...defaultRules(d.players, marbles), pie: false, roundLimit: d.roundLimit };
  const start = startGame(setup.value, rules);
  return start.ok ? FastGame.fromState(start.value) : null;
}

/** Replays a solution line and says who won, and after how many of the solver's turns. */
function playedOut(game: FastGame, line: readonly number[]): { winners: number; solverTurns: number } {
  const solver = game.toMove;
  const g = game.clone();
  let solverTurns = 0;
  for (const move of line) {
    expect(g.status).toBe(ONGOING);
    if (g.toMove === solver) solverTurns++;
    g.play(move);
  }
  expect(g.status).not.toBe(ONGOING);
  return { winners: g.winners, solverTurns };
}

describe('the puzzle prover', () => {
  it('finds exactly the winning first moves of plain exhaustive search, two players', () => {
    fc.assert(
      fc.property(drawn(2, [null]), fc.integer({ min: 1, max: 3 }), (d, turns) => {
        const game = gameOf(d);
        if (!game) return;
        expect(new Prover(game).winningMoves(turns)).toEqual(forcedWins(game, turns));
      }),
      { seed: 57, numRuns: 60 },
    );
  });

  it('agrees with exhaustive search for three and four players, must-block, teams and round limits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4).chain((players) => drawn(players, [null, 1, 2])),
        fc.integer({ min: 1, max: 2 }),
        (d, turns) => {
          const game = gameOf(d);
          if (!game) return;
          expect(new Prover(game).winningMoves(turns)).toEqual(sideForcedWins(game, turns));
        },
      ),
      { seed: 9, numRuns: 60 },
    );
  });

  it('solves at the fewest turns and plays a line that wins in that many against the longest defence', () => {
    fc.assert(
      fc.property(drawn(2, [null, 3]), (d) => {
        const game = gameOf(d);
        if (!game) return;
        const solution = solve(game, 3);
        if (!solution) {
          expect(sideForcedWins(game, 3)).toEqual([]);
          return;
        }
        expect(solution.winning).toEqual(sideForcedWins(game, solution.winIn));
        if (solution.winIn > 1) expect(sideForcedWins(game, solution.winIn - 1)).toEqual([]);
        const { winners, solverTurns } = playedOut(game, solution.line);
        expect(winners & game.sideMask(game.toMove)).not.toBe(0);
        // The defence holds out to the last turn the proof allows.
        expect(solverTurns).toBe(solution.winIn);
      }),
      { seed: 3, numRuns: 60 },
    );
  });

  it('gives up with a coded error when the budget runs out', () => {
    // Eight marbles in reserve need eight turns: nothing is expanded, so nothing runs out.
    const game = FastGame.fromState(
      stateOf(
        Array.from({ length: 7 }, () => '.......'),
        { roundLimit: null },
      ),
    );
    expect(solve(game, 3, { maxNodes: 10 })).toBeNull();
    // Player 1 has two marbles left: a win in two takes expanding many replies.
    const busy = FastGame.fromState(
      stateOf(['.......', '..1.2..', '.2...1.', '...1...', '.1...2.', '..2.1..', '.......'], {
        marbles: 7,
        roundLimit: null,
      }),
    );
    expect(() => solve(busy, 3, { maxNodes: 10 })).toThrow(ProofBudgetSpent);
  });
});
