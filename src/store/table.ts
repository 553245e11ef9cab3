import { createStore } from 'zustand/vanilla';
import { type Thinker, createThinker } from '../ai/client';
import { atRest, playheadAt, restTime, timeOf } from '../anim/gameTimeline';
import { type GameState, type Move, moveName, play } from '../engine/game';
import { type Line, lineThrough, stateAt } from '../engine/line';
import { type Ply, parseMove } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import {
  EMPTY_TREE,
  type GameTree,
  type TreePath,
  addMove,
  deleteAt,
  nodesAt,
  pathDepth,
  promote,
} from '../engine/tree';
import { clockOf, motionTime, moveMotion, restingAt } from '../anim/playback';
import { type GameOptions, defaultOptions, startFromOptions } from '../setup/options';
import { computerLevel, fitSeats, humanSeats, undoDepth } from '../setup/seats';
import { computerPlayer } from './computer';
import { headFields, positionFields, systemClock, tableMotion } from './tableMotion';
import {
  type Announcement,
  type Clock,
  type LoadOptions,
  type MoveRefusal,
  type MoveRoute,
  SPEED_FACTOR,
  type Speed,
  type Table,
  type TableEvent,
  type TableState,
  hintFields,
  previewAt,
} from './tableState';

export * from './tableState';

/** What the table is built with; tests replace the clock and the search worker. */
export interface TableDeps {
  readonly clock?: Clock;
  /** Makes the client of the search worker, on the first search only. */
  readonly thinker?: () => Thinker;
  /** How fast a move plays as it is made: the settings hold the choice, the table reads it. */
  readonly speed?: () => Speed;
}

function startedGame(options: GameOptions): GameState {
  const started = startFromOptions(options);
  if (!started.ok) throw new Error(`default game refused: ${JSON.stringify(started.error)}`);
  return started.value;
}

const newGameEvent = (game: GameState): TableEvent => ({ code: 'new-game', player: game.toMove });

function openedEvent(line: Line, cursor: number, game: GameState): TableEvent {
  return { code: 'opened', count: line.plies.length, ply: cursor, toMove: game.toMove, over: game.result !== null };
}

/** Move `ply` of a line, as the live region tells it. */
const moveEvent = (on: GameState, p: Ply): TableEvent => ({
  code: 'move',
  move: { board: on.board, player: p.player, events: p.events, result: p.state.result },
});

const NO_LINE: Line = { plies: [], path: '' };

/** How a move of the cursor is told and shown. */
interface CursorMove {
  /** What the live region reads once the cursor is there (`s`, the table then). */
  readonly announce?: (s: TableState, ply: number) => Announcement;
  /** One move forward is animated at the speed moves are played; false jumps there. */
  readonly animate?: boolean;
}

/**
 * The table: the game's tree, the cursor in it and the position there (navigation, here), the
 * motion of the playhead and the compiling of the line's animations (`tableMotion`), and the
 * computer at its seats (`computerPlayer`). Each action changes the state once; messages are held
 * as codes for the view to put into words.
 */
