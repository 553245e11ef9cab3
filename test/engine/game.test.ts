import { describe, expect, it } from 'vitest';
import { parseLayout } from '../../src/engine/board';
import {
  type GameState,
  type MoveProblem,
  type Rules,
  type StartProblem,
  defaultRules,
  legalMoves,
  play,
  startGame,
} from '../../src/engine/game';
import { EMPTY7, HEX4, cellOf, describeEvent, layoutOf, legalNames, playMoves, stateOf } from './helpers';

/** Cells of a 7x7 board no two of which are neighbours: drops there push nothing. */
const APART = ['a1', 'c1', 'e1', 'g1', 'a3', 'c3', 'e3', 'g3', 'a5', 'c5'];

/** Empty 7x7 with row 7 (the top row) replaced. */
function topRow(row: string): string[] {
  return [row, ...EMPTY7.slice(1)];
}

function mustFail(state: GameState, move: string | number): MoveProblem {
  const played = play(state, typeof move === 'number' || move === 'swap' ? move : cellOf(state.board, move));
  if (played.ok) throw new Error(`${String(move)} was accepted`);
  return played.error;
}

describe('turn order', () => {
  it.each([
    { players: 2, toMove: 1, order: [1, 2, 1, 2, 1] },
    { players: 3, toMove: 1, order: [1, 2, 3, 1, 2, 3, 1] },
    { players: 4, toMove: 1, order: [1, 2, 3, 4, 1, 2, 3, 4, 1] },
    { players: 3, toMove: 2, order: [2, 3, 1, 2] },
    { players: 4, toMove: 4, order: [4, 1, 2, 3, 4] },
  ])('$players players starting with $toMove: $order', ({ players, toMove, order }) => {
    let state = stateOf(EMPTY7, { players, toMove });
    for (const [i, player] of order.entries()) {
      expect(state.toMove).toBe(player);
      expect(state.turn).toBe(i);
      state = playMoves(state, [APART[i]!]);
      expect(state.owners[cellOf(state.board, APART[i]!)]).toBe(player);
      expect(state.reserves[player - 1]).toBe(8 - Math.floor(i / players) - 1);
    }
  });
});

describe('legal moves and refused drops', () => {
  const state = stateOf(['1.C', 'B.H', '-.2'], { marbles: 2 });

  it('are the empty playable cells', () => {
    expect(legalNames(state)).toEqual(['b3', 'b2', 'b1']);
  });

  it('on a hexagon are its 37 cells when empty', () => {
    const hex = stateOf(HEX4, { lattice: 'hex', marbles: 6 });
    expect(legalMoves(hex)).toHaveLength(37);
    expect(legalNames(hex)).not.toContain('a7');
  });

  it.each<{ move: string | number; error: MoveProblem }>([
    { move: 'a3', error: { code: 'occupied', move: 'a3' } },
    { move: 'c3', error: { code: 'not-a-cell', move: 'c3', tile: 'cushion' } },
    { move: 'a2', error: { code: 'not-a-cell', move: 'a2', tile: 'bumper' } },
    { move: 'c2', error: { code: 'not-a-cell', move: 'c2', tile: 'hole' } },
    { move: 'a1', error: { code: 'not-a-cell', move: 'a1', tile: 'gap' } },
    { move: 9, error: { code: 'no-such-cell', cell: 9 } },
    { move: -1, error: { code: 'no-such-cell', cell: -1 } },
  ])('refuses $move: $error.code', ({ move, error }) => {
    expect(mustFail(state, move)).toEqual(error);
  });
});

