import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { frameSchedule, highlightPlan } from '../../src/anim/frames';
import { clockOf } from '../../src/anim/playback';
import { compileTimelines } from '../../src/anim/timelines';
import { REVIEW_META_KEY, reviewFromMeta } from '../../src/ai/review';
import { loadRecord } from '../../src/engine/record';
import { GIF_END_HOLD } from '../../src/export/gifWriter';
import { type HighlightMoment, chooseHighlights, highlightBudget, highlightMoments } from '../../src/export/highlights';
import { END_HOLD } from '../../src/export/request';

// Three 7x7 games of random moves, each with the review `momentum analyse` gave it (400 playouts).
const GAMES = (JSON.parse(readFileSync(join(__dirname, 'reviewedGames.json'), 'utf8')) as unknown[]).map(
  (record, i) => {
    const replay = loadRecord(record);
    if (!replay.ok) throw new Error(`recorded game ${i + 1} does not open`);
    const { start, plies } = replay.value;
    const review = reviewFromMeta(replay.value.record.meta?.[REVIEW_META_KEY]);
    if (!review.ok || !review.value) throw new Error(`recorded game ${i + 1} has no review`);
    const clock = clockOf(
      compileTimelines(start, plies, [], () => false),
      plies.length,
    );
    const pacing = { slow: [], slowFactor: 3, hold: END_HOLD };
    const shot = (ply: number) => highlightPlan(clock, [ply], { ...pacing, hold: 0 }).seconds;
    const moments = highlightMoments(start, plies, review.value, 1, plies.length, shot);
    return { name: `game ${i + 1}`, plies, clock, pacing, moments };
  },
);

function moment(ply: number, change: Partial<HighlightMoment> = {}): HighlightMoment {
  return { ply, swing: 0, off: 0, lastMarble: false, final: false, seconds: 3, ...change };
}

describe('choosing highlights', () => {
  // The clips as each kind of file films them: a video without a title card, one with a card,
  // and a GIF (20 frames a second at most) with its card and its end hold.
  const FILES = [
    { fps: 30, titleFrames: 0, endHold: 0 },
    { fps: 24, titleFrames: 48, endHold: 0 },
    { fps: 20, titleFrames: 40, endHold: GIF_END_HOLD },
  ];

  test.each(GAMES)('$name: the winning move is in, and the clip keeps to any length asked', (game) => {
    const last = game.plies.at(-1)!;
    expect(last.state.result?.status).toBe('won');
    const worthShowing = game.moments.filter((m) => Math.abs(m.swing) + m.off > 0 || m.lastMarble);
    for (const seconds of [10, 30, 60, 120]) {
      for (const { fps, titleFrames, endHold } of FILES) {
        const budget = highlightBudget(seconds, fps, titleFrames, endHold);
        const chosen = chooseHighlights(game.moments, budget, END_HOLD);
        expect(chosen).toContain(game.plies.length);
        expect(chosen).toEqual([...chosen].sort((a, b) => a - b));
        const clip = highlightPlan(game.clock, chosen, game.pacing);
        // The choice counts each shot as long as the clip films it.
        const counted = chosen.reduce((sum, ply) => sum + game.moments[ply - 1]!.seconds, END_HOLD);
        expect(clip.seconds).toBeCloseTo(counted, 9);
        // The file, in whole frames: its title card, its moves and its end hold.
        const frames = frameSchedule(game.clock, clip, { fps, mergeStills: true, titleFrames }).at(-1)!;
        expect(frames.index + frames.span + endHold * fps).toBeLessThanOrEqual(seconds * fps);
        // Another shot would have fitted only if none of those left out is short enough.
        const left = worthShowing.filter((m) => !chosen.includes(m.ply));
        for (const m of left) expect(clip.seconds + m.seconds).toBeGreaterThan(budget);
      }
    }
    // Two minutes of film hold every move worth showing of these games: that clip is as long as they are.
    const twoMinutes = 120;
    const whole = chooseHighlights(game.moments, highlightBudget(twoMinutes, 30, 0, 0), END_HOLD);
    expect(whole).toEqual(worthShowing.map((m) => m.ply));
    expect(highlightPlan(game.clock, whole, game.pacing).seconds).toBeLessThan(twoMinutes);
  });

  test('the budget leaves out the title card and the end hold, and whole frames only', () => {
    expect(highlightBudget(30, 30, 0, 0)).toBe(30);
    expect(highlightBudget(10.01, 30, 0, 0)).toBe(10);
    expect(highlightBudget(30, 24, 48, 0)).toBe(28);
    expect(highlightBudget(30, 20, 40, GIF_END_HOLD)).toBe(26);
  });

  test.each(GAMES)('$name: the largest swing is among the first chosen, and a longer clip shows more moves', (game) => {
    const short = chooseHighlights(game.moments, 15, END_HOLD);
    const long = chooseHighlights(game.moments, 40, END_HOLD);
    expect(long.length).toBeGreaterThan(short.length);
    const swing = (plies: number[]) => Math.max(...plies.map((p) => Math.abs(game.moments[p - 1]!.swing)));
    // The largest swing of the game is among the first chosen.
    expect(swing(short)).toBe(Math.max(...game.moments.map((m) => Math.abs(m.swing))));
    expect(swing(long)).toBe(swing(short));
  });

  test('the moves where the chance swung most come first, then the last marble and marbles off', () => {
    const moments = [
      moment(1, { swing: 0.05 }),
      moment(2, { swing: -0.6 }),
      moment(3, { off: 2 }),
      moment(4, { lastMarble: true }),
      moment(5, { swing: 0.3 }),
      moment(6, { final: true, swing: 0.1 }),
    ];
    expect(chooseHighlights(moments, 3 + 3 + 1, 1)).toEqual([2, 6]);
    expect(chooseHighlights(moments, 4 * 3 + 1, 1)).toEqual([2, 4, 5, 6]);
    expect(chooseHighlights(moments, 6 * 3 + 1, 1)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('the ending move is kept even when it alone runs over; a game with no ending keeps its last move', () => {
    expect(chooseHighlights([moment(1, { swing: 0.9 }), moment(2, { final: true, seconds: 9 })], 5, 1)).toEqual([2]);
    expect(chooseHighlights([moment(1), moment(2)], 30, 1)).toEqual([2]);
    expect(chooseHighlights([], 30, 1)).toEqual([]);
  });
});

describe('the moments of a game', () => {
  test('read the swing from the review, and what each move did from its events', () => {
    const game = GAMES[0]!;
    const record = JSON.parse(readFileSync(join(__dirname, 'reviewedGames.json'), 'utf8'))[0];
    const review = record.meta.review.plies as number[][];
    game.moments.forEach((m, i) => {
      expect(m.swing).toBeCloseTo((review[i]![1]! - review[i]![0]!) / 1000, 9);
      expect(m.final).toBe(i === game.plies.length - 1);
    });
    // Every player drops their last marble once in a game won with every marble on the board.
    expect(game.moments.filter((m) => m.lastMarble).length).toBeGreaterThanOrEqual(1);
  });

  test('without a review, the swings are 0 and the choice stands on what the moves did', () => {
    const game = GAMES[1]!;
    const start = loadRecord(JSON.parse(readFileSync(join(__dirname, 'reviewedGames.json'), 'utf8'))[1]);
    if (!start.ok) throw new Error('game 2 does not open');
    const moments = highlightMoments(start.value.start, game.plies, null, 1, game.plies.length, () => 3);
    expect(moments.every((m) => m.swing === 0)).toBe(true);
    expect(chooseHighlights(moments, 30, 1)).toContain(game.plies.length);
  });
});
