import { writeLayout } from '../engine/board';
import { PRESETS } from '../engine/presets';
import { type RecordProblem, parseRecord, writeRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { type GameTree, mainLine, pathOf } from '../engine/tree';
import { type TreeRecordProblem, makeTreeRecord, readTreeRecordSteps } from '../engine/treeRecord';
import { type JsonSyntaxError, findJsonSyntaxError } from './jsonSyntax';
import { type GameLink, type LinkProblem, MAX_RECORD_BYTES, decodeLink, linkInText } from './link';
import { runInSlices } from '../tasks/slices';

/** The record as a game file holds it: canonical field order, indented so a person can read it. */
export function gameFileText(game: GameTree): string {
  return `${JSON.stringify(JSON.parse(writeRecord(makeTreeRecord(game))), null, 2)}\n`;
}

/** The board's preset id, or its lattice and size when it is no preset. */
function boardName(game: GameTree): string {
  const { board } = game.start;
  const empty = writeLayout(board, []).join('/');
  const preset = PRESETS.find((p) => p.lattice === board.lattice && p.layout.join('/') === empty);
  return preset?.id ?? `${board.lattice}${board.rows}x${board.cols}`;
}

/** A file name that says what the file holds: `momentum-square7-40-moves.json`. */
export function gameFileName(game: GameTree): string {
  const moves = mainLine(game.tree).length;
  return `momentum-${boardName(game)}-${moves}-${moves === 1 ? 'move' : 'moves'}.json`;
}

/**
 * Why a text is no game: JSON broken at a place (or, where that place cannot be found, the
 * parser's own `detail`), a record that is no game, a link that opens none, or neither of the two.
 */
export type GameTextProblem =
  | { readonly code: 'json-syntax'; readonly error: JsonSyntaxError }
  | { readonly code: 'not-json'; readonly detail: string }
  | { readonly code: 'invalid-record'; readonly problem: RecordProblem | TreeRecordProblem }
  | { readonly code: 'link'; readonly problem: LinkProblem }
  | { readonly code: 'no-game' };

/** Why a file is no game: its text, or a file too large to read (sizes in whole megabytes) or unreadable. */
export type GameFileProblem =
  | GameTextProblem
  | { readonly code: 'too-large'; readonly mb: number; readonly max: number }
  | { readonly code: 'unreadable' };

/** A problem with the file or text it came from: its name, or what the text came from. */
export interface NamedProblem {
  readonly name: string;
  readonly problem: GameFileProblem;
}

async function readRecordText(text: string): Promise<Result<GameTree, GameTextProblem>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const syntax = findJsonSyntaxError(text);
    return err(syntax ? { code: 'json-syntax', error: syntax } : { code: 'not-json', detail: (e as Error).message });
  }
  const record = parseRecord(value);
  const game = record.ok ? await runInSlices(readTreeRecordSteps(record.value)) : record;
  return game.ok ? game : err({ code: 'invalid-record', problem: game.error });
}

/**
 * Reads a text as a game: a `momentum/1` record (with its variations), or a text holding one of
 * our links (a URL or just its hash). The game opens at the end of its main line unless a link
 * says otherwise. Every error starts with `name`, the file's name or what the text came from.
 */
export async function readGameText(name: string, text: string): Promise<Result<GameLink, NamedProblem>> {
  // Only the byte-order mark goes: JSON allows the blank around it, and the lines must count as the file's.
  const body = text.replace(/^\uFEFF/, '');
  if (body.trimStart().startsWith('{')) {
    const game = await readRecordText(body);
    if (!game.ok) return err({ name, problem: game.error });
    return ok({ game: game.value, path: pathOf(mainLine(game.value.tree)), seats: null });
  }
  const hash = linkInText(body);
  const link = hash === null ? null : await decodeLink(hash);
  if (link === null) return err({ name, problem: { code: 'no-game' } });
  return link.ok ? link : err({ name, problem: { code: 'link', problem: link.error } });
}

/** Reads a dropped or chosen file as a game (see `readGameText`); a file too large to be one is refused unread. */
export async function readGameFile(file: Blob & { readonly name: string }): Promise<Result<GameLink, NamedProblem>> {
  const { name } = file;
  if (file.size > MAX_RECORD_BYTES) {
    const mb = (bytes: number) => Math.ceil(bytes / 1024 / 1024);
    return err({ name, problem: { code: 'too-large', mb: mb(file.size), max: mb(MAX_RECORD_BYTES) } });
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return err({ name, problem: { code: 'unreadable' } });
  }
  return readGameText(name, text);
}
