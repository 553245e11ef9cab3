import type { Level } from '../ai/levels';
import type { SearchBudget } from '../ai/searchTypes';
import type { GameClock, Playhead } from '../anim/gameTimeline';
import type { Timeline } from '../anim/timeline';
import { type MoveEvent, resolveDrop } from '../engine/drop';
import { type GameState, type Move, moveName, play } from '../engine/game';
import type { Ply } from '../engine/record';
import type { Result } from '../engine/result';
import type { GameTree, MoveTree, TreePath } from '../engine/tree';
import type { GameOptions, OptionsProblem } from '../setup/options';
import type { Announcement, MoveRefusal, Notice } from './tableCodes';
import type { CameraMode, Motion } from '../anim/playback';
import type { Seat } from '../setup/seats';
import type { Line, LinePlayProblem } from '../engine/line';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';

/** How many seconds of the timeline play per real second when a move is played. */
export const SPEED_FACTOR: Readonly<Record<Exclude<Speed, 'instant'>, number>> = { slow: 0.5, normal: 1, fast: 2 };

/** The outcome of dropping on a hovered or selected cell, for the preview. */
export interface Preview {
  readonly cell: number;
  readonly player: number;
  readonly events: readonly MoveEvent[];
}

/** What a search in the worker is for: the computer's own move, or a hint for a person. */
export type SearchPurpose = 'move' | 'hint';

/** The move the Hint button suggests; the table shows it as it shows a hovered cell. */
export interface Hint {
  readonly move: Move;
  /** A cell name or `swap`. */
  readonly name: string;
  readonly preview: Preview | null;
}

/** Hints search at full strength but briefly: a person who pressed a button is waiting. */
export const HINT_SEARCH: { readonly level: Level; readonly budget: SearchBudget } = {
  level: 'hard',
  budget: { ms: 700 },
};

/** The camera framings the view buttons ask for; `seq` changes on every request so a repeat re-applies. */
export interface ViewRequest {
  readonly kind: 'top' | 'player';
  readonly player: number;
  readonly seq: number;
}

export type { Announcement, MoveRefusal, Notice, TableEvent, TableProblem } from './tableCodes';

/** Time as the store sees it, replaceable in tests. */
export interface Clock {
  now(): number;
  /** Calls `fn` after `ms` milliseconds; returns a function that cancels the call. */
  after(ms: number, fn: () => void): () => void;
  /** Calls `fn` in a task of its own, once the page has drawn and responded; returns a function that cancels the call. */
  nextTask(fn: () => void): () => void;
  /** Calls `fn` before the next screen frame; returns a function that cancels the call. */
  frame(fn: () => void): () => void;
}

/** The game: where it started, every move tried, and who plays each side. */
export interface TableGame {
  /** The position the game started from. */
  readonly start: GameState;
  /** Every move tried, with its variations. */
  readonly tree: MoveTree;
  /** Free metadata of a loaded record, kept when the game is written back. */
  readonly meta: Readonly<Record<string, unknown>> | undefined;
  /** Who plays each player, Red first: a person or the computer at a level. */
  readonly seats: readonly Seat[];
}

/** Where in the game the table is: the cursor, the line through it, and the position there. */
export interface TableCursor {
  /** The cursor: the node whose position the table is at. */
  readonly path: TreePath;
  /** The line through the cursor, on to its end along first children, with the position after each move. */
  readonly line: readonly Ply[];
  /** The path of the line's last move. */
  readonly linePath: TreePath;
  /** Plies on the cursor's path: the position shown is after `line[cursor - 1]`. */
  readonly cursor: number;
  /** The position at the cursor: what the engine says now. */
  readonly game: GameState;
  readonly legal: readonly Move[];
  /** The cell under the pointer (mouse) or the cell tapped once (touch). */
  readonly focusCell: number | null;
  readonly preview: Preview | null;
}

/** How the table moves: the line's animations, the playhead over them, the replay player and the camera. */
export interface TableMotion {
  /** The animations of the line's moves at natural speed, compiled in order; a long game fills in over time. */
  readonly timelines: readonly Timeline[];
  /** The running time of the line. */
  readonly clock: GameClock;
  /** What the table shows; its ply is always the cursor. */
  readonly playhead: Playhead;
  /** The playhead running with the real clock, null when the table is still. */
  readonly motion: Motion | null;
  /** The replay player is running. */
  readonly playing: boolean;
  /** The replay player's speed. */
  readonly rate: number;
  readonly cameraMode: CameraMode;
  readonly view: ViewRequest;
}

/** The computer at the table: its search, and the hint it gave. */
export interface TableComputer {
  /** The search running in the worker, null when none is. */
  readonly search: SearchPurpose | null;
  readonly hint: Hint | null;
}

/** What the table says, coded: the view puts it into words (src/words/table.ts). */
export interface TableMessages {
  /** What the live region reads out: the last thing that happened. */
  readonly announcement: Announcement;
  /** Why the last typed or clicked move was refused; cleared by the next accepted action. */
  readonly moveError: MoveRefusal | null;
  /** A message about the whole table, such as a link that could not be opened. */
  readonly notice: Notice | null;
}

