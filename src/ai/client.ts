import { wrap } from 'comlink';
import { SWAP } from '../engine/fast';
import { moveName } from '../engine/game';
import { Random } from '../engine/random';
import { type Result, ok } from '../engine/result';
import { LEVEL_BUDGET, limitsOf, pickMove } from './levels';
import { type LineTask, fastMove } from './lineSearch';
import type { SearchResult } from './mcts';
import { mergeResults, sharesOf } from './parallel';
import { MAX_NODES, NODE_BYTES } from './searchTree';
import { type ThinkProblem, type ThinkRequest, requestedGame } from './think';
import type { ThinkerApi } from './worker';

/** One search worker as the pools see it: a Web Worker in the app, the same thread in tests. */
export interface SearchWorker {
  search(task: LineTask): Promise<SearchResult>;
  think(request: ThinkRequest): Promise<Result<string, ThinkProblem>>;
  terminate(): void;
}

/** A search worker on a Web Worker of its own. */
export function spawnSearchWorker(): SearchWorker {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<ThinkerApi>(worker);
  // A worker whose script fails to load never answers: its error event fails the call instead.
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'a search worker failed to start')));
  });
  failed.catch(() => undefined);
  return {
    search: (task) => Promise.race([api.search(task), failed]),
    think: (request) => Promise.race([api.think(request), failed]),
    terminate: () => worker.terminate(),
  };
}

/** Workers for the pools: one per core but the one the page runs on, and at least one. */
export function defaultWorkers(cores = globalThis.navigator?.hardwareConcurrency ?? 1): number {
  return Math.max(1, cores - 1);
}

/** Memory one pool's trees may take, all its workers together: a page must not take the machine's. */
const POOL_TREE_BYTES = 512 * 2 ** 20;

/** The most nodes each of `workers` workers' trees may grow to; each keeps a spare of the same size. */
export function nodesPerWorker(workers: number): number {
  return Math.min(MAX_NODES, Math.floor(POOL_TREE_BYTES / (2 * NODE_BYTES * Math.max(1, workers))));
}

/** Asks the search workers for moves; `cancel` stops a search at once (undo, new game). */
export interface Thinker {
  think(request: ThinkRequest): Promise<Result<string, ThinkProblem> | null>;
  cancel(): void;
}

/**
 * A thinker on a pool of workers: the searching levels search on every worker at once (each with
 * its own seed and share of the playouts, each keeping its tree between moves) and play from the
 * merged statistics; the bots that do not search ask one worker. A cancelled search resolves to
 * null; the workers are replaced.
 */
export function createThinker(workers = defaultWorkers(), spawn = spawnSearchWorker): Thinker {
  let pool: SearchWorker[] | null = null;
  let pending: ((value: null) => void) | null = null;

  return {
    think(request) {
      pool ??= Array.from({ length: workers }, spawn);
      const chosen = decide(pool, request);
      return new Promise((resolve, reject) => {
        pending = resolve;
        chosen.then(
          (result) => {
            if (pending === resolve) {
              pending = null;
              resolve(result);
            }
          },
          (e: unknown) => {
            if (pending === resolve) {
              pending = null;
              reject(e instanceof Error ? e : new Error(String(e)));
            }
          },
        );
      });
    },
    cancel() {
      // A search cannot be interrupted from outside its thread; ending the workers is immediate.
      for (const worker of pool ?? []) worker.terminate();
      pool = null;
      pending?.(null);
      pending = null;
    },
  };
}

/** The move for a request, as `chooseMove` makes it, with the search shared among `pool`. */
async function decide(pool: readonly SearchWorker[], request: ThinkRequest): Promise<Result<string, ThinkProblem>> {
  const { player } = request;
  if (player === 'random' || player === 'greedy') return pool[0]!.think(request);
  const replay = requestedGame(request);
  if (!replay.ok) return replay;
  const { start, plies, final } = replay.value;
  const random = new Random(request.seed);
  const shares = sharesOf(limitsOf(request.budget ?? LEVEL_BUDGET[player]), random.next(), pool.length);
  const moves = plies.map((ply) => fastMove(ply.move));
  const results = await Promise.all(
    shares.map((share, i) =>
      pool[i]!.search({ start, moves, ...share, keepTree: true, maxNodes: nodesPerWorker(pool.length) }),
    ),
  );
  const move = pickMove(mergeResults(results), player, random);
  return ok(moveName(final.board, move === SWAP ? 'swap' : move));
}
