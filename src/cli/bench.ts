import { performance } from 'node:perf_hooks';
import { search } from '../ai/mcts';
import { resolveDrop } from '../engine/drop';
import { FastGame } from '../engine/fast';
import { type GameState, legalMoves, play } from '../engine/game';
import { type PresetId, findPreset } from '../engine/presets';
import { Random } from '../engine/random';
import { presetGame } from '../engine/setup';
import { LAB_DEFAULT } from '../lab/game';
import { runLabGames } from '../lab/tally';

export interface PlayoutFigure {
  perSecond: number;
  /** Mean turns per playout. */
  turns: number;
}

export interface BenchReport {
  /** Uniform-random playouts per second on 7x7, 2 players, 8 marbles, no pie, no round limit. */
  playouts7x7: number;
  playouts: Record<string, PlayoutFigure>;
  /** Drops resolved per second inside fast-path playouts on 7x7. */
  fastResolutionsPerSecond: number;
  /** Drops resolved per second by the full resolver that builds push lists. */
  fullResolutionsPerSecond: number;
  /** Playouts per second the tree search reaches on 7x7 (pie and round limit on, as in play). */
  searchPlayoutsPerSecond: number;
  /** Self-play games per second of `momentum lab` on 7x7 at its default player, on this one thread. */
  labGamesPerSecond: number;
  secondsPerFigure: number;
  node: string;
}

function benchStart(id: PresetId): GameState {
  const state = presetGame(findPreset(id)!, 2, { pie: false, roundLimit: null });
  if (!state.ok) throw new Error(state.error);
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
  const state = presetGame(findPreset('square7')!, 2);
  if (!state.ok) throw new Error(state.error);
  const t0 = performance.now();
  const result = search(FastGame.fromState(state.value), { seed, ms: seconds * 1000, now: () => performance.now() });
  return Math.round(result.playouts / ((performance.now() - t0) / 1000));
}

function measureLab(seconds: number, seed: number): number {
  const state = presetGame(findPreset('square7')!, 2);
  if (!state.ok) throw new Error(state.error);
  const job = { start: state.value, player: LAB_DEFAULT, seed };
  let games = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) runLabGames(job, games, ++games);
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
    labGamesPerSecond: measureLab(seconds, seed),
    secondsPerFigure: seconds,
    node: process.version,
  };
}

export function formatBench(r: BenchReport): string {
  const rows = Object.entries(r.playouts).map(
    ([id, f]) => `  ${id.padEnd(12)} ${String(f.perSecond).padStart(10)} playouts/s  (${f.turns} turns each)`,
  );
  return [
    `Engine throughput, one thread, ${r.secondsPerFigure} s per figure (Node ${r.node})`,
    'Uniform-random playouts, 2 players, no pie, no round limit:',
    ...rows,
    `Drop resolutions: fast path ${r.fastResolutionsPerSecond}/s, full resolver with push lists ${r.fullResolutionsPerSecond}/s`,
    `Tree search from the 7x7 start: ${r.searchPlayoutsPerSecond} playouts/s`,
    `Lab self-play on 7x7, default player: ${r.labGamesPerSecond} games/s`,
  ].join('\n');
}
