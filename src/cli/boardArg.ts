import { readFile } from 'node:fs/promises';
import { type Setup, parseLayout } from '../engine/board';
import type { Rules } from '../engine/game';
import { type LatticeKind, LATTICES, isLattice } from '../engine/lattice';
import { type LayoutProblem, checkLayoutText } from '../engine/layoutText';
import { type Preset, PRESET_IDS, findPreset } from '../engine/presets';
import { RECORD_FORMAT, parseRecord, rulesOf } from '../engine/record';
import { english } from '../i18n/english';
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

export const BOARD_ARGUMENT_HELP = `BOARD is a preset (${PRESET_IDS.join(', ')}), a file holding a momentum/1 record,
a JSON layout ({"lattice": "hex", "layout": [...]} or a bare list of square rows) or rows
of text, or layout rows joined by / (square; prefix hex: for the hex lattice), such as
".....", or "hex:--.../-..../...../....-/...--".`;

/** Only layout characters and `/`: such an argument is rows, never a file name. */
const INLINE_ROWS = /^[.1-4\-CBH]+(\/[.1-4\-CBH]+)*$/;
const LATTICE_PREFIX = /^(square|hex):/;

/** One line of English for a layout problem; the problem itself stays data in the engine. */
function describeLayoutProblem(problem: LayoutProblem): string {
  switch (problem.code) {
    case 'no-rows':
      return 'the layout has no rows';
    case 'too-many-rows':
      return `the layout has ${problem.rows} rows; at most ${problem.max} are allowed`;
    case 'too-many-columns':
      return `row ${problem.row} has ${problem.length} columns; at most ${problem.max} are allowed`;
    case 'ragged-row':
      return `row ${problem.row} has ${problem.length} characters, the others ${problem.expected}`;
    case 'unknown-char':
      return `row ${problem.row} column ${problem.col} has ${JSON.stringify(problem.char)} (use . 1 2 3 4 - C B H)`;
    case 'no-playable-cell':
      return 'the layout has no playable cell';
  }
}

function fromText(name: string, lattice: LatticeKind, text: string): BoardArgument {
  const checked = checkLayoutText(lattice, text);
  if (!checked.ok) throw new UsageError(`board ${name}: ${checked.error.map(describeLayoutProblem).join('; ')}`);
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
  if (!setup.ok) throw new UsageError(`board ${name}: ${english.words(boardProblemWords(setup.error))}`);
  return { name, lattice: setup.value.board.lattice, layout: layout as string[], setup: setup.value };
}

function fromJson(name: string, value: unknown): BoardArgument {
  if (Array.isArray(value)) return fromLayout(name, 'square', value);
  if (typeof value !== 'object' || value === null) {
    throw new UsageError(`board ${name}: JSON must be a momentum/1 record, a layout object or a list of rows`);
  }
  const fields = value as Record<string, unknown>;
  if (fields.format !== undefined) {
    if (fields.format !== RECORD_FORMAT) throw new UsageError(`board ${name}: format must be "${RECORD_FORMAT}"`);
    const record = parseRecord(value);
    if (!record.ok) throw new UsageError(`board ${name}: ${english.words(recordProblemWords(record.error))}`);
    const { players, marbles } = record.value;
    return {
      ...fromLayout(name, record.value.lattice, record.value.layout),
      players,
      marbles,
      rules: rulesOf(record.value),
    };
  }
  const extra = Object.keys(fields).find((key) => key !== 'lattice' && key !== 'layout');
  if (extra !== undefined) throw new UsageError(`board ${name}: unknown field ${JSON.stringify(extra)}`);
  if (!isLattice(fields.lattice)) throw new UsageError(`board ${name}: lattice must be one of ${LATTICES.join(', ')}`);
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
    throw new UsageError(`board ${path}: not valid JSON: ${(e as Error).message}`);
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
    const rowsWhy = asRows && !asRows.ok ? `; as rows: ${asRows.error.map(describeLayoutProblem).join('; ')}` : '';
    throw new UsageError(
      `unknown board ${JSON.stringify(arg)}: not a preset (${PRESET_IDS.join(', ')}), a file, or layout rows joined by /${rowsWhy}`,
    );
  }
}
