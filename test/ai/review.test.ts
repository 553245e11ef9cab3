import { describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { lineSearcher } from '../../src/ai/lineSearch';
import {
  type GameReview,
  type Judgement,
  judge,
  judgeWithin,
  marginOf,
  reviewFromMeta,
  reviewGame,
  reviewPly,
  reviewTasks,
  reviewToMeta,
} from '../../src/ai/review';
import { FastGame } from '../../src/engine/fast';
import { type Replay, loadRecord } from '../../src/engine/record';
import { REVIEW_PLAYOUTS } from '../../src/store/analysis';
import { english } from '../../src/store/language';
import { reviewProblemWords } from '../../src/words/open';
import { recordText } from '../engine/helpers';

function replayOf(text: string): Replay {
  const replay = loadRecord(text);
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  return replay.value;
}

/** Reviews a game in this thread, as the command and the app's workers do. */
function review(replay: Replay, playouts: number, seed: number): GameReview {
  const run = lineSearcher(() => 0);
  const searches = reviewTasks(replay, { playouts }, seed).map((task) => (task ? run(task) : null));
  return reviewGame(replay, searches, playouts, seed);
}

describe('judge', () => {
  it.each<[number, Judgement]>([
    [-0.05, 'best'],
    [0, 'best'],
    [0.001, 'good'],
    [0.099, 'good'],
    [0.1, 'inaccuracy'],
    [0.199, 'inaccuracy'],
    [0.2, 'mistake'],
    [0.299, 'mistake'],
    [0.3, 'blunder'],
    [1, 'blunder'],
  ])('a drop of %f is %s', (drop, label) => {
    expect(judge(drop)).toBe(label);
  });
});

describe('judgeWithin', () => {
  it.each<[number, number, Judgement]>([
    // The whole interval inside one band: that band's label.
    [0.35, 0.04, 'blunder'],
    [0.25, 0.04, 'mistake'],
    [0.15, 0.04, 'inaccuracy'],
    [0.05, 0.04, 'good'],
    [-0.02, 0.05, 'best'],
    // Best and good are one band: no error either way.
    [0.02, 0.05, 'good'],
    // Astride a threshold: the search cannot tell.
    [0.25, 0.06, 'unclear'],
    [0.08, 0.05, 'unclear'],
    [0.4, 0.3, 'unclear'],
    // Exact figures (a proof, an outcome) need no margin.
    [0.2, 0, 'mistake'],
  ])('a drop of %f give or take %f is %s', (drop, margin, label) => {
    expect(judgeWithin(drop, margin)).toBe(label);
  });
});

describe('marginOf', () => {
  it('shrinks as the playouts grow, and is nothing between exact figures', () => {
    const small = marginOf({ p: 0.6, n: 50 }, { p: 0.4, n: 300 });
    const large = marginOf({ p: 0.6, n: 5000 }, { p: 0.4, n: 20_000 });
    expect(large).toBeLessThan(small / 5);
    expect(marginOf({ p: 1, n: Infinity }, { p: 0, n: Infinity })).toBe(0);
    // A few playouts that all ended alike still leave room for doubt.
    expect(marginOf({ p: 1, n: 3 }, { p: 0, n: Infinity })).toBeGreaterThan(0.1);
  });
});

describe('reviewPly', () => {
  const figures = { ply: 4, played: 'c3', before: 0.62, after: 0.3, best: 'd4', bestChance: 0.62, margin: 0 };

  it.each<[Partial<typeof figures>, Judgement]>([
    [{}, 'blunder'],
    [{ after: 0.55 }, 'good'],
    [{ after: 0.5 }, 'inaccuracy'],
    [{ after: 0.4 }, 'mistake'],
    [{ after: 0.7 }, 'best'],
    // The search's own choice is the best move whatever the next position's search says of it.
    [{ played: 'd4' }, 'best'],
    // A drop that a search of this budget may be off by across a threshold.
    [{ after: 0.4, margin: 0.05 }, 'unclear'],
    [{ after: 0.4, margin: 0.01 }, 'mistake'],
  ])('labels %j as %s', (change, label) => {
    expect(reviewPly({ ...figures, ...change }).label).toBe(label);
  });

  it('keeps chances to three decimals and labels from the rounded figures', () => {
    const ply = reviewPly({ ...figures, before: 0.61234, bestChance: 0.61234, after: 0.51184 });
    expect(ply).toEqual({ ply: 4, before: 0.612, after: 0.512, best: 'd4', bestChance: 0.612, label: 'inaccuracy' });
  });
});

describe('a review of a game with a known blunder', () => {
  it.each([
    // Square 7x7: player 2's a7 leaves player 1 a drop that empties their reserve.
    ['square7', ['f2', 'b6', 'd6', 'c2', 'f1', 'e6', 'e7', 'g1', 'a5', 'e3', 'g5', 'c5', 'c4', 'a7']],
    // Hexagon side 5: player 2's a2 does the same on the hexagonal lattice.
    [
      'hex5',
      [
        'e2',
        'c4',
        'i8',
        'g5',
        'f5',
        'h7',
        'd1',
        'b3',
        'd4',
        'c2',
        'd2',
        'a1',
        'h8',
        'f2',
        'd8',
        'b2',
        'b3',
        'h9',
        'c5',
        'd4',
        'a3',
      ],
    ],
  ] as const)('labels the move that hands over a win in one a blunder on %s', (board, moves) => {
    const replay = replayOf(recordText(board, moves));
    // The move leaves the opponent a win in one, and another move would not have.
    const opponentWinsAfter = (game: FastGame): boolean => game.hasWinningDrop(game.toMove);
    expect(opponentWinsAfter(FastGame.fromState(replay.final))).toBe(true);
    const before = FastGame.fromState(replay.plies.at(-2)!.state);
    const safe = legalList(before).filter((move) => {
      const game = before.clone();
      game.play(move);
      return !opponentWinsAfter(game);
    });
    expect(safe.length).toBeGreaterThan(0);
    const { plies } = review(replay, 3000, 1);
    const last = plies.at(-1)!;
    expect(last).toMatchObject({ ply: moves.length, after: 0, label: 'blunder' });
    expect(last.bestChance).toBeGreaterThanOrEqual(0.3);
    expect(last.best).not.toBe(moves.at(-1));
  });

  it('is the same review for the same seed and playouts, and reads each chance after as the next one before', () => {
    const replay = replayOf(recordText('square7', ['b5', 'swap', 'c7', 'd5', 'e2']));
    const first = review(replay, 500, 3);
    expect(review(replay, 500, 3)).toEqual(first);
    expect(first.plies.map((p) => p.ply)).toEqual([1, 2, 3, 4, 5]);
    for (const [i, ply] of first.plies.entries()) {
      // With two players the chance after a move is what the opponent's search leaves.
      const next = first.plies[i + 1];
      if (next) expect(ply.after).toBeCloseTo(1 - next.before, 3);
    }
  });

  it('scores a move that ends the game by its outcome', () => {
    const moves = ['f2', 'b6', 'd6', 'c2', 'f1', 'e6', 'e7', 'g1', 'a5', 'e3', 'g5', 'c5', 'c4', 'a7'];
    const replay = replayOf(recordText('square7', [...moves, 'g4']));
    expect(replay.final.result).toMatchObject({ status: 'won', winners: [1] });
    const tasks = reviewTasks(replay, { playouts: 100 }, 1);
    expect(tasks.at(-1)).toBeNull();
    expect(review(replay, 100, 1).plies.at(-1)).toMatchObject({ after: 1, label: 'best' });
  });

  it('reads the mover’s chance from the search of the move itself with three players', () => {
    const replay = replayOf(recordText('square7', ['b5', 'a2', 'c7', 'd5', 'e2'], { players: 3, marbles: 6 }));
    const run = lineSearcher(() => 0);
    const tasks = reviewTasks(replay, { playouts: 400 }, 2);
    const searches = tasks.map((task) => (task ? run(task) : null));
    const { plies } = reviewGame(replay, searches, 400, 2);
    for (const [i, ply] of plies.entries()) {
      const played = replay.plies[i]!.move;
      const stat = searches[i]!.stats.find((s) => s.move === played)!;
      expect(stat.visits).toBeGreaterThan(0);
      expect(ply.after).toBeCloseTo(stat.value, 3);
    }
  });
});

describe('a review in meta', () => {
  const sample: GameReview = {
    playouts: 2000,
    seed: 7,
    plies: [
      { ply: 1, before: 0.5, after: 0.48, best: 'd4', bestChance: 0.5, label: 'good' },
      { ply: 2, before: 0.52, after: 0.52, best: 'swap', bestChance: 0.52, label: 'best' },
      { ply: 3, before: 0.48, after: 0.1, best: 'c3', bestChance: 0.48, label: 'blunder' },
      { ply: 4, before: 0.9, after: 0.75, best: 'a1', bestChance: 0.9, label: 'inaccuracy' },
      { ply: 5, before: 0.25, after: 0.01, best: 'b2', bestChance: 0.25, label: 'mistake' },
    ],
  };

  it('comes back as it went in, in a compact form', () => {
    const meta = reviewToMeta(sample);
    expect(JSON.parse(JSON.stringify(meta))).toEqual(meta);
    expect(meta).toMatchObject({ v: 1, playouts: 2000, seed: 7 });
    expect(reviewFromMeta(meta)).toEqual({ ok: true, value: sample });
  });

  it('is null when the record has none', () => {
    expect(reviewFromMeta(undefined)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['a string', { code: 'not-object' }, 'meta.review must be an object'],
    [{ v: 2, playouts: 1, seed: 1, plies: [] }, { code: 'unknown-version', version: '2' }, 'unknown version 2'],
    [{ v: 1, playouts: -1, seed: 1, plies: [] }, { code: 'bad-playouts' }, 'playouts must be a whole number'],
    [{ v: 1, playouts: 1, seed: 1.5, plies: [] }, { code: 'bad-seed' }, 'seed must be a whole number'],
    [{ v: 1, playouts: 1, seed: 1, plies: {} }, { code: 'plies-not-list' }, 'plies must be a list'],
    [
      { v: 1, playouts: 1, seed: 1, plies: [[500, 500, 'd4', 500]] },
      { code: 'bad-entry', ply: 1 },
      'ply 1 must be [before, after, best, bestChance, mark]',
    ],
    [
      { v: 1, playouts: 1, seed: 1, plies: [[500, 1001, 'd4', 500, '.']] },
      { code: 'bad-chances', ply: 1 },
      'ply 1: chances must be whole thousandths',
    ],
    [
      { v: 1, playouts: 1, seed: 1, plies: [[500, 0.5, 'd4', 500, '.']] },
      { code: 'bad-chances', ply: 1 },
      'ply 1: chances must be whole thousandths',
    ],
    [
      { v: 1, playouts: 1, seed: 1, plies: [[500, 500, '', 500, '.']] },
      { code: 'bad-best', ply: 1 },
      'ply 1: the best move must be a move name',
    ],
    [
      {
        v: 1,
        playouts: 1,
        seed: 1,
        plies: [
          [500, 500, 'd4', 500, '.'],
          [1, 2, 'a1', 3, '!!'],
        ],
      },
      { code: 'unknown-mark', ply: 2, mark: '"!!"' },
      'ply 2: unknown mark "!!"',
    ],
    [null, { code: 'not-object' }, 'meta.review must be an object'],
  ])('refuses a malformed review (%j)', (meta, problem, message) => {
    const read = reviewFromMeta(meta);
    expect(read).toEqual({ ok: false, error: problem });
    if (!read.ok) expect(english.words(reviewProblemWords(read.error))).toContain(message);
  });
});

describe('labels across budgets', () => {
  // Fixed games of 7x7: one from a report of Quick calling good moves mistakes, two cut from
  // random play (full of real errors), one from a noisy searcher.
  const games = [
    ['d4', 'swap', 'c3', 'd3', 'b6', 'c5'],
    ['f3', 'e7', 'e1', 'd3', 'd1', 'a7', 'c4', 'e6', 'g7', 'a6', 'g4', 'c1'],
    ['d2', 'e4', 'g5', 'g2', 'a6', 'a3', 'c5', 'f4', 'a7', 'c7', 'd5', 'e2', 'a2', 'g1', 'd4', 'g4'],
    ['d5', 'swap', 'd3', 'b3', 'c4', 'd3', 'd5', 'd6', 'd5', 'e2', 'e6', 'f5'],
  ];
  const quick = games.map((moves) => review(replayOf(recordText('square7', moves)), REVIEW_PLAYOUTS.quick, 1));
  const deep = games.map((moves) => review(replayOf(recordText('square7', moves)), REVIEW_PLAYOUTS.deep, 1));
  const error = (label: Judgement): boolean => label !== 'best' && label !== 'good';
  const pairs = quick.flatMap((q, g) =>
    q.plies
      .map((ply, i) => [ply.label, deep[g]!.plies[i]!.label] as const)
      .filter(([a, b]) => a !== 'unclear' && b !== 'unclear'),
  );

  it('never calls a move an error at Quick that Deep finds fine, or the other way', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(12);
    expect(pairs.filter(([a, b]) => error(a) !== error(b))).toEqual([]);
  });

  it('gives the same label at both depths to most moves both can judge', () => {
    const band = (label: Judgement): Judgement => (label === 'best' ? 'good' : label);
    const same = pairs.filter(([a, b]) => band(a) === band(b)).length;
    expect(same / pairs.length).toBeGreaterThanOrEqual(0.8);
  });

  it('finds no mistake in the reported game at Quick, as Deep finds none', () => {
    const worst = (r: GameReview): Judgement[] =>
      r.plies.map((p) => p.label).filter((l) => l === 'mistake' || l === 'blunder');
    expect(worst(deep[0]!)).toEqual([]);
    expect(worst(quick[0]!)).toEqual([]);
  });
});
