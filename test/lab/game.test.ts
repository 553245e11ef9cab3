import { describe, expect, it } from 'vitest';
import { chooseMove } from '../../src/ai/levels';
import { FastGame, SWAP } from '../../src/engine/fast';
import { type GameState, countOnBoard, defaultRules, play, sideOf, startGame } from '../../src/engine/game';
import { Random } from '../../src/engine/random';
import { type LabGame, SeatSearchers, gameSeed, playLabGame } from '../../src/lab/game';
import { setupOf } from '../engine/helpers';

/** A small board with one obstacle of each kind, so that every heat map has something to count. */
const TINY = ['..C..', '.....', 'B.H..', '.....', '.....'];

/** Four marbles each: enough lines form, even with four players, to reach every obstacle. */
function tinyStart(players: number): GameState {
  const state = startGame(setupOf(TINY), defaultRules(players, 4));
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return state.value;
}

/**
 * The same game as the lab plays it with the `random` level (same seeds, same moves), but told by
 * the full engine's push lists and counted here by hand: an independent account to check the lab's.
 */
function byHand(start: GameState, seed: number, index: number): LabGame {
  const { board, rules } = start;
  const zeros = (): number[] => new Array<number>(board.tiles.length).fill(0);
  const [drops, exits, obstacles] = [zeros(), zeros(), zeros()];
  const sides = rules.teams ? [1, 2] : Array.from({ length: rules.players }, (_, i) => i + 1);
  const leaderOf = (state: GameState): number => {
    const counts = sides.map((s) => sideOf(rules, s).reduce((n, p) => n + countOnBoard(state.owners, p), 0));
    const best = Math.max(...counts);
    return counts.filter((c) => c === best).length === 1 ? sides[counts.indexOf(best)]! : 0;
  };
  const random = new Random(gameSeed(seed, index));
  const fast = FastGame.fromState(start);
  let state = start;
  let [plies, fallen, leadChanges, leader, swapped] = [0, 0, 0, 0, false];
  while (!state.result) {
    const move = chooseMove(fast, 'random', { seed: random.next() });
    fast.play(move);
    const played = play(state, move === SWAP ? 'swap' : move);
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    state = played.value.state;
    plies++;
    for (const e of played.value.events) {
      if (e.kind === 'drop') drops[e.cell]!++;
      if (e.kind === 'swap') swapped = true;
      if (e.kind !== 'push') continue;
      if (e.result === 'edge' || e.result === 'hole') {
        exits[e.from!]!++;
        fallen++;
      }
      const tile = e.target === null ? 'gap' : board.tiles[e.target];
      if (tile === 'cushion' || tile === 'bumper' || tile === 'hole') obstacles[e.target!]!++;
    }
    const now = leaderOf(state);
    if (now !== 0 && leader !== 0 && now !== leader) leadChanges++;
    if (now !== 0) leader = now;
  }
  const result = state.result;
  return {
    winners: [...result.winners],
    draw: result.status === 'drawn',
    roundLimit: result.reason === 'round-limit',
    swapped,
    plies,
    rounds: Math.ceil(plies / rules.players),
    leadChanges,
    fallen,
    drops,
    exits,
    obstacles,
  };
}

describe('a lab game', () => {
  it.each([2, 3, 4])('with %d players counts what the full engine reports', (players) => {
    const start = tinyStart(players);
    const games = Array.from({ length: 40 }, (_, i) => playLabGame(start, { level: 'random' }, 7, i));
    games.forEach((game, i) => expect(game).toEqual(byHand(start, 7, i)));
    // The check means something only if the games met every obstacle, lost marbles and changed leads.
    const total = (pick: (g: LabGame) => number[]): number[] =>
      games.map(pick).reduce((a, b) => a.map((n, i) => n + b[i]!));
    const obstacles = total((g) => g.obstacles);
    for (const name of ['C', 'B', 'H']) expect(obstacles[TINY.join('').indexOf(name)]).toBeGreaterThan(0);
    expect(total((g) => g.exits).some((n) => n > 0)).toBe(true);
    expect(games.some((g) => g.leadChanges > 0)).toBe(true);
  });

  it('is the same for the same seed and game number, whoever plays it', () => {
    const start = tinyStart(2);
    const player = { level: 'hard', playouts: 40 } as const;
    const first = playLabGame(start, player, 3, 5);
    expect(playLabGame(start, player, 3, 5)).toEqual(first);
    const others = [playLabGame(start, player, 4, 5), playLabGame(start, player, 3, 6)];
    for (const other of others) expect(other).not.toEqual(first);
  });

  it('plays each game the same with search trees kept from earlier games, as a worker keeps them', () => {
    const player = { level: 'hard', playouts: 40 } as const;
    const seats = new SeatSearchers();
    for (const [players, index] of [
      [3, 0],
      [2, 5],
      [2, 5],
      [4, 1],
      [2, 6],
    ] as const) {
      const start = tinyStart(players);
      expect(playLabGame(start, player, 3, index, seats)).toEqual(playLabGame(start, player, 3, index));
    }
  });

  it('records a consistent game with a searching player', () => {
    const start = tinyStart(2);
    for (let i = 0; i < 4; i++) {
      const g = playLabGame(start, { level: 'hard', playouts: 40 }, 1, i);
      expect(g.rounds).toBe(Math.ceil(g.plies / 2));
      expect(g.drops.reduce((a, b) => a + b)).toBe(g.plies - (g.swapped ? 1 : 0));
      expect(g.exits.reduce((a, b) => a + b)).toBe(g.fallen);
      expect(g.draw).toBe(g.winners.length === 0);
      if (!g.roundLimit) expect(g.winners).toHaveLength(1);
    }
  });

  it('refuses a game without a round limit, which might never end', () => {
    const state = startGame(setupOf(TINY), { ...defaultRules(2, 4), roundLimit: null });
    if (!state.ok) throw new Error(JSON.stringify(state.error));
    expect(() => playLabGame(state.value, { level: 'random' }, 1, 0)).toThrow(/round limit/);
  });

  it('gives the games of a run unrelated seeds', () => {
    const seeds = new Set(Array.from({ length: 1000 }, (_, i) => gameSeed(1, i)));
    expect(seeds.size).toBe(1000);
    expect(gameSeed(1, 0)).not.toBe(gameSeed(2, 0));
  });
});
