import type { Setup, Tile } from './board';
import { Random } from './random';
import { type Result, err, ok } from './result';
import { type SymmetryMode, playableOrbits, symmetryModes } from './symmetry';
import { boardOf } from './transform';

export type ObstacleKind = Extract<Tile, 'cushion' | 'bumper' | 'hole'>;

export const OBSTACLE_KINDS: readonly ObstacleKind[] = ['cushion', 'bumper', 'hole'];

export interface ObstacleOptions {
  readonly count: number;
  /** Each orbit gets one kind drawn from these, so the obstacles keep the symmetry. */
  readonly kinds: readonly ObstacleKind[];
  readonly symmetry: SymmetryMode;
  readonly seed: number;
}

export type ObstacleProblem =
  | { readonly code: 'bad-count'; readonly count: number }
  | { readonly code: 'no-kinds' }
  | { readonly code: 'unknown-kind'; readonly kind: string }
  | {
      readonly code: 'symmetry-unavailable';
      readonly symmetry: SymmetryMode;
      readonly available: readonly SymmetryMode[];
    }
  | { readonly code: 'unreachable-count'; readonly count: number; readonly reachable: readonly number[] };

/** Orbits of the empty playable cells: an orbit with a marble on it cannot take an obstacle. */
function freeOrbits(setup: Setup, mode: SymmetryMode): number[][] | null {
  const orbits = playableOrbits(setup.board, mode);
  return orbits && orbits.filter((orbit) => orbit.every((cell) => (setup.owners[cell] ?? 0) === 0));
}

/**
 * reachable[i][s]: whether orbits i, i+1, … can cover exactly s cells. One playable cell must
 * stay, so no sum reaches the playable count.
 */
function reachableTable(orbits: readonly number[][], limit: number): boolean[][] {
  const table: boolean[][] = [];
  let row = new Array<boolean>(limit).fill(false);
  row[0] = true;
  table[orbits.length] = row;
  for (let i = orbits.length - 1; i >= 0; i--) {
    const size = orbits[i]!.length;
    const next = row;
    row = next.map((can, s) => can || (s >= size && next[s - size]!));
    table[i] = row;
  }
  return table;
}

function sumsOf(reachable: readonly boolean[]): number[] {
  return reachable.flatMap((can, s) => (can ? [s] : []));
}

/** The obstacle counts that whole orbits of empty cells add up to, 0 included; null without the symmetry. */
export function reachableObstacleCounts(setup: Setup, mode: SymmetryMode): number[] | null {
  const orbits = freeOrbits(setup, mode);
  if (!orbits) return null;
  return sumsOf(reachableTable(orbits, setup.board.playable.length)[0]!);
}

/**
 * The reachable counts next to `count`: the largest below it and the smallest above it, those
 * that exist; none when `count` itself is reachable.
 */
export function nearestObstacleCounts(reachable: readonly number[], count: number): number[] {
  if (reachable.includes(count)) return [];
  const below = reachable.filter((n) => n < count).at(-1);
  const above = reachable.find((n) => n > count);
  return [below, above].filter((n) => n !== undefined);
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Puts `count` obstacles on empty playable cells at random, invariant under the symmetry: whole
 * orbits are drawn, each of one kind. The same seed gives the same obstacles.
 */
export function placeObstacles(setup: Setup, options: ObstacleOptions): Result<Setup, ObstacleProblem> {
  const { count, kinds, symmetry, seed } = options;
  if (!Number.isInteger(count) || count < 0) return err({ code: 'bad-count', count });
  if (kinds.length === 0) return err({ code: 'no-kinds' });
  const unknown = kinds.find((kind) => !OBSTACLE_KINDS.includes(kind));
  if (unknown !== undefined) return err({ code: 'unknown-kind', kind: unknown });
  const found = freeOrbits(setup, symmetry);
  if (!found) {
    return err({ code: 'symmetry-unavailable', symmetry, available: symmetryModes(setup.board) });
  }
  const random = new Random(seed);
  const orbits = shuffled(found, random);
  const table = reachableTable(orbits, setup.board.playable.length);
  if (!table[0]![count]) {
    return err({ code: 'unreachable-count', count, reachable: sumsOf(table[0]!) });
  }
  const tiles = setup.board.tiles.slice();
  let left = count;
  orbits.forEach((orbit, i) => {
    const canTake = orbit.length <= left && table[i + 1]![left - orbit.length]!;
    const canSkip = table[i + 1]![left]!;
    // A coin decides only when both keep the count reachable, so every reachable set can come up.
    if (!canTake || (canSkip && random.below(2) === 0)) return;
    const kind = kinds[random.below(kinds.length)]!;
    for (const cell of orbit) tiles[cell] = kind;
    left -= orbit.length;
  });
  const { lattice, rows, cols } = setup.board;
  return ok({ board: boardOf(lattice, rows, cols, tiles), owners: setup.owners });
}
