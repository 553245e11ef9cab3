import type { Board } from './board';
import { type GameState, type Move, moveName, play } from './game';
import { type GameRecord, makeRecord, parseMove, recordStart } from './record';
import { type Result, err, ok } from './result';
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
export type ReadToken = (board: Board, token: string) => Result<Move>;

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

/** Where a move stands, for messages: `ply 7` on the main line, `variation after ply 12` in one. */
function placeOf(frame: Frame): string {
  const ply = frame.at.ply + 1;
  if (frame.branch === null) return `ply ${ply}`;
  const variation = `variation after ply ${frame.branch}`;
  return ply === frame.branch + 1 ? variation : `${variation}, ply ${ply}`;
}

/** The place of a line that has no move yet, or of the items after its last move. */
function lineOf(frame: Frame): string {
  return frame.branch === null ? 'the main line' : `variation after ply ${frame.branch}`;
}

/** Plays one token where `frame` stands, or says where and why it cannot be played. */
function playToken(frame: Frame, token: string, readToken: ReadToken): Result<{ move: Move; state: GameState }> {
  const { state, children } = frame.at;
  const place = placeOf(frame);
  const move = readToken(state.board, token);
  if (!move.ok) return err(`${place}: ${move.error}`);
  const name = moveName(state.board, move.value);
  // Siblings are told apart by their move (see TreePath): a repeat would be a second copy of one line.
  if (children.some((child) => child.move === move.value)) return err(`${place}: ${name} is already played there`);
  const played = play(state, move.value);
  if (!played.ok) {
    const why = played.error.startsWith(name) ? played.error : `${name}: ${played.error}`;
    return err(`${place}: ${why}`);
  }
  return ok({ move: move.value, state: played.value.state });
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Plays a written line from `start` into a tree, checking every move where it stands. A generator
 * so that a long game can be read a slice at a time: it yields the number of moves played so far
 * every few moves, and returns the tree or why the line is not a game.
 */
export function* growTree(
  start: GameState,
  line: readonly unknown[],
  readToken: ReadToken,
): Generator<number, Result<MoveTree>, void> {
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
    const where = before ? placeOf({ ...frame, at: before }) : lineOf(frame);
    if (!Array.isArray(item)) return err(`${where}: ${kindOf(item)} is neither a move nor a list of variations`);
    if (!before) return err(`${where}: a list of variations must follow the move they replace`);
    if (item.length === 0) return err(`${where}: the list of variations is empty`);
    if (frame.nesting >= MAX_NESTING) return err(`${where}: variations nest more than ${MAX_NESTING} deep`);
    // Pushed last to first, so the first alternative is read first and its moves come first among siblings.
    for (let i = item.length - 1; i >= 0; i--) {
      const alternative: unknown = item[i];
      if (!Array.isArray(alternative) || alternative.length === 0) {
        return err(`${where}: variation ${i + 1} of the list must be a non-empty list of moves`);
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
function spliceVariations(moves: readonly string[], variations: unknown): Result<unknown[]> {
  if (!Array.isArray(variations)) return err('meta.variations must be a list of [ply, line, ...] entries');
  const line: unknown[] = [];
  let taken = 0;
  const take = (end: number): void => {
    // One by one: a spread of a long main line would overflow the call's arguments.
    for (; taken < end; taken++) line.push(moves[taken]);
  };
  for (const [i, entry] of variations.entries()) {
    const what = `meta.variations entry ${i + 1}`;
    if (!Array.isArray(entry) || entry.length < 2) return err(`${what} must be a list: [ply, line, ...]`);
    const [ply, ...lines] = entry as unknown[];
    if (typeof ply !== 'number' || !Number.isInteger(ply) || ply < 0 || ply >= moves.length) {
      const plies = moves.length === 0 ? 'the main line has no moves' : `from 0 to ${moves.length - 1}`;
      return err(
        `${what} starts with ${typeof ply === 'number' ? ply : kindOf(ply)}, not a ply of the main line (${plies})`,
      );
    }
    if (ply < taken) {
      return err(`${what}: ply ${ply} does not follow ply ${taken - 1} of the entry before (entries go in ply order)`);
    }
    take(ply + 1);
    line.push(lines);
  }
  take(moves.length);
  return ok(line);
}

/** Checks `meta.names`: one name per player, as text. */
function checkNames(names: unknown, players: number): Result<void> {
  if (!Array.isArray(names)) return err('meta.names must be a list of player names');
  if (names.length !== players) return err(`meta.names has ${names.length} names for ${players} players`);
  const wrong = names.findIndex((name) => typeof name !== 'string');
  if (wrong >= 0) return err(`meta.names: name ${wrong + 1} is not text`);
  return ok(undefined);
}

/**
 * Reads a record into a game tree, a slice at a time (see `growTree`): the main line and every
 * variation are played and checked, `meta.names` and `meta.variations` must be well formed.
 */
export function* readTreeRecordSteps(record: GameRecord): Generator<number, Result<GameTree>, void> {
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

export function readTreeRecord(record: GameRecord): Result<GameTree> {
  return finish(readTreeRecordSteps(record));
}
