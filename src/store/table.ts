import { createStore } from 'zustand/vanilla';
import { type Thinker, createThinker } from '../ai/client';
import { type Playhead, atRest, playheadAt, restTime, timeOf } from '../anim/gameTimeline';
import { type GameState, type Move, legalMoves, moveName, play } from '../engine/game';
import { parseMove } from '../engine/record';
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
import { type Words, words } from '../i18n/catalogue';
import { moveWords } from '../words/moves';
import { computerPlayer } from './computer';
import { type Line, lineThrough, stateAt } from '../engine/line';
import { type GameOptions, defaultOptions, startFromOptions } from '../setup/options';
import { type Motion, clockOf, motionTime, moveMotion, restingAt } from '../anim/playback';
import { linePlayProblemWords, optionsProblemWords } from '../words/open';
import { playerWords } from '../words/players';
import { cellNameProblemWords, moveProblemWords, treeProblemWords } from '../words/problems';
import { computerLevel, fitSeats, humanSeats, undoDepth } from '../setup/seats';
import {
  type Clock,
  type LoadOptions,
  SPEED_FACTOR,
  type Table,
  type TableState,
  hintFields,
  previewAt,
} from './tableState';
import { compileTimelines, sharedTimelines } from '../anim/timelines';

export * from './tableState';

const systemClock: Clock = {
  now: () => performance.now(),
  after: (ms, fn) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  frame: (fn) => {
    if (typeof requestAnimationFrame !== 'function') return systemClock.after(16, fn);
    const id = requestAnimationFrame(() => fn());
    return () => cancelAnimationFrame(id);
  },
};

/** How long one slice of compiling a long game's timelines may hold the main thread. */
const COMPILE_SLICE_MS = 30;

/** What the table is built with; tests replace the clock and the search worker. */
export interface TableDeps {
  readonly clock?: Clock;
  /** Makes the client of the search worker, on the first search only. */
  readonly thinker?: () => Thinker;
}

/** Everything that follows from a new position at the cursor. */
function positionFields(game: GameState): Pick<TableState, 'game' | 'legal' | 'focusCell' | 'preview' | 'hint'> {
  return { game, legal: legalMoves(game), focusCell: null, preview: null, hint: null };
}

function startedGame(options: GameOptions): GameState {
  const started = startFromOptions(options);
  if (!started.ok) throw new Error(`default game refused: ${JSON.stringify(started.error)}`);
  return started.value;
}

function newGameAnnouncement(game: GameState): Words {
  return words('play.announce.newGame', { player: playerWords(game.toMove) });
}

function openedAnnouncement(line: Line, cursor: number, game: GameState): Words {
  const count = line.plies.length;
  const position = game.result
    ? words('play.announce.over')
    : words('play.announce.toMove', { player: playerWords(game.toMove) });
  return cursor < count
    ? words('play.announce.openedAt', { count, ply: cursor, position })
    : words('play.announce.opened', { count, position });
}

/** The position at a cursor in words, after a jump through the history. */
function positionAnnouncement(state: TableState, ply: number): Words {
  if (ply === 0) return words('play.announce.start', { player: playerWords(state.start.toMove) });
  const p = state.line[ply - 1]!;
  const move = moveWords(state.start.board, p.player, p.events, p.state.result);
  return words('play.announce.position', { ply, count: state.line.length, move });
}

