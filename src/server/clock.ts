/**
 * Time controls and the clocks they run. Pure: every function takes the time as `now` (ms since
 * the epoch) from its caller, so tests run them on a fake clock.
 */
import type { TimeControl } from '../online/protocol';

// The protocol's schema is the one definition; the server's modules name it from here.
export type { TimeControl };

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Where the clocks stand: `remaining[p - 1]`, player p's time in ms as of `since` (real time only,
 * else empty), and `since`, when the player to move started thinking (null before the game starts).
 */
export interface Clocks {
  readonly remaining: readonly number[];
  readonly since: number | null;
}

export function startClocks(control: TimeControl, players: number): Clocks {
  const remaining = control.kind === 'realtime' ? Array.from({ length: players }, () => control.minutes * MINUTE) : [];
  return { remaining, since: null };
}

/** The clocks when the first player starts to think at `now`. */
export function runClocks(clocks: Clocks, now: number): Clocks {
  return { ...clocks, since: now };
}

/** When `mover` runs out of time, or null when the move has no deadline. */
export function deadline(control: TimeControl, clocks: Clocks, mover: number): number | null {
  if (clocks.since === null) return null;
  if (control.kind === 'realtime') return clocks.since + clocks.remaining[mover - 1]!;
  if (control.kind === 'correspondence') return clocks.since + control.days * DAY;
  return null;
}

export function flagged(control: TimeControl, clocks: Clocks, mover: number, now: number): boolean {
  const end = deadline(control, clocks, mover);
  return end !== null && now >= end;
}

/** The clocks after `mover` moved at `now` (not flagged): time used taken off, the increment added. */
export function afterMove(control: TimeControl, clocks: Clocks, mover: number, now: number): Clocks {
  if (control.kind !== 'realtime' || clocks.since === null) return { ...clocks, since: now };
  const remaining = clocks.remaining.slice();
  remaining[mover - 1] = Math.max(0, remaining[mover - 1]! - (now - clocks.since)) + control.increment * 1000;
  return { remaining, since: now };
}
