import { type BoardProblem, type Setup, type Tile, parseLayout, writeLayout } from '../engine/board';
import { type GameState, type Rules, type StartProblem, defaultRules, startGame } from '../engine/game';
import type { LatticeKind } from '../engine/lattice';
import { type LayoutProblem, checkLayoutText } from '../engine/layoutText';
import { defaultMarbles } from '../engine/marbles';
import {
  OBSTACLE_KINDS,
  type ObstacleKind,
  type ObstacleOptions,
  type ObstacleProblem,
  placeObstacles,
  reachableObstacleCounts,
} from '../engine/obstacles';
import { type Result, err, ok } from '../engine/result';
import { type ShapeProblem, type ShapeSpec, generateShape } from '../engine/shapes';
import { type SymmetryMode, orbitOf } from '../engine/symmetry';
import { type ShiftProblem, mirrorSetup, rotateSetup, shiftSetup } from '../engine/transform';

/** A board being designed: its layout (set-up marbles included), and who plays on it with how many marbles. */
export interface Draft {
  readonly lattice: LatticeKind;
  readonly layout: readonly string[];
  readonly players: number;
  /** Marbles per player; null: the rules' figure for the board's playable cells (`defaultMarbles`). */
  readonly marbles: number | null;
}

/** What a palette paints: a tile, a player's marble, or the eraser. */
export type Tool = Tile | 'marble1' | 'marble2' | 'marble3' | 'marble4' | 'erase';

/** The palette in the order of its number keys (1 to 0). */
export const TOOLS: readonly Tool[] = [
  'cell',
  'gap',
  'cushion',
  'bumper',
  'hole',
  'marble1',
  'marble2',
  'marble3',
  'marble4',
  'erase',
];

/** Why an edit was refused; the draft stays as it was. */
export type EditProblem =
  | { readonly code: 'layout'; readonly problems: readonly LayoutProblem[] }
  | { readonly code: 'shape'; readonly problem: ShapeProblem }
  | { readonly code: 'obstacles'; readonly problem: ObstacleProblem }
  | { readonly code: 'shift'; readonly problem: ShiftProblem }
  | { readonly code: 'symmetry'; readonly mode: SymmetryMode }
  | { readonly code: 'players'; readonly players: number }
  | { readonly code: 'marbles'; readonly marbles: number }
  /** The engine refuses the layout as a board (one the editor did not make itself, such as a link's). */
  | { readonly code: 'board'; readonly problem: BoardProblem }
  /** The engine refuses to start a game on the board, and says why. */
  | { readonly code: 'rules'; readonly problem: StartProblem };

export type Transform =
  | { readonly kind: 'mirror' }
  | { readonly kind: 'rotate'; readonly turns: number }
  | { readonly kind: 'shift'; readonly rows: number; readonly cols: number };

const TILE_CHAR: Readonly<Record<Tile, string>> = { cell: '.', gap: '-', cushion: 'C', bumper: 'B', hole: 'H' };

function setupOf(draft: Draft): Result<Setup, EditProblem> {
  const setup = parseLayout(draft.lattice, draft.layout);
  return setup.ok ? setup : err({ code: 'board', problem: setup.error });
}

/** The rules a game on the draft is played by: the defaults for its players, with its marbles. */
export function draftRules(draft: Draft, setup: Setup): Rules {
  const marbles = draft.marbles ?? defaultMarbles(setup.board.playable.length, draft.players);
  return defaultRules(draft.players, marbles);
}

/** The game the draft starts, or why the engine refuses it. */
export function draftStart(draft: Draft): Result<GameState, EditProblem> {
  const setup = setupOf(draft);
  if (!setup.ok) return setup;
  const start = startGame(setup.value, draftRules(draft, setup.value));
  return start.ok ? start : err({ code: 'rules', problem: start.error });
}

/** A draft the engine accepts, or why not. */
function checked(draft: Draft): Result<Draft, EditProblem> {
  const start = draftStart(draft);
  return start.ok ? ok(draft) : start;
}

/** The draft of a game's start position: marbles kept only where they differ from the board's default. */
export function draftOf(start: GameState): Draft {
  const { board, owners, rules } = start;
  const auto = defaultMarbles(board.playable.length, rules.players);
  return {
    lattice: board.lattice,
    layout: writeLayout(board, owners),
    players: rules.players,
    marbles: rules.marbles === auto ? null : rules.marbles,
  };
}

function withSetup(draft: Draft, setup: Setup): Draft {
  return { ...draft, lattice: setup.board.lattice, layout: writeLayout(setup.board, setup.owners) };
}

/** What `tool` leaves at a layout position that now shows `char`. */
function paintedChar(char: string, tool: Tool): string {
  if (tool === 'erase') {
    if (char === '.' || char === '-') return '-';
    return '.';
  }
  if (tool.startsWith('marble')) return tool.slice('marble'.length);
  return TILE_CHAR[tool as Tile];
}

