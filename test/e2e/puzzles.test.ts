import { describe, expect, test } from 'vitest';
import { shipped, wrongFirstMove } from '../puzzles/shipped';
import { chooseSpeed, openTable, playTyped, sharedBrowser, waitIdle } from './browser';

const browser = sharedBrowser();

/** Two-player wins in two on the small square board: a drop, the reply, the winning drop. */
const SOLVED = shipped('f2e32e76e4c4abd5');
const MISSED = shipped('42601dfa504ac6df');

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
