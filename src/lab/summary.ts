import { type Interval, wilsonInterval } from '../ai/stats';
import type { LabTally } from './tally';

/** The figures of a lab run; proportions with their 95% Wilson intervals. */
export interface LabSummary {
  readonly games: number;
  /** wins[p - 1]: games seat p won. */
  readonly wins: readonly number[];
  readonly draws: number;
  readonly swaps: number;
  readonly roundLimitEndings: number;
  /** Seat 1's score: a win 1, a draw shared by the sides (0.5 with two). */
  readonly firstPlayerScore: Interval;
  /** The same score for every seat, seat 1 first. */
  readonly seatScores: readonly Interval[];
  readonly drawRate: Interval;
  readonly roundLimitRate: Interval;
  readonly swapRate: Interval;
  readonly meanRounds: number;
  readonly medianRounds: number;
  /** Sample standard deviation of the game length in rounds. */
  readonly sdRounds: number;
  readonly minRounds: number;
  readonly maxRounds: number;
  readonly meanLeadChanges: number;
  /** Marbles that left the board per turn played, over all games. */
  readonly fallenPerTurn: number;
  /** Per layout cell, summed over the games. */
  readonly heat: {
    readonly drops: readonly number[];
    readonly exits: readonly number[];
    readonly obstacles: readonly number[];
  };
}

/** The value at sorted position `k` (0-based) of the distribution `counts[value]`. */
function nth(counts: readonly number[], k: number): number {
  let seen = 0;
  for (let v = 0; v < counts.length; v++) {
    seen += counts[v]!;
    if (seen > k) return v;
  }
  return 0;
}

interface Spread {
  readonly mean: number;
  readonly median: number;
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}

/** Mean, median, sample standard deviation and range of a distribution `counts[value]`. */
export function spreadOf(counts: readonly number[]): Spread {
  let n = 0;
  let sum = 0;
  counts.forEach((c, v) => {
    n += c;
    sum += c * v;
  });
  if (n === 0) return { mean: 0, median: 0, sd: 0, min: 0, max: 0 };
  const mean = sum / n;
  const squares = counts.reduce((s, c, v) => s + c * (v - mean) ** 2, 0);
  return {
    mean,
    median: (nth(counts, Math.floor((n - 1) / 2)) + nth(counts, Math.floor(n / 2))) / 2,
    sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
    min: nth(counts, 0),
    max: nth(counts, n - 1),
  };
}

export function summarizeLab(t: LabTally): LabSummary {
  const seatScores = t.wins.map((w) => wilsonInterval(w + t.draws / t.sides, t.games));
  const rounds = spreadOf(t.lengths);
  return {
    games: t.games,
    wins: t.wins,
    draws: t.draws,
    swaps: t.swaps,
    roundLimitEndings: t.roundLimitEndings,
    firstPlayerScore: seatScores[0]!,
    seatScores,
    drawRate: wilsonInterval(t.draws, t.games),
    roundLimitRate: wilsonInterval(t.roundLimitEndings, t.games),
    swapRate: wilsonInterval(t.swaps, t.games),
    meanRounds: rounds.mean,
    medianRounds: rounds.median,
    sdRounds: rounds.sd,
    minRounds: rounds.min,
    maxRounds: rounds.max,
    meanLeadChanges: t.games > 0 ? t.leadChanges / t.games : 0,
    fallenPerTurn: t.plies > 0 ? t.fallen / t.plies : 0,
    heat: { drops: t.drops, exits: t.exits, obstacles: t.obstacles },
  };
}
