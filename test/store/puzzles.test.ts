import { describe, expect, test } from 'vitest';
import type { PuzzleTryAnswer } from '../../src/online/puzzleProtocol';
import { PUZZLES_KEY, type PuzzlesDeps, createPuzzles } from '../../src/store/puzzles';
import { SHIPPED, shipped, wrongFirstMove } from '../puzzles/shipped';
import { ManualClock, tableWith } from './fixtures';
import { memoryStorage } from './memoryStorage';

/** A two-player win in two: a drop, the reply, the winning drop. */
const PUZZLE = shipped('f2e32e76e4c4abd5');
/** Clock steps enough for any drop and the pause before a reply to run out. */
const FRAMES = 1000;

function puzzlesWith(
  storage = memoryStorage(),
  reportTry?: PuzzlesDeps['reportTry'],
  serverChoice?: PuzzlesDeps['serverChoice'],
) {
  const clock = new ManualClock();
  const { store: table } = tableWith({ seats: ['human', 'human'] }, clock);
  const puzzles = createPuzzles(table, {
    loadSet: () => Promise.resolve(SHIPPED),
    storage,
    clock,
    ...(reportTry ? { reportTry } : {}),
    ...(serverChoice ? { serverChoice } : {}),
  });
  /** Plays `move` at the table, as the solver would, and lets the replies run to their end. */
  const play = (move: string): void => {
    expect(table.getState().playText(move).ok, move).toBe(true);
    for (let i = 0; i < FRAMES; i++) clock.advance(16);
  };
  return { puzzles, play, storage };
}

