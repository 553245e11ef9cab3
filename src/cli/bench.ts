import { performance } from 'node:perf_hooks';
import { Searcher } from '../ai/serialSearch';
import { seedsOf, sharesOf } from '../ai/rootParallel';
import { sharedTreeMemory } from '../ai/sharedTree';
import { TreeParallelSearch } from '../ai/treeParallelSearch';
import { UctSearcher } from '../ai/plainUct';
import { resolveDrop } from '../engine/drop';
import { FastGame } from '../engine/fast';
import { type GameState, legalMoves, play } from '../engine/game';
import { type PresetId, findPreset } from '../engine/presets';
import { Random } from '../engine/random';
import { presetGame } from '../engine/setup';
import { LAB_DEFAULT, SeatSearchers } from '../lab/game';
import { runLabGames } from '../lab/tally';
import { english } from '../i18n/english';
import { setupProblemWords } from '../words/problems';
import type { Output } from './io';
import { options, wholeNumber } from './options';
import { SearchThreads } from './searchThreads';

export interface PlayoutFigure {
  perSecond: number;
  /** Mean turns per playout. */
  turns: number;
}

export interface ThreadFigure {
  oneThread: number;
  twoThreads: number;
  speedup: number;
}

export interface BenchReport {
  /** Uniform-random playouts per second on 7x7, 2 players, 8 marbles, no pie, no round limit. */
  playouts7x7: number;
  playouts: Record<string, PlayoutFigure>;
  /** Drops resolved per second inside fast-path playouts on 7x7. */
  fastResolutionsPerSecond: number;
  /** Drops resolved per second by the full resolver that builds push lists. */
  fullResolutionsPerSecond: number;
  /**
   * Playouts per second the tree search reaches from the same 7x7 start as `playouts7x7`, on a
   * searcher that has searched before (as in a game, where its tree's memory is already there).
   */
  searchPlayoutsPerSecond: number;
  /** Iterations per second of the arena's plain UCT from the same start, searched as the arena does. */
  uctIterationsPerSecond: number;
  /** Root-parallel search playouts per second on 7x7 on one worker thread and on two, each in a tree of its own. */
  threadedSearch: ThreadFigure;
  /** Tree-parallel search playouts per second on 7x7 on one worker thread and on two growing one shared tree. */
  sharedTreeSearch: ThreadFigure;
  /** Self-play games per second of `momentum lab` on 7x7 at its default player, on this one thread. */
  labGamesPerSecond: number;
  secondsPerFigure: number;
  node: string;
}

function benchStart(id: PresetId): GameState {
  const state = presetGame(findPreset(id)!, 2, { pie: false, roundLimit: null });
  if (!state.ok) throw new Error(english.words(setupProblemWords(state.error)));
  return state.value;
}

/** Runs uniform-random playouts on one thread for at least `seconds`. */
function measurePlayouts(id: PresetId, seconds: number, seed: number): PlayoutFigure {
  const base = FastGame.fromState(benchStart(id));
  const game = base.clone();
  const random = new Random(seed);
  let playouts = 0;
  let turns = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 2000; i++) {
      game.copyFrom(base);
      game.playout(random);
      turns += game.turn;
    }
    playouts += 2000;
    elapsed = performance.now() - t0;
  }
  return { perSecond: Math.round(playouts / (elapsed / 1000)), turns: Number((turns / playouts).toFixed(2)) };
}

/** Positions from random games, to time the full resolver on realistic middle-game boards. */
function samplePositions(start: GameState, count: number, random: Random): { state: GameState; cell: number }[] {
  const out: { state: GameState; cell: number }[] = [];
  let state = start;
  while (out.length < count) {
    const moves = legalMoves(state).filter((m): m is number => m !== 'swap');
    if (moves.length === 0) {
      state = start;
      continue;
    }
    const cell = moves[random.below(moves.length)]!;
    out.push({ state, cell });
    const next = play(state, cell);
    state = next.ok ? next.value.state : start;
  }
  return out;
}

function measureFullResolutions(seconds: number, seed: number): number {
  const samples = samplePositions(benchStart('square7'), 512, new Random(seed));
  let n = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (const { state, cell } of samples) resolveDrop(state.board, state.owners, cell, state.toMove);
    n += samples.length;
    elapsed = performance.now() - t0;
  }
  return Math.round(n / (elapsed / 1000));
}

function measureSearch(seconds: number, seed: number): number {
  const start = FastGame.fromState(benchStart('square7'));
  const searcher = new Searcher();
  const now = (): number => performance.now();
  // A first search on another position touches the memory the measured one reuses.
  const other = start.clone();
  other.play(0);
  searcher.search(other, { seed, ms: seconds * 1000, now });
  const t0 = now();
  const result = searcher.search(start, { seed, ms: seconds * 1000, now });
  return Math.round(result.playouts / ((now() - t0) / 1000));
}

function measureUct(seconds: number, seed: number): number {
  const start = FastGame.fromState(benchStart('square7'));
  const yardstick = new UctSearcher();
  const now = (): number => performance.now();
  // As in the arena, the measured search reuses the tables an earlier one grew.
  yardstick.search(start, { seed, ms: seconds * 1000, now });
  const t0 = now();
  const result = yardstick.search(start, { seed, ms: seconds * 1000, now });
  return Math.round(result.playouts / ((now() - t0) / 1000));
}

