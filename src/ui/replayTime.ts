import { type GameClock, type Playhead, timeOf } from '../anim/gameTimeline';
import { type Words, words } from '../i18n/catalogue';

/** "0.25x": a replay speed as a multiple of natural speed. */
export function rateLabel(rate: number): Words {
  return words('play.replay.rate', { rate });
}

/** "m:ss", or "h:mm:ss" from an hour on; whole seconds, rounded down so the end shows only at the end. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const s = String(whole % 60).padStart(2, '0');
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}

/**
 * The running time the replay clock reads: once the last move has come to rest, the whole
 * duration, since the pause after that move is the end's own (it read 0:09 / 0:10 there).
 */
export function clockTime(clock: GameClock, head: Playhead): number {
  const last = clock.durations.length;
  if (last > 0 && head.ply >= last && head.t >= clock.durations[last - 1]!) return clock.duration;
  return timeOf(clock, head);
}

/** "Move 12 of 40" for the move the table shows; the start and an empty game say so. */
export function moveText(ply: number, moves: number): Words {
  if (moves === 0) return words('play.replay.noMoves');
  if (ply === 0) return words('play.replay.start', { count: moves });
  return words('play.replay.move', { ply, moves });
}

/**
 * Where the scrub bar marks a move start, as fractions of its length: at most one tick per
 * column of `columns`, so a game of 10,000 moves draws no more ticks than the bar has pixels.
 */
export function tickFractions(starts: readonly number[], duration: number, columns: number): number[] {
  if (duration <= 0) return [];
  const ticks: number[] = [];
  let lastColumn = -1;
  for (const start of starts) {
    const column = Math.round((start / duration) * columns);
    if (column === lastColumn) continue;
    lastColumn = column;
    ticks.push(column / columns);
  }
  return ticks;
}
