import { readFile } from 'node:fs/promises';
import { type Setup, parseLayout } from '../engine/board';
import type { Rules } from '../engine/game';
import { type LatticeKind, LATTICES, isLattice } from '../engine/lattice';
import { type LayoutProblem, checkLayoutText } from '../engine/layoutText';
import { type Preset, PRESET_IDS, findPreset } from '../engine/presets';
import { parseRecord, rulesOf } from '../engine/record';
import { type Words, words } from '../i18n/catalogue';
import { english } from '../i18n/english';
import { joinedWords, layoutProblemWords } from '../words/boards';
import { boardProblemWords, recordProblemWords } from '../words/problems';
import { UsageError } from './options';

/** A board named on the command line, with the game settings its source carried, if any. */
export interface BoardArgument {
  /** The preset id, the file path, or the layout text as given. */
  readonly name: string;
  readonly lattice: LatticeKind;
  readonly layout: readonly string[];
  readonly setup: Setup;
  /** Set when BOARD was a preset: its marbles per player count come from the rules table. */
  readonly preset?: Preset;
  /** Set when BOARD was a momentum/1 record. */
  readonly players?: number;
  readonly marbles?: number;
  readonly rules?: Rules;
}

export const BOARD_ARGUMENT_HELP = english('cli.boardArgument.help', {
  presets: PRESET_IDS.join(', '),
  json: '{"lattice": "hex", "layout": [...]}',
});

/** Only layout characters and `/`: such an argument is rows, never a file name. */
const INLINE_ROWS = /^[.1-4\-CBH]+(\/[.1-4\-CBH]+)*$/;
const LATTICE_PREFIX = /^(square|hex):/;

/** Why `name` is not a board, in English, for a UsageError. */
function refusal(name: string, reason: Words): UsageError {
  return new UsageError(english('cli.board.problem', { name, reason }));
}

function layoutReason(problems: readonly LayoutProblem[]): Words {
  return joinedWords(problems.map(layoutProblemWords));
}

function fromText(name: string, lattice: LatticeKind, text: string): BoardArgument {
  const checked = checkLayoutText(lattice, text);
  if (!checked.ok) throw refusal(name, layoutReason(checked.error));
  return { name, lattice, layout: checked.value.layout, setup: checked.value.setup };
}

/** Layout text with an optional `square:` or `hex:` prefix; square when there is none. */
function fromPrefixedText(name: string, text: string): BoardArgument {
  const prefix = LATTICE_PREFIX.exec(text.trimStart());
  const lattice = prefix && isLattice(prefix[1]) ? prefix[1] : 'square';
  return fromText(name, lattice, prefix ? text.trimStart().slice(prefix[0].length) : text);
}

function fromLayout(name: string, lattice: unknown, layout: unknown): BoardArgument {
  const setup = parseLayout(lattice, layout);
  if (!setup.ok) throw refusal(name, boardProblemWords(setup.error));
  return { name, lattice: setup.value.board.lattice, layout: layout as string[], setup: setup.value };
}

function fromJson(name: string, value: unknown): BoardArgument {
  if (Array.isArray(value)) return fromLayout(name, 'square', value);
  if (typeof value !== 'object' || value === null) {
    throw refusal(name, words('cli.board.jsonShape'));
  }
  const fields = value as Record<string, unknown>;
  if (fields.format !== undefined) {
    const record = parseRecord(value);
    if (!record.ok) throw refusal(name, recordProblemWords(record.error));
    const { players, marbles } = record.value;
    return {
      ...fromLayout(name, record.value.lattice, record.value.layout),
      players,
      marbles,
      rules: rulesOf(record.value),
    };
  }
  const extra = Object.keys(fields).find((key) => key !== 'lattice' && key !== 'layout');
  if (extra !== undefined) throw refusal(name, words('cli.board.unknownField', { field: JSON.stringify(extra) }));
  if (!isLattice(fields.lattice)) throw refusal(name, words('cli.board.lattice', { lattices: LATTICES.join(', ') }));
  return fromLayout(name, fields.lattice, fields.layout);
}

async function fromFile(path: string): Promise<BoardArgument> {
  const text = await readFile(path, 'utf8');
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return fromPrefixedText(path, text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw refusal(path, words('cli.board.json', { message: (e as Error).message }));
  }
  return fromJson(path, value);
}

/**
 * Reads the BOARD argument of a command (see BOARD_ARGUMENT_HELP). Throws UsageError naming the
 * problem when it is not a board; never returns an invalid one.
 */
export async function readBoardArgument(arg: string): Promise<BoardArgument> {
  const preset = findPreset(arg);
  if (preset) return { ...fromLayout(arg, preset.lattice, preset.layout), preset };
  if (LATTICE_PREFIX.test(arg) || INLINE_ROWS.test(arg)) return fromPrefixedText(arg, arg);
  try {
    return await fromFile(arg);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    // Rows with a typo look like a missing file: say what is wrong with them as rows too.
    const asRows = arg.includes('/') ? checkLayoutText('square', arg) : null;
    const params = { board: JSON.stringify(arg), presets: PRESET_IDS.join(', ') };
    throw new UsageError(
      asRows && !asRows.ok
        ? english('cli.board.unknownAsRows', { ...params, reason: layoutReason(asRows.error) })
        : english('cli.board.unknown', params),
    );
  }
}
