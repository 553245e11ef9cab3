import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Rematch } from './rematch';
import type { GameEvent } from './game/events';

/**
 * What a game's room tells the rooms of the same game on the other instances: the events it
 * committed (stored first), which they apply as it did, and what is not stored: who is connected
 * where, and the rematch's secrets.
 */
export type BusEvent =
  | { readonly type: 'events'; readonly events: readonly GameEvent[] }
  /**
   * The sender's connections to the game: how many per seat (`seats[i]` for seat i + 1) and how
   * many watchers. `ask`: the sender just loaded the game, and the others answer with theirs.
   */
  | { readonly type: 'presence'; readonly seats: readonly number[]; readonly watchers: number; readonly ask?: true }
  /** The rematch opened, with its seats' secrets, for the players connected elsewhere. */
  | { readonly type: 'next-game'; readonly rematch: Rematch };

export type GameEventHandler = (event: BusEvent, from: string) => void;

export interface Subscription {
  /** Resolves once events published from now on are heard. */
  readonly ready: Promise<void>;
  off(): void;
}

/**
 * What the instances of one service share besides the database: every game's events, the
 * lobby's changes, who is still running, and locks. One instance alone uses `localBus()`; many
 * use Redis (src/server/redisBus.ts). An instance never hears its own events.
 */
export interface Bus {
  /** This instance's id, on every event it sends. */
  readonly id: string;
  publish(game: string, event: BusEvent): void;
  subscribe(game: string, handler: GameEventHandler): Subscription;
  /** The lobby may look different: the other instances read it again (at most a few times a second). */
  lobbyChanged(): void;
  /** Told when another instance changed the lobby. */
  onLobby(handler: () => void): void;
  /** Told with an instance's id once it stopped (or died): its connections are gone. */
  onGone(handler: (instance: string) => void): void;
  /**
   * Told with an instance's id when one counted gone is heard again (Redis was away longer than
   * the heartbeats allow): its connections are to be asked for again.
   */
  onBack(handler: (instance: string) => void): void;
  /** Told when the bus is back after an outage: events may have been missed meanwhile. */
  onReconnect(handler: () => void): void;
  /** Runs `task` while no other instance runs one under the same `name`. */
  lock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** The Redis client the rate limiter keeps its counters in, when the instances share one. */
  readonly rateLimitRedis?: Redis;
  close(): Promise<void>;
}

/** Runs tasks one after another per name, within this process. */
export class LocalLocks {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    const tail = this.tails.get(name) ?? Promise.resolve();
    const next = tail.then(task, task);
    const settled = next.catch(() => undefined);
    this.tails.set(name, settled);
    void settled.then(() => {
      if (this.tails.get(name) === settled) this.tails.delete(name);
    });
    return next;
  }
}

/** Handlers registered for one kind of notice. */
export class Handlers<A extends unknown[]> {
  private readonly list: ((...args: A) => void)[] = [];
  add(handler: (...args: A) => void): void {
    this.list.push(handler);
  }
  tell(...args: A): void {
    for (const handler of this.list) handler(...args);
  }
}

/**
 * Instances in one process sharing events through memory: a single server (`localBus`), or
 * tests that run two apps on one storage. Events are delivered on a later turn, as a network would.
 */
export class MemoryHub {
  private readonly members = new Set<MemoryBus>();
  readonly locks = new LocalLocks();

  join(): Bus {
    const bus = new MemoryBus(this);
    this.members.add(bus);
    return bus;
  }

  /** Every member but `from`. */
  others(from: MemoryBus): MemoryBus[] {
    return [...this.members].filter((m) => m !== from);
  }

  leave(bus: MemoryBus): void {
    if (!this.members.delete(bus)) return;
    for (const m of this.members) queueMicrotask(() => m.gone.tell(bus.id));
  }
}

class MemoryBus implements Bus {
  readonly id = randomUUID();
  readonly games = new Map<string, Set<GameEventHandler>>();
  readonly lobby = new Handlers<[]>();
  readonly gone = new Handlers<[string]>();

  constructor(private readonly hub: MemoryHub) {}

  publish(game: string, event: BusEvent): void {
    for (const m of this.hub.others(this)) {
      setImmediate(() => {
        for (const handler of m.games.get(game) ?? []) handler(event, this.id);
      });
    }
  }

  subscribe(game: string, handler: GameEventHandler): Subscription {
    let handlers = this.games.get(game);
    if (!handlers) this.games.set(game, (handlers = new Set()));
    handlers.add(handler);
    return {
      ready: Promise.resolve(),
      off: () => {
        handlers.delete(handler);
        if (handlers.size === 0 && this.games.get(game) === handlers) this.games.delete(game);
      },
    };
  }

  lobbyChanged(): void {
    for (const m of this.hub.others(this)) setImmediate(() => m.lobby.tell());
  }

  onLobby(handler: () => void): void {
    this.lobby.add(handler);
  }

  onGone(handler: (instance: string) => void): void {
    this.gone.add(handler);
  }

  onReconnect(): void {
    // Memory is never cut off.
  }

  onBack(): void {
    // An instance in memory that left never comes back.
  }

  lock<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.hub.locks.run(name, task);
  }

  async close(): Promise<void> {
    this.hub.leave(this);
  }
}

/** The bus of a server that runs alone: nobody else to tell. */
export function localBus(): Bus {
  return new MemoryHub().join();
}
