import { createStore } from 'zustand/vanilla';
import { type Timeline, compileMove } from '../anim/timeline';
import { cellName } from '../engine/board';
import { type MoveEvent, resolveDrop } from '../engine/drop';
import { type GameState, type Move, legalMoves, play } from '../engine/game';
import { type Ply, type Replay, makeRecord, parseMove } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { describeMove } from './announce';
import { readRecordHash, recordHash } from './link';
import { type GameOptions, defaultOptions, startFromOptions } from './options';
import { playerName } from './players';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';

/** How many seconds of the timeline play per real second. */
export const SPEED_FACTOR: Readonly<Record<Exclude<Speed, 'instant'>, number>> = { slow: 0.5, normal: 1, fast: 2 };

/** The outcome of dropping on a hovered or selected cell, for the preview. */
export interface Preview {
  readonly cell: number;
  readonly player: number;
  readonly events: readonly MoveEvent[];
}

/** A move being shown: the timeline and the clock time (ms) it started at. */
export interface Animation {
  readonly timeline: Timeline;
  readonly startedAt: number;
}

/** The camera framings the view buttons ask for; `seq` changes on every request so a repeat re-applies. */
export interface ViewRequest {
  readonly kind: 'top' | 'player';
  readonly player: number;
  readonly seq: number;
}

/** Time as the store sees it, replaceable in tests. */
export interface Clock {
  now(): number;
  /** Calls `fn` after `ms` milliseconds; returns a function that cancels the call. */
  after(ms: number, fn: () => void): () => void;
}

