import type { GameState, Rules } from '../engine/game';
import { PRESET_IDS, findPreset } from '../engine/presets';
import { presetGame } from '../engine/setup';
import { english } from '../i18n/english';
import { setupProblemWords } from '../words/problems';
import { UsageError, wholeNumber } from './options';

/** The start that `--board ID` (default square7) and `--players N` (default 2) ask for, or a usage refusal. */
export function presetStart(
  text: (name: string) => string | undefined,
  overrides: Partial<Rules> = {},
): { id: string; start: GameState } {
  const id = text('board') ?? 'square7';
  const preset = findPreset(id);
  if (!preset)
    throw new UsageError(english('cli.unknownPreset', { board: JSON.stringify(id), presets: PRESET_IDS.join(', ') }));
  const players = wholeNumber('players', text('players'), 2, 2);
  if (players > 4) throw new UsageError(english('cli.option.players'));
  const start = presetGame(preset, players, overrides);
  if (!start.ok) throw new UsageError(english.words(setupProblemWords(start.error)));
  return { id, start: start.value };
}
