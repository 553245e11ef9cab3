import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greedyMove, legalList, randomMove } from '../../src/ai/bots';
import { PLAYERS, chooseMove } from '../../src/ai/levels';
import { search } from '../../src/ai/serialSearch';
import { FastGame, SWAP } from '../../src/engine/fast';
import { hasWinningDrop, play } from '../../src/engine/game';
import { findPreset } from '../../src/engine/presets';
import { Random } from '../../src/engine/random';
import { presetGame } from '../../src/engine/setup';
import { stateOf } from '../engine/helpers';

const QUICK = { playouts: 200 };
/** Searches on a loaded two-core machine: allow time, this is no speed test. */
const SLOW = 60_000;

function fresh(board: string, players: number): FastGame {
  const state = presetGame(findPreset(board)!, players);
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return FastGame.fromState(state.value);
}

describe('computer players', () => {
  it.each(PLAYERS)(
    '%s only ever plays legal moves, on every kind of board',
    (player) => {
      fc.assert(
        fc.property(
          fc.constantFrom('square7', 'hex4', 'square9hole'),
          fc.constantFrom(2, 3, 4),
          fc.nat(),
          (board, players, seed) => {
            const game = fresh(board, players);
            const random = new Random(seed);
            for (let turn = 0; turn < 8 && game.status === 0; turn++) {
              const legal = legalList(game);
              const move =
                turn % 2 === 0 ? chooseMove(game, player, { seed, budget: QUICK }) : randomMove(game, random);
              expect(legal).toContain(move);
              game.play(move);
            }
          },
        ),
        { numRuns: 5 },
      );
    },
    SLOW,
  );

  it('is deterministic for a seed and a playout budget', () => {
    const game = fresh('square7', 2);
    game.play(24);
    game.play(10);
    const a = search(game, { seed: 5, playouts: 2000 });
    const b = search(game, { seed: 5, playouts: 2000 });
    expect(a).toEqual(b);
    expect(a.playouts).toBe(2000);
    expect(a.stats.reduce((n, s) => n + s.visits, 0)).toBe(2000);
  });

  it('stops on the clock it is given', () => {
    let t = 0;
    const result = search(fresh('square7', 2), { seed: 1, ms: 50, now: () => (t += 0.01) });
    // The fake clock advances 0.01 ms a reading and is read every 64 playouts.
    expect(result.playouts).toBeGreaterThan(64 * 4000);
    expect(result.playouts).toBeLessThan(64 * 5200);
  });

  it.each(['medium', 'hard'] as const)('%s finds a win in one', (level) => {
    // Player 1 has one marble left; a drop beside their own edge marbles would push one off.
    const state = stateOf(['1.2....', '2.1....', '..1.2..', '.......', '...1...', '.......', '1.....2'], {
      marbles: 6,
      roundLimit: null,
    });
    const game = FastGame.fromState(state);
    const move = chooseMove(game, level, { seed: 3, budget: QUICK });
    expect(move).not.toBe(SWAP);
    const after = play(state, move as number);
    if (!after.ok) throw new Error(JSON.stringify(after.error));
    expect(after.value.state.result).toMatchObject({ status: 'won', winners: [1] });
  });

  it('blocks the next player when must-block demands it', () => {
    // Three players: player 2 (next) has one marble left. Only drops that push a marble of
    // player 2 off the board stop them winning; the engine makes those the only legal moves.
    const state = stateOf(['2......', '.......', '.......', '...1...', '.......', '.......', '2......'], {
      players: 3,
      marbles: 3,
      roundLimit: null,
    });
    expect(hasWinningDrop({ ...state, toMove: 2 })).toBe(true);
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const move = chooseMove(FastGame.fromState(state), level, { seed: 1, budget: QUICK });
      const after = play(state, move as number);
      if (!after.ok) throw new Error(JSON.stringify(after.error));
      expect(after.value.state.result !== null || !hasWinningDrop(after.value.state)).toBe(true);
    }
  });

  it('swaps when the opening marble would otherwise win the game', () => {
    // With two marbles each, not swapping lets player 1 drop their last marble next turn.
    const state = presetGame(findPreset('square7')!, 2, { marbles: 2 });
    if (!state.ok) throw new Error(JSON.stringify(state.error));
    const game = FastGame.fromState(state.value);
    game.play(24);
    for (const level of ['medium', 'hard'] as const) {
      expect(chooseMove(game, level, { seed: 2, budget: { playouts: 3000 } })).toBe(SWAP);
    }
  });

  it('greedy takes the best immediate marble balance', () => {
    // Dropping on b6 pushes the two player-2 marbles on a7 and a5 off the board.
    const state = stateOf(['2......', '.......', '2......', '.......', '.......', '.......', '.......'], {
      roundLimit: null,
    });
    const move = greedyMove(FastGame.fromState(state), new Random(1));
    expect(move).toBe(8);
  });
});
