import { describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { UctSearcher, uctSearch } from '../../src/ai/plainUct';
import { FastGame } from '../../src/engine/fast';
import { play } from '../../src/engine/game';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';
import { stateOf } from '../engine/helpers';

function fresh(board: string, players: number, teams = false): FastGame {
  const state = presetGame(findPreset(board)!, players, { teams });
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return FastGame.fromState(state.value);
}

describe('plain UCT baseline', () => {
  it('finds a win in one by search alone', () => {
    // Player 1 has one marble left; a drop beside their own edge marbles would push one off.
    // UCT has no win-in-one shortcut: its playouts must find a winning drop.
    const state = stateOf(['1.2....', '2.1....', '..1.2..', '.......', '...1...', '.......', '1.....2'], {
      marbles: 6,
      roundLimit: null,
    });
    const result = uctSearch(FastGame.fromState(state), { seed: 3, playouts: 3000 });
    const after = play(state, result.move as number);
    if (!after.ok) throw new Error(JSON.stringify(after.error));
    expect(after.value.state.result).toMatchObject({ status: 'won', winners: [1] });
    expect(result.stats[0]!.value).toBe(1);
  });

  it('is deterministic for a seed and spends exactly its playout budget', () => {
    const game = fresh('square7', 2);
    game.play(24);
    const a = uctSearch(game, { seed: 5, playouts: 777 });
    expect(uctSearch(game, { seed: 5, playouts: 777 })).toEqual(a);
    expect(uctSearch(game, { seed: 6, playouts: 777 }).stats).not.toEqual(a.stats);
    expect(a.playouts).toBe(777);
    expect(a.stats.reduce((n, s) => n + s.visits, 0)).toBe(777);
  });

  it('answers from reused tables exactly as from fresh ones', () => {
    const game = fresh('square7', 2);
    const searcher = new UctSearcher();
    // A long search first grows the tables past what the next one needs.
    searcher.search(game, { seed: 9, playouts: 5000 });
    game.play(24);
    expect(searcher.search(game, { seed: 4, playouts: 600 })).toEqual(uctSearch(game, { seed: 4, playouts: 600 }));
  });

  it('stops on the clock it is given', () => {
    let t = 0;
    // Each reading advances the clock 1 ms; the first sets the deadline at 1 + 10 and the clock
    // is read every 32 playouts, so the tenth reading after it (at 320 playouts) ends the search.
    const result = uctSearch(fresh('square7', 2), { seed: 1, ms: 10, now: () => ++t });
    expect(result.playouts).toBe(320);
  });

  it.each([
    ['square7', 3, false],
    ['hex4', 4, true],
  ] as const)('plays a legal move on %s with %d players', (board, players, teams) => {
    const game = fresh(board, players, teams);
    game.play(legalList(game)[0]!);
    const { move } = uctSearch(game, { seed: 2, playouts: 300 });
    expect(legalList(game)).toContain(move);
  });
});
