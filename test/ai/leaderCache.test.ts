import { describe, expect, it } from 'vitest';
import { LeaderCache } from '../../src/ai/leaderCache';
import { threadTableSlot } from '../../src/ai/sharedTree';

describe("a thread's cache of selection's shortcut", () => {
  it('gives back the leader and bound recorded for the same node and tried children', () => {
    const cache = new LeaderCache();
    const slot = threadTableSlot(42);
    expect(cache.leaderAt(slot, 42, 3)).toBe(-1);
    cache.record(slot, 42, 3, 100, 0.625);
    expect(cache.leaderAt(slot, 42, 3)).toBe(100);
    expect(cache.rivalsAt(slot)).toBe(0.625);
  });

  it('forgets the leader once a move was tried since, or when another node took the entry', () => {
    const cache = new LeaderCache();
    const slot = threadTableSlot(42);
    cache.record(slot, 42, 3, 100, 0.625);
    expect(cache.leaderAt(slot, 42, 4)).toBe(-1);
    let other = 43;
    while (threadTableSlot(other) !== slot) other++;
    cache.record(slot, other, 3, 200, 0.5);
    expect(cache.leaderAt(slot, 42, 3)).toBe(-1);
    expect(cache.leaderAt(slot, other, 3)).toBe(200);
  });
});
