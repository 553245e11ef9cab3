import type { GameState, Move } from './game';
import { play } from './game';
import type { PlacedMoveProblem, Ply } from './record';
import { type Result, err, ok } from './result';
import { type MoveTree, type TreePath, type TreeProblem, continuation, pathOf, splitPath } from './tree';
import { finish } from './treeRecord';

/** The line of moves the table follows: the cursor's path, on along first children to its end. */
export interface Line {
  readonly plies: readonly Ply[];
  /** The path of the line's last move. */
  readonly path: TreePath;
}

/** Why a line cannot be played: a path that is no path, or a move the engine refuses, with its ply. */
export type LinePlayProblem = TreeProblem | Extract<PlacedMoveProblem<never>, { readonly code: 'illegal-move' }>;

/** How many moves a stepwise line reader plays between two yields (see `runInSlices`). */
const MOVES_PER_STEP = 128;

function* extendPliesSteps(
  start: GameState,
  plies: readonly Ply[],
  moves: readonly Move[],
): Generator<number, Result<Ply[], LinePlayProblem>, void> {
  const out = plies.slice();
  let state = out.at(-1)?.state ?? start;
  for (const move of moves) {
    const played = play(state, move);
    if (!played.ok) {
      return err({ code: 'illegal-move', place: { ply: out.length + 1, branch: null }, problem: played.error });
    }
    out.push({ move, player: state.toMove, events: played.value.events, state: played.value.state });
    state = played.value.state;
    if (out.length % MOVES_PER_STEP === 0) yield out.length;
  }
  return ok(out);
}

/** How many leading characters two paths share, in whole moves. */
function sharedMoves(a: TreePath, b: TreePath): number {
  let i = 0;
  while (i + 1 < a.length && i + 1 < b.length && a[i] === b[i] && a[i + 1] === b[i + 1]) i += 2;
  return i / 2;
}

const NO_LINE: Line = { plies: [], path: '' };

/**
 * `lineThrough` step by step: yields every few moves, so a long game can be played in slices that
 * leave the page responsive (`runInSlices`).
 */
export function* lineSteps(
  start: GameState,
  tree: MoveTree,
  path: TreePath,
  previous: Line = NO_LINE,
): Generator<number, Result<Line, LinePlayProblem>, void> {
  const moves = splitPath(path);
  if (!moves.ok) return moves;
  const linePath = path + pathOf(continuation(tree, path));
  const all = splitPath(linePath);
  if (!all.ok) return all;
  const keep = sharedMoves(previous.path, linePath);
  const plies = yield* extendPliesSteps(start, previous.plies.slice(0, keep), all.value.slice(keep));
  return plies.ok ? ok({ plies: plies.value, path: linePath }) : plies;
}

/**
 * The line through `path`, reusing the plies `previous` already played where the two lines agree,
 * so moving about a long game replays only what changed.
 */
export function lineThrough(
  start: GameState,
  tree: MoveTree,
  path: TreePath,
  previous: Line = NO_LINE,
): Result<Line, LinePlayProblem> {
  return finish(lineSteps(start, tree, path, previous));
}

/** The position after `ply` moves of a line. */
export function stateAt(start: GameState, plies: readonly Ply[], ply: number): GameState {
  return ply > 0 ? plies[ply - 1]!.state : start;
}
