import { createStore } from 'zustand/vanilla';
import { type Thinker, createThinker } from '../ai/client';
import type { Level } from '../ai/levels';
import type { SearchBudget } from '../ai/mcts';
import { type RestMarble, type Timeline, compileMove, restMarbles } from '../anim/timeline';
import { type MoveEvent, resolveDrop } from '../engine/drop';
import { type GameState, type Move, legalMoves, moveName, play } from '../engine/game';
import { type GameRecord, type Ply, type Replay, makeRecord, parseMove, writeRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { describeMove } from './announce';
import { readRecordHash, readSeatsHash, recordHash } from './link';
import { type GameOptions, defaultOptions, startFromOptions } from './options';
import { joinWords, playerName } from './players';
import { type Seat, computerLevel, fitSeats, humanSeats, undoDepth } from './seats';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';

/** How many seconds of the timeline play per real second. */
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

/** What the table is built with; tests replace the clock and the search worker. */
export interface TableDeps {
  readonly clock?: Clock;
  /** Makes the client of the search worker, on the first search only. */
  readonly thinker?: () => Thinker;
}

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
  /** The marbles of `game` as the table shows them at rest: the scene's instance order and each one's turn. */
  readonly resting: readonly RestMarble[];
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
  /** Who plays each player, Red first: a person or the computer at a level. */
  readonly seats: readonly Seat[];
  /** The search running in the worker, null when none is. */
  readonly search: SearchPurpose | null;
  readonly hint: Hint | null;
}

export interface TableActions {
  /** A person's move; refused while the computer's seat is to move. */
  play(move: Move): Result<void>;
  /** A cell name or `swap`, as typed in the Move field. */
  playText(text: string): Result<void>;
  /** Takes back the last move, and against the computer its reply too (see `undoDepth`). */
  undo(): void;
  /** Replays what one undo took back. */
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
  /** Asks the computer which move it would play for the person to move, and shows it. */
  requestHint(): void;
}

export type Table = TableState & TableActions;

function previewAt(state: GameState, legal: readonly Move[], cell: number | null): Preview | null {
  if (cell === null || !legal.includes(cell)) return null;
  const player = state.toMove;
  return { cell, player, events: resolveDrop(state.board, state.owners, cell, player).events };
}

/** The preview of any legal move: a drop as when hovered, a swap as a ghost on the marble it takes. */
function previewOfMove(state: GameState, move: Move): Preview | null {
  const played = play(state, move);
  const cell = move === 'swap' ? state.swapCell : move;
  if (!played.ok || cell === null) return null;
  return { cell, player: state.toMove, events: played.value.events };
}

/** Everything that follows from a new current position. */
function positionFields(game: GameState): Pick<TableState, 'game' | 'legal' | 'focusCell' | 'preview' | 'hint'> {
  return { game, legal: legalMoves(game), focusCell: null, preview: null, hint: null };
}

/** The computer's answer as a move it may play here. */
function legalAnswer(game: GameState, legal: readonly Move[], answer: string): Result<Move> {
  const move = parseMove(game.board, answer);
  if (!move.ok) return move;
  return legal.includes(move.value) ? move : err(`it chose ${answer}, which is not a legal move here`);
}

function startedGame(options: GameOptions): GameState {
  const started = startFromOptions(options);
  if (!started.ok) throw new Error(`default game refused: ${started.error}`);
  return started.value;
}

function newGameAnnouncement(game: GameState): string {
  return `New game: ${playerName(game.toMove)} to move.`;
}

