import { writeLayout } from '../engine/board';
import { PRESETS } from '../engine/presets';
import { parseRecord, writeRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { type GameTree, mainLine, pathOf } from '../engine/tree';
import { makeTreeRecord, readTreeRecordSteps } from '../engine/treeRecord';
import { findJsonSyntaxError } from './jsonSyntax';
import { type GameLink, MAX_RECORD_BYTES, decodeLink, linkInText } from './link';
import { runInSlices } from './slices';

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

async function readRecordText(text: string): Promise<Result<GameTree>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const syntax = findJsonSyntaxError(text);
    return err(
      syntax
        ? `line ${syntax.line}, column ${syntax.column}: ${syntax.message}`
        : `the text is not valid JSON: ${(e as Error).message}`,
    );
  }
  const record = parseRecord(value);
  return record.ok ? runInSlices(readTreeRecordSteps(record.value)) : record;
}

/**
 * Reads a text as a game: a `momentum/1` record (with its variations), or a text holding one of
 * our links (a URL or just its hash). The game opens at the end of its main line unless a link
 * says otherwise. Every error starts with `name`, the file's name or what the text came from.
 */
export async function readGameText(name: string, text: string): Promise<Result<GameLink>> {
  // Only the byte-order mark goes: JSON allows the blank around it, and the lines must count as the file's.
  const body = text.replace(/^\uFEFF/, '');
  if (body.trimStart().startsWith('{')) {
    const game = await readRecordText(body);
    if (!game.ok) return err(`${name}: ${game.error}`);
    return ok({ game: game.value, path: pathOf(mainLine(game.value.tree)), seats: null });
  }
  const hash = linkInText(body);
  const link = hash === null ? null : await decodeLink(hash);
  if (link === null) return err(`${name}: neither a game record (a momentum/1 JSON object) nor a link to a game`);
  return link.ok ? link : err(`${name}: ${link.error}`);
}

/** Reads a dropped or chosen file as a game (see `readGameText`); a file too large to be one is refused unread. */
export async function readGameFile(file: Blob & { readonly name: string }): Promise<Result<GameLink>> {
  if (file.size > MAX_RECORD_BYTES) {
    const mb = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`;
    return err(`${file.name}: the file is ${mb(file.size)}; a game file is at most ${mb(MAX_RECORD_BYTES)}`);
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return err(`${file.name}: the file could not be read`);
  }
  return readGameText(file.name, text);
}