/**
 * The searches of `momentum ai --threads` and `arena` on worker threads, one thread and then two
 * at once: root parallelism (`analyse` too), each thread in a tree of its own, and tree
 * parallelism, the threads growing one shared tree.
 */
function measureThreadedSearch(
  seconds: number,
  seed: number,
): Pick<BenchReport, 'threadedSearch' | 'sharedTreeSearch'> {
  const state = presetGame(findPreset('square7')!, 2);
  if (!state.ok) throw new Error(english.words(setupProblemWords(state.error)));
  const start = state.value;
  const game = FastGame.fromState(start);
  const pool = new SearchThreads(2);
  const shared = new TreeParallelSearch(sharedTreeMemory());
  const timed = (run: () => number): number => {
    const t0 = performance.now();
    const playouts = run();
    return Math.round(playouts / ((performance.now() - t0) / 1000));
  };
  const sum = (counts: number[]): number => counts.reduce((n, c) => n + c, 0);
  const rootRate = (threads: number, ms: number): number =>
    timed(() => {
      const tasks = sharesOf({ ms }, seed, threads).map((share) => ({ start, moves: [], ...share }));
      return sum(pool.each(tasks).map((r) => r.playouts));
    });
  const treeRate = (threads: number, ms: number): number => {
    // Each measure starts from an empty tree, as a new game does.
    shared.forget();
    return timed(() => sum(pool.eachShared(shared.tasks(start, [], game, { ms, seed }, seedsOf(seed, threads)))));
  };
  const figure = (rate: (threads: number, ms: number) => number): ThreadFigure => {
    rate(2, 200); // the threads warm up to this search before anything is timed
    const oneThread = rate(1, seconds * 1000);
    const twoThreads = rate(2, seconds * 1000);
    return { oneThread, twoThreads, speedup: Number((twoThreads / oneThread).toFixed(2)) };
  };
  try {
    return { threadedSearch: figure(rootRate), sharedTreeSearch: figure(treeRate) };
  } finally {
    void pool.close();
  }
}

function measureLab(seconds: number, seed: number): number {
  const state = presetGame(findPreset('square7')!, 2);
  if (!state.ok) throw new Error(english.words(setupProblemWords(state.error)));
  const job = { start: state.value, player: LAB_DEFAULT, seed };
  const seats = new SeatSearchers();
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) runLabGames(job, games, ++games, seats);
  return Number((games / ((performance.now() - t0) / 1000)).toFixed(1));
}

export function runBench(seconds: number, seed = 1): BenchReport {
  const square7 = measurePlayouts('square7', seconds, seed);
  const square9hole = measurePlayouts('square9hole', seconds, seed);
  const hex5 = measurePlayouts('hex5', seconds, seed);
  return {
    playouts7x7: square7.perSecond,
    playouts: { square7, square9hole, hex5 },
    fastResolutionsPerSecond: Math.round(square7.perSecond * square7.turns),
    fullResolutionsPerSecond: measureFullResolutions(seconds, seed),
    searchPlayoutsPerSecond: measureSearch(seconds, seed),
    uctIterationsPerSecond: measureUct(seconds, seed),
    ...measureThreadedSearch(seconds, seed),
    labGamesPerSecond: measureLab(seconds, seed),
    secondsPerFigure: seconds,
    node: process.version,
  };
}

export function formatBench(r: BenchReport): string {
  // Figures as plain digits, the way they always printed: scripts compare them.
  const rows = Object.entries(r.playouts).map(
    ([id, f]) =>
      `  ${english('cli.bench.board', { id: id.padEnd(12), perSecond: String(f.perSecond).padStart(10), turns: String(f.turns) })}`,
  );
  return [
    english('cli.bench.heading', { seconds: String(r.secondsPerFigure), node: r.node }),
    english('cli.bench.playouts'),
    ...rows,
    english('cli.bench.drops', { fast: String(r.fastResolutionsPerSecond), full: String(r.fullResolutionsPerSecond) }),
    english('cli.bench.search', {
      perSecond: String(r.searchPlayoutsPerSecond),
      ratio: (r.searchPlayoutsPerSecond / r.playouts7x7).toFixed(2),
    }),
    english('cli.bench.uct', {
      perSecond: String(r.uctIterationsPerSecond),
      ratio: (r.uctIterationsPerSecond / r.playouts7x7).toFixed(2),
    }),
    english('cli.bench.threads', {
      one: String(r.threadedSearch.oneThread),
      two: String(r.threadedSearch.twoThreads),
      speedup: String(r.threadedSearch.speedup),
    }),
    english('cli.bench.sharedTree', {
      one: String(r.sharedTreeSearch.oneThread),
      two: String(r.sharedTreeSearch.twoThreads),
      speedup: String(r.sharedTreeSearch.speedup),
    }),
    english('cli.bench.lab', { rate: String(r.labGamesPerSecond) }),
  ].join('\n');
}

export const BENCH_HELP = english('cli.bench.help');

/** `momentum bench`: the figures as a table, or as one JSON object. */
export async function benchCommand(args: string[], io: Output): Promise<number> {
  const { text, flag } = options(args, ['seconds'], ['json']);
  const seconds = wholeNumber('seconds', text('seconds'), 2, 1);
  const report = runBench(seconds);
  io.out(flag('json') ? JSON.stringify(report) : formatBench(report));
  return 0;
}
