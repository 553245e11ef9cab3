import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/ai/stats';
import { defaultRules, startGame } from '../../src/engine/game';
import type { LabGame } from '../../src/lab/game';
import { spreadOf, summarizeLab } from '../../src/lab/summary';
import { type LabJob, type LabTally, emptyTally, mergeTallies, runLabGames, tallyOf } from '../../src/lab/tally';
import { setupOf } from '../engine/helpers';

const LAYOUT = ['....', '.H..', '....', '....'];

function start(players: number) {
  const state = startGame(setupOf(LAYOUT), defaultRules(players, 3));
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return state.value;
}

/** A made-up game: only the fields a test names differ from a quiet one. */
function game(fields: Partial<LabGame>): LabGame {
  const cells = (): number[] => new Array<number>(16).fill(0);
  const base = { winners: [1], draw: false, roundLimit: false, swapped: false, plies: 20, rounds: 10, leadChanges: 0 };
  return { ...base, fallen: 0, drops: cells(), exits: cells(), obstacles: cells(), ...fields };
}

function tally(players: number, games: readonly LabGame[]): LabTally {
  const s = start(players);
  return games.reduce((t, g) => mergeTallies(t, tallyOf(s, g)), emptyTally(s));
}

describe('spreadOf', () => {
  it.each([
    [[10, 12, 12, 15], { mean: 12.25, median: 12, min: 10, max: 15 }, 2.0616],
    [[10, 12, 15], { mean: 37 / 3, median: 12, min: 10, max: 15 }, 2.5166],
    [[10, 15], { mean: 12.5, median: 12.5, min: 10, max: 15 }, 3.5355],
    [[7], { mean: 7, median: 7, min: 7, max: 7 }, 0],
    [[], { mean: 0, median: 0, min: 0, max: 0 }, 0],
  ])('of %j', (values, expected, sd) => {
    const counts: number[] = [];
    for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
    const spread = spreadOf(Array.from(counts, (c) => c ?? 0));
    expect(spread).toMatchObject(expected);
    expect(spread.sd).toBeCloseTo(sd, 4);
  });
});

describe('summarizeLab', () => {
  it('scores the seats, counting a draw as half a win with two players', () => {
    const s = summarizeLab(
      tally(2, [
        game({ winners: [1], rounds: 10, swapped: true }),
        game({ winners: [2], rounds: 12, roundLimit: true, leadChanges: 3 }),
        game({ winners: [], draw: true, rounds: 12, roundLimit: true, leadChanges: 2 }),
        game({ winners: [1], rounds: 15, plies: 30, fallen: 10 }),
      ]),
    );
    expect(s).toMatchObject({ games: 4, wins: [2, 1], draws: 1, swaps: 1, roundLimitEndings: 2 });
    expect(s.firstPlayerScore).toEqual(wilsonInterval(2.5, 4));
    expect(s.seatScores).toEqual([wilsonInterval(2.5, 4), wilsonInterval(1.5, 4)]);
    expect(s.drawRate).toEqual(wilsonInterval(1, 4));
    expect(s.roundLimitRate).toEqual(wilsonInterval(2, 4));
    expect(s.swapRate).toEqual(wilsonInterval(1, 4));
    expect(s).toMatchObject({ meanRounds: 12.25, medianRounds: 12, minRounds: 10, maxRounds: 15 });
    expect(s.sdRounds).toBeCloseTo(2.0616, 4);
    expect(s.meanLeadChanges).toBe(1.25);
    expect(s.fallenPerTurn).toBeCloseTo(10 / 90, 10);
  });

  it('gives both seats of a team its wins, and a team game draw half to each team', () => {
    const s = summarizeLab(tally(4, [game({ winners: [1, 3] }), game({ winners: [], draw: true, roundLimit: true })]));
    expect(s.wins).toEqual([1, 0, 1, 0]);
    expect(s.seatScores.map((i) => i.value)).toEqual([0.75, 0.25, 0.75, 0.25]);
  });

  it('shares a three-player draw three ways', () => {
    const s = summarizeLab(tally(3, [game({ winners: [2] }), game({ winners: [], draw: true, roundLimit: true })]));
    expect(s.seatScores.map((i) => i.value)).toEqual([1 / 6, 2 / 3, 1 / 6]);
  });

  it('sums the heat maps', () => {
    const at = (cell: number, n: number): number[] => Array.from({ length: 16 }, (_, i) => (i === cell ? n : 0));
    const s = summarizeLab(
      tally(2, [game({ drops: at(0, 2), exits: at(3, 1), obstacles: at(5, 4) }), game({ drops: at(0, 1) })]),
    );
    expect(s.heat).toEqual({ drops: at(0, 3), exits: at(3, 1), obstacles: at(5, 4) });
  });
});

describe('tallies', () => {
  const job: LabJob = { start: start(2), player: { level: 'hard', playouts: 30 }, seed: 9 };
  const whole = runLabGames(job, 0, 9);

  it('of chunks merge, in any order, into the tally of the whole run', () => {
    const [a, b, c] = [runLabGames(job, 0, 2), runLabGames(job, 2, 7), runLabGames(job, 7, 9)];
    expect(mergeTallies(mergeTallies(a, b), c)).toEqual(whole);
    expect(mergeTallies(c, mergeTallies(b, a))).toEqual(whole);
    expect(summarizeLab(mergeTallies(b, mergeTallies(c, a)))).toEqual(summarizeLab(whole));
  });

  it('count every game once', () => {
    expect(whole.games).toBe(9);
    expect(whole.lengths.reduce((x, y) => x + y)).toBe(9);
    expect(whole.wins.reduce((x, y) => x + y) + whole.draws).toBe(9);
    expect(whole.drops.reduce((x, y) => x + y)).toBe(whole.plies - whole.swaps);
  });

  it('refuse to merge runs of different boards', () => {
    expect(() => mergeTallies(whole, emptyTally(start(3)))).toThrow(/different/);
  });
});
