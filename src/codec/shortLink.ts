import { type Board, writeLayout } from '../engine/board';
import type { GameState, Move, Rules } from '../engine/game';
import { PRESETS, type Preset, findPreset } from '../engine/presets';
import { type Result, err, ok } from '../engine/result';
import { type SetupProblem, presetGame } from '../engine/setup';
import { type GameTree, moveId, splitPath } from '../engine/tree';
import { type LineItem, type LineProblem, type WrittenLine, growTree, writeLine } from '../engine/treeRecord';

/*
 * The short form of a game on a preset board with the default rules: `square7.2.<moves>`, the
 * preset, the players and the move tree as one written line (see `WrittenLine`) of move ids, `~`
 * opening a variation and `.` closing it; the closing dots at the very end are left out, so a link
 * never ends in a dot a chat program would take for the end of a sentence. Both are unreserved
 * characters of a URL, and neither is a move id's.
 */

/** A move id of a short form that names no move of the board (quoted). */
export interface ShortIdProblem {
  readonly code: 'not-a-move';
  readonly id: string;
}

/**
 * Why a short form is not a game: not the form at all, a board that is no preset (quoted), a `.`
 * that closes nothing or a move id cut short (`at` counts the moves' characters from 1), the game
 * the preset starts, or a move of its line.
 */
export type ShortLinkProblem =
  | { readonly code: 'not-short-form'; readonly prefix: string }
  | { readonly code: 'unknown-preset'; readonly preset: string }
  | { readonly code: 'stray-close'; readonly at: number }
  | { readonly code: 'half-move-id'; readonly at: number }
  | SetupProblem
  | LineProblem<ShortIdProblem>;

/** The hash of a link in the short form starts with this. */
export const SHORT_PREFIX = '#game=';
const OPEN = '~';
const CLOSE = '.';
const SHORT_GAME = /^([a-z0-9]+)\.([2-4])(?:\.([A-Za-z0-9_~.-]*))?$/;

/**
 * Move ids one character long where every cell index is below 63: the low character of the
 * two-character id of tree.ts (the high one is then always `A`), and `_` for the swap (`__`).
 */
function idWidth(board: Board): 1 | 2 {
  return board.rows * board.cols <= 63 ? 1 : 2;
}

function writeId(board: Board, move: Move): string {
  return moveId(move).slice(2 - idWidth(board));
}

function readId(board: Board, id: string): Result<Move, ShortIdProblem> {
  const full = idWidth(board) === 2 ? id : id === '_' ? '__' : `A${id}`;
  const moves = splitPath(full);
  const move = moves.ok && moves.value.length === 1 ? moves.value[0]! : null;
  if (move === null || (move !== 'swap' && move >= board.rows * board.cols)) {
    return err({ code: 'not-a-move', id: JSON.stringify(id) });
  }
  return ok(move);
}

function sameRules(a: Rules, b: Rules): boolean {
  return (Object.keys(a) as (keyof Rules)[]).every((key) => a[key] === b[key]);
}

/** The preset a game starts like a new game on, with the default rules and Red first; null when none. */
function presetOf(start: GameState): Preset | null {
  if (start.toMove !== 1) return null;
  const layout = writeLayout(start.board, start.owners).join('/');
  return (
    PRESETS.find((preset) => {
      const fresh = presetGame(preset, start.rules.players);
      return (
        fresh.ok &&
        preset.lattice === start.board.lattice &&
        preset.layout.join('/') === layout &&
        sameRules(fresh.value.rules, start.rules)
      );
    }) ?? null
  );
}

function lineText(line: WrittenLine): string {
  return line
    .map((item: LineItem) =>
      typeof item === 'string' ? item : item.map((variation) => OPEN + lineText(variation) + CLOSE).join(''),
    )
    .join('');
}

/** The short form of a game, or null when it has none: another board, other rules, or metadata. */
export function writeShortGame(game: GameTree): string | null {
  const preset = presetOf(game.start);
  if (!preset || (game.meta && Object.keys(game.meta).length > 0)) return null;
  const head = `${preset.id}.${game.start.rules.players}`;
  if (game.tree.children.length === 0) return head;
  const { board } = game.start;
  return `${head}.${lineText(writeLine(game.tree, (move) => writeId(board, move))).replace(/\.+$/, '')}`;
}

/** The written line of a short form's moves; the moves themselves are checked as the tree grows. */
function readLineText(text: string, width: number): Result<LineItem[], ShortLinkProblem> {
  const root: LineItem[] = [];
  const open: LineItem[][] = [root];
  for (let i = 0; i < text.length;) {
    const line = open[open.length - 1]!;
    if (text[i] === OPEN) {
      const last = line[line.length - 1];
      const variations: WrittenLine[] = typeof last === 'object' ? (last as WrittenLine[]) : [];
      if (variations !== last) line.push(variations);
      const variation: LineItem[] = [];
      variations.push(variation);
      open.push(variation);
      i++;
    } else if (text[i] === CLOSE) {
      if (open.length === 1) return err({ code: 'stray-close', at: i + 1 });
      open.pop();
      i++;
    } else {
      const id = text.slice(i, i + width);
      if (id.length < width || id.includes(OPEN) || id.includes(CLOSE)) {
        return err({ code: 'half-move-id', at: i + 1 });
      }
      line.push(id);
      i += width;
    }
  }
  return ok(root);
}

/** Reads a short form a slice at a time (see `growTree`): the game, or why the text is not one. */
export function* readShortGame(text: string): Generator<number, Result<GameTree, ShortLinkProblem>, void> {
  const match = SHORT_GAME.exec(text);
  if (!match) return err({ code: 'not-short-form', prefix: SHORT_PREFIX });
  const preset = findPreset(match[1]!);
  if (!preset) return err({ code: 'unknown-preset', preset: JSON.stringify(match[1]) });
  const start = presetGame(preset, Number(match[2]));
  if (!start.ok) return start;
  const line = readLineText(match[3] ?? '', idWidth(start.value.board));
  if (!line.ok) return line;
  const tree = yield* growTree(start.value, line.value, readId);
  return tree.ok ? ok({ start: start.value, tree: tree.value }) : tree;
}
