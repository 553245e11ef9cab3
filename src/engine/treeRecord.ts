import type { Board, CellNameProblem } from './board';
import { type GameState, type Move, moveName, play } from './game';
import { type GameRecord, type MovePlace, type PlacedMoveProblem, makeRecord, parseMove, recordStart } from './record';
import { type Result, err, ok } from './result';
import type { SetupProblem } from './setup';
import { shown } from './shown';
import { type GameTree, type MoveNode, type MoveTree, mainLine } from './tree';

/**
 * A game tree written as one line, the way PGN nests variations: each item is a move (a token such
 * as `d4`), or a list of alternative lines to the move just before it, each played from the
 * position before that move. The first child of every node is written as the move after it; its
 * other children follow it as its alternatives, in their order.
 *
 * `[d4, c3, [[e5, f6], [a1]], g7]`: d4, then c3 or the variations e5 f6 and a1 instead of it, and
 * g7 after c3.
 */
export type WrittenLine = readonly LineItem[];
export type LineItem = string | readonly WrittenLine[];

/** Reads one move token of a written line: a cell name in records, a move id in short links. */
export type ReadToken<E> = (board: Board, token: string) => Result<Move, E>;

/**
 * Why a written line is not a game, and where: a move that cannot be read (`E`, the token reader's
 * problem) or played, or an item out of place. `found` is a short picture of a wrong item.
 */
export type LineProblem<E> =
  | PlacedMoveProblem<E>
  /** Siblings are told apart by their move (see TreePath): a repeat would be a second copy of one line. */
  | { readonly code: 'repeated-move'; readonly place: MovePlace; readonly move: string }
  | { readonly code: 'not-an-item'; readonly place: MovePlace; readonly found: string }
  | { readonly code: 'variations-first'; readonly place: MovePlace }
  | { readonly code: 'no-variations'; readonly place: MovePlace }
  | { readonly code: 'too-deep'; readonly place: MovePlace; readonly max: number }
  /** `index` counts the list's variations from 1. */
  | { readonly code: 'bad-variation'; readonly place: MovePlace; readonly index: number };

/**
 * Why a record is not a game tree: its start, a move of any line, or its `meta.variations` and
 * `meta.names`. Entries and names count from 1; `ply`, `previous` and `last` are plies of the main line.
 */
export type TreeRecordProblem =
  | SetupProblem
  | LineProblem<CellNameProblem>
  | { readonly code: 'variations-not-list'; readonly found: string }
  | { readonly code: 'entry-not-list'; readonly entry: number; readonly found: string }
  | { readonly code: 'entry-bad-ply'; readonly entry: number; readonly found: string; readonly last: number }
  | { readonly code: 'entry-no-main-line'; readonly entry: number; readonly found: string }
  | { readonly code: 'entry-out-of-order'; readonly entry: number; readonly ply: number; readonly previous: number }
  | { readonly code: 'names-not-list'; readonly found: string }
  | { readonly code: 'names-count'; readonly count: number; readonly players: number }
  | { readonly code: 'name-not-text'; readonly index: number; readonly found: string };

/** Deeper nesting is refused, so that writing a tree back never runs out of stack. */
export const MAX_NESTING = 1000;

/** How many moves a reader plays between two of its yields. */
const MOVES_PER_STEP = 128;

/** The tree as one written line, every move written by `token`. */
export function writeLine(tree: MoveTree, token: (move: Move) => string): WrittenLine {
  const lineFrom = (children: readonly MoveNode[]): LineItem[] => {
    const items: LineItem[] = [];
    let next = children;
    while (next.length > 0) {
      const [first, ...others] = next;
      items.push(token(first!.move));
      if (others.length > 0) items.push(others.map((node) => lineFrom([node])));
      next = first!.children;
    }
    return items;
  };
  return lineFrom(tree.children);
}

/** A node while the tree is grown: its children are still being added. */
interface GrowingNode {
  readonly move: Move;
  readonly children: GrowingNode[];
}

