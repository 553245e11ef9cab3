import { FastGame, SWAP } from '../engine/fast';
import { type GameState, moveName } from '../engine/game';
import { Random } from '../engine/random';
import { type Result, ok } from '../engine/result';
import { LEVEL_BUDGET, limitsOf, pickMove } from './levels';
import { fastMove } from './lineSearch';
import type { SearchBudget, SearchResult } from './searchTypes';
import { mergeResults, seedsOf, sharesOf } from './rootParallel';
import { MAX_NODES, NODE_BYTES } from './serialTree';
import { SHARED_NODE_BYTES, sharedTreeMemory } from './sharedTree';
import { TreeParallelSearch } from './treeParallelSearch';
import { type ThinkProblem, type ThinkRequest, requestedGame } from './think';
import type { WorkerHost } from '../workers/host';
import { spawnWebHost } from '../workers/webHost';

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

/** The most nodes a pool's shared tree may hold: within the same memory as the pool's own trees. */
export const SHARED_NODES = Math.min(MAX_NODES, Math.floor(POOL_TREE_BYTES / SHARED_NODE_BYTES));

/** Asks the search workers for moves; `cancel` stops a search at once (undo, new game). */
export interface Thinker {
  think(request: ThinkRequest): Promise<Result<string, ThinkProblem> | null>;
  cancel(): void;
}

/**
 * A thinker on a pool of workers: the searching levels search on every worker at once and play
 * from the result; the bots that do not search ask one worker. On a page that is cross-origin
 * isolated (the server sends COOP and COEP, so shared memory is allowed) the workers grow one
 * shared tree, kept from move to move (tree parallelism); elsewhere each searches with its own
 * seed and share of the playouts, each keeping its tree between moves, and their root statistics
 * are merged (root parallelism). A cancelled search resolves to null; the workers are replaced.
 */
export function createThinker(
  workers = defaultWorkers(),
  spawn: () => WorkerHost = spawnWebHost,
  isolated = globalThis.crossOriginIsolated === true,
): Thinker {
  let pool: WorkerHost[] | null = null;
  let shared: TreeParallelSearch | null = null;
  let pending: ((value: null) => void) | null = null;

  /** The shared tree for a pool of several workers on an isolated page, else null. */
  const sharedSearch = (): TreeParallelSearch | null => {
    if (!isolated || workers < 2) return null;
    try {
      shared ??= new TreeParallelSearch(sharedTreeMemory(SHARED_NODES));
    } catch {
      // The browser would not give that much shared memory: the workers search a tree each.
      isolated = false;
    }
    return shared;
  };

  return {
    think(request) {
      pool ??= Array.from({ length: workers }, spawn);
      const tree = sharedSearch();
      const chosen = decide(pool, request, tree ? treeParallel(tree) : rootParallel);
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
      // An ended worker may have left a descent half counted in the shared tree: the next search gets a new one.
      shared = null;
      pending?.(null);
      pending = null;
    },
  };
}

/** The line a request is about: its start, the moves since, and the position they lead to. */
interface Line {
  readonly start: GameState;
  readonly moves: readonly number[];
  readonly final: GameState;
}

/** A search of a position on the whole pool. */
type PoolSearch = (
  pool: readonly WorkerHost[],
  line: Line,
  budget: SearchBudget,
  seed: number,
) => Promise<SearchResult>;

/** Root parallelism: each worker searches its share with a seed of its own in its own tree; the results merged. */
const rootParallel: PoolSearch = async (pool, { start, moves }, budget, seed) => {
  const shares = sharesOf(budget, seed, pool.length);
  const results = await Promise.all(
    shares.map((share, i) =>
      pool[i]!.run({
        kind: 'search',
        task: { start, moves, ...share, keepTree: true, maxNodes: nodesPerWorker(pool.length) },
      }),
    ),
  );
  return mergeResults(results);
};

/** Tree parallelism: every worker grows `shared` for the whole budget, with a seed of its own. */
function treeParallel(shared: TreeParallelSearch): PoolSearch {
  return async (pool, { start, moves, final }, budget, seed) => {
    const tasks = shared.tasks(
      start,
      moves,
      FastGame.fromState(final),
      { seed, ...budget },
      seedsOf(seed, pool.length),
    );
    const ran = await Promise.all(tasks.map((task, i) => pool[i]!.run({ kind: 'searchShared', task })));
    return shared.result(ran.reduce((sum, n) => sum + n, 0));
  };
}

/** The move for a request, as `chooseMove` makes it, with the search shared among `pool`. */
async function decide(
  pool: readonly WorkerHost[],
  request: ThinkRequest,
  search: PoolSearch,
): Promise<Result<string, ThinkProblem>> {
  const { player } = request;
  if (player === 'random' || player === 'greedy') return pool[0]!.run({ kind: 'think', task: request });
  const replay = requestedGame(request);
  if (!replay.ok) return replay;
  const { start, plies, final } = replay.value;
  const random = new Random(request.seed);
  const moves = plies.map((ply) => fastMove(ply.move));
  const budget = limitsOf(request.budget ?? LEVEL_BUDGET[player]);
  const result = await search(pool, { start, moves, final }, budget, random.next());
  const move = pickMove(result, player, random);
  return ok(moveName(final.board, move === SWAP ? 'swap' : move));
}
