import { cellName, parseLayout, writeLayout } from '../../src/engine/board';
import type { MoveEvent } from '../../src/engine/drop';
import { type GameState, type Rules, defaultRules, startGame } from '../../src/engine/game';
import type { LatticeKind } from '../../src/engine/lattice';

/** A game state from a layout, failing the test loudly when the layout or rules are refused. */
export function stateOf(
  layout: readonly string[],
  options: Partial<Rules> & { lattice?: LatticeKind; toMove?: number } = {},
): GameState {
  const setup = parseLayout(options.lattice ?? 'square', layout);
  if (!setup.ok) throw new Error(setup.error);
  const players = options.players ?? 2;
  const rules = { ...defaultRules(players, 8), ...options };
  const state = startGame(setup.value, rules, options.toMove ?? 1);
  if (!state.ok) throw new Error(state.error);
  return state.value;
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

export function layoutOf(state: GameState): string[] {
  return writeLayout(state.board, state.owners);
}
