import type { Fresh } from './newGame';
import { hashSecret } from './secrets';

/** A rematch as opened: its id, and each new seat's secret (`secrets[i]` for seat i + 1). */
export interface Rematch {
  readonly id: string;
  readonly secrets: readonly string[];
}

/**
 * What a room needs to open a game's rematch beside the core's decision (src/server/game/rematch.ts):
 * a new id and secrets, and a player's seat of it found again after a restart.
 */
export interface Rematches {
  /** A new game's id and a secret for each of its `seats` seats, not stored anywhere yet. */
  fresh(seats: number): Rematch;
  /** A new secret for `seat` of the rematch `rematchId`, or null when its player joined it already. */
  renew(rematchId: string, seat: number): Promise<string | null>;
}

/**
 * Gives a seat of a game a new secret, as its room does (`GameRoom.renewSecret`): false when the
 * seat's player joined already.
 */
export type RenewSeat = (gameId: string, seat: number, secretHash: string) => Promise<boolean>;

/** The rematches of a server's games, made with `fresh`; a seat's secret is renewed through `renewSeat`. */
export function rematches(fresh: Fresh, renewSeat: RenewSeat): Rematches {
  return {
    fresh: (seats) => ({ id: fresh.id(), secrets: Array.from({ length: seats }, () => fresh.secret()) }),
    renew: async (rematchId, seat) => {
      const secret = fresh.secret();
      return (await renewSeat(rematchId, seat, hashSecret(secret))) ? secret : null;
    },
  };
}