/** Paints `cell` (a layout index, a gap too) and every position the symmetry `mode` pairs with it. */
export function paintDraft(draft: Draft, cell: number, tool: Tool, mode: SymmetryMode): Result<Draft, EditProblem> {
  const setup = setupOf(draft);
  if (!setup.ok) return setup;
  const orbit = orbitOf(setup.value.board, cell, mode);
  if (!orbit) return err({ code: 'symmetry', mode });
  const { cols } = setup.value.board;
  const rows = draft.layout.map((row) => [...row]);
  for (const at of orbit) {
    const row = rows[Math.floor(at / cols)];
    const col = at % cols;
    if (row?.[col] !== undefined) row[col] = paintedChar(row[col], tool);
  }
  return checked({ ...draft, layout: rows.map((row) => row.join('')) });
}

/** A new outline from a generator; set-up marbles do not carry over. */
export function shapeDraft(draft: Draft, spec: ShapeSpec): Result<Draft, EditProblem> {
  const layout = generateShape(spec);
  if (!layout.ok) return err({ code: 'shape', problem: layout.error });
  const lattice = spec.shape === 'rectangle' ? 'square' : spec.shape === 'hexagon' ? 'hex' : spec.lattice;
  return checked({ ...draft, lattice, layout: layout.value });
}

/** The whole board mirrored, turned or shifted, its marbles with it. */
export function transformDraft(draft: Draft, transform: Transform): Result<Draft, EditProblem> {
  const setup = setupOf(draft);
  if (!setup.ok) return setup;
  if (transform.kind === 'mirror') return checked(withSetup(draft, mirrorSetup(setup.value)));
  if (transform.kind === 'rotate') return checked(withSetup(draft, rotateSetup(setup.value, transform.turns)));
  const shifted = shiftSetup(setup.value, transform.rows, transform.cols);
  return shifted.ok ? checked(withSetup(draft, shifted.value)) : err({ code: 'shift', problem: shifted.error });
}

/** Obstacles placed at random from a seed, on empty cells, keeping the chosen symmetry. */
export function obstaclesDraft(draft: Draft, options: ObstacleOptions): Result<Draft, EditProblem> {
  const setup = setupOf(draft);
  if (!setup.ok) return setup;
  const placed = placeObstacles(setup.value, options);
  return placed.ok ? checked(withSetup(draft, placed.value)) : err({ code: 'obstacles', problem: placed.error });
}

/** An obstacle a random placement put on a cell (a layout index) that was empty before. */
export interface PlacedObstacle {
  readonly cell: number;
  readonly kind: ObstacleKind;
}

/** The layout character at a layout index. */
function charAt(draft: Draft, cols: number, cell: number): string | undefined {
  return draft.layout[Math.floor(cell / cols)]?.[cell % cols];
}

/** The obstacles on `after` that stand on empty cells of `before` (a board of the same size). */
export function placedBetween(before: Draft, after: Draft): PlacedObstacle[] {
  const setup = setupOf(after);
  if (!setup.ok) return [];
  const { cols } = setup.value.board;
  return setup.value.board.tiles.flatMap((tile, cell) =>
    OBSTACLE_KINDS.includes(tile as ObstacleKind) && charAt(before, cols, cell) === '.'
      ? [{ cell, kind: tile as ObstacleKind }]
      : [],
  );
}

/**
 * The draft with the obstacles of an earlier placement taken off again, those still on their
 * cells: obstacles painted by hand, or painted over the placed ones, stay. The same draft when
 * none is left.
 */
export function withoutPlaced(draft: Draft, placed: readonly PlacedObstacle[]): Draft {
  const setup = setupOf(draft);
  if (!setup.ok || placed.length === 0) return draft;
  const { cols } = setup.value.board;
  const rows = draft.layout.map((row) => [...row]);
  let taken = 0;
  for (const { cell, kind } of placed) {
    const row = rows[Math.floor(cell / cols)];
    if (row?.[cell % cols] !== TILE_CHAR[kind]) continue;
    row[cell % cols] = '.';
    taken++;
  }
  return taken === 0 ? draft : { ...draft, layout: rows.map((row) => row.join('')) };
}

/** The obstacle counts that keep the symmetry `mode` on the draft's empty cells; null without it. */
export function obstacleCounts(draft: Draft, mode: SymmetryMode): number[] | null {
  const setup = setupOf(draft);
  return setup.ok ? reachableObstacleCounts(setup.value, mode) : null;
}

/** The board as typed or pasted: rows on lines or joined by `/`. */
export function textDraft(draft: Draft, text: string): Result<Draft, EditProblem> {
  const layout = checkLayoutText(draft.lattice, text);
  if (!layout.ok) return err({ code: 'layout', problems: layout.error });
  return checked({ ...draft, layout: layout.value.layout });
}

export function playersDraft(draft: Draft, players: number): Result<Draft, EditProblem> {
  if (!Number.isInteger(players) || players < 2 || players > 4) return err({ code: 'players', players });
  return checked({ ...draft, players });
}

/** Marbles per player, or null for the board's default. */
export function marblesDraft(draft: Draft, marbles: number | null): Result<Draft, EditProblem> {
  if (marbles !== null && (!Number.isInteger(marbles) || marbles < 1)) return err({ code: 'marbles', marbles });
  return checked({ ...draft, marbles });
}

/** The draft's layout as the text field shows it, a row a line. */
export function draftText(draft: Draft): string {
  return draft.layout.join('\n');
}
