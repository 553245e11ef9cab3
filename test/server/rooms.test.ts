import { describe, expect, it } from 'vitest';
import { Rooms } from '../../src/server/rooms';
import { fakeDeps, newGame, recorder } from './harness';

describe('the rooms of the games in play', () => {
  it('loads a game once however many ask at once, and nothing for an unknown id', async () => {
    const f = await fakeDeps();
    const { id } = await newGame(f.storage, { setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } });
    const rooms = new Rooms(f.deps);
    const [a, b] = await Promise.all([rooms.get(id), rooms.get(id)]);
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(await rooms.get('unknown1')).toBeNull();
    expect(rooms.size).toBe(1);
  });

  it('lets a room go when nobody is connected and no clock runs, and keeps it while one does', async () => {
    const f = await fakeDeps();
    const { id, secrets } = await newGame(f.storage, {
      setup: { preset: 'square7', players: 2 },
      clock: { kind: 'realtime', minutes: 1, increment: 0 },
    });
    const rooms = new Rooms(f.deps);
    const room = (await rooms.get(id))!;
    const watcher = recorder(null);
    await room.watch(watcher.listener);
    rooms.release(room);
    expect(rooms.size).toBe(1);
    room.leave(watcher.listener);
    rooms.release(room);
    expect(rooms.size).toBe(0);

    const live = (await rooms.get(id))!;
    const players = secrets.map(() => recorder(null));
    for (const [i, s] of secrets.entries()) {
      await live.join(s!, null, (seat) => (players[i] = recorder(seat)).listener);
    }
    for (const p of players) live.leave(p.listener);
    rooms.release(live);
    expect(live.waiting).toBe(true);
    expect(rooms.size).toBe(1);
  });
});