export function createTable(initial: GameOptions = defaultOptions(), deps: TableDeps = {}) {
  const { clock = systemClock, thinker: makeThinker = createThinker, speed: speedOf = () => 'normal' } = deps;
  const first = startedGame(initial);
  let startComputer = (): void => undefined;
  let route: MoveRoute | null = null;
  const store = createStore<Table>()((set, get) => {
    const computer = computerPlayer(set, get, makeThinker, (move) => void playAtCursor(move));
    /** The table came to rest: the computer may have a move to make. */
    const settled = (): void => computer.maybeThink();
    startComputer = settled;
    const motion = tableMotion(set, get, clock, settled);

    /** A move refused: the Move field says why. */
    const refuse = (why: MoveRefusal): Result<never, MoveRefusal> => {
      set({ moveError: why });
      return err(why);
    };

    /** Jumps to the position after `ply` moves of the line of `s` (the table with any new line), at rest. */
    const jumpTo = (s: TableState, ply: number, fields: Partial<TableState> = {}): void => {
      set({ ...motion.stop(), ...computer.stop(), moveError: null, ...headFields(s, restingAt(ply)), ...fields });
      settled();
    };

    /** Shows move `ply` of the line of `s` being made, at the speed moves are played. */
    const animateTo = (s: TableState, ply: number, fields: Partial<TableState> = {}): void => {
      const speed = speedOf();
      if (speed === 'instant' || !s.timelines[ply - 1]) {
        jumpTo(s, ply, fields);
        return;
      }
      const run = moveMotion(s.clock, ply, SPEED_FACTOR[speed], clock.now());
      motion.run(run, { ...computer.stop(), moveError: null, ...headFields(s, { ply, t: 0 }), ...fields });
    };

    /** Moves the cursor to `path`, replaying the line through it when it is another line. */
    const moveCursor = (path: TreePath, how: CursorMove = {}): void => {
      const s = get();
      // A path outside the tree names no position: there is nothing to go to.
      if (!nodesAt(s.tree, path)) return;
      const forward = path.length === s.path.length + 2 && path.startsWith(s.path);
      let fields: Partial<TableState> = {};
      if (!s.linePath.startsWith(path)) {
        const line = lineThrough(s.start, s.tree, path, { plies: s.line, path: s.linePath });
        if (!line.ok) {
          set({ notice: { code: 'line-unplayed', problem: line.error } });
          return;
        }
        fields = motion.lineFields(s, line.value, true);
      }
      const next = { ...s, ...fields };
      const ply = pathDepth(path);
      if (how.announce) fields = { ...fields, announcement: how.announce(next, ply) };
      if (forward && (how.animate ?? true)) animateTo(next, ply, fields);
      else jumpTo(next, ply, fields);
      motion.compileLater();
    };

    const playAtCursor = (move: Move): Result<void, MoveRefusal> => {
      const s = get();
      const played = play(s.game, move);
      if (!played.ok) return refuse({ code: 'illegal', problem: played.error });
      const added = addMove(s.tree, s.path, move);
      if (!added.ok) return refuse({ code: 'tree', problem: added.error });
      const line = lineThrough(s.start, added.value.tree, added.value.path, { plies: s.line, path: s.linePath });
      if (!line.ok) return refuse({ code: 'line', problem: line.error });
      const fields = { ...motion.stop(), tree: added.value.tree, ...motion.lineFields(s, line.value, true) };
      const ply = line.value.plies[s.cursor]!;
      animateTo({ ...s, ...fields }, s.cursor + 1, { ...fields, announcement: moveEvent(s.game, ply) });
      motion.compileLater();
      return ok(undefined);
    };

    /** Puts `game` on the table at `options.path`, along `line`, the line through it. */
    const put = (game: GameTree, line: Line, options: LoadOptions): void => {
      const path = options.path ?? '';
      motion.cancelCompile();
      const cursor = pathDepth(path);
      const now = stateAt(game.start, line.plies, cursor);
      set({
        ...motion.stop(),
        ...computer.stop(),
        start: game.start,
        tree: game.tree,
        meta: game.meta,
        line: line.plies,
        linePath: line.path,
        timelines: [],
        clock: clockOf([], line.plies.length),
        path,
        cursor,
        playhead: restingAt(cursor),
        ...positionFields(now),
        seats: fitSeats(options.seats ?? humanSeats(game.start.rules.players), game.start.rules.players),
        notice: options.notice ?? null,
        moveError: null,
        announcement:
          options.announcement ?? (line.plies.length === 0 ? newGameEvent(now) : openedEvent(line, cursor, now)),
      });
      // Nothing moves at rest: a long game's timelines can start in a task of their own.
      motion.compileLater();
      settled();
    };

    /** A game without moves, put on the table. */
    const putNew = (start: GameState, options: LoadOptions): void =>
      put({ start, tree: EMPTY_TREE }, NO_LINE, { ...options, announcement: newGameEvent(start) });

    return {
      start: first,
      tree: EMPTY_TREE,
      path: '',
      line: [],
      linePath: '',
      cursor: 0,
      meta: undefined,
      timelines: [],
      clock: clockOf([], 0),
      playhead: { ply: 0, t: 0 },
      motion: null,
      playing: false,
      rate: 1,
      cameraMode: 'free',
      view: { kind: 'player', player: first.toMove, seq: 0 },
      announcement: newGameEvent(first),
      moveError: null,
      notice: null,
      ...positionFields(first),
      seats: fitSeats(initial.seats, first.rules.players),
      search: null,

      play: (move) => {
        const { game, seats } = get();
        if (!game.result && computerLevel(seats, game.toMove) !== null) {
          return refuse({ code: 'computer-seat', player: game.toMove });
        }
        if (!route) return playAtCursor(move);
        // Played here the moment it is made, as locally; the route sends it on, or takes it back.
        const routed = route(move, () => playAtCursor(move));
        return routed.ok ? routed : refuse(routed.error);
      },

      routeMoves: (next) => {
        route = next;
      },

      playCommitted: (move) => {
        const s = get();
        if (s.cursor !== s.line.length) jumpTo(s, s.line.length);
        return playAtCursor(move);
      },

      restore: (earlier, fields = {}) => {
        motion.cancelCompile();
        set({
          ...motion.stop(),
          ...computer.stop(),
          start: earlier.start,
          tree: earlier.tree,
          meta: earlier.meta,
          seats: earlier.seats,
          path: earlier.path,
          line: earlier.line,
          linePath: earlier.linePath,
          cursor: earlier.cursor,
          timelines: earlier.timelines,
          clock: earlier.clock,
          playhead: restingAt(earlier.cursor),
          game: earlier.game,
          legal: earlier.legal,
          focusCell: null,
          preview: null,
          hint: null,
          moveError: null,
          ...fields,
        });
        motion.compileLater();
        settled();
      },

      playText: (text) => {
        const move = parseMove(get().game.board, text.trim().toLowerCase());
        if (!move.ok) return refuse({ code: 'unreadable', problem: move.error });
        return get().play(move.value);
      },

      undo: () => {
        const { line, cursor, path, seats, start } = get();
        const depth = undoDepth(line.slice(0, cursor), seats);
        if (depth === 0) return;
        const moves = line
          .slice(cursor - depth, cursor)
          .map((p) => ({ player: p.player, move: moveName(start.board, p.move) }));
        const announcement: TableEvent = { code: 'took-back', moves };
        moveCursor(path.slice(0, path.length - 2 * depth), { announce: () => announcement, animate: false });
      },

      redoMove: () => {
        // Mirrors undo: on through the computer's replies, back to a person's turn.
        const { line, cursor, seats, linePath, start } = get();
        if (cursor >= line.length) return;
        let ply = cursor + 1;
        const people = seats.includes('human');
        while (people && ply < line.length && computerLevel(seats, line[ply - 1]!.state.toMove) !== null) ply++;
        const announcement = moveEvent(start, line[ply - 1]!);
        moveCursor(linePath.slice(0, 2 * ply), { announce: () => announcement });
      },

      goTo: (path) => {
        if (path === get().path) return;
        // The live region tells the position reached, as it does wherever the cursor moves (headFields).
        moveCursor(path);
      },

      goToPly: (ply) => {
        const { line, linePath } = get();
        const k = Math.max(0, Math.min(line.length, Math.round(ply)));
        get().goTo(linePath.slice(0, 2 * k));
      },

      promoteVariation: (path, toMainLine) => {
        const s = get();
        const tree = promote(s.tree, path, toMainLine);
        if (!tree.ok) {
          set({ notice: { code: 'tree-unchanged', problem: tree.error } });
          return;
        }
        const line = lineThrough(s.start, tree.value, s.path, { plies: s.line, path: s.linePath });
        if (!line.ok) {
          set({ notice: { code: 'line-unplayed', problem: line.error } });
          return;
        }
        set({ tree: tree.value, ...motion.lineFields(s, line.value, true) });
        motion.compileLater();
      },

      deleteVariation: (path) => {
        const s = get();
        const tree = deleteAt(s.tree, path);
        if (!tree.ok) {
          set({ notice: { code: 'tree-unchanged', problem: tree.error } });
          return;
        }
        const cursorPath = s.path.startsWith(path) ? path.slice(0, -2) : s.path;
        const line = lineThrough(s.start, tree.value, cursorPath, { plies: s.line, path: s.linePath });
        if (!line.ok) {
          set({ notice: { code: 'line-unplayed', problem: line.error } });
          return;
        }
        const fields = { tree: tree.value, ...motion.lineFields(s, line.value, true) };
        // A new playhead object even where the cursor stays: the table is drawn again from the new line.
        if (cursorPath !== s.path) jumpTo({ ...s, ...fields }, pathDepth(cursorPath), fields);
        else set({ ...fields, playhead: { ...s.playhead } });
        motion.compileLater();
      },

      newGame: (options) => {
        const started = startFromOptions(options);
        if (!started.ok) return started;
        putNew(started.value, { seats: options.seats });
        return ok(undefined);
      },

      loadGame: (game, options = {}) => {
        const line = options.line ? ok(options.line) : lineThrough(game.start, game.tree, options.path ?? '');
        if (!line.ok) return line;
        put(game, line.value, options);
        return ok(undefined);
      },

      openDefault: (notice) => putNew(startedGame(defaultOptions()), { notice }),

      showNotice: (notice) => set({ notice }),

      dismissNotice: () => set({ notice: null }),

      setView: (kind, player) =>
        set(({ view, game }) => ({ view: { kind, player: player ?? game.toMove, seq: view.seq + 1 } })),

      resetView: () => set(({ view }) => ({ view: { ...view, seq: view.seq + 1 } })),

      seekTime: (seconds) => {
        const s = get();
        const found = playheadAt(s.clock, seconds);
        // At rest after a move stays at rest when its timeline is compiled later and gains a duration
        // (a seek to the end of a long game still being prepared read 0:16 / 0:17 once it was).
        const head = found.ply > 0 && atRest(s.clock, found) ? restingAt(found.ply) : found;
        set({ ...motion.stop(), ...(head.ply !== s.cursor ? computer.stop() : {}), ...headFields(s, head) });
        if (atRest(s.clock, head)) settled();
      },

      finishAnimation: () => {
        const s = get();
        if (!s.motion) return;
        set({ ...motion.stop(), ...headFields(s, restingAt(playheadAt(s.clock, s.motion.until).ply)) });
        settled();
      },

      startPlayback: () => {
        const s = get();
        if (s.line.length === 0) return;
        const now = timeOf(s.clock, s.playhead);
        const atEnd = now >= restTime(s.clock, s.line.length);
        const from = atEnd ? 0 : now;
        motion.run(
          { from, startedAt: clock.now(), rate: s.rate, until: s.clock.duration, replay: true },
          computer.stop(),
        );
      },

      stopPlayback: () => {
        const s = get();
        if (!s.motion?.replay) return;
        set({ ...motion.stop(), ...headFields(s, playheadAt(s.clock, motionTime(s.motion, clock.now()))) });
      },

      setRate: (rate) => {
        const { motion: running } = get();
        if (!running?.replay) {
          set({ rate });
          return;
        }
        const from = motionTime(running, clock.now());
        motion.run({ ...running, from, startedAt: clock.now(), rate }, { rate });
      },

      setCameraMode: (cameraMode) => set({ cameraMode }),

      setFocusCell: (cell) => {
        const { game, legal, focusCell, seats, hint } = get();
        if (cell === focusCell) return;
        // Pointing at the table previews a person's drops only; the computer's moves are its own.
        const pointed = computerLevel(seats, game.toMove) === null ? previewAt(game, legal, cell) : null;
        set({ focusCell: cell, preview: pointed ?? hint?.preview ?? null });
      },

      requestHint: () => computer.requestHint(),

      showMove: (move, announcement) => {
        const { game, legal } = get();
        if (game.result || !legal.includes(move)) return;
        set({ ...hintFields(game, move), announcement });
      },

      clearHint: () => {
        const { hint, preview, search } = get();
        const calledOff = search === 'hint' ? computer.stop() : {};
        if (hint) set({ ...calledOff, hint: null, preview: preview === hint.preview ? null : preview });
        else if (search === 'hint') set(calledOff);
      },

      setMetaEntry: (key, value) => {
        const kept = Object.entries(get().meta ?? {}).filter(([k]) => k !== key);
        const meta = Object.fromEntries(value === undefined ? kept : [...kept, [key, value]]);
        set({ meta: Object.keys(meta).length > 0 ? meta : undefined });
      },
    };
  });
  // A computer seat may have the first move.
  startComputer();
  return store;
}

export type TableStore = ReturnType<typeof createTable>;
