import { type Result, err, ok } from '../engine/result';
import type { CreateGameBody, QuickGameBody } from '../online/protocol';
import { LOBBY_SIZE } from './lobby';
import { type Fresh, type NewGameProblem, type NewGameSecrets, createGame, setupRecord } from './newGame';
import type { RatedSeatProblem } from './ratings/seating';
import type { Rooms } from './rooms';
import { hashSecret } from './secrets';
import type { TimeControl } from './clock';
import type { GameStorage } from './storage/storage';

/** Who asks: a browser's player key (hashed) when it sent one, else its address (hashed). */
export interface Player {
  /** `player:HASH` or `address:HASH`: whose open games count against the limit. */
  readonly id: string;
  /** The hash of the player key, null without one. */
  readonly keyHash: string | null;
  /** The account signed in, null when none. */
  readonly accountId: string | null;
  /** Its name, which the seats it takes show. */
  readonly accountName: string | null;
}

/** Why a seat or a game is refused. */
export type SeatProblem =
  | NewGameProblem
  /** The player holds as many games waiting for players as they may. */
  | { readonly code: 'too-many-open'; readonly detail: string }
  /** No public game waiting for players has this id. */
  | { readonly code: 'no-such-game' }
  /** Every seat of the game was taken first. */
  | { readonly code: 'no-free-seat' }
  /** A rated game's seat, refused to this player (see `ratedSeatProblem`). */
  | { readonly code: RatedSeatProblem };

/** A seat given to the person who asked: shown this once, as every secret. */
export interface TakenSeat {
  readonly id: string;
  readonly seat: number;
  readonly secret: string;
  /** True when the seat is in a game opened for this request (nobody was waiting). */
  readonly created: boolean;
}

export interface PairingDeps {
  readonly storage: GameStorage;
  readonly rooms: Rooms;
  readonly now: () => number;
  readonly fresh: Fresh;
  /** Games waiting for players that one player may hold at once. */
  readonly openLimit: number;
  /** Runs a task while no other (on any instance) runs under the same name (`Bus.lock`). */
  readonly lock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
}

export function playerOf(
  key: string | null,
  address: string,
  account: { readonly id: string; readonly name: string } | null = null,
): Player {
  const keyHash = key === null ? null : hashSecret(key);
  const id = keyHash === null ? `address:${hashSecret(address)}` : `player:${keyHash}`;
  return { id, keyHash, accountId: account?.id ?? null, accountName: account?.name ?? null };
}

function sameClock(a: TimeControl, b: TimeControl): boolean {
  if (a.kind === 'realtime' && b.kind === 'realtime') return a.minutes === b.minutes && a.increment === b.increment;
  if (a.kind === 'correspondence' && b.kind === 'correspondence') return a.days === b.days;
  return a.kind === b.kind;
}

/**
 * Opening games and handing out seats, one request at a time: two quick games asked for at once
 * end in the same game (the second finds the first's), and a player cannot pass the limit on open
 * games by asking twice at once. One lock for the whole service, held by one instance at a time,
 * as each step is a few short storage calls.
 */
export class Pairing {
  constructor(private readonly deps: PairingDeps) {}

  private run<T>(task: () => Promise<T>): Promise<T> {
    return this.deps.lock('pairing', task);
  }

  /** Opens a game (`POST /api/games`) unless the player holds too many open games already. */
  open(body: CreateGameBody, player: Player): Promise<Result<NewGameSecrets, SeatProblem>> {
    return this.run(() => this.create(body, player, false));
  }

  /**
   * A quick game: a seat in the oldest public game waiting for players with the same board, rules,
   * number of players and clock (never one of the player's own), or seat 1 of a new public game.
   */
  quick(body: QuickGameBody, player: Player): Promise<Result<TakenSeat, SeatProblem>> {
    return this.run(async () => {
      const setup = setupRecord(body.setup);
      if (!setup.ok) return setup;
      const waiting = await this.deps.storage.listPublic(['open'], LOBBY_SIZE);
      for (const g of waiting) {
        if (g.game.setup !== setup.value || !sameClock(g.game.timeControl, body.clock) || g.joined >= g.seats) continue;
        // A quick game is never rated: it does not take a seat of one.
        if (g.game.rated) continue;
        if (player.keyHash !== null && g.openedBy === player.id) continue;
        const taken = await this.claim(g.game.id, body.name, player);
        if (taken && typeof taken !== 'string') return ok(taken);
      }
      const opened = await this.create(
        { setup: body.setup, clock: body.clock, public: true, names: [player.accountName ?? body.name] },
        player,
        true,
      );
      if (!opened.ok) return opened;
      return ok({ id: opened.value.id, seat: 1, secret: opened.value.secrets[0]!, created: true });
    });
  }

  /** The first free seat of a public game waiting for players (the lobby's Join). */
  take(id: string, name: string, player: Player): Promise<Result<TakenSeat, SeatProblem>> {
    return this.run(async () => {
      const stored = await this.deps.storage.loadGame(id);
      if (!stored?.game.public || stored.game.status !== 'open') return err({ code: 'no-such-game' });
      const taken = await this.claim(id, name, player);
      if (typeof taken === 'string') return err({ code: taken });
      return taken ? ok(taken) : err({ code: 'no-free-seat' });
    });
  }

  private async create(
    body: CreateGameBody,
    player: Player,
    takesFirstSeat: boolean,
  ): Promise<Result<NewGameSecrets, SeatProblem>> {
    const { storage, now, fresh, openLimit } = this.deps;
    if ((await storage.countOpen(player.id)) >= openLimit) {
      return err({ code: 'too-many-open', detail: String(openLimit) });
    }
    return createGame(storage, body, now(), fresh, {
      openedBy: player.id,
      accountId: player.accountId,
      ...(takesFirstSeat ? { takesFirstSeat: { playerHash: player.keyHash, accountId: player.accountId } } : {}),
    });
  }

  /** Claims a free seat through the game's room, so that players already there hear of it. */
  private async claim(id: string, name: string, player: Player): Promise<TakenSeat | RatedSeatProblem | null> {
    const room = await this.deps.rooms.get(id);
    if (!room) return null;
    try {
      const secret = this.deps.fresh.secret();
      const seat = await room.claimSeat(hashSecret(secret), name, {
        playerHash: player.keyHash,
        accountId: player.accountId,
        accountName: player.accountName,
      });
      return seat === null || typeof seat === 'string' ? seat : { id, seat, secret, created: false };
    } finally {
      this.deps.rooms.release(room);
    }
  }
}
