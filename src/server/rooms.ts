import type { Bus, Subscription } from './bus';
import { GameRoom, type RoomDeps } from './games';

/**
 * The rooms of the games in play, loaded from storage when first asked for and let go when
 * nobody is connected and no clock is running, so memory follows the games being played. A
 * loaded room hears its game's events from the other instances through the bus.
 */
export class Rooms {
  private readonly rooms = new Map<string, Promise<GameRoom | null>>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly deps: RoomDeps;

  /**
   * `bus`: what the instances share (none: the rooms hear nothing from elsewhere); `onError`: told
   * when a room failed to act on an event (a database read that failed: the next event, or the
   * bus coming back, reads the game again).
   */
  constructor(
    deps: RoomDeps,
    private readonly bus?: Bus,
    private readonly onError: (e: unknown, game: string) => void = () => undefined,
  ) {
    this.deps = {
      ...deps,
      idle: (room) => this.release(room),
      ...(bus ? { publish: (game: string, event) => bus.publish(game, event) } : {}),
    };
    bus?.onGone((instance) => this.each((room) => room.forget(instance)));
    // Counted gone while Redis was away, and running all along: its connections are asked for again.
    bus?.onBack(() => this.each(async (room) => room.tellPresence(true)));
    // Events may have been lost while the bus was away: every room reads its game again.
    bus?.onReconnect(() =>
      this.each(async (room) => {
        await room.refresh();
        room.tellPresence(true);
      }),
    );
  }

  /** The room of a game, or null when there is no such game. One load per game, however many ask at once. */
  get(id: string): Promise<GameRoom | null> {
    let room = this.rooms.get(id);
    if (!room) {
      room = this.load(id);
      this.rooms.set(id, room);
      // A failed load is not kept: the next request tries again.
      room.then(
        (r) => r === null && this.forget(id),
        () => this.forget(id),
      );
    }
    return room;
  }

  /** Subscribes before reading the game, so that no change committed after the read goes unheard. */
  private load(id: string): Promise<GameRoom | null> {
    return this.bus ? this.loadShared(id, this.bus) : GameRoom.load(id, this.deps);
  }

  private async loadShared(id: string, bus: Bus): Promise<GameRoom | null> {
    let loaded: GameRoom | null = null;
    const early: Parameters<GameRoom['heard']>[] = [];
    const hear = (room: GameRoom, [event, from]: Parameters<GameRoom['heard']>) =>
      room.heard(event, from).catch((e: unknown) => this.onError(e, id));
    const subscription = bus.subscribe(id, (event, from) => {
      if (loaded) void hear(loaded, [event, from]);
      else early.push([event, from]);
    });
    this.subscriptions.set(id, subscription);
    await subscription.ready;
    const room = await GameRoom.load(id, this.deps);
    if (!room) return null;
    loaded = room;
    for (const heard of early) void hear(room, heard);
    room.tellPresence(true);
    return room;
  }

  private forget(id: string): void {
    this.rooms.delete(id);
    this.subscriptions.get(id)?.off();
    this.subscriptions.delete(id);
  }

  private each(task: (room: GameRoom) => Promise<void>): void {
    for (const [id, room] of this.rooms) {
      // A room that failed to load is told where it was asked for.
      void room.then(
        (r) => (r ? task(r).catch((e: unknown) => this.onError(e, id)) : undefined),
        () => undefined,
      );
    }
  }

  /** Lets a room go when nothing holds it any more. */
  release(room: GameRoom): void {
    if (room.connections === 0 && !room.waiting && this.rooms.has(room.id)) {
      room.dispose();
      this.forget(room.id);
    }
  }

  get size(): number {
    return this.rooms.size;
  }

  async close(): Promise<void> {
    for (const room of this.rooms.values()) (await room.catch(() => null))?.dispose();
    for (const subscription of this.subscriptions.values()) subscription.off();
    this.subscriptions.clear();
    this.rooms.clear();
  }
}