/** A position reached while reading: the children list a move played there joins. */
interface Spot {
  readonly children: GrowingNode[];
  readonly state: GameState;
  /** Plies from the start. */
  readonly ply: number;
}

/** A line being read. */
interface Frame {
  readonly items: readonly unknown[];
  index: number;
  /** Where the line's next move is played. */
  at: Spot;
  /** Where the line's last move was played: a list of alternatives to it starts there. */
  before: Spot | null;
  /** Plies before the variation this line is; null on the main line. */
  readonly branch: number | null;
  readonly nesting: number;
}

/** Where the line's next move stands. */
function placeOf(frame: Frame): MovePlace {
  return { ply: frame.at.ply + 1, branch: frame.branch };
}

/** The place of a line that has no move yet, or of the items after its last move. */
function lineOf(frame: Frame): MovePlace {
  return { ply: null, branch: frame.branch };
}

/** Plays one token where `frame` stands, or says where and why it cannot be played. */
function playToken<E>(
  frame: Frame,
  token: string,
  readToken: ReadToken<E>,
): Result<{ move: Move; state: GameState }, LineProblem<E>> {
  const { state, children } = frame.at;
  const place = placeOf(frame);
  const move = readToken(state.board, token);
  if (!move.ok) return err({ code: 'unreadable-move', place, problem: move.error });
  if (children.some((child) => child.move === move.value)) {
    return err({ code: 'repeated-move', place, move: moveName(state.board, move.value) });
  }
  const played = play(state, move.value);
  if (!played.ok) return err({ code: 'illegal-move', place, problem: played.error });
  return ok({ move: move.value, state: played.value.state });
}

/**
 * Plays a written line from `start` into a tree, checking every move where it stands. A generator
 * so that a long game can be read a slice at a time: it yields the number of moves played so far
 * every few moves, and returns the tree or why the line is not a game.
 */
export function* growTree<E>(
  start: GameState,
  line: readonly unknown[],
  readToken: ReadToken<E>,
): Generator<number, Result<MoveTree, LineProblem<E>>, void> {
  const root: GrowingNode[] = [];
  const stack: Frame[] = [
    { items: line, index: 0, at: { children: root, state: start, ply: 0 }, before: null, branch: null, nesting: 0 },
  ];
  let played = 0;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index === frame.items.length) {
      stack.pop();
      continue;
    }
    const item = frame.items[frame.index++];
    if (typeof item === 'string') {
      const next = playToken(frame, item, readToken);
      if (!next.ok) return next;
      const node: GrowingNode = { move: next.value.move, children: [] };
      frame.at.children.push(node);
      frame.before = frame.at;
      frame.at = { children: node.children, state: next.value.state, ply: frame.at.ply + 1 };
      if (++played % MOVES_PER_STEP === 0) yield played;
      continue;
    }
    const { before } = frame;
    const place = before ? placeOf({ ...frame, at: before }) : lineOf(frame);
    if (!Array.isArray(item)) return err({ code: 'not-an-item', place, found: shown(item) });
    if (!before) return err({ code: 'variations-first', place });
    if (item.length === 0) return err({ code: 'no-variations', place });
    if (frame.nesting >= MAX_NESTING) return err({ code: 'too-deep', place, max: MAX_NESTING });
    // Pushed last to first, so the first alternative is read first and its moves come first among siblings.
    for (let i = item.length - 1; i >= 0; i--) {
      const alternative: unknown = item[i];
      if (!Array.isArray(alternative) || alternative.length === 0) {
        return err({ code: 'bad-variation', place, index: i + 1 });
      }
      stack.push({
        items: alternative,
        index: 0,
        at: before,
        before: null,
        branch: before.ply,
        nesting: frame.nesting + 1,
      });
    }
  }
  return ok({ children: root });
}

