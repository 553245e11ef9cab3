import { describe, expect, it } from 'vitest';
import { afterMove, deadline, flagged, runClocks, startClocks } from '../../src/server/clock';

const blitz = { kind: 'realtime', minutes: 3, increment: 2 } as const;

describe('clocks', () => {
  it('give each player the minutes of a real-time control and stand still before the start', () => {
    const clocks = startClocks(blitz, 3);
    expect(clocks).toEqual({ remaining: [180_000, 180_000, 180_000], since: null });
    expect(deadline(blitz, clocks, 1)).toBeNull();
    expect(flagged(blitz, clocks, 1, 10 ** 12)).toBe(false);
  });

  it('take the time used off the mover and add the increment', () => {
    const running = runClocks(startClocks(blitz, 2), 1_000);
    expect(deadline(blitz, running, 1)).toBe(181_000);
    const after = afterMove(blitz, running, 1, 11_000);
    expect(after).toEqual({ remaining: [172_000, 180_000], since: 11_000 });
    expect(deadline(blitz, after, 2)).toBe(191_000);
  });

  it('flag the player to move exactly when their time is spent', () => {
    const running = runClocks(startClocks(blitz, 2), 0);
    expect(flagged(blitz, running, 1, 179_999)).toBe(false);
    expect(flagged(blitz, running, 1, 180_000)).toBe(true);
  });

  it('never leave less than nothing before the increment', () => {
    const running = runClocks(startClocks(blitz, 2), 0);
    expect(afterMove(blitz, running, 2, 500_000).remaining).toEqual([180_000, 2_000]);
  });

  it('give a correspondence move its days from the last move, and an untimed game no deadline', () => {
    const post = { kind: 'correspondence', days: 2 } as const;
    const running = afterMove(post, runClocks(startClocks(post, 2), 0), 1, 5_000);
    expect(running).toEqual({ remaining: [], since: 5_000 });
    expect(deadline(post, running, 2)).toBe(5_000 + 2 * 86_400_000);
    const none = { kind: 'none' } as const;
    expect(deadline(none, runClocks(startClocks(none, 2), 0), 1)).toBeNull();
  });
});