describe('the puzzles store rates first tries only', () => {
  test('solving at the first try raises the rating and keeps it; solving again on a retry does not move it', async () => {
    const { puzzles, play, storage } = puzzlesWith();
    await puzzles.getState().openPuzzles(PUZZLE.id);
    const before = puzzles.getState().skill;
    play(PUZZLE.solution[0]!);
    expect(puzzles.getState().phase).toBe('solving');
    play(PUZZLE.solution[2]!);
    const solved = puzzles.getState();
    expect(solved.phase).toBe('solved');
    expect(solved.rated?.solved).toBe(true);
    expect(solved.rated!.after).toBeGreaterThan(solved.rated!.before);
    expect(solved.skill.mu).toBeGreaterThan(before.mu);
    expect(JSON.parse(storage.items[PUZZLES_KEY]!)).toMatchObject({ skill: solved.skill, tried: [PUZZLE.id] });

    puzzles.getState().retry();
    play(PUZZLE.solution[0]!);
    play(PUZZLE.solution[2]!);
    expect(puzzles.getState().phase).toBe('solved');
    expect(puzzles.getState().skill).toEqual(solved.skill);
    expect(puzzles.getState().rated).toEqual(solved.rated);
  });

  test('a wrong first drop is refuted and lowers the rating; the retry solved after it is practice', async () => {
    const { puzzles, play } = puzzlesWith();
    await puzzles.getState().openPuzzles(PUZZLE.id);
    play(wrongFirstMove(PUZZLE));
    const missed = puzzles.getState();
    expect(missed.phase).toBe('missed');
    expect(missed.rated?.solved).toBe(false);
    expect(missed.rated!.after).toBeLessThan(missed.rated!.before);

    puzzles.getState().retry();
    play(PUZZLE.solution[0]!);
    play(PUZZLE.solution[2]!);
    expect(puzzles.getState().phase).toBe('solved');
    expect(puzzles.getState().skill).toEqual(missed.skill);
  });

  test('a puzzle tried on an earlier visit is practice from the start', async () => {
    const storage = memoryStorage();
    const first = puzzlesWith(storage);
    await first.puzzles.getState().openPuzzles(PUZZLE.id);
    first.play(wrongFirstMove(PUZZLE));
    const kept = first.puzzles.getState().skill;

    const later = puzzlesWith(storage);
    await later.puzzles.getState().openPuzzles(PUZZLE.id);
    expect(later.puzzles.getState().skill).toEqual(kept);
    later.play(PUZZLE.solution[0]!);
    later.play(PUZZLE.solution[2]!);
    expect(later.puzzles.getState().phase).toBe('solved');
    expect(later.puzzles.getState().rated).toBeNull();
    expect(later.puzzles.getState().skill).toEqual(kept);
  });

  test('a first try goes to the account, whose rating is shown once the server answers; a retry sends nothing', async () => {
    const sent: [string, boolean][] = [];
    let answer: (a: PuzzleTryAnswer | null) => void = () => undefined;
    const report = (id: string, solved: boolean) => {
      sent.push([id, solved]);
      return new Promise<PuzzleTryAnswer | null>((resolve) => (answer = resolve));
    };
    const { puzzles, play } = puzzlesWith(memoryStorage(), report);
    await puzzles.getState().openPuzzles(PUZZLE.id);
    play(wrongFirstMove(PUZZLE));
    expect(sent).toEqual([[PUZZLE.id, false]]);
    // The browser's rating is shown at once; the account's when the server has answered.
    expect(puzzles.getState().rated).toMatchObject({ solved: false });
    expect(puzzles.getState().rated?.account).toBeUndefined();
    answer({ counted: true, solved: false, solver: 1412, puzzle: 1301 });
    await Promise.resolve();
    expect(puzzles.getState().rated?.account).toEqual({ counted: true, rating: 1412 });

    puzzles.getState().retry();
    play(PUZZLE.solution[0]!);
    play(PUZZLE.solution[2]!);
    expect(puzzles.getState().phase).toBe('solved');
    expect(sent).toHaveLength(1);
    expect(puzzles.getState().rated?.account).toEqual({ counted: true, rating: 1412 });
  });

  test('an answer that comes after the next puzzle was shown is dropped', async () => {
    let answer: (a: PuzzleTryAnswer | null) => void = () => undefined;
    const report = () => new Promise<PuzzleTryAnswer | null>((resolve) => (answer = resolve));
    const { puzzles, play } = puzzlesWith(memoryStorage(), report);
    await puzzles.getState().openPuzzles(PUZZLE.id);
    play(wrongFirstMove(PUZZLE));
    puzzles.getState().next();
    expect(puzzles.getState().puzzle?.id).not.toBe(PUZZLE.id);
    answer({ counted: false, solved: true, solver: 1600, puzzle: 1301 });
    await Promise.resolve();
    expect(puzzles.getState().rated).toBeNull();
  });

  test("a signed-in player's rated puzzles are the server's choice; without one the browser chooses", async () => {
    const asked: unknown[] = [];
    const answers: (typeof PUZZLE | null)[] = [{ ...PUZZLE, rating: 1777 }, null];
    const choice = (filters: unknown) => {
      asked.push(filters);
      return Promise.resolve(answers.shift() ?? null);
    };
    const { puzzles } = puzzlesWith(memoryStorage(), undefined, choice);
    await puzzles.getState().openPuzzles();
    await Promise.resolve();
    expect(puzzles.getState().puzzle).toMatchObject({ id: PUZZLE.id, rating: 1777 });
    expect(asked).toEqual([{ theme: null, board: null }]);
    // The server has none left with these filters: the browser chooses from the shipped set.
    puzzles.getState().setFilters({ board: 'square7' });
    await Promise.resolve();
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual({ theme: null, board: 'square7' });
    expect(puzzles.getState().puzzle?.id).not.toBe(PUZZLE.id);
    expect(SHIPPED.map((p) => p.id)).toContain(puzzles.getState().puzzle?.id);
  });

  test("a server's choice that comes after a puzzle was opened by its link is dropped", async () => {
    let answer: (p: typeof PUZZLE | null) => void = () => undefined;
    const choice = () => new Promise<typeof PUZZLE | null>((resolve) => (answer = resolve));
    const { puzzles } = puzzlesWith(memoryStorage(), undefined, choice);
    await puzzles.getState().openPuzzles();
    const linked = SHIPPED.find((p) => p.id !== PUZZLE.id)!;
    await puzzles.getState().openPuzzles(linked.id);
    answer(PUZZLE);
    await Promise.resolve();
    expect(puzzles.getState().puzzle?.id).toBe(linked.id);
  });
});
