import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type ReviewBudget, THRESHOLDS, reviewGame, reviewTasks } from '../ai/review';
import type { SearchResult } from '../ai/searchTypes';
import { loadRecord } from '../engine/record';
import { english } from '../i18n/english';
import { recordProblemWords } from '../words/problems';
import { type Output, readInput } from './io';
import { UsageError, options, wholeNumber } from './options';
import { SearchThreads } from './searchThreads';

/** Playouts per position when neither --ms nor --playouts is given. */
const DEFAULT_PLAYOUTS = 10_000;

const thresholds = THRESHOLDS.map((t) => `${t.label} ${Math.round(t.drop * 100)}`).join(', ');

export const ANALYSE_HELP = english('cli.analyse.help', {
  good: Math.round(THRESHOLDS.at(-1)!.drop * 100),
  thresholds,
  playouts: DEFAULT_PLAYOUTS.toLocaleString('en'),
  json: '{playouts, seed, plies: [{ply, player, move, before,\n                 after, best, bestChance, label}]}',
});

function budgetOf(text: (name: string) => string | undefined): ReviewBudget {
  const ms = text('ms');
  const playouts = text('playouts');
  if (ms !== undefined && playouts !== undefined) throw new UsageError(english('cli.option.budgetOrTime'));
  if (ms !== undefined) return { ms: wholeNumber('ms', ms, 0, 1) };
  return { playouts: wholeNumber('playouts', playouts, DEFAULT_PLAYOUTS, 1) };
}

interface AnalysedPly {
  readonly ply: number;
  readonly player: number;
  readonly move: string;
  readonly before: number;
  readonly after: number;
  readonly best: string;
  readonly bestChance: number;
  readonly label: string;
}

function formatAnalysis(plies: readonly AnalysedPly[], heading: string): string {
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const header = ['ply', 'player', 'move', 'before', 'after', 'best', 'best chance', 'label'];
  const rows = plies.map((p) => [
    String(p.ply),
    String(p.player),
    p.move,
    pct(p.before),
    pct(p.after),
    p.best,
    pct(p.bestChance),
    p.label,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, c) => cell.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  const counts = ['inaccuracy', 'mistake', 'blunder', 'unclear'].map((label) => {
    const count = plies.filter((p) => p.label === label).length;
    return label === 'unclear'
      ? `${count} unclear`
      : `${count} ${label === 'inaccuracy' ? 'inaccuracies' : `${label}s`}`;
  });
  return [heading, line(header), ...rows.map(line), counts.join(', ')].join('\n');
}

export async function analyseCommand(args: string[], io: Output, stdin?: () => Promise<string>): Promise<number> {
  const { text, flag, positionals } = options(args, ['ms', 'playouts', 'threads', 'seed'], ['json']);
  if (positionals.length !== 1)
    throw new UsageError(english('cli.oneInput', { command: 'analyse', argument: 'RECORD' }));
  const budget = budgetOf(text);
  const threads = wholeNumber('threads', text('threads'), availableParallelism(), 1);
  const seed = wholeNumber('seed', text('seed'), 1, 0);
  const replay = loadRecord(await readInput(positionals[0]!, stdin));
  if (!replay.ok) throw new UsageError(english.words(recordProblemWords(replay.error)));
  const tasks = reviewTasks(replay.value, budget, seed);
  const searched = tasks.filter((t) => t !== null);
  const pool = new SearchThreads(Math.max(1, Math.min(threads, searched.length)));
  let results: SearchResult[];
  try {
    let shown = performance.now();
    results = pool.map(searched, (done, total) => {
      // At most a line a second: a long analysis shows it is alive without flooding the terminal.
      if (performance.now() - shown < 1000 || done === total) return;
      shown = performance.now();
      io.error(english('cli.analyse.progress', { done: String(done), total: String(total) }));
    });
  } finally {
    await pool.close();
  }
  const searches = tasks.map((t) => (t === null ? null : results.shift()!));
  const run = searches.filter((s) => s !== null);
  const playouts = budget.playouts ?? Math.round(run.reduce((n, s) => n + s.playouts, 0) / Math.max(1, run.length));
  const review = reviewGame(replay.value, searches, playouts, seed);
  const plies: AnalysedPly[] = review.plies.map((p, i) => ({
    ply: p.ply,
    player: replay.value.plies[i]!.player,
    move: replay.value.record.moves[i]!,
    before: p.before,
    after: p.after,
    best: p.best,
    bestChance: p.bestChance,
    label: p.label,
  }));
  if (flag('json')) {
    io.out(JSON.stringify({ playouts: review.playouts, seed, plies }));
  } else {
    const per =
      budget.playouts !== undefined
        ? english('cli.analyse.playouts', { playouts: String(budget.playouts) })
        : english('cli.analyse.ms', { ms: String(budget.ms) });
    const heading = english('cli.analyse.heading', { moves: String(plies.length), budget: per, seed: String(seed) });
    io.out(formatAnalysis(plies, heading));
  }
  return 0;
}