export function createTable(initial: GameOptions = defaultOptions(), deps: TableDeps = {}) {
  const { clock = systemClock, thinker: makeThinker = createThinker } = deps;
  const first = startedGame(initial);
  let startComputer = (): void => undefined;
  const store = createStore<Table>()((set, get) => {
    let cancelFinish: (() => void) | null = null;
    let thinker: Thinker | null = null;
    /** Counts searches: only the latest one's answer is taken, a cancelled one's is ignored. */
    let searches = 0;
    /** The game as it stood when the computer failed to move: it does not try again until the game changes. */
    let failedAt: readonly Ply[] | null = null;

    const stopSearch = (): Pick<TableState, 'search'> => {
      if (get().search) {
        searches++;
        thinker?.cancel();
      }
      return { search: null };
    };

    const answered = (purpose: SearchPurpose, answer: Result<string> | null): void => {
      const { game, legal, plies } = get();
      if (answer === null) {
        set({ search: null });
        return;
      }
      const move = answer.ok ? legalAnswer(game, legal, answer.value) : answer;
      if (!move.ok) {
        if (purpose === 'move') failedAt = plies;
        const what = purpose === 'move' ? `a move for ${playerName(game.toMove)}` : 'a hint';
        set({ search: null, notice: `The computer could not choose ${what}: ${move.error}.` });
        return;
      }
      if (purpose === 'move') {
        set({ search: null });
        playMove(move.value, []);
        return;
      }
      const name = moveName(game.board, move.value);
      const hint = { move: move.value, name, preview: previewOfMove(game, move.value) };
      set({
        search: null,
        hint,
        focusCell: null,
        preview: hint.preview,
        announcement: `Hint for ${playerName(game.toMove)}: ${name}.`,
      });
    };

    /** Asks the worker about the game as it stands; the seed follows the move count, so replays agree. */
    const startSearch = (purpose: SearchPurpose, level: Level, budget?: SearchBudget): void => {
      const state = get();
      const id = ++searches;
      thinker ??= makeThinker();
      set({ search: purpose });
      const request = {
        record: writeRecord(currentRecord(state)),
        player: level,
        seed: state.plies.length,
        ...(budget ? { budget } : {}),
      };
      thinker.think(request).then(
        (answer) => {
          if (id === searches) answered(purpose, answer);
        },
        (e: unknown) => {
          if (id === searches) answered(purpose, err(e instanceof Error ? e.message : String(e)));
        },
      );
    };

    /**
     * Starts the computer's search when its seat is to move and the table is still. Moves to redo
     * mean the person is browsing the history: the computer waits until they play or redo to the end.
     */
    const maybeThink = (): void => {
      const { game, seats, redo, animation, search, plies } = get();
      const level = computerLevel(seats, game.toMove);
      if (level === null || game.result || redo.length > 0 || animation || search || plies === failedAt) return;
      startSearch('move', level);
    };
    startComputer = maybeThink;

    const stopAnimation = (): Pick<TableState, 'animation'> => {
      cancelFinish?.();
      cancelFinish = null;
      return { animation: null };
    };

    /** The animation of a move just played (none at instant speed), and where it leaves every marble. */
    const animate = (before: GameState, events: readonly MoveEvent[]): Pick<TableState, 'animation' | 'resting'> => {
      stopAnimation();
      const { speed, resting } = get();
      const timeline = compileMove(before.board, before, events, {
        speed: speed === 'instant' ? 0 : SPEED_FACTOR[speed],
        marbles: resting,
      });
      if (timeline.duration === 0) return { animation: null, resting: timeline.settled };
      cancelFinish = clock.after(timeline.duration * 1000, () => get().finishAnimation());
      return { animation: { timeline, startedAt: clock.now() }, resting: timeline.settled };
    };

    const replace = (start: GameState, plies: readonly Ply[], fields: Partial<TableState>): void => {
      const game = plies[plies.length - 1]?.state ?? start;
      set({
        start,
        plies,
        redo: [],
        moveError: null,
        ...stopSearch(),
        ...stopAnimation(),
        ...positionFields(game),
        resting: restMarbles(game.owners, game.reserves, get().resting),
        ...fields,
      });
      maybeThink();
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
        ...stopSearch(),
        ...animate(game, ply.events),
        ...positionFields(after),
      });
      maybeThink();
      return ok(undefined);
    };

    return {
      start: first,
      plies: [],
      redo: [],
      meta: undefined,
      speed: 'normal',
      animation: null,
      resting: restMarbles(first.owners, first.reserves),
      view: { kind: 'player', player: first.toMove, seq: 0 },
      announcement: newGameAnnouncement(first),
      moveError: null,
      notice: null,
      ...positionFields(first),
      seats: fitSeats(initial.seats, first.rules.players),
      search: null,

      play: (move) => {
        const { game, seats } = get();
        if (!game.result && computerLevel(seats, game.toMove) !== null) {
          const why = `${playerName(game.toMove)} is played by the computer`;
          set({ moveError: why });
          return err(why);
        }
        return playMove(move, []);
      },

      playText: (text) => {
        const move = parseMove(get().game.board, text.trim().toLowerCase());
        if (!move.ok) {
          set({ moveError: move.error });
          return move;
        }
        return get().play(move.value);
      },

      undo: () => {
        const { plies, redo, start, seats } = get();
        const depth = undoDepth(plies, seats);
        if (depth === 0) return;
        const taken = plies.slice(-depth);
        const words = taken.map((p) => `${playerName(p.player)}'s ${moveName(start.board, p.move)}`);
        replace(start, plies.slice(0, -depth), {
          redo: [...taken.map((p) => p.move), ...redo],
          announcement: `Took back ${joinWords(words)}.`,
        });
      },

      redoMove: () => {
        // Mirrors undo: on through the computer's replies, back to a person's turn.
        for (;;) {
          const [next, ...rest] = get().redo;
          if (next === undefined || !playMove(next, rest).ok) return;
          const { seats, game } = get();
          if (!seats.includes('human') || computerLevel(seats, game.toMove) === null) return;
        }
      },

      newGame: (options) => {
        const started = startFromOptions(options);
        if (!started.ok) return err(started.error);
        replace(started.value, [], {
          meta: undefined,
          notice: null,
          seats: fitSeats(options.seats, started.value.rules.players),
          announcement: newGameAnnouncement(started.value),
        });
        return ok(undefined);
      },

      openHash: (hash) => {
        const read = readRecordHash(hash);
        if (read === null) return;
        if (!read.ok) {
          const fallback = startedGame(defaultOptions());
          replace(fallback, [], {
            meta: undefined,
            seats: humanSeats(fallback.rules.players),
            notice: `This link's game could not be opened: ${read.error}. Showing a new game instead.`,
            announcement: newGameAnnouncement(fallback),
          });
          return;
        }
        const replay: Replay = read.value;
        const game = replay.final;
        const seats = readSeatsHash(hash, game.rules.players);
        replace(replay.start, replay.plies, {
          meta: replay.record.meta,
          seats: seats?.ok ? seats.value : humanSeats(game.rules.players),
          notice:
            seats && !seats.ok ? `This link's seats could not be read: ${seats.error}. Every seat is human.` : null,
          announcement: `Opened a game of ${replay.plies.length} ${replay.plies.length === 1 ? 'move' : 'moves'}: ${
            game.result ? 'the game is over' : `${playerName(game.toMove)} to move`
          }.`,
        });
      },

      setSpeed: (speed) => set({ speed }),

      setView: (kind) => set(({ view, game }) => ({ view: { kind, player: game.toMove, seq: view.seq + 1 } })),

      finishAnimation: () => {
        if (!get().animation) return;
        set(stopAnimation());
        maybeThink();
      },

      setFocusCell: (cell) => {
        const { game, legal, focusCell, seats, hint } = get();
        if (cell === focusCell) return;
        // Pointing at the table previews a person's drops only; the computer's moves are its own.
        const pointed = computerLevel(seats, game.toMove) === null ? previewAt(game, legal, cell) : null;
        set({ focusCell: cell, preview: pointed ?? hint?.preview ?? null });
      },

      dismissNotice: () => set({ notice: null }),

      requestHint: () => {
        const { game, seats, search } = get();
        if (game.result || search || computerLevel(seats, game.toMove) !== null) return;
        startSearch('hint', HINT_SEARCH.level, HINT_SEARCH.budget);
      },
    };
  });
  // A computer seat may have the first move.
  startComputer();
  return store;
}

export type TableStore = ReturnType<typeof createTable>;

/** The game as it stands, as a `momentum/1` record. */
export function currentRecord(state: TableState): GameRecord {
  return makeRecord(
    state.start,
    state.plies.map((p) => p.move),
    state.meta as Record<string, unknown> | undefined,
  );
}

/** The `#record=` link of the game as it stands, with its seats. */
export function currentHash(state: TableState): string {
  return recordHash(currentRecord(state), state.seats);
}
