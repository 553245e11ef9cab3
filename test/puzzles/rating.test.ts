import { describe, expect, it } from 'vitest';
import { muOfRating, newSolverSkill, puzzleSkill, rateTry, shownRating } from '../../src/puzzles/rating';

// openskill's published two-player numbers (its Plackett-Luce tests) leave out tau, the widening
// of sigma before each game; with it off a try reproduces them to the last digit.
const REFERENCE = { tau: 0 };
const EASY = 900;
const HARD = 2000;

describe('a try as a two-sided game', () => {
  it('moves two new sides by the package’s published numbers, the solver winning a solve', () => {
    const { solver, puzzle } = rateTry(newSolverSkill(), newSolverSkill(), true, REFERENCE);
    expect(solver).toEqual({ mu: 27.63523138347365, sigma: 8.065506316323548 });
    expect(puzzle).toEqual({ mu: 22.36476861652635, sigma: 8.065506316323548 });
  });

  it('moves them the other way on a miss', () => {
    const { solver, puzzle } = rateTry(newSolverSkill(), newSolverSkill(), false, REFERENCE);
    expect(solver).toEqual({ mu: 22.36476861652635, sigma: 8.065506316323548 });
    expect(puzzle).toEqual({ mu: 27.63523138347365, sigma: 8.065506316323548 });
  });

  it('raises the solver and lowers the puzzle on a solve, and the reverse on a miss', () => {
    const solver = newSolverSkill();
    const puzzle = puzzleSkill({ rating: 1500 });
    const solved = rateTry(solver, puzzle, true);
    expect(shownRating(solved.solver)).toBeGreaterThan(shownRating(solver));
    expect(shownRating(solved.puzzle)).toBeLessThan(shownRating(puzzle));
    const missed = rateTry(solver, puzzle, false);
    expect(shownRating(missed.solver)).toBeLessThan(shownRating(solver));
    expect(shownRating(missed.puzzle)).toBeGreaterThan(shownRating(puzzle));
  });

  it('moves a solver further for solving a hard puzzle than an easy one, and less for missing it', () => {
    const solver = newSolverSkill();
    const gain = (rating: number) => rateTry(solver, puzzleSkill({ rating }), true).solver.mu - solver.mu;
    const loss = (rating: number) => solver.mu - rateTry(solver, puzzleSkill({ rating }), false).solver.mu;
    expect(gain(HARD)).toBeGreaterThan(gain(EASY));
    expect(loss(HARD)).toBeLessThan(loss(EASY));
  });

  it('moves a puzzle less than a new solver: its first rating is measured, not guessed', () => {
    const { solver, puzzle } = rateTry(newSolverSkill(), puzzleSkill({ rating: 1500 }), true);
    expect(solver.mu - newSolverSkill().mu).toBeGreaterThan(muOfRating(1500) - puzzle.mu);
  });
});

describe('the shown rating', () => {
  it('shows a new solver in the middle of the puzzles’ scale', () => {
    expect(shownRating(newSolverSkill())).toBe(1500);
  });

  it('gives back a puzzle’s shipped rating from its skill, with a smaller sigma than a newcomer’s', () => {
    for (const rating of [EASY, 1230, 1500, HARD]) expect(shownRating(puzzleSkill({ rating }))).toBe(rating);
    expect(puzzleSkill({ rating: 1500 }).sigma).toBeLessThan(newSolverSkill().sigma);
  });

  it('reads 400 points as Elo does: ten to one odds between settled skills', () => {
    // Plackett-Luce between two sides of sigma 0: the stronger wins exp(d / c) to 1, c = sqrt(2) beta.
    const c = Math.SQRT2 * (25 / 6);
    const odds = Math.exp((muOfRating(1900) - muOfRating(1500)) / c);
    expect(odds).toBeCloseTo(10, 10);
  });
});