describe('winning by emptying the reserve', () => {
  // Player 1 has one marble in reserve (a7 on the board), player 2 too (g1).
  const start = stateOf(['1......', ...EMPTY7.slice(1, 6), '......2'], { marbles: 2 });

  it('the mover who drops their last marble wins', () => {
    const after = playMoves(start, ['d4']);
    expect(after.result).toEqual({ status: 'won', winners: [1], reason: 'all-on-board' });
    expect(after.reserves).toEqual([0, 1]);
  });

  it('pushing an opponent off does not stop the mover winning', () => {
    const after = playMoves(start, ['f1']);
    expect(after.reserves).toEqual([0, 2]);
    expect(after.result).toEqual({ status: 'won', winners: [1], reason: 'all-on-board' });
  });

  it('pushing one of your own marbles off means you have not emptied your reserve', () => {
    const after = playMoves(start, ['b7']);
    expect(layoutOf(after)[0]).toBe('.1.....');
    expect(after.reserves).toEqual([1, 1]);
    expect(after.result).toBeNull();
    expect(after.toMove).toBe(2);
  });

  it('once the game is over there are no legal moves and play refuses', () => {
    const over = playMoves(start, ['d4']);
    expect(legalMoves(over)).toEqual([]);
    expect(mustFail(over, 'c3')).toEqual({ code: 'game-over', move: 'c3' });
    expect(mustFail(over, 'swap')).toEqual({ code: 'game-over', move: 'swap' });
  });

  it('a game of one marble each ends on the first drop, before any swap', () => {
    const after = playMoves(stateOf(EMPTY7, { marbles: 1 }), ['d4']);
    expect(after.result).toEqual({ status: 'won', winners: [1], reason: 'all-on-board' });
    expect(legalMoves(after)).toEqual([]);
  });

  describe.each([1, 2, 3, 4])('four players, player %i drops their last marble', (player) => {
    const layout = topRow(`${player}.....${player}`);
    it.each([
      { teams: true, winners: player % 2 === 1 ? [1, 3] : [2, 4] },
      { teams: false, winners: [player] },
    ])('teams $teams: winners $winners', ({ teams, winners }) => {
      const after = playMoves(stateOf(layout, { players: 4, marbles: 3, teams, toMove: player }), ['d4']);
      expect(after.result).toEqual({ status: 'won', winners, reason: 'all-on-board' });
    });
  });
});

describe('round limit', () => {
  it.each<{ name: string; layout?: readonly string[]; rules: Partial<Rules>; moves: string[]; result: unknown }>([
    {
      name: 'two players, limit 1: one marble each after two turns is a draw',
      rules: { roundLimit: 1 },
      moves: ['d4', 'a1'],
      result: { status: 'drawn', winners: [], reason: 'round-limit' },
    },
    {
      name: 'a swap counts as a turn, and the swapped marble counts for its new owner',
      rules: { roundLimit: 1 },
      moves: ['d4', 'swap'],
      result: { status: 'won', winners: [2], reason: 'round-limit' },
    },
    {
      name: 'two players, limit 2: strictly more marbles on the board wins',
      rules: { roundLimit: 2 },
      moves: ['d4', 'a1', 'g1', 'f1'],
      result: { status: 'won', winners: [2], reason: 'round-limit' },
    },
    {
      name: 'three players, limit 1: 3 against 2 and 2',
      layout: topRow('1.1.2.3'),
      rules: { players: 3, marbles: 5, roundLimit: 1 },
      moves: ['a1', 'c1', 'e1'],
      result: { status: 'won', winners: [1], reason: 'round-limit' },
    },
    {
      name: 'three players, limit 1: the two leaders tie, a draw',
      layout: topRow('....2.3'),
      rules: { players: 3, marbles: 5, roundLimit: 1 },
      moves: ['a1', 'c1', 'e1'],
      result: { status: 'drawn', winners: [], reason: 'round-limit' },
    },
    {
      name: 'four players in teams: players 1 and 3 hold 2 + 4, players 2 and 4 hold 4 + 1',
      layout: ['1.2.2.2', '.......', '3.3.3..', ...EMPTY7.slice(3)],
      rules: { players: 4, marbles: 6, roundLimit: 1 },
      moves: ['a1', 'c1', 'e1', 'g1'],
      result: { status: 'won', winners: [1, 3], reason: 'round-limit' },
    },
    {
      name: 'four players alone: players 2 and 3 tie with 4, a draw',
      layout: ['1.2.2.2', '.......', '3.3.3..', ...EMPTY7.slice(3)],
      rules: { players: 4, marbles: 6, roundLimit: 1, teams: false },
      moves: ['a1', 'c1', 'e1', 'g1'],
      result: { status: 'drawn', winners: [], reason: 'round-limit' },
    },
  ])('$name', ({ layout, rules, moves, result }) => {
    const start = stateOf(layout ?? EMPTY7, rules);
    const beforeLast = playMoves(start, moves.slice(0, -1));
    expect(beforeLast.result).toBeNull();
    const end = playMoves(beforeLast, moves.slice(-1));
    expect(end.turn).toBe(moves.length);
    expect(end.result).toEqual(result);
    expect(legalMoves(end)).toEqual([]);
  });

  it('a win on the last turn of the limit is a win by emptying the reserve', () => {
    const start = stateOf(topRow('111....'), { marbles: 4, roundLimit: 1, toMove: 2 });
    const end = playMoves(start, ['a1', 'd4']);
    expect(end.result).toEqual({ status: 'won', winners: [1], reason: 'all-on-board' });
  });

  // 169 cells on even rows and columns of a 26x26 board: far apart, so no drop pushes anything.
  const big = Array.from({ length: 26 }, () => '.'.repeat(26));
  const apart = Array.from({ length: 13 * 13 }, (_, i) => `${'acegikmoqsuwy'[i % 13]!}${26 - 2 * Math.floor(i / 13)}`);

  it('defaults to 30 rounds: the game ends after exactly 60 turns of two players', () => {
    const at59 = playMoves(stateOf(big, { marbles: 40 }), apart.slice(0, 59));
    expect(at59.result).toBeNull();
    const at60 = playMoves(at59, apart.slice(59, 60));
    expect(at60.result).toEqual({ status: 'drawn', winners: [], reason: 'round-limit' });
  });

  it('null turns the limit off', () => {
    const after = playMoves(stateOf(big, { marbles: 40, roundLimit: null }), apart.slice(0, 62));
    expect(after.result).toBeNull();
    expect(after.reserves).toEqual([9, 9]);
  });
});

