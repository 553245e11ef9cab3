import type { LobbyGame, ServerMessageOf } from '../online/protocol';
import { openToNewcomers } from '../online/newcomers';
import type { GameStorage, GameSummary, LobbyStore } from './storage/storage';

/** The most games the lobby lists. */
export const LOBBY_SIZE = 100;

/**
 * How long the lobby waits after a change before it reads the list again and pushes it: a burst
 * of moves, joins and new games makes one push, and however many games are played the lobby is
 * read at most twice a second (and only while someone subscribes).
 */
export const LOBBY_DEBOUNCE_MS = 500;

/** A game as the lobby lists it; who sits in it comes from the seats read with the list. */
function lobbyGame({ game, joined, seats, seatList, moves }: GameSummary): LobbyGame {
  const setup = JSON.parse(game.setup) as Pick<LobbyGame, 'lattice' | 'layout' | 'players'>;
  return {
    id: game.id,
    status: game.status === 'open' ? 'open' : 'live',
    players: setup.players,
    lattice: setup.lattice,
    layout: setup.layout,
    clock: game.timeControl,
    joined,
    seats,
    names: seatList.map((s) => s.name),
    // A seat named when the game was opened may still be free: only the people seated are waiting.
    waiting: seatList.flatMap((s) => (s.taken && s.kind === 'human' && s.name !== null ? [s.name] : [])),
    moves,
    created: game.createdAt,
    ...(game.rated ? { rated: true as const } : {}),
  };
}

/**
 * Whether a public game belongs in the lobby: being played (to watch), or waiting for players,
 * with someone seated to play with and a seat a newcomer may take. A game its opener has not sat
 * down in yet is not listed, so that no stranger takes the opener's seat.
 */
function listed({ game, seatList }: GameSummary): boolean {
  if (game.status !== 'open') return true;
  return seatList.some((s) => s.taken && s.kind === 'human') && seatList.some((s) => openToNewcomers(s, s.taken));
}

/** The public games waiting for players or being played, oldest first. */
export async function lobbyGames(storage: LobbyStore): Promise<LobbyGame[]> {
  return (await storage.listPublic(['open', 'live'], LOBBY_SIZE)).filter(listed).map(lobbyGame);
}

/** The storage calls after which the lobby may look different (a move counts, and may end a game). */
const CHANGES: ReadonlySet<PropertyKey> = new Set([
  'createGame',
  'startGame',
  'endGame',
  'takeSeat',
  'claimSeat',
  'appendMove',
]);

/**
 * The storage, telling `changed` after each call that may change the lobby. A proxy rather than
 * a wrapper that lists every method, so that methods added to the storage pass through untouched.
 */
export function notifyingStorage(storage: GameStorage, changed: () => void): GameStorage {
  return new Proxy(storage, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const call = (value as (...args: unknown[]) => unknown).bind(target);
      if (!CHANGES.has(key)) return call;
      return async (...args: unknown[]) => {
        const result: unknown = await call(...args);
        changed();
        return result;
      };
    },
  });
}

type Send = (message: ServerMessageOf<'lobby'>) => void;

/**
 * The lobby's subscribers (sockets that sent `lobby`): each gets the list at once and again after
 * every change that alters it, debounced; nothing is read while nobody listens.
 */
export class LobbyFeed {
  private readonly subscribers = new Set<Send>();
  private last: string | null = null;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly storage: GameStorage,
    private readonly schedule: (ms: number, fn: () => void) => () => void,
    private readonly onError: (e: unknown) => void,
  ) {}

  /** Adds a subscriber and sends it the list; returns what removes it. */
  async subscribe(send: Send): Promise<() => void> {
    this.subscribers.add(send);
    const games = await lobbyGames(this.storage);
    send({ type: 'lobby', games });
    return () => {
      this.subscribers.delete(send);
      if (this.subscribers.size === 0) this.last = null;
    };
  }

  /** Something changed: the list is read again a little later, and pushed when it differs. */
  changed(): void {
    if (this.cancel || this.subscribers.size === 0) return;
    this.cancel = this.schedule(LOBBY_DEBOUNCE_MS, () => {
      this.cancel = null;
      this.push().catch(this.onError);
    });
  }

  private async push(): Promise<void> {
    if (this.subscribers.size === 0) return;
    const games = await lobbyGames(this.storage);
    const text = JSON.stringify(games);
    if (text === this.last) return;
    this.last = text;
    for (const send of this.subscribers) send({ type: 'lobby', games });
  }

  close(): void {
    this.cancel?.();
    this.cancel = null;
    this.subscribers.clear();
  }
}
