import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { type Bus, type BusEvent, type GameEventHandler, Handlers, LocalLocks, type Subscription } from './bus';
import { LOBBY_DEBOUNCE_MS } from './lobby';

/** How often an instance says it is running, and how long the others wait before counting it gone. */
export const HEARTBEAT_MS = 1_000;
export const GONE_AFTER_MS = 3_500;

/** How long a lock is held at most (an instance that dies holding it lets it go then), and how often a waiter asks again. */
const LOCK_MS = 5_000;
const LOCK_RETRY_MS = 10;

const PREFIX = 'momentum:';
const GAME = `${PREFIX}game:`;
const LOBBY = `${PREFIX}lobby`;
const ALIVE = `${PREFIX}alive`;
/** A heartbeat that begins with this says the instance is stopping. */
const STOPPING = '-';

/** Deletes the lock only when it still holds this holder's token (a lock that ran out may be someone else's). */
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Redis could not be reached when the server started. */
export class RedisUnavailable extends Error {
  constructor(readonly redis: string) {
    super(`cannot reach Redis at ${redis}`);
  }
}

/** A `redis://` (or `rediss://`) address with a host, else null. */
export function redisUrl(text: string): URL | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '' ? url : null;
}

interface Envelope {
  readonly from: string;
  readonly event: BusEvent;
}

