import fc from 'fast-check';
import { parseLayout } from '../../src/engine/board';
import { type GameState, type Move, legalMoves, play, startGame } from '../../src/engine/game';
import { PRESETS, findPreset, hexagonLayout } from '../../src/engine/presets';
import { Random } from '../../src/engine/random';
import { presetGame } from '../../src/engine/setup';
import { EMPTY_TREE, type GameTree, type MoveTree, type TreePath, addMove } from '../../src/engine/tree';

/**
 * Grows a tree by random play: each pick plays a legal move where the cursor stands, or (one pick
 * in four) first steps the cursor back to an earlier position, so later moves start variations.
 * Returns the tree and the path of every node in it.
 */
export function growRandomTree(start: GameState, picks: readonly number[]): { tree: MoveTree; paths: TreePath[] } {
  const states = new Map<TreePath, GameState>([['', start]]);
  let tree = EMPTY_TREE;
  let path: TreePath = '';
  for (const pick of picks) {
    if (pick % 4 === 0 && path !== '') path = path.slice(0, 2 * (pick % (path.length / 2)));
    const state = states.get(path)!;
    const legal = legalMoves(state);
    if (legal.length === 0) {
      path = '';
      continue;
    }
    const move = legal[Math.floor(pick / 4) % legal.length]!;
    const added = addMove(tree, path, move);
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    const played = play(state, move);
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    tree = added.value.tree;
    path = added.value.path;
    states.set(path, played.value.state);
  }
  return { tree, paths: [...states.keys()] };
}

/** Mostly cells, with gaps, cushions, bumpers and holes. */
const TILE = fc.constantFrom('.', '.', '.', '.', '.', '.', '-', 'C', 'B', 'H');

/** An irregular board: a square rectangle, a hex parallelogram or a hexagon, with obstacles. */
const CUSTOM_LAYOUT = fc.oneof(
  fc
    .record({ lattice: fc.constantFrom('square' as const, 'hex' as const), rows: fc.integer({ min: 3, max: 10 }) })
    .chain(({ lattice, rows }) =>
      fc
        .integer({ min: 3, max: 10 })
        .chain((cols) =>
          fc
            .array(fc.array(TILE, { minLength: cols, maxLength: cols }), { minLength: rows, maxLength: rows })
            .map((grid) => ({ lattice, layout: grid.map((row) => row.join('')) })),
        ),
    ),
  fc.integer({ min: 3, max: 5 }).chain((side) =>
    fc.array(TILE, { minLength: (2 * side - 1) ** 2, maxLength: (2 * side - 1) ** 2 }).map((tiles) => {
      const shape = hexagonLayout(side);
      return {
        lattice: 'hex' as const,
        layout: shape.map((row, r) =>
          [...row].map((ch, c) => (ch === '-' ? '-' : tiles[r * shape.length + c]!)).join(''),
        ),
      };
    }),
  ),
);

/** A new game on a preset board, with the default rules or with some changed. */
const PRESET_START = fc
  .record({
    preset: fc.constantFrom(...PRESETS),
    players: fc.integer({ min: 2, max: 4 }),
    toMove: fc.integer({ min: 1, max: 4 }),
    defaults: fc.boolean(),
    roundLimit: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
  })
  .map(({ preset, players, toMove, defaults, roundLimit }) => {
    const start = defaults
      ? presetGame(preset, players)
      : presetGame(preset, players, { roundLimit, pie: false }, 1 + ((toMove - 1) % players));
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    return start.value;
  });

/** A game on an irregular board, with few enough marbles to fit; null when the board has too few cells. */
const CUSTOM_START = fc
  .record({ board: CUSTOM_LAYOUT, players: fc.integer({ min: 2, max: 4 }), pie: fc.boolean() })
  .map(({ board, players, pie }) => {
    const setup = parseLayout(board.lattice, board.layout);
    if (!setup.ok) throw new Error(JSON.stringify(setup.error));
    const marbles = Math.min(6, Math.floor((setup.value.board.playable.length - 1) / players));
    if (marbles < 1) return null;
    const rules = { players, marbles, pie, roundLimit: null, mustBlock: players > 2, teams: players === 4 };
    const start = startGame(setup.value, rules);
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    return start.value;
  })
  .filter((start) => start !== null);

/** A random game tree, on a preset (default rules or not) or on an irregular board, and a path in it. */
export const GAME_TREE = fc
  .record({
    start: fc.oneof(PRESET_START, CUSTOM_START),
    picks: fc.array(fc.nat(), { minLength: 0, maxLength: 60 }),
    pathPick: fc.nat(),
  })
  .map(({ start, picks, pathPick }) => {
    const { tree, paths } = growRandomTree(start, picks);
    const game: GameTree = { start, tree };
    return { game, path: paths[pathPick % paths.length]! };
  });

/** The 7×7 board with 16 marbles each and no round limit: room for a game that never ends. */
export function endlessStart(): GameState {
  const start = presetGame(findPreset('square7')!, 2, { marbles: 16, roundLimit: null });
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  return start.value;
}

/**
 * A legal game of `plies` moves from `start`, for tests of long games: mostly random moves, never
 * one that ends the game, so with room enough on the board it goes on for ever.
 */
export function longGame(start: GameState, plies: number, seed = 1): { moves: Move[]; states: GameState[] } {
  const random = new Random(seed);
  const moves: Move[] = [];
  const states = [start];
  const goesOn = (state: GameState, move: Move): GameState | null => {
    const played = play(state, move);
    return played.ok && !played.value.state.result ? played.value.state : null;
  };
  while (moves.length < plies) {
    const state = states[states.length - 1]!;
    const legal = legalMoves(state);
    // A random move, and only when that one ends the game the first that does not: scanning every
    // move at every ply would make long games slow to build.
    let move = legal[random.below(legal.length)]!;
    let after = goesOn(state, move);
    for (let i = 0; !after && i < legal.length; i++) {
      move = legal[i]!;
      after = goesOn(state, move);
    }
    if (!after) throw new Error(`every move ends the game after ${moves.length} plies`);
    moves.push(move);
    states.push(after);
  }
  return { moves, states };
}