const systemClock: Clock = {
  now: () => performance.now(),
  after: (ms, fn) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

export interface TableState {
  /** The position the game started from. */
  readonly start: GameState;
  /** Every move played so far, with the position after it. */
  readonly plies: readonly Ply[];
  /** Moves taken back by undo, the next one to redo first. */
  readonly redo: readonly Move[];
  /** The position after the last ply: what the engine says now. */
  readonly game: GameState;
  readonly legal: readonly Move[];
  /** Free metadata of a loaded record, kept when the game is written back to the link. */
  readonly meta: Readonly<Record<string, unknown>> | undefined;
  readonly speed: Speed;
  /** The move being animated, null when the table is still. */
  readonly animation: Animation | null;
  readonly view: ViewRequest;
  /** What the live region reads out: the last thing that happened, in words. */
  readonly announcement: string;
  /** Why the last typed or clicked move was refused; cleared by the next accepted action. */
  readonly moveError: string | null;
  /** A message about the whole table, such as a link that could not be opened. */
  readonly notice: string | null;
  /** The cell under the pointer (mouse) or the cell tapped once (touch). */
  readonly focusCell: number | null;
  readonly preview: Preview | null;
}

export interface TableActions {
  play(move: Move): Result<void>;
  /** A cell name or `swap`, as typed in the Move field. */
  playText(text: string): Result<void>;
  undo(): void;
  redoMove(): void;
  newGame(options: GameOptions): Result<void>;
  /** Opens the game a `#record=` hash names; a bad link leaves a notice and a default game. */
  openHash(hash: string): void;
  setSpeed(speed: Speed): void;
  setView(kind: ViewRequest['kind']): void;
  /** Ends the current animation now, showing the position after it. */
  finishAnimation(): void;
  /** Points at a cell (or nothing): previews the drop there when it is legal. */
  setFocusCell(cell: number | null): void;
  dismissNotice(): void;
}

export type Table = TableState & TableActions;

function previewAt(state: GameState, legal: readonly Move[], cell: number | null): Preview | null {
  if (cell === null || !legal.includes(cell)) return null;
  const player = state.toMove;
  return { cell, player, events: resolveDrop(state.board, state.owners, cell, player).events };
}

/** Everything that follows from a new current position. */
function positionFields(game: GameState): Pick<TableState, 'game' | 'legal' | 'focusCell' | 'preview'> {
  return { game, legal: legalMoves(game), focusCell: null, preview: null };
}

function startedGame(options: GameOptions): GameState {
  const started = startFromOptions(options);
  if (!started.ok) throw new Error(`default game refused: ${started.error}`);
  return started.value;
}

function newGameAnnouncement(game: GameState): string {
  return `New game: ${playerName(game.toMove)} to move.`;
}

export function createTable(initial: GameOptions = defaultOptions(), clock: Clock = systemClock) {
  const first = startedGame(initial);
  return createStore<Table>()((set, get) => {
    let cancelFinish: (() => void) | null = null;

    const stopAnimation = (): Pick<TableState, 'animation'> => {
      cancelFinish?.();
      cancelFinish = null;
      return { animation: null };
    };

    /** The animation of a move just played, or none at instant speed. */
    const animate = (before: GameState, events: readonly MoveEvent[]): Pick<TableState, 'animation'> => {
      stopAnimation();
      const { speed } = get();
      if (speed === 'instant') return { animation: null };
      const timeline = compileMove(before.board, before, events, { speed: SPEED_FACTOR[speed] });
      if (timeline.duration === 0) return { animation: null };
      cancelFinish = clock.after(timeline.duration * 1000, () => get().finishAnimation());
      return { animation: { timeline, startedAt: clock.now() } };
    };

    const replace = (start: GameState, plies: readonly Ply[], fields: Partial<TableState>): void => {
      const game = plies[plies.length - 1]?.state ?? start;
      set({ start, plies, redo: [], moveError: null, ...stopAnimation(), ...positionFields(game), ...fields });
    };

    const playMove = (move: Move, redo: readonly Move[]): Result<void> => {
      const { game, plies } = get();
      const played = play(game, move);
      if (!played.ok) {
        set({ moveError: played.error });
        return played;
      }
      const after = played.value.state;
      const ply: Ply = { move, player: game.toMove, events: played.value.events, state: after };
      set({
        plies: [...plies, ply],
        redo,
        moveError: null,
        announcement: describeMove(game.board, game.toMove, ply.events, after.result),
        ...animate(game, ply.events),
        ...positionFields(after),
      });
      return ok(undefined);
    };

    return {
      start: first,
      plies: [],
      redo: [],
      meta: undefined,
      speed: 'normal',
      animation: null,
      view: { kind: 'player', player: first.toMove, seq: 0 },
      announcement: newGameAnnouncement(first),
      moveError: null,
      notice: null,
      ...positionFields(first),

      play: (move) => playMove(move, []),

      playText: (text) => {
        const move = parseMove(get().game.board, text.trim().toLowerCase());
        if (!move.ok) {
          set({ moveError: move.error });
          return move;
        }
        return get().play(move.value);
      },

      undo: () => {
        const { plies, redo, start } = get();
        const last = plies[plies.length - 1];
        if (!last) return;
        const rest = plies.slice(0, -1);
        const board = start.board;
        replace(start, rest, {
          redo: [last.move, ...redo],
          announcement: `Took back ${playerName(last.player)}'s ${last.move === 'swap' ? 'swap' : cellName(board, last.move)}.`,
        });
      },

      redoMove: () => {
        const [next, ...rest] = get().redo;
        if (next !== undefined) playMove(next, rest);
      },

      newGame: (options) => {
        const started = startFromOptions(options);
        if (!started.ok) return err(started.error);
        replace(started.value, [], { meta: undefined, notice: null, announcement: newGameAnnouncement(started.value) });
        return ok(undefined);
      },

      openHash: (hash) => {
        const read = readRecordHash(hash);
        if (read === null) return;
        if (!read.ok) {
          const fallback = startedGame(defaultOptions());
          replace(fallback, [], {
            meta: undefined,
            notice: `This link's game could not be opened: ${read.error}. Showing a new game instead.`,
            announcement: newGameAnnouncement(fallback),
          });
          return;
        }
        const replay: Replay = read.value;
        const game = replay.final;
        replace(replay.start, replay.plies, {
          meta: replay.record.meta,
          notice: null,
          announcement: `Opened a game of ${replay.plies.length} ${replay.plies.length === 1 ? 'move' : 'moves'}: ${
            game.result ? 'the game is over' : `${playerName(game.toMove)} to move`
          }.`,
        });
      },

      setSpeed: (speed) => set({ speed }),

      setView: (kind) => set(({ view, game }) => ({ view: { kind, player: game.toMove, seq: view.seq + 1 } })),

      finishAnimation: () => {
        if (get().animation) set(stopAnimation());
      },

      setFocusCell: (cell) => {
        const { game, legal, focusCell } = get();
        if (cell === focusCell) return;
        set({ focusCell: cell, preview: previewAt(game, legal, cell) });
      },

      dismissNotice: () => set({ notice: null }),
    };
  });
}

export type TableStore = ReturnType<typeof createTable>;

/** The `#record=` link of the game as it stands. */
export function currentHash(state: TableState): string {
  return recordHash(
    makeRecord(
      state.start,
      state.plies.map((p) => p.move),
      state.meta as Record<string, unknown> | undefined,
    ),
  );
}
