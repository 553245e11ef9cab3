import { type Clocks, afterMove, deadline } from '../clock';
import type { Game } from './game';

/**
 * A first move that has not come this long after its turn began aborts the game (correspondence
 * excepted): with a real-time clock each person's first move, without one the game's first move.
 */
export const ABORT_AFTER_MS = 60_000;

/**
 * True while a person to move has yet to make their first move in a real-time game: their clock
 * runs only after it, as on lichess, so nobody loses time waiting for the other to arrive. The
 * computer needs no such grace: its clock runs from the start.
 */
function freeFirstMove(game: Game): boolean {
  const { control, board } = game;
  const mover = board.state.toMove;
  return control.kind === 'realtime' && game.seats[mover - 1]!.kind === 'human' && !board.moved.includes(mover);
}

/** When the game is aborted for want of a first move, or null. */
export function abortAt(game: Game): number | null {
  const { since } = game.clocks;
  if (game.status !== 'live' || since === null) return null;
  const due = game.control.kind === 'none' ? game.board.moves.length === 0 : freeFirstMove(game);
  return due ? since + ABORT_AFTER_MS : null;
}

/**
 * When the seat to move runs out of time, or null: no clock, a real-time seat's first move, or a
 * seat the computer took over (it plays without a clock).
 */
export function flagAt(game: Game): number | null {
  const mover = game.board.state.toMove;
  if (game.status !== 'live' || game.seats[mover - 1]!.left !== null) return null;
  if (freeFirstMove(game)) return null;
  return deadline(game.control, game.clocks, mover);
}

/** The next moment the game changes by itself (an abort or a flag), or null. */
export function nextDeadline(game: Game): number | null {
  const due = [abortAt(game), flagAt(game)].filter((t) => t !== null);
  return due.length === 0 ? null : Math.min(...due);
}

/** The clocks after the seat to move moved at `now`: a person's first move costs no time and earns no increment. */
export function clocksAfterMove(game: Game, now: number): Clocks {
  if (freeFirstMove(game)) return { ...game.clocks, since: now };
  return afterMove(game.control, game.clocks, game.board.state.toMove, now);
}
