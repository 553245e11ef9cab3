import { type Playhead, playheadAt } from '../anim/gameTimeline';
import type { Timeline } from '../anim/timeline';
import { type Motion, clockOf, motionTime, restingAt } from '../anim/playback';
import { compileTimelines, sharedTimelines } from '../anim/timelines';
import type { GameState } from '../engine/game';
import { legalMoves } from '../engine/game';
import { type Line, stateAt } from '../engine/line';
import type { Ply } from '../engine/record';
import { inNextTask } from '../tasks/slices';
import type { Clock, TableEvent, TableState } from './tableState';

/** How long one slice of compiling a long game's timelines may hold the main thread. */
const COMPILE_SLICE_MS = 30;

export const systemClock: Clock = {
  now: () => performance.now(),
  after: (ms, fn) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
  nextTask: inNextTask,
  frame: (fn) => {
    if (typeof requestAnimationFrame !== 'function') return systemClock.after(16, fn);
    const id = requestAnimationFrame(() => fn());
    return () => cancelAnimationFrame(id);
  },
};

type Set = (partial: Partial<TableState>) => void;
type Get = () => TableState;

/** Everything that follows from a new position at the cursor. */
export function positionFields(game: GameState): Pick<TableState, 'game' | 'legal' | 'focusCell' | 'preview' | 'hint'> {
  return { game, legal: legalMoves(game), focusCell: null, preview: null, hint: null };
}

/** The position at a cursor of `s`, as the live region tells it after a jump, a scrub or a replay. */
function positionEvent(s: TableState, ply: number): TableEvent {
  if (ply === 0) return { code: 'start', player: s.start.toMove };
  const p = s.line[ply - 1]!;
  const move = { board: s.start.board, player: p.player, events: p.events, result: p.state.result };
  return { code: 'position', ply, count: s.line.length, move };
}

/**
 * The playhead on `s`, and the cursor with it when it reaches another move. The live region then
 * tells the position the cursor reached, so that it never reads a move the table has left (it
 * read "Move 1 of 10" after scrubbing to the end); a caller with words of its own for the change
 * (a move played, moves taken back) sets them after these fields.
 */
export function headFields(s: TableState, head: Playhead): Partial<TableState> {
  const path = s.linePath.slice(0, 2 * head.ply);
  if (path === s.path) return { playhead: head };
  return {
    playhead: head,
    cursor: head.ply,
    path,
    ...positionFields(stateAt(s.start, s.line, head.ply)),
    announcement: positionEvent(s, head.ply),
  };
}

/**
 * The table's motion: the frame loop that runs the playhead with the real clock, and the
 * compiling of the line's timelines, a slice at a time, so a long game never holds the page.
 * `settled` is told whenever the table comes to rest.
 */
export function tableMotion(set: Set, get: Get, clock: Clock, settled: () => void) {
  let cancelFrame: (() => void) | null = null;
  let cancelCompile: (() => void) | null = null;

  /** Stops the running playhead; the fields that say so. */
  const stop = (): Pick<TableState, 'motion' | 'playing'> => {
    cancelFrame?.();
    cancelFrame = null;
    return { motion: null, playing: false };
  };

  const tick = (): void => {
    cancelFrame = null;
    const s = get();
    const { motion } = s;
    if (!motion) return;
    const time = motionTime(motion, clock.now());
    const done = time >= motion.until;
    // The end is set exactly at rest: running time minus a move's start can fall short of its duration by rounding.
    const head = playheadAt(s.clock, time);
    set({ ...headFields(s, done ? restingAt(head.ply) : head), ...(done ? { motion: null, playing: false } : {}) });
    if (done) settled();
    else cancelFrame = clock.frame(tick);
  };

  /** Runs `motion`, setting `fields` with it in one change. */
  const run = (motion: Motion, fields: Partial<TableState> = {}): void => {
    set({ ...fields, ...stop(), motion, playing: motion.replay });
    cancelFrame = clock.frame(tick);
  };

  /** `timelines` with as many more of the line's moves compiled as one slice allows. */
  const compiledSlice = (start: GameState, plies: readonly Ply[], timelines: readonly Timeline[]) => {
    if (timelines.length >= plies.length) return timelines;
    const began = clock.now();
    return compileTimelines(start, plies, timelines, () => clock.now() - began > COMPILE_SLICE_MS);
  };

  /** Compiles the rest of the line's timelines in tasks of their own, a slice each. */
  const compileLater = (): void => {
    cancelCompile?.();
    cancelCompile = null;
    const { line, timelines } = get();
    if (timelines.length < line.length) cancelCompile = clock.nextTask(compileNext);
  };

  const compileNext = (): void => {
    cancelCompile = null;
    const { start, line, timelines, motion } = get();
    const more = compiledSlice(start, line, timelines);
    const next = clockOf(more, line.length);
    // A replay runs to the line's end, which moves on as the moves after it are compiled (the
    // moves before keep their times): started on a game just loaded, it would stop short.
    const running = motion?.replay ? { motion: { ...motion, until: next.duration } } : {};
    set({ timelines: more, clock: next, ...running });
    compileLater();
  };

  /**
   * A new line through the tree, for `s`: the timelines of the moves it shares with the old line
   * stay, and with `compileNow` one slice more is compiled at once (a move about to be shown).
   */
  const lineFields = (
    s: TableState,
    line: Line,
    compileNow: boolean,
  ): Pick<TableState, 'line' | 'linePath' | 'timelines' | 'clock'> => {
    const shared = sharedTimelines(s.timelines, s.line, line.plies);
    const timelines = compileNow ? compiledSlice(s.start, line.plies, shared) : shared;
    return { line: line.plies, linePath: line.path, timelines, clock: clockOf(timelines, line.plies.length) };
  };

  return {
    stop,
    run,
    lineFields,
    compileLater,
    /** Calls off the compiling of an old line's timelines. */
    cancelCompile(): void {
      cancelCompile?.();
      cancelCompile = null;
    },
  };
}
