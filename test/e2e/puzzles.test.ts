import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { legalMoves, moveName } from '../../src/engine/game';
import { type Puzzle, parsePuzzle } from '../../src/puzzles/puzzle';
import { startTry } from '../../src/puzzles/session';
import { chooseSpeed, openTable, playTyped, sharedBrowser, waitIdle } from './browser';

const browser = sharedBrowser();

function shipped(id: string): Puzzle {
  const line = readFileSync(new URL('../../src/puzzles/set.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .find((l) => l.includes(`"id":"${id}"`));
  const puzzle = line === undefined ? null : parsePuzzle(line);
  if (!puzzle?.ok) throw new Error(`no shipped puzzle ${id}`);
  return puzzle.value;
}

/** Two-player wins in two on the small square board: a drop, the reply, the winning drop. */
const SOLVED = shipped('f2e32e76e4c4abd5');
const MISSED = shipped('42601dfa504ac6df');

/** A legal first drop that is not the solution's: every other one loses the win, the set proves. */
function wrongFirstMove(puzzle: Puzzle): string {
  const t = startTry(puzzle);
  if (!t.ok) throw new Error(puzzle.id);
  const wrong = legalMoves(t.value.state).find((move) => move !== t.value.solution[0])!;
  return moveName(t.value.state.board, wrong);
}

describe('the Puzzles place', () => {
  test('a link opens a puzzle: the solution solves it and moves the rating', async () => {
    const { page, errors } = await openTable(browser(), `#puzzle=${SOLVED.id}`);
    const place = page.getByRole('region', { name: 'Puzzles' });
    await place.getByText('to move: win in 2').waitFor();
    const before = await place.locator('.puzzles-standing').textContent();
    const verdict = place.locator('.puzzles-verdict');

    await playTyped(page, SOLVED.solution[0]!);
    await page.locator('.table[data-state="animating"]').waitFor();
    await expect.poll(() => verdict.textContent()).toContain('Right.');
    await expect.poll(() => verdict.textContent(), { timeout: 10_000 }).not.toContain('The reply');
    await waitIdle(page);

    await playTyped(page, SOLVED.solution[2]!);
    await expect.poll(() => verdict.textContent(), { timeout: 10_000 }).toContain('Solved!');
    await expect.poll(() => place.locator('.puzzles-rated').textContent()).toMatch(/^Solved at the first try/);
    await expect.poll(() => place.locator('.puzzles-standing').textContent()).not.toBe(before);
    const kept = await page.evaluate(() => localStorage.getItem('momentum.puzzles'));
    expect(JSON.parse(kept ?? '{}').tried).toContain(SOLVED.id);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a wrong first drop is refuted on the table, then the solution is shown', async () => {
    const { page, errors } = await openTable(browser(), `#puzzle=${MISSED.id}`);
    const place = page.getByRole('region', { name: 'Puzzles' });
    await place.getByText('to move: win in 2').waitFor();
    // The refutation and the solution play four moves: quicker, still animated.
    await chooseSpeed(page, 'fast');
    const verdict = place.locator('.puzzles-verdict');

    await playTyped(page, wrongFirstMove(MISSED));
    await expect.poll(() => verdict.textContent(), { timeout: 10_000 }).toContain('Not that one');
    await expect.poll(() => verdict.textContent(), { timeout: 10_000 }).toContain('That drop does not win');
    await expect.poll(() => place.locator('.puzzles-rated').textContent()).toMatch(/^Missed at the first try/);

    await place.getByRole('button', { name: 'Show solution' }).click();
    await expect.poll(() => verdict.textContent(), { timeout: 15_000 }).toContain('That was the solution.');
    await waitIdle(page);
    await place.getByRole('button', { name: 'Retry' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
