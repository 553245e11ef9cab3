import { type Timeline, compileMove, restMarbles } from './timeline';
import type { GameState } from '../engine/game';
import type { Ply } from '../engine/record';
import { stateAt } from '../engine/line';

/**
 * Compiles the timelines of a line's moves after the `done` ones, at natural speed, each starting
 * from the marbles as the one before left them, until `stop()` says the time slice is used up.
 */
export function compileTimelines(
  start: GameState,
  plies: readonly Ply[],
  done: readonly Timeline[],
  stop: () => boolean,
): Timeline[] {
  const timelines = done.slice(0, plies.length);
  while (timelines.length < plies.length && !stop()) {
    const k = timelines.length;
    const before = stateAt(start, plies, k);
    const marbles = timelines.at(-1)?.settled ?? restMarbles(start.owners, start.reserves);
    timelines.push(compileMove(start.board, before, plies[k]!.events, { marbles }));
  }
  return timelines;
}

/** How many leading timelines stay valid when a line's plies change: those of the moves both lines share. */
export function sharedTimelines(
  timelines: readonly Timeline[],
  before: readonly Ply[],
  after: readonly Ply[],
): Timeline[] {
  let k = 0;
  while (k < timelines.length && k < after.length && before[k] === after[k]) k++;
  return timelines.slice(0, k);
}
