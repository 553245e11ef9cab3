import type { Fresh } from './newGame';
import { hashSecret } from './secrets';
import type { GameStorage, NewSeat } from './storage/storage';

/** A rematch as opened: its id, and each new seat's secret (`secrets[i]` for seat i + 1). */
export interface Rematch {
  readonly id: string;
  readonly secrets: readonly string[];
}

/** Opening a game's rematch, and finding a player's seat of it again after a restart. */
export interface Rematches {
  /** Opens the rematch of the ended game `gameId`, or null when it has one already (see `openRematch`). */
  open(gameId: string): Promise<Rematch | null>;
  /** A new secret for `seat` of the rematch `rematchId`, or null when its player joined it already. */
  renew(rematchId: string, seat: number): Promise<string | null>;
}

/**
 * Gives a seat of a game a new secret, as its room does (`GameRoom.renewSecret`): false when the
 * seat's player joined already.
 */
export type RenewSeat = (gameId: string, seat: number, secretHash: string) => Promise<boolean>;

/** The rematches of a server's games, stored in `storage`; a seat's secret is renewed through `renewSeat`. */
export function rematches(storage: GameStorage, now: () => number, fresh: Fresh, renewSeat: RenewSeat): Rematches {
  return {
    open: (gameId) => openRematch(storage, gameId, now(), fresh),
    renew: async (rematchId, seat) => {
      const secret = fresh.secret();
      return (await renewSeat(rematchId, seat, hashSecret(secret))) ? secret : null;
    },
  };
}

/** The seat a player of seat `seat` takes in the rematch: each one place on, the last back to 1. */
export function rematchSeat(seat: number, seats: number): number {
  return (seat % seats) + 1;
}

/**
 * Stores the rematch of an ended game, and its id on that game: the same board, rules, clock and rating,
 * every seat kept for the player (or computer) of the seat before it, under the same name, and
 * started, so that nobody else can take a seat of it from the lobby. Each seat has a new secret;
 * a player's seat counts as joined once they come with it (until then a new secret may replace it).
 * Null, storing nothing, when the game has a rematch already: another instance opened it first.
 */
export async function openRematch(
  storage: GameStorage,
  gameId: string,
  now: number,
  fresh: Fresh,
): Promise<Rematch | null> {
  const old = await storage.loadGame(gameId);
  if (!old) throw new Error(`game ${gameId}: no game to play again`);
  const id = fresh.id();
  const count = old.seats.length;
  const secrets = old.seats.map(() => fresh.secret());
  const seats = old.seats.map((s): NewSeat => {
    const seat = rematchSeat(s.seat, count);
    // The computer moves along with its seat (a player who left a game of three stays replaced by it);
    // no secret opens its seat.
    return s.kind === 'computer'
      ? { seat, secretHash: '', name: s.name, kind: 'computer', joinedAt: now, ...(s.level ? { level: s.level } : {}) }
      : { seat, secretHash: hashSecret(secrets[seat - 1]!), name: s.name, kind: 'human', joinedAt: null };
  });
  const linked = await storage.createGame({
    game: {
      id,
      setup: old.game.setup,
      timeControl: old.game.timeControl,
      public: old.game.public,
      rated: old.game.rated,
      createdAt: now,
    },
    seats: seats.sort((a, b) => a.seat - b.seat),
    rematchOf: gameId,
  });
  if (!linked) return null;
  await storage.startGame(id, now);
  return { id, secrets };
}