export function createTable(initial: GameOptions = defaultOptions(), deps: TableDeps = {}) {
  const { clock = systemClock, thinker: makeThinker = createThinker } = deps;
  const first = startedGame(initial);
  let startComputer = (): void => undefined;
  const store = createStore<Table>()((set, get) => {
    let cancelFrame: (() => void) | null = null;
    let cancelCompile: (() => void) | null = null;
    const computer = computerPlayer(set, get, makeThinker, (move) => void playAtCursor(move));

    /** A move refused: the Move field says why. */
    const refuse = (why: Words): Result<never, Words> => {
      set({ moveError: why });
      return err(why);
    };

    const stopMotion = (): Pick<TableState, 'motion' | 'playing'> => {
      cancelFrame?.();
      cancelFrame = null;
      return { motion: null, playing: false };
    };

    /** The playhead, and the cursor with it when it reaches another move. */
    const headFields = (head: Playhead): Partial<TableState> => {
      const s = get();
      const path = s.linePath.slice(0, 2 * head.ply);
      if (path === s.path) return { playhead: head };
      return {
        playhead: head,
        cursor: head.ply,
        path,
        ...positionFields(stateAt(s.start, s.line, head.ply)),
      };
    };

    /** The table came to rest: the computer may have a move to make. */
    const settled = (): void => computer.maybeThink();
    startComputer = settled;

    const tick = (): void => {
      cancelFrame = null;
      const { motion, clock: lineClock } = get();
      if (!motion) return;
      const time = motionTime(motion, clock.now());
      const done = time >= motion.until;
      // The end is set exactly at rest: running time minus a move's start can fall short of its duration by rounding.
      const head = playheadAt(lineClock, time);
      set({ ...headFields(done ? restingAt(head.ply) : head), ...(done ? { motion: null, playing: false } : {}) });
      if (done) settled();
      else cancelFrame = clock.frame(tick);
    };

    const run = (motion: Motion): void => {
      set({ ...stopMotion(), motion, playing: motion.replay });
      cancelFrame = clock.frame(tick);
    };

    /** Compiles the line's timelines, a slice at a time, so a long game never holds the page. */
    const compile = (): void => {
      cancelCompile?.();
      cancelCompile = null;
      const { start, line, timelines } = get();
      if (timelines.length >= line.length) return;
      const began = clock.now();
      const more = compileTimelines(start, line, timelines, () => clock.now() - began > COMPILE_SLICE_MS);
      set({ timelines: more, clock: clockOf(more, line.length) });
      if (more.length < line.length) cancelCompile = clock.after(0, compile);
    };

    /** A new line through the tree; the timelines of the moves it shares with the old one stay. */
    const lineFields = (line: Line): Partial<TableState> => {
      const s = get();
      const timelines = sharedTimelines(s.timelines, s.line, line.plies);
      return { line: line.plies, linePath: line.path, timelines, clock: clockOf(timelines, line.plies.length) };
    };

    /** Jumps to the position after `ply` moves of the line, at rest. */
    const jumpTo = (ply: number, fields: Partial<TableState> = {}): void => {
      set({ ...stopMotion(), ...computer.stop(), moveError: null });
      set({ ...headFields(restingAt(ply)), ...fields });
      settled();
    };

    /** Shows move `ply` of the line being made, at the speed moves are played. */
    const animateTo = (ply: number, fields: Partial<TableState> = {}): void => {
      const { speed, clock: lineClock, timelines } = get();
      if (speed === 'instant' || !timelines[ply - 1]) {
        jumpTo(ply, fields);
        return;
      }
      set({ ...computer.stop(), moveError: null, ...headFields({ ply, t: 0 }), ...fields });
      run(moveMotion(lineClock, ply, SPEED_FACTOR[speed], clock.now()));
    };

    /** Moves the cursor to `path`, replaying the line through it when it is another line. */
    const moveCursor = (path: TreePath, fields: Partial<TableState> = {}, animate = true): void => {
      const s = get();
      if (!nodesAt(s.tree, path)) return;
      const forward = path.length === s.path.length + 2 && path.startsWith(s.path);
      if (!s.linePath.startsWith(path)) {
        const line = lineThrough(s.start, s.tree, path, { plies: s.line, path: s.linePath });
        if (!line.ok) return;
        set(lineFields(line.value));
        compile();
      }
      const ply = pathDepth(path);
      if (forward && animate) animateTo(ply, fields);
      else jumpTo(ply, fields);
    };

    const playAtCursor = (move: Move): Result<void, Words> => {
      const s = get();
      const played = play(s.game, move);
      if (!played.ok) return refuse(moveProblemWords(played.error));
      const added = addMove(s.tree, s.path, move);
      if (!added.ok) return err(treeProblemWords(added.error));
      const line = lineThrough(s.start, added.value.tree, added.value.path, { plies: s.line, path: s.linePath });
      if (!line.ok) return err(linePlayProblemWords(line.error));
      set({ ...stopMotion(), tree: added.value.tree, ...lineFields(line.value) });
      compile();
      const ply = line.value.plies[s.cursor]!;
      animateTo(s.cursor + 1, {
        announcement: moveWords(s.game.board, s.game.toMove, ply.events, ply.state.result),
      });
      return ok(undefined);
    };

    const load = (game: GameTree, options: LoadOptions): Result<void, Words> => {
      const path = options.path ?? '';
      const line = options.line ? ok(options.line) : lineThrough(game.start, game.tree, path);
      if (!line.ok) return err(linePlayProblemWords(line.error));
      cancelCompile?.();
      set({
        ...stopMotion(),
        ...computer.stop(),
        start: game.start,
        tree: game.tree,
        meta: game.meta,
        line: line.value.plies,
        linePath: line.value.path,
        timelines: [],
        clock: clockOf([], line.value.plies.length),
        path,
        cursor: pathDepth(path),
        playhead: restingAt(pathDepth(path)),
        ...positionFields(stateAt(game.start, line.value.plies, pathDepth(path))),
        seats: fitSeats(options.seats ?? humanSeats(game.start.rules.players), game.start.rules.players),
        notice: options.notice ?? null,
        moveError: null,
      });
      const { cursor, game: now } = get();
      set({
        announcement:
          options.announcement ??
          (line.value.plies.length === 0 ? newGameAnnouncement(now) : openedAnnouncement(line.value, cursor, now)),
      });
      // Nothing moves at rest: a long game's timelines can start in a task of their own.
      cancelCompile = clock.after(0, compile);
      settled();
      return ok(undefined);
    };

    const firstClock = clockOf([], 0);
    return {
      start: first,
      tree: EMPTY_TREE,
      path: '',
      line: [],
      linePath: '',
      cursor: 0,
      meta: undefined,
      speed: 'normal',
      timelines: [],
      clock: firstClock,
      playhead: { ply: 0, t: 0 },
      motion: null,
      playing: false,
      rate: 1,
      cameraMode: 'free',
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
          return refuse(words('errors.table.computerSeat', { player: playerWords(game.toMove) }));
        }
        return playAtCursor(move);
      },

      playText: (text) => {
        const move = parseMove(get().game.board, text.trim().toLowerCase());
        if (!move.ok) {
          return refuse(cellNameProblemWords(move.error));
        }
        return get().play(move.value);
      },

      undo: () => {
        const { line, cursor, path, seats, start } = get();
        const depth = undoDepth(line.slice(0, cursor), seats);
        if (depth === 0) return;
        const taken = line.slice(cursor - depth, cursor);
        const moves = taken.map((p) =>
          words('play.announce.playersMove', { player: playerWords(p.player), move: moveName(start.board, p.move) }),
        );
        const announcement = words('play.announce.tookBack', { count: moves.length, moves });
        moveCursor(path.slice(0, path.length - 2 * depth), { announcement }, false);
      },

      redoMove: () => {
        // Mirrors undo: on through the computer's replies, back to a person's turn.
        const { line, cursor, seats, linePath } = get();
        if (cursor >= line.length) return;
        let ply = cursor + 1;
        const people = seats.includes('human');
        while (people && ply < line.length && computerLevel(seats, line[ply - 1]!.state.toMove) !== null) ply++;
        const p = line[ply - 1]!;
        moveCursor(linePath.slice(0, 2 * ply), {
          announcement: moveWords(get().start.board, p.player, p.events, p.state.result),
        });
      },

      goTo: (path) => {
        if (path === get().path) return;
        moveCursor(path);
        if (get().path === path) set({ announcement: positionAnnouncement(get(), pathDepth(path)) });
      },

      goToPly: (ply) => {
        const { line, linePath } = get();
        const k = Math.max(0, Math.min(line.length, Math.round(ply)));
        get().goTo(linePath.slice(0, 2 * k));
      },

      promoteVariation: (path, toMainLine) => {
        const s = get();
        const tree = promote(s.tree, path, toMainLine);
        if (!tree.ok) return;
        const line = lineThrough(s.start, tree.value, s.path, { plies: s.line, path: s.linePath });
        if (!line.ok) return;
        set({ tree: tree.value, ...lineFields(line.value) });
        compile();
      },

      deleteVariation: (path) => {
        const s = get();
        const tree = deleteAt(s.tree, path);
        if (!tree.ok) return;
        const cursorPath = s.path.startsWith(path) ? path.slice(0, -2) : s.path;
        const line = lineThrough(s.start, tree.value, cursorPath, { plies: s.line, path: s.linePath });
        if (!line.ok) return;
        set({ tree: tree.value, ...lineFields(line.value) });
        compile();
        if (cursorPath !== s.path) jumpTo(pathDepth(cursorPath));
        else set({ playhead: { ...get().playhead } });
      },

      newGame: (options) => {
        const started = startFromOptions(options);
        if (!started.ok) return err(optionsProblemWords(started.error));
        return load(
          { start: started.value, tree: EMPTY_TREE },
          { seats: options.seats, announcement: newGameAnnouncement(started.value) },
        );
      },

      loadGame: (game, options = {}) => load(game, options),

      openDefault: (notice) => {
        const fallback = startedGame(defaultOptions());
        load({ start: fallback, tree: EMPTY_TREE }, { notice, announcement: newGameAnnouncement(fallback) });
      },

      showNotice: (notice) => set({ notice }),

      dismissNotice: () => set({ notice: null }),

      setSpeed: (speed) => set({ speed }),

      setView: (kind, player) =>
        set(({ view, game }) => ({ view: { kind, player: player ?? game.toMove, seq: view.seq + 1 } })),

      seekTime: (seconds) => {
        const s = get();
        const head = playheadAt(s.clock, seconds);
        if (head.ply !== s.cursor) set(computer.stop());
        set({ ...stopMotion(), ...headFields(head) });
        if (atRest(get().clock, head)) settled();
      },

      finishAnimation: () => {
        const { motion, clock: lineClock } = get();
        if (!motion) return;
        set({ ...stopMotion(), ...headFields(restingAt(playheadAt(lineClock, motion.until).ply)) });
        settled();
      },

      startPlayback: () => {
        const s = get();
        if (s.line.length === 0) return;
        const now = timeOf(s.clock, s.playhead);
        const atEnd = now >= restTime(s.clock, s.line.length);
        set(computer.stop());
        run({ from: atEnd ? 0 : now, startedAt: clock.now(), rate: s.rate, until: s.clock.duration, replay: true });
      },

      stopPlayback: () => {
        const { motion, clock: lineClock } = get();
        if (!motion?.replay) return;
        set({ ...stopMotion(), ...headFields(playheadAt(lineClock, motionTime(motion, clock.now()))) });
      },

      setRate: (rate) => {
        set({ rate });
        const { motion } = get();
        if (motion?.replay) run({ ...motion, from: motionTime(motion, clock.now()), startedAt: clock.now(), rate });
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
        const { hint, preview } = get();
        if (hint) set({ hint: null, preview: preview === hint.preview ? null : preview });
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
