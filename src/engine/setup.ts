import { type BoardProblem, parseLayout } from './board';
import { type GameState, type Rules, type StartProblem, defaultRules, startGame } from './game';
import { type Preset, presetMarbles } from './presets';
import { type Result, err } from './result';

/** Why a layout and rules make no game: the board itself, or the game on it. */
export type SetupProblem =
  | { readonly code: 'layout'; readonly problem: BoardProblem }
  | { readonly code: 'start'; readonly problem: StartProblem };

/** The game a lattice, a layout and rules start, checked. */
export function setUpGame(
  lattice: unknown,
  layout: unknown,
  rules: Rules,
  toMove: number,
): Result<GameState, SetupProblem> {
  const setup = parseLayout(lattice, layout);
  if (!setup.ok) return err({ code: 'layout', problem: setup.error });
  const start = startGame(setup.value, rules, toMove);
  return start.ok ? start : err({ code: 'start', problem: start.error });
}

/** A new game on a preset board, with the rules table's marbles unless `overrides` says otherwise. */
export function presetGame(
  preset: Preset,
  players: number,
  overrides: Partial<Rules> = {},
  toMove = 1,
): Result<GameState, SetupProblem> {
  const rules = { ...defaultRules(players, presetMarbles(preset, players)), ...overrides, players };
  return setUpGame(preset.lattice, preset.layout, rules, toMove);
}
