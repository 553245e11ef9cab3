import { Random } from '../engine/random';
import type { MoveStat, SearchResult } from './searchTypes';

/*
 * Root parallelisation: every worker searches the same position with a seed of its own and a
 * share of the playouts, and the root statistics are merged. The workers share nothing while
 * they search, so a seed and a playout budget give the same merged result on any machine.
 */

type Proof = NonNullable<MoveStat['proof']>;

/** The mover's score of a proven outcome. */
const PROVEN_VALUE: Readonly<Record<Proof, number>> = { win: 1, draw: 0.5, loss: 0 };

/** Proven wins first and proven losses last: the solver's verdict outranks any count of visits. */
function rank(stat: MoveStat): number {
  return stat.proof === 'win' ? 0 : stat.proof === 'loss' ? 2 : 1;
}

/** The order of root moves: proven wins first, then most visited, then best valued; proven losses last. */
export function byStrength(a: MoveStat, b: MoveStat): number {
  return rank(a) - rank(b) || b.visits - a.visits || b.value - a.value;
}

/**
 * One search result from several workers' results for the same position: visits and playouts
 * summed per move, values weighted by visits (a plain mean for moves no worker visited, such as
 * a win in one), and a proof found by any worker holds (proofs are exact, so workers never
 * disagree on one).
 */
export function mergeResults(results: readonly SearchResult[]): SearchResult {
  if (results.length === 0) throw new Error('mergeResults needs at least one result');
  const merged = new Map<number, { visits: number; weighted: number; plain: number; seen: number; proof?: Proof }>();
  for (const result of results) {
    for (const stat of result.stats) {
      const entry = merged.get(stat.move) ?? { visits: 0, weighted: 0, plain: 0, seen: 0 };
      entry.visits += stat.visits;
      entry.weighted += stat.value * stat.visits;
      entry.plain += stat.value;
      entry.seen++;
      if (stat.proof) entry.proof = stat.proof;
      merged.set(stat.move, entry);
    }
  }
  const stats: MoveStat[] = [...merged].map(([move, e]) => {
    const value = e.proof ? PROVEN_VALUE[e.proof] : e.visits > 0 ? e.weighted / e.visits : e.plain / e.seen;
    return { move, visits: e.visits, value, ...(e.proof ? { proof: e.proof } : {}) };
  });
  stats.sort(byStrength);
  const best = stats[0]!;
  const playouts = results.reduce((n, r) => n + r.playouts, 0);
  return { move: best.move, playouts, value: best.value, stats };
}

/** One worker's part of a search: its seed, and its share of the playouts or the whole time. */
export interface Share {
  readonly seed: number;
  readonly playouts?: number;
  readonly ms?: number;
}

/**
 * Splits a search among `workers`: each gets a seed of its own (the first worker `seed` itself, so
 * one worker searches exactly as a plain search would) and an even share of the playouts, or the
 * same time. Workers whose share would be no playout at all are left out.
 */
export function sharesOf(
  budget: { readonly playouts?: number; readonly ms?: number },
  seed: number,
  workers: number,
): Share[] {
  const seeds = seedsOf(seed, workers);
  if (budget.playouts === undefined)
    return seeds.map((s) => ({ seed: s, ...(budget.ms !== undefined ? { ms: budget.ms } : {}) }));
  const base = Math.floor(budget.playouts / workers);
  const extra = budget.playouts % workers;
  return seeds.map((s, i) => ({ seed: s, playouts: base + (i < extra ? 1 : 0) })).filter((s) => s.playouts > 0);
}

/** `count` seeds from one: `seed` itself first, then values drawn from a generator seeded with it. */
export function seedsOf(seed: number, count: number): number[] {
  const random = new Random(seed);
  return Array.from({ length: count }, (_, i) => (i === 0 ? seed : random.next()));
}
