import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hashFor, openTable, sharedBrowser, showTab } from './browser';

const browser = sharedBrowser();

const FIVE = ['.....', '.....', '.....', '.....', '.....'];

const drawCalls = (page: Page) => page.evaluate(() => window.momentumTable!.stats().calls);

/** Runs the lab with the settings shown on `workers` workers, and waits until it says it is done. */
async function runLab(page: Page, workers: number): Promise<void> {
  await page.getByLabel('Workers', { exact: true }).fill(String(workers));
  await page.getByRole('button', { name: 'Run games' }).click();
  const done = new RegExp(`^Done: 6 games of greedy play, seed 1, on ${workers} workers?`);
  await expect.poll(() => page.locator('.lab-status').textContent(), { timeout: 60_000 }).toMatch(done);
}

/** The cells of each row of a table: the figure's name, then its values. */
function tableRows(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name, exact: true })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

describe('the board lab in the browser', () => {
  test('measures a small board on Web Workers, draws a heat map, and the same seed gives the same figures', async () => {
    const { page, errors } = await openTable(browser(), hashFor(FIVE, [], { marbles: 4 }));
    await showTab(page, 'Tools');
    await page.getByRole('button', { name: 'Measure this board' }).click();
    await page.getByLabel('Games', { exact: true }).fill('6');
    await page.getByLabel('Computer level').selectOption('greedy');
    const workers = Math.min(2, await page.evaluate(() => navigator.hardwareConcurrency));

    await runLab(page, workers);
    const figures = await tableRows(page, 'Lab figures');
    expect(figures[0]).toEqual(['Games played', '6']);
    expect(figures[1]![0]).toBe("First player's score (Red)");
    expect(await page.locator('.lab-verdict').textContent()).toMatch(/^Result: (Balanced|Favours)/);

    const before = await drawCalls(page);
    await page.getByLabel('Drops', { exact: true }).check();
    await expect.poll(() => drawCalls(page)).toBe(before + 1);
    await page.getByLabel('None', { exact: true }).check();
    await expect.poll(() => drawCalls(page)).toBe(before);

    // The same seed on another number of workers plays the same games: B is A to the digit.
    await page.getByRole('button', { name: 'Keep as A' }).click();
    await runLab(page, 1);
    const compared = await tableRows(page, 'Lab figures, A and B');
    expect(compared.map(([label, a]) => [label, a])).toEqual(figures);
    for (const [label, a, b, difference] of compared) {
      expect(b, label).toBe(a);
      expect(difference, label).toMatch(/^(0\.0+( pts)?|0|)$/);
    }
    expect(errors).toEqual([]);
  });
});
