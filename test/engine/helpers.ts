import { type Board, type Setup, cellName, parseCellName, parseLayout, writeLayout } from '../../src/engine/board';
import type { MoveEvent } from '../../src/engine/drop';
import {
  type GameState,
  type Move,
  type Rules,
  defaultRules,
  legalMoves,
  moveName,
  play,
  startGame,
} from '../../src/engine/game';
import { type LatticeKind, DIRECTIONS } from '../../src/engine/lattice';
import { type PresetId, findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';
import { type MoveTree, type TreePath, addLine } from '../../src/engine/tree';

/** The hexagon of side 4 in axial storage (docs/rules.md section 6). */
export const HEX4: readonly string[] = ['---....', '--.....', '-......', '.......', '......-', '.....--', '....---'];

export const EMPTY7: readonly string[] = Array.from({ length: 7 }, () => '.......');

/** A parsed layout, failing the test loudly when the layout is refused. */
export function setupOf(layout: readonly string[], lattice: LatticeKind = 'square'): Setup {
  const setup = parseLayout(lattice, layout);
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  return setup.value;
}

/** A game state from a layout, failing the test loudly when the layout or rules are refused. */
export function stateOf(
  layout: readonly string[],
  options: Partial<Rules> & { lattice?: LatticeKind; toMove?: number } = {},
): GameState {
  const { lattice = 'square', toMove = 1, ...overrides } = options;
  const rules = { ...defaultRules(overrides.players ?? 2, 8), ...overrides };
  const state = startGame(setupOf(layout, lattice), rules, toMove);
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return state.value;
}

export function cellOf(board: Board, name: string): number {
  const cell = parseCellName(board, name);
  if (!cell.ok) throw new Error(JSON.stringify(cell.error));
  return cell.value;
}

/** `tree` with a line of cell names added from the start, and the path of its last move. */
export function withNames(tree: MoveTree, board: Board, names: readonly string[]): { tree: MoveTree; path: TreePath } {
  const added = addLine(
    tree,
    '',
    names.map((name) => cellOf(board, name)),
  );
  if (!added.ok) throw new Error(JSON.stringify(added.error));
  return added.value;
}

/** Plays moves, failing loudly on the first refused one. */
export function playAll(state: GameState, moves: readonly Move[]): GameState {
  let at = state;
  for (const [i, move] of moves.entries()) {
    const played = play(at, move);
    if (!played.ok) throw new Error(`move ${i + 1}: ${JSON.stringify(played.error)}`);
    at = played.value.state;
  }
  return at;
}

/** Plays moves written as cell names or `swap`, failing loudly on the first refused one. */
export function playMoves(state: GameState, moves: readonly string[]): GameState {
  let at = state;
  for (const [i, text] of moves.entries()) {
    const played = play(at, text === 'swap' ? 'swap' : cellOf(at.board, text));
    if (!played.ok) throw new Error(`move ${i + 1} (${text}): ${JSON.stringify(played.error)}`);
    at = played.value.state;
  }
  return at;
}

export function legalNames(state: GameState): string[] {
  return legalMoves(state).map((m) => moveName(state.board, m));
}

/** Displacements written as `from->to`, `from->off` for a marble that left the board. */
export function displacements(state: GameState, events: readonly MoveEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.kind !== 'push' || e.from === null) continue;
    if (e.result === 'moved') out.push(`${cellName(state.board, e.from)}->${cellName(state.board, e.target!)}`);
    if (e.result === 'edge' || e.result === 'hole') out.push(`${cellName(state.board, e.from)}->off`);
  }
  return out;
}

/** An event with cell names and direction names, so expectations read like the rules. */
export function describeEvent(board: Board, event: MoveEvent): Record<string, unknown> {
  const name = (cell: number | null): string | null => (cell === null ? null : cellName(board, cell));
  switch (event.kind) {
    case 'drop':
      return { kind: 'drop', cell: name(event.cell), player: event.player };
    case 'swap':
      return { kind: 'swap', cell: name(event.cell), from: event.from, to: event.to };
    case 'push':
      return {
        kind: 'push',
        phase: event.phase,
        dir: DIRECTIONS[board.lattice][event.dir]!.name,
        path: event.path.map(name),
        line: event.line.map(name),
        from: name(event.from),
        owner: event.owner,
        target: name(event.target),
        result: event.result,
      };
  }
}

export function layoutOf(state: GameState): string[] {
  return writeLayout(state.board, state.owners);
}

/** A two-player `momentum/1` record as text on a preset board with its marbles for two; `extra` adds or overrides fields. */
export function recordText(preset: PresetId, moves: readonly string[], extra: Record<string, unknown> = {}): string {
  const { lattice, layout, marbles } = findPreset(preset)!;
  return JSON.stringify({ format: 'momentum/1', lattice, layout, players: 2, marbles: marbles[0], moves, ...extra });
}

/** The start of a preset board for `players`, for tests that need no other set-up. */
export function presetStart(preset: PresetId, players = 2): GameState {
  const start = presetGame(findPreset(preset)!, players);
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  return start.value;
}