/** Resolves once the client is ready; rejects on its first error, or after `ms`. */
async function ready(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
    client.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/**
 * The bus over Redis: one connection publishes (and takes locks), one subscribes, and the rate
 * limiter has its own that never queues a command while Redis is away (a request is then let
 * through rather than held). ioredis reconnects by itself and subscribes again; once it is back,
 * the rooms read their games again (`onReconnect`), since events may have been lost meanwhile.
 */
export class RedisBus implements Bus {
  readonly id = randomUUID();
  /**
   * How this instance's own events begin (`publish` writes `from` first): every instance holding a
   * game hears its channel, the sender too, which skips its own before parsing them.
   */
  private readonly ownEvent = `{"from":${JSON.stringify(this.id)},`;
  readonly rateLimitRedis: Redis;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly games = new Map<string, Set<GameEventHandler>>();
  private readonly lobby = new Handlers<[]>();
  private readonly gone = new Handlers<[string]>();
  private readonly reconnected = new Handlers<[]>();
  private readonly back = new Handlers<[string]>();
  /** Instances counted gone: heard again, they are back. */
  private readonly departed = new Set<string>();
  private readonly seen = new Map<string, number>();
  private readonly locks = new LocalLocks();
  private readonly timers: NodeJS.Timeout[] = [];
  private lobbyTimer: NodeJS.Timeout | null = null;
  private wasReady = false;

  private constructor(url: URL, onError: (e: unknown) => void) {
    const options = { maxRetriesPerRequest: 2, connectTimeout: 2_000 };
    this.pub = new Redis(url.href, options);
    this.sub = new Redis(url.href, options);
    this.rateLimitRedis = new Redis(url.href, { ...options, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    // ioredis tells every failed attempt to reconnect; the first is worth a line, the rest are the same.
    let down = false;
    for (const client of [this.pub, this.sub, this.rateLimitRedis]) {
      client.on('error', (e) => {
        if (!down) onError(e);
        down = true;
      });
    }
    this.sub.on('ready', () => {
      down = false;
      if (this.wasReady) {
        // ioredis subscribes again by itself; asked once more, so that no channel subscribed to
        // while Redis was away is missing (a second subscription to a channel changes nothing).
        const channels = [LOBBY, ALIVE, ...[...this.games.keys()].map((g) => GAME + g)];
        this.sub.subscribe(...channels).catch(() => undefined);
        this.reconnected.tell();
      }
      this.wasReady = true;
    });
    this.sub.on('message', (channel: string, text: string) => this.heard(channel, text));
  }

  /** Connects to Redis at `url`; throws `RedisUnavailable` when it does not answer within a few seconds. */
  static async connect(url: URL, onError: (e: unknown) => void = () => undefined): Promise<RedisBus> {
    const bus = new RedisBus(url, onError);
    try {
      await Promise.all([ready(bus.pub, 5_000), ready(bus.sub, 5_000)]);
      await bus.sub.subscribe(LOBBY, ALIVE);
    } catch {
      await bus.close();
      const shown = new URL(url);
      shown.password = '';
      throw new RedisUnavailable(shown.href);
    }
    bus.beat();
    const heartbeat = setInterval(() => bus.beat(), HEARTBEAT_MS);
    const sweep = setInterval(() => bus.sweep(), HEARTBEAT_MS);
    heartbeat.unref();
    sweep.unref();
    bus.timers.push(heartbeat, sweep);
    return bus;
  }

  private beat(): void {
    this.pub.publish(ALIVE, this.id).catch(() => undefined);
  }

  /** Instances not heard from for a while are gone (killed, or cut off): their connections no longer count. */
  private sweep(): void {
    const now = Date.now();
    for (const [id, at] of this.seen) {
      if (now - at > GONE_AFTER_MS) {
        this.seen.delete(id);
        this.departed.add(id);
        this.gone.tell(id);
      }
    }
  }

  private heard(channel: string, text: string): void {
    if (channel === ALIVE) {
      if (text === this.id || text === STOPPING + this.id) return;
      if (text.startsWith(STOPPING)) {
        if (this.seen.delete(text.slice(1))) this.gone.tell(text.slice(1));
      } else {
        this.seen.set(text, Date.now());
        if (this.departed.delete(text)) this.back.tell(text);
      }
      return;
    }
    if (channel === LOBBY) {
      if (text !== this.id) this.lobby.tell();
      return;
    }
    if (!channel.startsWith(GAME) || text.startsWith(this.ownEvent)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    // An instance that tells of a game is running, heartbeat or not: it is counted gone once silent.
    if (!this.seen.has(envelope.from)) this.seen.set(envelope.from, Date.now());
    for (const handler of this.games.get(channel.slice(GAME.length)) ?? []) handler(envelope.event, envelope.from);
  }

  publish(game: string, event: BusEvent): void {
    const envelope: Envelope = { from: this.id, event };
    this.pub.publish(GAME + game, JSON.stringify(envelope)).catch(() => undefined);
  }

  subscribe(game: string, handler: GameEventHandler): Subscription {
    let handlers = this.games.get(game);
    let ready: Promise<void> = Promise.resolve();
    if (!handlers) {
      this.games.set(game, (handlers = new Set()));
      // While Redis is away the subscription waits; ioredis subscribes again on reconnecting anyway.
      ready = this.sub.subscribe(GAME + game).then(
        () => undefined,
        () => undefined,
      );
    }
    handlers.add(handler);
    const set = handlers;
    return {
      ready,
      off: () => {
        set.delete(handler);
        if (set.size === 0 && this.games.get(game) === set) {
          this.games.delete(game);
          this.sub.unsubscribe(GAME + game).catch(() => undefined);
        }
      },
    };
  }

  lobbyChanged(): void {
    if (this.lobbyTimer) return;
    // A burst of changes makes one notice: the lobby is read again after its own debounce anyway.
    this.lobbyTimer = setTimeout(() => {
      this.lobbyTimer = null;
      this.pub.publish(LOBBY, this.id).catch(() => undefined);
    }, LOBBY_DEBOUNCE_MS / 2);
    this.lobbyTimer.unref();
  }

  onLobby(handler: () => void): void {
    this.lobby.add(handler);
  }

  onGone(handler: (instance: string) => void): void {
    this.gone.add(handler);
  }

  onBack(handler: (instance: string) => void): void {
    this.back.add(handler);
  }

  onReconnect(handler: () => void): void {
    this.reconnected.add(handler);
  }

  /**
   * Within this process one task at a time per name; across instances a Redis key taken with
   * SET NX and a time limit. While Redis cannot be reached the task runs under the local lock
   * alone, so that a Redis outage delays nothing.
   */
  lock<T>(name: string, task: () => Promise<T>): Promise<T> {
    return this.locks.run(name, async () => {
      const key = `${PREFIX}lock:${name}`;
      const token = randomUUID();
      let held = false;
      try {
        for (let waited = 0; waited < LOCK_MS; waited += LOCK_RETRY_MS) {
          if ((await this.pub.set(key, token, 'PX', LOCK_MS, 'NX')) === 'OK') {
            held = true;
            break;
          }
          await sleep(LOCK_RETRY_MS);
        }
      } catch {
        // Redis is away: run on.
      }
      try {
        return await task();
      } finally {
        if (held) await this.pub.eval(UNLOCK, 1, key, token).catch(() => undefined);
      }
    });
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    if (this.lobbyTimer) clearTimeout(this.lobbyTimer);
    if (this.pub.status === 'ready') await this.pub.publish(ALIVE, STOPPING + this.id).catch(() => undefined);
    for (const client of [this.pub, this.sub, this.rateLimitRedis]) client.disconnect();
  }
}
