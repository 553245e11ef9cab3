import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLayout } from '../../src/engine/board';
import { FastGame, ONGOING, SWAP } from '../../src/engine/fast';
import { type GameState, type Move, defaultRules, legalMoves, play, startGame } from '../../src/engine/game';
import type { LatticeKind } from '../../src/engine/lattice';
import { PRESETS, presetMarbles } from '../../src/engine/presets';
import { Random } from '../../src/engine/random';

interface Case {
  name: string;
  lattice: LatticeKind;
  layout: readonly string[];
  players: number;
  marbles: number;
  roundLimit?: number | null;
}

const OBSTACLES: Case[] = [
  {
    name: 'square with every obstacle on the rim and inside',
    lattice: 'square',
    layout: ['B..C...', '.......', '..H....', '...B...', '....C..', '-......', '--....B'],
    players: 2,
    marbles: 6,
  },
  {
    name: 'hex with bumpers and a hole',
    lattice: 'hex',
    layout: ['---B...', '--.....', '-...C..', '...H...', '.....B-', '.....--', 'B...---'],
    players: 3,
    marbles: 5,
  },
  {
    name: 'irregular four-player board with teams',
    lattice: 'square',
    layout: ['--.....--', '-...B...-', '.........', '..C...H..', '.........', '-...B...-', '--.....--'],
    players: 4,
    marbles: 4,
    roundLimit: 3,
  },
];

const CASES: Case[] = [
  ...PRESETS.flatMap((p) =>
    [2, 3, 4].map((players) => ({
      name: `${p.id}, ${players} players`,
      lattice: p.lattice,
      layout: p.layout,
      players,
      marbles: presetMarbles(p, players),
      roundLimit: 4,
    })),
  ),
  ...OBSTACLES,
];

function start(c: Case): GameState {
  const setup = parseLayout(c.lattice, c.layout);
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  const rules = { ...defaultRules(c.players, c.marbles), roundLimit: c.roundLimit ?? null };
  const state = startGame(setup.value, rules);
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return state.value;
}

function fastMoves(game: FastGame): Move[] {
  const out = new Int32Array(game.frame.playable.length + 1);
  const n = game.legalMoves(out);
  return Array.from(out.subarray(0, n), (m) => (m === SWAP ? 'swap' : m));
}

function expectSame(fast: FastGame, full: GameState): void {
  expect(fast.owners()).toEqual(full.owners);
  expect(Array.from(fast.reserves.subarray(1, full.rules.players + 1))).toEqual(full.reserves);
  expect(fast.toMove).toBe(full.toMove);
  expect(fast.turn).toBe(full.turn);
  expect(fast.status === ONGOING).toBe(full.result === null);
  expect(fast.winnerList()).toEqual(full.result ? [...full.result.winners] : []);
  expect(fastMoves(fast)).toEqual(legalMoves(full));
}

describe('fast path agrees with the full engine', () => {
  it.each(CASES)('$name', (c) => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (picks) => {
        let full = start(c);
        const fast = FastGame.fromState(full);
        expectSame(fast, full);
        for (const pick of picks) {
          const moves = legalMoves(full);
          if (moves.length === 0) break;
          const move = moves[pick % moves.length]!;
          const played = play(full, move);
          if (!played.ok) throw new Error(JSON.stringify(played.error));
          full = played.value.state;
          fast.play(move === 'swap' ? SWAP : move);
          expectSame(fast, full);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('random playouts end in a finished game with marbles conserved', () => {
    const c = CASES[0]!;
    const base = FastGame.fromState({ ...start(c), rules: { ...start(c).rules, pie: false } });
    const random = new Random(7);
    for (let i = 0; i < 200; i++) {
      const g = base.clone();
      g.playout(random);
      expect(g.status).not.toBe(ONGOING);
      for (let p = 1; p <= 2; p++) expect(g.reserves[p]! + g.onBoard[p]!).toBe(c.marbles);
      expect(g.owners().filter((o) => o > 0).length).toBe(g.onBoard[1]! + g.onBoard[2]!);
    }
  });

  it('a traced playout writes the cell of every turn in order, and plays as it would untraced', () => {
    // With the pie rule (the opening's swap goes by the legal list) and with three players (must-block).
    const bases = [CASES[0]!, { ...CASES[1]!, roundLimit: null }, OBSTACLES[1]!].map((c) =>
      FastGame.fromState(start(c)),
    );
    expect(bases.map((b) => [b.pie, b.mustBlock])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    let swaps = 0;
    for (const base of bases) {
      for (let seed = 1; seed <= 200; seed++) {
        const traced = base.clone();
        const trace = new Int16Array(1000).fill(-1);
        traced.playout(new Random(seed), 1000, trace);
        const plain = base.clone();
        plain.playout(new Random(seed));
        expect(traced.owners()).toEqual(plain.owners());
        expect(traced.winners).toBe(plain.winners);
        // Replaying the trace gives the same game: each entry is the drop's cell, or 0 for the swap.
        const replayed = base.clone();
        const turns = traced.turn - base.turn;
        for (let k = 0; k < turns; k++) {
          const cell = trace[k]!;
          if (cell === 0) swaps++;
          replayed.play(cell === 0 ? SWAP : base.frame.layoutOf[cell]!);
        }
        expect(trace[turns]).toBe(-1);
        expect(replayed.owners()).toEqual(traced.owners());
        expect(replayed.status).toBe(traced.status);
      }
    }
    expect(swaps).toBeGreaterThan(0);
  });

  it('playouts are reproducible from the seed', () => {
    const base = FastGame.fromState(start(OBSTACLES[1]!));
    const run = (seed: number): number[] => {
      const g = base.clone();
      g.playout(new Random(seed));
      return g.owners();
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });
});

describe('sameRules', () => {
  it('holds for a clone, however far it has played, and not across boards or rules', () => {
    const c = CASES[0]!;
    const game = FastGame.fromState(start(c));
    const later = game.clone();
    later.playout(new Random(3));
    expect(later.sameRules(game)).toBe(true);
    const rules = start(c).rules;
    const others = [
      FastGame.fromState(start(c)),
      FastGame.fromState({ ...start(c), rules: { ...rules, pie: !rules.pie } }),
      FastGame.fromState({ ...start(c), rules: { ...rules, roundLimit: 5 } }),
    ];
    for (const other of others) expect(other.sameRules(game)).toBe(false);
  });
});
