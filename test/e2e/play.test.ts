import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hexagonLayout } from '../../src/engine/presets';
import { EMPTY7, playMoves, stateOf } from '../engine/helpers';
import { announcement, cellOnPage, expectHudShows, sharedBrowser, openTable, playTyped, waitIdle } from './browser';

const browser = sharedBrowser();

function drawCalls(page: Page): Promise<number> {
  return page.evaluate(() => window.momentumTable!.stats().calls);
}

describe('playing in the browser', () => {
  test('a default game is ready; moves typed in the Move field follow the engine', async () => {
    const { page, errors } = await openTable(browser(), '', { speed: 'normal' });
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
    const { page } = await openTable(browser());
    await playTyped(page, 'd4');
    await playTyped(page, 'd4');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('d4 is occupied');
    expect(await page.getByLabel('Move', { exact: true }).inputValue()).toBe('d4');
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4']));
  });

  test('clicking the canvas previews on hover and drops on click', async () => {
    const { page } = await openTable(browser());
    await playTyped(page, 'd4');
    await waitIdle(page);
    const idleCalls = await drawCalls(page);
    const d5 = await cellOnPage(page, 'd5');
    await page.mouse.move(d5.x, d5.y);
    // The ghost marble and the arrows are two more draw calls.
    await expect.poll(() => drawCalls(page)).toBe(idleCalls + 2);
    await page.mouse.click(d5.x, d5.y);
    expect(await announcement(page)).toBe('Blue drops d5: d4 to d3.');
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'd5']));
  });

  test('a click on an occupied cell says why beside the cell, as the Move field does for a typed one', async () => {
    const { page } = await openTable(browser());
    await playTyped(page, 'd4');
    await waitIdle(page);
    const d4 = await cellOnPage(page, 'd4');
    await page.mouse.click(d4.x, d4.y);
    const refusal = page.locator('.cell-refusal');
    await expect.poll(() => refusal.textContent()).toBe('d4 is occupied');
    expect(await page.getByRole('alert').first().textContent()).toBe('d4 is occupied');
    await playTyped(page, 'd5');
    await expect.poll(() => refusal.count()).toBe(0);
  });

  test('undo and redo step through the moves', async () => {
    const { page } = await openTable(browser());
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
    const { page } = await openTable(browser());
    const swap = page.getByRole('button', { name: /^Swap/ });
    expect(await swap.count()).toBe(0);
    await playTyped(page, 'd4');
    await swap.click();
    expect(await announcement(page)).toBe('Blue swaps: the Red marble on d4 becomes Blue.');
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'swap']));
    expect(await swap.count()).toBe(0);
  });

  test('a new game from the panel: a hexagon for three, marbles from the rules table', async () => {
    const { page } = await openTable(browser());
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

  test('on a touch screen a tap selects a cell and a second tap on it drops', async () => {
    const { page } = await openTable(browser(), '', { touch: true });
    const idleCalls = await drawCalls(page);
    const c3 = await cellOnPage(page, 'c3');
    await page.touchscreen.tap(c3.x, c3.y);
    await expect.poll(() => drawCalls(page)).toBe(idleCalls + 2);
    expect(await announcement(page)).toBe('New game: Red to move.');
    await page.touchscreen.tap(c3.x, c3.y);
    expect(await announcement(page)).toBe('Red drops c3.');
  });

  test('the top view looks straight down; the seated view foreshortens the board', async () => {
    const { page } = await openTable(browser());
    const spans = async () => {
      const a1 = await cellOnPage(page, 'a1');
      const g1 = await cellOnPage(page, 'g1');
      const a7 = await cellOnPage(page, 'a7');
      return { across: g1.x - a1.x, deep: a1.y - a7.y };
    };
    const seated = await spans();
    expect(seated.deep).toBeLessThan(seated.across * 0.85);
    await page.getByLabel('Camera').selectOption('top');
    const squareness = async () => {
      const { across, deep } = await spans();
      return deep / across;
    };
    await expect.poll(squareness, { timeout: 10_000 }).toBeCloseTo(1, 1);
  });

  test('every control is reachable by keyboard, and the Move field plays by keyboard alone', async () => {
    const { page } = await openTable(browser());
    const reached = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate(() => {
          // Inputs, selects and buttons all have `labels`; other elements answer undefined.
          const el = document.activeElement as HTMLInputElement | null;
          return (
            el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent?.trim() ?? el?.textContent?.trim() ?? ''
          );
        }),
      );
    }
    for (const control of ['Settings', 'Move', 'Play', 'New game', 'Hint', 'Moves']) expect(reached).toContain(control);
    await page.getByLabel('Move', { exact: true }).focus();
    await page.keyboard.type('e5');
    await page.keyboard.press('Enter');
    expect(await announcement(page)).toBe('Red drops e5.');
  });
});
