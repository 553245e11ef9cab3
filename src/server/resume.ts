import type { Rooms } from './rooms';
import type { GameStore } from './storage/storage';

/** The most games loaded when the server starts; any more load when someone asks for them. */
export const RESUME_LIMIT = 10_000;

export interface Resumed {
  /** Games loaded and kept: a computer thinking or a timer running. */
  readonly waiting: number;
  /** Games loaded, then let go again: nothing to wait for yet (a person to move without a clock). */
  readonly released: number;
  /** Games that did not load, with why: they load again when someone asks for them. */
  readonly failed: readonly { readonly id: string; readonly error: unknown }[];
  /** More games than `limit` were due: the rest were not loaded. */
  readonly more: boolean;
}

/**
 * Loads every live game that moves on with nobody connected (storage's `gamesToResume`): a room
 * only thinks for its computer seats and runs its clocks and its abort timer while loaded, so
 * without this a game nobody came back to after a restart would stand still. A room with nothing
 * to wait for is let go again at once.
 */
export async function resumeGames(storage: GameStore, rooms: Rooms, limit = RESUME_LIMIT): Promise<Resumed> {
  const ids = await storage.gamesToResume(limit + 1);
  let waiting = 0;
  let released = 0;
  const failed: { id: string; error: unknown }[] = [];
  // One at a time; a game that does not load is told and the others load on.
  for (const id of ids.slice(0, limit)) {
    try {
      const room = await rooms.get(id);
      if (!room) continue;
      rooms.release(room);
      if (room.waiting) waiting++;
      else released++;
    } catch (error) {
      failed.push({ id, error });
    }
  }
  return { waiting, released, failed, more: ids.length > limit };
}
