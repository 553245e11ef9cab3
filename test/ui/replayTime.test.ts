import { describe, expect, test } from 'vitest';
import { gameClock, timeOf } from '../../src/anim/gameTimeline';
import { english } from '../../src/store/language';
import { RATES } from '../../src/anim/playback';
import { clockTime, formatTime, moveText, rateLabel, tickFractions } from '../../src/ui/replayTime';

describe('formatTime', () => {
  test.each([
    [0, '0:00'],
    [0.99, '0:00'],
    [9.5, '0:09'],
    [61, '1:01'],
    [599.9, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3 * 3600 + 7 * 60 + 5, '3:07:05'],
    [-2, '0:00'],
  ])('%f s: %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });
});

describe('clockTime', () => {
  // Moves start at 0.5, 2 and 4.5 of 6 seconds; the last comes to rest at 5.5.
  const clock = gameClock([1, 2, 1], 0.5);

  test('the end reads the whole duration once the last move has come to rest', () => {
    expect(timeOf(clock, { ply: 3, t: 1 })).toBe(5.5);
    expect(clockTime(clock, { ply: 3, t: 1 })).toBe(6);
    expect(formatTime(clockTime(clock, { ply: 3, t: 1 }))).toBe(formatTime(clock.duration));
  });

  test('before that, the running time of the playhead', () => {
    expect(clockTime(clock, { ply: 0, t: 0 })).toBe(0);
    expect(clockTime(clock, { ply: 2, t: 2 })).toBe(4);
    expect(clockTime(clock, { ply: 3, t: 0.5 })).toBe(5);
    expect(clockTime(gameClock([]), { ply: 0, t: 0 })).toBe(0);
  });
});

describe('moveText', () => {
  test.each([
    [0, 0, 'No moves yet'],
    [0, 1, 'Start, 1 move'],
    [0, 40, 'Start, 40 moves'],
    [12, 40, 'Move 12 of 40'],
    [40, 40, 'Move 40 of 40'],
  ])('ply %i of %i: %s', (ply, moves, text) => {
    expect(english.words(moveText(ply, moves))).toBe(text);
  });
});

test('the speeds offered, as the select shows them', () => {
  expect(RATES.map((rate) => english.words(rateLabel(rate)))).toEqual(['0.25x', '0.5x', '1x', '1.5x', '2x', '4x']);
});

describe('tickFractions', () => {
  test('one tick per move start, as a fraction of the running time', () => {
    const clock = gameClock([1, 2, 1], 0.5);
    // Moves start at 0.5, 2 and 4.5 of 6 seconds.
    expect(clock.duration).toBe(6);
    expect(tickFractions(clock.starts, clock.duration, 600)).toEqual([50 / 600, 200 / 600, 450 / 600]);
  });

  test('starts closer than a column share one tick, so 10,000 moves draw at most one tick a column', () => {
    const clock = gameClock(Array.from({ length: 10_000 }, () => 1));
    const ticks = tickFractions(clock.starts, clock.duration, 300);
    expect(ticks.length).toBeLessThanOrEqual(301);
    expect(ticks.length).toBeGreaterThan(290);
    expect(ticks).toEqual([...ticks].sort((a, b) => a - b));
  });

  test('no ticks for an empty game', () => {
    const clock = gameClock([]);
    expect(tickFractions(clock.starts, clock.duration, 300)).toEqual([]);
  });
});