describe('pie rule', () => {
  const opened = playMoves(stateOf(EMPTY7), ['d4']);

  it("is offered on the second player's first turn", () => {
    expect(legalNames(opened)).toContain('swap');
    expect(legalMoves(opened)).toHaveLength(49);
  });

  it("replaces the first player's marble, fixes both reserves and counts as a turn", () => {
    const played = play(opened, 'swap');
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    const { state, events } = played.value;
    expect(events.map((e) => describeEvent(state.board, e))).toEqual([{ kind: 'swap', cell: 'd4', from: 1, to: 2 }]);
    expect(layoutOf(state)[3]).toBe('...2...');
    expect(state.reserves).toEqual([8, 7]);
    expect(state.turn).toBe(2);
    expect(state.toMove).toBe(1);
    expect(legalNames(state)).not.toContain('swap');
    expect(mustFail(state, 'swap')).toEqual({ code: 'swap-too-late' });
  });

  it('is gone once the second player drops instead', () => {
    const declined = playMoves(opened, ['a1']);
    expect(legalNames(declined)).not.toContain('swap');
    expect(legalNames(playMoves(declined, ['g1']))).not.toContain('swap');
  });

  it('is never the first move', () => {
    expect(legalNames(stateOf(EMPTY7))).not.toContain('swap');
    expect(mustFail(stateOf(EMPTY7), 'swap')).toEqual({ code: 'swap-too-late' });
  });

  it.each<{ name: string; layout: readonly string[]; rules: Partial<Rules> }>([
    { name: 'pie is false', layout: EMPTY7, rules: { pie: false } },
    { name: 'three players, even with pie true', layout: EMPTY7, rules: { players: 3, pie: true } },
    { name: 'four players, even with pie true', layout: EMPTY7, rules: { players: 4, pie: true } },
    { name: 'the game started from a set-up position', layout: topRow('1.....2'), rules: {} },
  ])('is not offered when $name', ({ layout, rules }) => {
    const after = playMoves(stateOf(layout, rules), ['d4']);
    expect(legalNames(after)).not.toContain('swap');
    expect(play(after, 'swap').ok).toBe(false);
  });

  it('says swap is not part of a game without the pie rule', () => {
    expect(mustFail(playMoves(stateOf(EMPTY7, { pie: false }), ['d4']), 'swap')).toEqual({ code: 'no-swap' });
  });
});

describe('must block (three and four players)', () => {
  // One-row boards: only east and west pushes happen, so every outcome is easy to work by hand.
  it('allows only the drops that leave the next player no winning drop', () => {
    // Player 2 has one marble in reserve: only pushing a1 or j1 off the row stops them winning.
    const state = stateOf(['2........2'], { players: 3, marbles: 3 });
    expect(legalNames(state)).toEqual(['b1', 'i1']);
    expect(mustFail(state, 'c1')).toEqual({ code: 'must-block', move: 'c1', player: 2 });
    const blocked = playMoves(state, ['b1']);
    expect(blocked.reserves).toEqual([2, 2, 3]);
  });

  it('mustBlock false allows every drop', () => {
    const state = stateOf(['2........2'], { players: 3, marbles: 3, mustBlock: false });
    expect(legalNames(state)).toEqual(['b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1']);
    expect(playMoves(state, ['c1']).toMove).toBe(2);
  });

  it('has no effect with two players', () => {
    const state = stateOf(['2........2'], { players: 2, marbles: 3, mustBlock: true });
    expect(legalMoves(state)).toHaveLength(8);
  });

  it('always allows a move that ends the game', () => {
    // Player 1 wins with any drop that pushes neither a1 nor l1 off; b1 does not win (a1 goes off) but
    // blocks (c1 falls in the hole, so player 2 gets a marble back);
    // k1 pushes player 1's own l1 off and leaves player 2 free to win.
    const state = stateOf(['1.2H.2.....1'], { players: 3, marbles: 3 });
    expect(legalNames(state)).toEqual(['b1', 'e1', 'g1', 'h1', 'i1', 'j1']);
    expect(mustFail(state, 'k1')).toEqual({ code: 'must-block', move: 'k1', player: 2 });
    expect(playMoves(state, ['e1']).result).toEqual({ status: 'won', winners: [1], reason: 'all-on-board' });
    expect(playMoves(state, ['b1']).reserves).toEqual([1, 2, 3]);
  });

  it('allows every move when none blocks', () => {
    // Player 2's marbles cannot be pushed off the row in one turn, so player 2 can always win.
    const state = stateOf(['...2..2...'], { players: 3, marbles: 3 });
    expect(legalNames(state)).toEqual(['a1', 'b1', 'c1', 'e1', 'f1', 'h1', 'i1', 'j1']);
    expect(playMoves(state, ['f1']).toMove).toBe(2);
  });

  it('looks only at the next player', () => {
    // Player 3 could win, but player 2 moves next: player 1 is free; player 2 must block player 3.
    const layout = ['3........3'];
    expect(legalMoves(stateOf(layout, { players: 3, marbles: 3 }))).toHaveLength(8);
    expect(legalNames(stateOf(layout, { players: 3, marbles: 3, toMove: 2 }))).toEqual(['b1', 'i1']);
  });

  it('applies to the next player with four players', () => {
    const state = stateOf(['2...........2'], { players: 4, marbles: 3 });
    expect(legalNames(state)).toEqual(['b1', 'l1']);
  });
});