/** Runs a reader to its end at once, for callers that need no slices. */
export function finish<T>(steps: Generator<unknown, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The `[ply, line, ...]` entries of the variations in a written line (see `makeTreeRecord`). */
function variationEntries(line: WrittenLine): unknown[] {
  const entries: unknown[] = [];
  let moves = 0;
  for (const item of line) {
    if (typeof item === 'string') moves++;
    else entries.push([moves - 1, ...item]);
  }
  return entries;
}

/**
 * The record of a game tree. Its `moves` are the main line, so every `momentum/1` reader replays
 * that; the variations go under `meta.variations` as a list of entries `[N, line, line, ...]`,
 * ascending in N: the lines played after N plies of the main line instead of its move N + 1, each a
 * `WrittenLine` of cell names. `[[12, ["c3", "e5"], ["a1"]]]`: after ply 12, c3 e5 or a1 instead
 * of the main line's ply 13. Written only when there are variations.
 */
export function makeTreeRecord(game: GameTree): GameRecord {
  const { start, tree } = game;
  const variations = variationEntries(writeLine(tree, (move) => moveName(start.board, move)));
  const meta: Record<string, unknown> = { ...game.meta };
  delete meta.variations;
  if (variations.length > 0) meta.variations = variations;
  return makeRecord(start, mainLine(tree), Object.keys(meta).length > 0 ? meta : undefined);
}

/** The main line with each `meta.variations` entry put back after the move it replaces. */
function spliceVariations(moves: readonly string[], variations: unknown): Result<unknown[], TreeRecordProblem> {
  if (!Array.isArray(variations)) return err({ code: 'variations-not-list', found: shown(variations) });
  const line: unknown[] = [];
  let taken = 0;
  const take = (end: number): void => {
    // One by one: a spread of a long main line would overflow the call's arguments.
    for (; taken < end; taken++) line.push(moves[taken]);
  };
  for (const [i, entry] of variations.entries()) {
    const number = i + 1;
    if (!Array.isArray(entry) || entry.length < 2) {
      return err({ code: 'entry-not-list', entry: number, found: shown(entry) });
    }
    const [ply, ...lines] = entry as unknown[];
    if (typeof ply !== 'number' || !Number.isInteger(ply) || ply < 0 || ply >= moves.length) {
      const found = shown(ply);
      return err(
        moves.length === 0
          ? { code: 'entry-no-main-line', entry: number, found }
          : { code: 'entry-bad-ply', entry: number, found, last: moves.length - 1 },
      );
    }
    if (ply < taken) return err({ code: 'entry-out-of-order', entry: number, ply, previous: taken - 1 });
    take(ply + 1);
    line.push(lines);
  }
  take(moves.length);
  return ok(line);
}

/** Checks `meta.names`: one name per player, as text. */
function checkNames(names: unknown, players: number): Result<void, TreeRecordProblem> {
  if (!Array.isArray(names)) return err({ code: 'names-not-list', found: shown(names) });
  if (names.length !== players) return err({ code: 'names-count', count: names.length, players });
  const wrong = names.findIndex((name) => typeof name !== 'string');
  if (wrong >= 0) return err({ code: 'name-not-text', index: wrong + 1, found: shown(names[wrong]) });
  return ok(undefined);
}

/**
 * Reads a record into a game tree, a slice at a time (see `growTree`): the main line and every
 * variation are played and checked, `meta.names` and `meta.variations` must be well formed.
 */
export function* readTreeRecordSteps(record: GameRecord): Generator<number, Result<GameTree, TreeRecordProblem>, void> {
  const start = recordStart(record);
  if (!start.ok) return start;
  const { variations, ...rest } = record.meta ?? {};
  if (rest.names !== undefined) {
    const names = checkNames(rest.names, record.players);
    if (!names.ok) return names;
  }
  const line = variations === undefined ? ok(record.moves) : spliceVariations(record.moves, variations);
  if (!line.ok) return line;
  const tree = yield* growTree(start.value, line.value, parseMove);
  if (!tree.ok) return tree;
  const meta = variations === undefined ? record.meta : Object.keys(rest).length > 0 ? rest : undefined;
  return ok({ start: start.value, tree: tree.value, ...(meta ? { meta } : {}) });
}

export function readTreeRecord(record: GameRecord): Result<GameTree, TreeRecordProblem> {
  return finish(readTreeRecordSteps(record));
}
