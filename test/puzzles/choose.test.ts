import { describe, expect, it } from 'vitest';
import { makeRecord } from '../../src/engine/record';
import { presetGame } from '../../src/engine/setup';
import { findPreset } from '../../src/engine/presets';
import { draftStart } from '../../src/setup/draft';
import { GALLERY } from '../../src/lab/gallery';
import { choosePuzzle, filterChoices, puzzleBoard, puzzleOfTheDay, streakOrder } from '../../src/puzzles/choose';
import type { Puzzle } from '../../src/puzzles/puzzle';
import { THEMES, type Theme } from '../../src/puzzles/themes';
import { SHIPPED } from './shipped';

function presetRecord(id: string) {
  const start = presetGame(findPreset(id)!, 2);
  if (!start.ok) throw new Error(id);
  return makeRecord(start.value, []);
}

function puzzle(id: string, rating: number, themes: Theme[] = ['push-off'], board = 'square7'): Puzzle {
  return { id, record: presetRecord(board), solution: ['a1'], winIn: 1, themes, rating };
}

/** Ratings from 900 to 2000 in steps of 50: every window holds a few. */
const SET = Array.from({ length: 23 }, (_, i) => puzzle(`p${i}`, 900 + 50 * i, i % 3 === 0 ? ['chain'] : ['push-off']));
const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);
const NONE = new Set<string>();
/** choosePuzzle's first window, and the one it reaches after two doublings. */
const FIRST_WINDOW = 100;
const WIDENED = 400;
/** Streak bands, as streakOrder draws them. */
const BAND = 100;

describe('the board of a puzzle', () => {
  it('names the preset its record starts on', () => {
    expect(puzzleBoard(puzzle('a', 1000, [], 'square9hole'))).toBe('square9hole');
    expect(puzzleBoard(puzzle('b', 1000, [], 'hex5'))).toBe('hex5');
  });

  it('names a designed gallery board, and calls any other shape custom', () => {
    const pinwheel = GALLERY.find((b) => b.id === 'pinwheel')!;
    const start = draftStart({ lattice: pinwheel.lattice, layout: pinwheel.layout, players: 2, marbles: null });
    if (!start.ok) throw new Error('pinwheel');
    const record = makeRecord(start.value, []);
    expect(puzzleBoard({ record })).toBe('pinwheel');
    expect(puzzleBoard({ record: { ...record, layout: ['....', '....', '....'] } })).toBe('custom');
  });
});

describe('the next puzzle', () => {
  it('is near the solver’s rating', () => {
    for (const seed of SEEDS) {
      const chosen = choosePuzzle(SET, { rating: 1400, exclude: NONE, seed })!;
      expect(Math.abs(chosen.rating - 1400)).toBeLessThanOrEqual(FIRST_WINDOW);
    }
  });

  it('is the same for the same seed and varies with it', () => {
    const pick = (seed: number) => choosePuzzle(SET, { rating: 1400, exclude: NONE, seed })!.id;
    expect(pick(7)).toBe(pick(7));
    expect(new Set(SEEDS.map(pick)).size).toBeGreaterThan(1);
  });

  it('widens its window when every near puzzle was tried', () => {
    const tried = new Set(SET.filter((p) => Math.abs(p.rating - 1400) <= WIDENED - FIRST_WINDOW).map((p) => p.id));
    for (const seed of SEEDS) {
      const chosen = choosePuzzle(SET, { rating: 1400, exclude: tried, seed })!;
      expect(tried.has(chosen.id)).toBe(false);
      expect(Math.abs(chosen.rating - 1400)).toBeLessThanOrEqual(WIDENED);
    }
  });

  it('keeps to the theme and the board asked for', () => {
    const mixed = [...SET, puzzle('hex', 1400, ['chain'], 'hex4')];
    for (const seed of SEEDS) {
      expect(choosePuzzle(mixed, { rating: 1400, exclude: NONE, theme: 'chain', seed })!.themes).toContain('chain');
      expect(choosePuzzle(mixed, { rating: 1400, exclude: NONE, board: 'hex4', seed })!.id).toBe('hex');
    }
  });

  it('is none when every puzzle is excluded or none fits', () => {
    expect(choosePuzzle(SET, { rating: 1400, exclude: new Set(SET.map((p) => p.id)), seed: 1 })).toBeNull();
    expect(choosePuzzle(SET, { rating: 1400, exclude: NONE, board: 'hex5', seed: 1 })).toBeNull();
  });
});

describe('the theme and board menus', () => {
  const ANY = { theme: null, board: null };

  it('offer the themes and boards the set has, themes in their usual order', () => {
    const set = [puzzle('a', 1400, ['hole', 'push-off']), puzzle('b', 1400, ['chain'], 'hex4')];
    expect(filterChoices(set, ANY)).toEqual({ themes: ['push-off', 'chain', 'hole'], boards: ['square7', 'hex4'] });
  });

  it('narrow each menu to what still has a puzzle with the other menu’s choice', () => {
    const set = [puzzle('a', 1400, ['hole', 'push-off']), puzzle('b', 1400, ['chain'], 'hex4')];
    expect(filterChoices(set, { theme: 'chain', board: null }).boards).toEqual(['hex4']);
    expect(filterChoices(set, { theme: null, board: 'square7' }).themes).toEqual(['push-off', 'hole']);
  });

  it('offer, for the shipped set, only themes and boards that a puzzle of it is chosen for', () => {
    const { themes, boards } = filterChoices(SHIPPED, ANY);
    expect(themes.length).toBeGreaterThan(0);
    for (const theme of THEMES) {
      const chosen = choosePuzzle(SHIPPED, { rating: 1500, exclude: NONE, theme, seed: 1 });
      expect(themes.includes(theme)).toBe(chosen !== null);
      for (const board of filterChoices(SHIPPED, { theme, board: null }).boards)
        expect(choosePuzzle(SHIPPED, { rating: 1500, exclude: NONE, theme, board, seed: 1 })).not.toBeNull();
    }
    for (const board of boards)
      expect(choosePuzzle(SHIPPED, { rating: 1500, exclude: NONE, board, seed: 1 })).not.toBeNull();
  });
});

describe('the puzzle of the day', () => {
  it('is the same for the same day and changes over the days', () => {
    expect(puzzleOfTheDay(SET, 20_000).id).toBe(puzzleOfTheDay(SET, 20_000).id);
    const days = Array.from({ length: 10 }, (_, i) => puzzleOfTheDay(SET, 20_000 + i).id);
    expect(new Set(days).size).toBeGreaterThan(1);
  });
});

describe('a streak', () => {
  it('holds every puzzle once, in rising bands of difficulty, shuffled by the seed', () => {
    const order = streakOrder(SET, 3);
    expect(new Set(order.map((p) => p.id))).toEqual(new Set(SET.map((p) => p.id)));
    const bands = order.map((p) => Math.floor(p.rating / BAND));
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
    expect(streakOrder(SET, 3)).toEqual(order);
    expect(SEEDS.some((seed) => streakOrder(SET, seed)[0]!.id !== order[0]!.id)).toBe(true);
  });
});
