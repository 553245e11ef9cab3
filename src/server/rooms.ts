import { GameRoom, type RoomDeps } from './games';

/**
 * The rooms of the games in play, loaded from storage when first asked for and let go when
 * nobody is connected and no clock is running, so memory follows the games being played.
 */
export class Rooms {
  private readonly rooms = new Map<string, Promise<GameRoom | null>>();
  private readonly deps: RoomDeps;

  constructor(deps: RoomDeps) {
    this.deps = { ...deps, idle: (room) => this.release(room) };
  }

  /** The room of a game, or null when there is no such game. One load per game, however many ask at once. */
  get(id: string): Promise<GameRoom | null> {
    let room = this.rooms.get(id);
    if (!room) {
      room = GameRoom.load(id, this.deps);
      this.rooms.set(id, room);
      // A failed load is not kept: the next request tries again.
      room.then(
        (r) => r === null && this.rooms.delete(id),
        () => this.rooms.delete(id),
      );
    }
    return room;
  }

  /** Lets a room go when nothing holds it any more. */
  release(room: GameRoom): void {
    if (room.connections === 0 && !room.waiting && this.rooms.has(room.id)) {
      room.dispose();
      this.rooms.delete(room.id);
    }
  }

  get size(): number {
    return this.rooms.size;
  }

  async close(): Promise<void> {
    for (const room of this.rooms.values()) (await room.catch(() => null))?.dispose();
    this.rooms.clear();
  }
}
