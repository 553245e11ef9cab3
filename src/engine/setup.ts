import { parseLayout } from './board';
import { type GameState, type Rules, defaultRules, startGame } from './game';
import { type Preset, presetMarbles } from './presets';
import { type Result } from './result';

/** A new game on a preset board, with the rules table's marbles unless `overrides` says otherwise. */
export function presetGame(
  preset: Preset,
  players: number,
  overrides: Partial<Rules> = {},
  toMove = 1,
): Result<GameState> {
  const setup = parseLayout(preset.lattice, preset.layout);
  if (!setup.ok) return setup;
  const rules = { ...defaultRules(players, presetMarbles(preset, players)), ...overrides, players };
  return startGame(setup.value, rules, toMove);
}
