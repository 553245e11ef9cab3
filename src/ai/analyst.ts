import { type Board } from '../engine/board';
import { SWAP } from '../engine/fast';
import { type GameState, moveName } from '../engine/game';
import { Random } from '../engine/random';
import { loadRecord } from '../engine/record';
import type { WorkerHost } from '../workers/host';
import { spawnWebHost } from '../workers/webHost';
import { defaultWorkers, nodesPerWorker } from './client';
import { fastMove } from './lineSearch';
import type { SearchResult } from './searchTypes';
import { mergeResults } from './rootParallel';
import { type GameReview, reviewGame, reviewTasks } from './review';

/** What the analysis says of one position. */
export interface PositionAnalysis {
  /** The player to move's chance to win, 0 to 1. */
  readonly winChance: number;
  /** Playouts behind the figures, all workers together. */
  readonly playouts: number;
  /** The three best moves (cell name or `swap`), best first, each with the mover's chance to win. */
  readonly best: readonly { readonly move: string; readonly winChance: number; readonly visits: number }[];
}

export interface ReviewOptions {
  /** Playouts per position: the same seed and playouts give the same review as `momentum analyse`. */
  readonly playouts: number;
  readonly seed: number;
  readonly signal: AbortSignal;
  readonly onProgress: (done: number, total: number) => void;
}

/** Analysis on a pool of Web Workers. */
export interface Analyst {
  /** Continuous analysis of the record's last position; onUpdate about every 250 ms as it deepens; returns stop(). */
  watch(record: string, onUpdate: (analysis: PositionAnalysis) => void): () => void;
  /** Reviews every ply of the record's moves; resolves null when cancelled through the signal. */
  review(record: string, options: ReviewOptions): Promise<GameReview | null>;
  dispose(): void;
}

/** How long each round of a watch searches before its figures are shown. */
const WATCH_ROUND_MS = 250;

/** The figures of a search, moves by name. */
function analysisOf(result: SearchResult, board: Board, playouts: number): PositionAnalysis {
  return {
    winChance: result.value,
    playouts,
    best: result.stats.slice(0, 3).map((s) => ({
      move: moveName(board, s.move === SWAP ? 'swap' : s.move),
      winChance: s.value,
      visits: s.visits,
    })),
  };
}

/** A finished game's figures: the outcome for the player whose turn it would be. */
function outcomeOf(final: GameState): PositionAnalysis {
  const { result, toMove } = final;
  const winChance = result?.status === 'won' ? (result.winners.includes(toMove) ? 1 : 0) : 0.5;
  return { winChance, playouts: 0, best: [] };
}

/** True when the search has settled the position: more playouts cannot change its figures. */
function settled(result: SearchResult): boolean {
  return result.stats[0]!.proof === 'win' || result.stats.every((s) => s.proof !== undefined);
}

/**
 * An analyst on `workers` search workers (by default every core but the page's own), started
 * when first needed. A watch searches the position on every worker in rounds of a quarter second,
 * each worker resuming its own tree, and shows the merged figures after each round; a new watch
 * ends the last one. A review shares the positions out among the workers, so it gives the same
 * figures as `momentum analyse` for the same seed and playouts.
 */
export function createAnalyst(workers = defaultWorkers(), spawn: () => WorkerHost = spawnWebHost): Analyst {
  let pool: WorkerHost[] | null = null;
  let stopWatch: (() => void) | null = null;
  const workersNow = (): WorkerHost[] => (pool ??= Array.from({ length: Math.max(1, workers) }, spawn));
  const seeds = new Random(1);

  return {
    watch(record, onUpdate) {
      stopWatch?.();
      const replay = loadRecord(record);
      if (!replay.ok) return () => undefined;
      const { start, plies, final } = replay.value;
      if (final.result) {
        onUpdate(outcomeOf(final));
        return () => undefined;
      }
      const moves = plies.map((ply) => fastMove(ply.move));
      let stopped = false;
      const stop = (): void => {
        stopped = true;
        if (stopWatch === stop) stopWatch = null;
      };
      stopWatch = stop;
      void (async () => {
        let playouts = 0;
        while (!stopped) {
          const round = workersNow().map((worker, _, all) =>
            worker.run({
              kind: 'search',
              task: {
                start,
                moves,
                seed: seeds.next(),
                ms: WATCH_ROUND_MS,
                keepTree: true,
                maxNodes: nodesPerWorker(all.length),
              },
            }),
          );
          const merged = mergeResults(await Promise.all(round));
          if (stopped) return;
          playouts += merged.playouts;
          onUpdate(analysisOf(merged, final.board, playouts));
          if (settled(merged)) return;
        }
      })().catch(() => undefined); // a pool disposed of mid-round ends the watch
      return stop;
    },

    async review(record, { playouts, seed, signal, onProgress }) {
      const replay = loadRecord(record);
      if (!replay.ok) throw new Error(JSON.stringify(replay.error));
      const tasks = reviewTasks(replay.value, { playouts }, seed);
      const todo = tasks.flatMap((task, k) => (task ? [{ task, k }] : []));
      const searches: (SearchResult | null)[] = tasks.map(() => null);
      let next = 0;
      let done = 0;
      const cancelled = new Promise<null>((resolve) => {
        if (signal.aborted) resolve(null);
        signal.addEventListener('abort', () => resolve(null), { once: true });
      });
      // Each worker takes the next position as it comes free; a cancelled review hands out no more.
      const work = async (worker: WorkerHost): Promise<void> => {
        while (next < todo.length && !signal.aborted) {
          const { task, k } = todo[next++]!;
          searches[k] = await worker.run({ kind: 'search', task });
          if (!signal.aborted) onProgress(++done, todo.length);
        }
      };
      onProgress(0, todo.length);
      const all = Promise.all(workersNow().map(work)).then(() => (signal.aborted ? null : true));
      const finished = await Promise.race([all, cancelled]);
      return finished ? reviewGame(replay.value, searches, playouts, seed) : null;
    },

    dispose() {
      stopWatch?.();
      for (const worker of pool ?? []) worker.terminate();
      pool = null;
    },
  };
}
