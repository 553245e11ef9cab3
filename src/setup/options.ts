import type { GameState } from '../engine/game';
import { type PresetId, findPreset, presetMarbles } from '../engine/presets';
import { type Result, err } from '../engine/result';
import { type SetupProblem, presetGame } from '../engine/setup';
import { type Seat, humanSeats } from './seats';

/** What the new-game panel asks for. */
export interface GameOptions {
  readonly presetId: PresetId;
  readonly players: number;
  readonly marbles: number;
  /** Only two-player games use the pie rule. */
  readonly pie: boolean;
  /** null: no round limit. */
  readonly roundLimit: number | null;
  /** Only four-player games play in teams. */
  readonly teams: boolean;
  readonly firstPlayer: number;
  /** Who plays each player, Red first: one seat per player. */
  readonly seats: readonly Seat[];
}

export const DEFAULT_ROUND_LIMIT = 30;

/** The rules table's defaults for a board and a number of players. */
export function defaultOptions(presetId: PresetId = 'square7', players = 2): GameOptions {
  const preset = findPreset(presetId)!;
  return {
    presetId,
    players,
    marbles: presetMarbles(preset, players),
    pie: players === 2,
    roundLimit: DEFAULT_ROUND_LIMIT,
    teams: players === 4,
    firstPlayer: 1,
    seats: humanSeats(players),
  };
}

/** Why options start no game: a board that is no preset (its id quoted), or the rules on it. */
export type OptionsProblem = { readonly code: 'unknown-preset'; readonly preset: string } | SetupProblem;

export function startFromOptions(options: GameOptions): Result<GameState, OptionsProblem> {
  const preset = findPreset(options.presetId);
  if (!preset) return err({ code: 'unknown-preset', preset: JSON.stringify(options.presetId) });
  const rules = {
    marbles: options.marbles,
    pie: options.players === 2 && options.pie,
    teams: options.players === 4 && options.teams,
    roundLimit: options.roundLimit,
  };
  return presetGame(preset, options.players, rules, options.firstPlayer);
}
