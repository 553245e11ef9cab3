import type { Fresh } from './newGame';
import { hashSecret } from './secrets';
import type { GameStorage, StoredSeat } from './storage/storage';

/** A rematch as opened: its id, and each new seat's secret (`secrets[i]` for seat i + 1). */
export interface Rematch {
  readonly id: string;
  readonly secrets: readonly string[];
}

/** The seat a player of seat `seat` takes in the rematch: each one place on, the last back to 1. */
export function rematchSeat(seat: number, seats: number): number {
  return (seat % seats) + 1;
}

/**
 * Stores the rematch of an ended game: the same board, rules and clock, every seat taken at once by
 * the player (or computer) of the seat before it, under the same name, and started, so that
 * nobody else can take a seat of it from the lobby. Each seat has a new secret.
 */
export async function openRematch(storage: GameStorage, gameId: string, now: number, fresh: Fresh): Promise<Rematch> {
  const old = await storage.loadGame(gameId);
  if (!old) throw new Error(`game ${gameId}: no game to play again`);
  const id = fresh.id();
  const count = old.seats.length;
  const secrets = old.seats.map(() => fresh.secret());
  const seats = old.seats.map((s): StoredSeat => {
    const seat = rematchSeat(s.seat, count);
    // The computer moves along with its seat (a player who left a game of three stays replaced by it);
    // no secret opens its seat.
    return s.kind === 'computer'
      ? { seat, secretHash: '', name: s.name, kind: 'computer', joinedAt: now, ...(s.level ? { level: s.level } : {}) }
      : { seat, secretHash: hashSecret(secrets[seat - 1]!), name: s.name, kind: 'human', joinedAt: now };
  });
  await storage.createGame({
    game: { id, setup: old.game.setup, timeControl: old.game.timeControl, public: old.game.public, createdAt: now },
    seats: seats.sort((a, b) => a.seat - b.seat),
  });
  await storage.startGame(id, now);
  return { id, secrets };
}
