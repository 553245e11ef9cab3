import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hexagonLayout } from '../../src/engine/presets';
import { EMPTY7, playMoves, stateOf } from '../engine/helpers';
import { announcement, expectHudShows, launchBrowser, openTable, playTyped, waitIdle } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks the canvas where the table draws `cell`. */
async function clickCell(page: Page, cell: string): Promise<void> {
  const point = await page.evaluate((name) => window.momentumTable!.cellPoint(name), cell);
  if (!point) throw new Error(`no screen point for ${cell}`);
  await page.locator('canvas').click({ position: point });
}

describe('playing in the browser', () => {
  test('a default game is ready; moves typed in the Move field follow the engine', async () => {
    const { page, errors } = await openTable(browser);
    await expectHudShows(page, stateOf(EMPTY7));
    await playTyped(page, 'd4');
    expect(await page.locator('.table').getAttribute('data-state')).toBe('animating');
    expect(await announcement(page)).toBe('Red drops d4.');
    await playTyped(page, 'd5');
    expect(await announcement(page)).toBe('Blue drops d5: d4 to d3.');
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'd5']));
    expect(errors).toEqual([]);
  });

  test('an illegal entry shows the engine reason and changes nothing', async () => {
    const { page } = await openTable(browser);
    await playTyped(page, 'd4');
    await playTyped(page, 'd4');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('d4 is occupied');
    expect(await page.getByLabel('Move', { exact: true }).inputValue()).toBe('d4');
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4']));
  });

  test('clicking the canvas previews on hover and drops on click', async () => {
    const { page } = await openTable(browser);
    await playTyped(page, 'd4');
    await waitIdle(page);
    const idleCalls = await page.evaluate(() => window.momentumTable!.stats().calls);
    const point = await page.evaluate(() => window.momentumTable!.cellPoint('d5'));
    const box = (await page.locator('canvas').boundingBox())!;
    await page.mouse.move(box.x + point!.x, box.y + point!.y);
    // The ghost marble and the arrows are two more draw calls.
    await expect.poll(() => page.evaluate(() => window.momentumTable!.stats().calls)).toBe(idleCalls + 2);
    await clickCell(page, 'd5');
    expect(await announcement(page)).toBe('Blue drops d5: d4 to d3.');
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'd5']));
  });

  test('undo and redo step through the moves', async () => {
    const { page } = await openTable(browser);
    for (const move of ['d4', 'd5', 'c4']) await playTyped(page, move);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await announcement(page)).toBe("Took back Blue's d5.");
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4']));
    await page.getByRole('button', { name: 'Redo' }).click();
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'd5']));
  });

  test('the second player can swap by the button, and only on their first turn', async () => {
    const { page } = await openTable(browser);
    const swap = page.getByRole('button', { name: /^Swap/ });
    expect(await swap.count()).toBe(0);
    await playTyped(page, 'd4');
    await swap.click();
    expect(await announcement(page)).toBe('Blue swaps: the Red marble on d4 becomes Blue.');
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'swap']));
    expect(await swap.count()).toBe(0);
  });

  test('a new game from the panel: a hexagon for three, marbles from the rules table', async () => {
    const { page } = await openTable(browser);
    await page.getByRole('button', { name: 'New game' }).click();
    const panel = page.getByRole('dialog', { name: 'New game' });
    await panel.getByLabel('Board').selectOption({ label: 'Hexagon, side 4' });
    await panel.getByLabel('3').check();
    expect(await panel.getByLabel('Marbles per player').inputValue()).toBe('5');
    await panel.getByLabel('No round limit').check();
    await panel.getByLabel('Who starts').selectOption({ label: 'Green' });
    await panel.getByRole('button', { name: 'Start' }).click();
    expect(await panel.count()).toBe(0);
    const start = stateOf(hexagonLayout(4), { lattice: 'hex', players: 3, marbles: 5, roundLimit: null, toMove: 3 });
    await expectHudShows(page, start);
    expect(await page.getByText('Round 1, no round limit').count()).toBe(1);
    await playTyped(page, 'd4');
    await waitIdle(page);
    await expectHudShows(page, playMoves(start, ['d4']));
  });
});