export type TableState = TableGame & TableCursor & TableMotion & TableComputer & TableMessages;

export interface LoadOptions {
  readonly path?: TreePath;
  /** The line through `path` when the caller has played it already, in slices for a long game. */
  readonly line?: Line;
  readonly seats?: readonly Seat[];
  readonly announcement?: Announcement;
  readonly notice?: Notice | null;
}

/**
 * Where a person's moves go besides the table (an online game sends them to the server): the route
 * refuses the move, or plays it here (`playHere`, which the engine may refuse) and sends it on.
 */
export type MoveRoute = (move: Move, playHere: () => Result<void, MoveRefusal>) => Result<void, MoveRefusal>;

export interface TableActions {
  /** A person's move at the cursor; refused while the computer's seat is to move; also sent on where moves are routed. */
  play(move: Move): Result<void, MoveRefusal>;
  /** Sends the person's moves to `route` rather than playing them (null: played at the table again). */
  routeMoves(route: MoveRoute | null): void;
  /** A move committed elsewhere (an online game's server): played at the end of the line, animated. */
  playCommitted(move: Move): Result<void, MoveRefusal>;
  /**
   * Puts the table back as it was in `earlier` (an earlier state of this table), at rest: a move
   * made here that the server refused is taken back. `fields` says why (a notice, a move error).
   */
  restore(earlier: TableState, fields?: Partial<Pick<TableMessages, 'notice' | 'moveError'>>): void;
  /** A cell name or `swap`, as typed in the Move field. */
  playText(text: string): Result<void, MoveRefusal>;
  /** Steps back, and against the computer past its replies to the person's own turn (see `undoDepth`). */
  undo(): void;
  /** Steps forward along the line as one undo stepped back. */
  redoMove(): void;
  /** Goes to a node of the tree: animates one move forward, jumps anywhere else. */
  goTo(path: TreePath): void;
  /** Goes to the position after `ply` moves of the current line. */
  goToPly(ply: number): void;
  promoteVariation(path: TreePath, toMainLine: boolean): void;
  /** Removes the node at `path` and what follows it; the cursor steps out if it was inside. */
  deleteVariation(path: TreePath): void;
  newGame(options: GameOptions): Result<void, OptionsProblem>;
  /** Puts a whole game on the table (the path must lie in its tree). */
  loadGame(game: GameTree, options?: LoadOptions): Result<void, LinePlayProblem>;
  /** A new default game, with a notice saying why (a link or file that could not be opened). */
  openDefault(notice: Notice): void;
  showNotice(notice: Notice): void;
  dismissNotice(): void;
  /** Frames the table from `player`'s seat (by default the player to move's). */
  setView(kind: ViewRequest['kind'], player?: number): void;
  /** Asks again for the view asked for last: the free camera's way back to the table's usual framing. */
  resetView(): void;
  /** Sets the playhead at a running time of the line (scrubbing); the cursor follows its ply. */
  seekTime(seconds: number): void;
  /** Shows the current move at its end at once. */
  finishAnimation(): void;
  startPlayback(): void;
  stopPlayback(): void;
  setRate(rate: number): void;
  setCameraMode(mode: CameraMode): void;
  /** Points at a cell (or nothing): previews the drop there when it is legal. */
  setFocusCell(cell: number | null): void;
  /** Asks the computer which move it would play for the person to move, and shows it. */
  requestHint(): void;
  /** Shows a move for the position at the cursor as a hint is shown (a review's better move), saying `announcement`. */
  showMove(move: Move, announcement: Announcement): void;
  /** Takes a shown hint (or move) off the table, and calls off a hint still being searched for. */
  clearHint(): void;
  /** Sets one entry of the game's metadata, or removes it when `value` is undefined; links and files carry it. */
  setMetaEntry(key: string, value: unknown): void;
}

export type Table = TableState & TableActions;

export function previewAt(state: GameState, legal: readonly Move[], cell: number | null): Preview | null {
  if (cell === null || !legal.includes(cell)) return null;
  const player = state.toMove;
  return { cell, player, events: resolveDrop(state.board, state.owners, cell, player).events };
}

/** The preview of any legal move: a drop as when hovered, a swap as a ghost on the marble it takes. */
export function previewOfMove(state: GameState, move: Move): Preview | null {
  const played = play(state, move);
  const cell = move === 'swap' ? state.swapCell : move;
  if (!played.ok || cell === null) return null;
  return { cell, player: state.toMove, events: played.value.events };
}

/** The table showing `move` at the position `state` as it shows a hint: the preview stays while the pointer roams. */
export function hintFields(state: GameState, move: Move): Pick<TableState, 'hint' | 'focusCell' | 'preview'> {
  const hint: Hint = { move, name: moveName(state.board, move), preview: previewOfMove(state, move) };
  return { hint, focusCell: null, preview: hint.preview };
}
