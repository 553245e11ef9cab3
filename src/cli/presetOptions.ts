import type { GameState, Rules } from '../engine/game';
import { PRESET_IDS, findPreset } from '../engine/presets';
import { presetGame } from '../engine/setup';
import { english } from '../i18n/english';
import { GALLERY } from '../lab/gallery';
import { draftStart } from '../setup/draft';
import { editProblemWords } from '../words/boards';
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

/**
 * The start that `--board ID` asks for among the gallery's boards (the presets and the designed
 * ones, with their obstacles and shapes), `--players N` defaulting to the number the board was
 * made for; an unknown id is refused with every id there is.
 */
export function galleryStart(text: (name: string) => string | undefined): { id: string; start: GameState } {
  const id = text('board') ?? 'square7';
  if (findPreset(id)) return presetStart(text);
  const board = GALLERY.find((b) => b.id === id);
  if (!board)
    throw new UsageError(
      english('cli.unknownPreset', { board: JSON.stringify(id), presets: GALLERY.map((b) => b.id).join(', ') }),
    );
  const players = wholeNumber('players', text('players'), board.players, 2);
  if (players > 4) throw new UsageError(english('cli.option.players'));
  const start = draftStart({ lattice: board.lattice, layout: board.layout, players, marbles: null });
  if (!start.ok) throw new UsageError(english.words(editProblemWords(start.error)));
  return { id, start: start.value };
}