describe('set-up positions', () => {
  it('reserves are the marbles not on the layout, and toMove is respected', () => {
    const state = stateOf(['111....', ...EMPTY7.slice(1, 6), '2......'], { marbles: 5, toMove: 2 });
    expect(state.reserves).toEqual([2, 4]);
    expect(state.toMove).toBe(2);
    const after = playMoves(state, ['d4']);
    expect(after.owners[cellOf(after.board, 'd4')]).toBe(2);
    expect(after.toMove).toBe(1);
  });

  it.each<{ name: string; layout: readonly string[]; rules: Partial<Rules>; toMove?: number; error: StartProblem }>([
    {
      name: 'a player without a reserve',
      layout: topRow('11111..'),
      rules: { marbles: 5 },
      error: { code: 'no-reserve', player: 1, placed: 5, max: 4 },
    },
    {
      name: 'a marble digit above the player count',
      layout: ['.......', '..3....', ...EMPTY7.slice(2)],
      rules: {},
      error: { code: 'absent-player', player: 3, cell: 'c6', players: 2 },
    },
    {
      name: 'fewer playable cells than marbles',
      layout: ['...', '...', '...'],
      rules: { marbles: 5 },
      error: { code: 'too-few-cells', cells: 9, marbles: 10 },
    },
    {
      name: 'as many playable cells as marbles',
      layout: ['...', '.H.', '...'],
      rules: { marbles: 4 },
      error: { code: 'too-few-cells', cells: 8, marbles: 8 },
    },
    {
      name: 'toMove past the players',
      layout: EMPTY7,
      rules: {},
      toMove: 3,
      error: { code: 'bad-to-move', toMove: 3, players: 2 },
    },
    {
      name: 'toMove 0',
      layout: EMPTY7,
      rules: { players: 3 },
      toMove: 0,
      error: { code: 'bad-to-move', toMove: 0, players: 3 },
    },
    { name: 'one player', layout: EMPTY7, rules: { players: 1 }, error: { code: 'bad-players', players: 1 } },
    { name: 'five players', layout: EMPTY7, rules: { players: 5 }, error: { code: 'bad-players', players: 5 } },
    {
      name: 'no marbles',
      layout: EMPTY7,
      rules: { marbles: 0 },
      error: { code: 'bad-marbles', marbles: 0 },
    },
    {
      name: 'teams with three players',
      layout: EMPTY7,
      rules: { players: 3, teams: true },
      error: { code: 'teams-need-four', players: 3 },
    },
    {
      name: 'a round limit of 0',
      layout: EMPTY7,
      rules: { roundLimit: 0 },
      error: { code: 'bad-round-limit', roundLimit: 0 },
    },
  ])('refuses $name', ({ layout, rules, toMove, error }) => {
    const setup = parseLayout('square', layout);
    if (!setup.ok) throw new Error(JSON.stringify(setup.error));
    const all = { ...defaultRules(rules.players ?? 2, 8), ...rules };
    expect(startGame(setup.value, all, toMove)).toEqual({ ok: false, error });
  });

  it('accepts a set-up that leaves exactly one marble in reserve', () => {
    const state = stateOf(topRow('1111...'), { marbles: 5 });
    expect(state.reserves).toEqual([1, 5]);
  });
});
