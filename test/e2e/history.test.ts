import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { EMPTY7, playMoves, stateOf } from '../engine/helpers';
import { expectHudShows, sharedBrowser, openTable, playTyped, pngPixels, waitIdle } from './browser';

const browser = sharedBrowser();

function moveButton(page: Page, label: string) {
  return page.getByRole('group', { name: 'Move list' }).getByRole('button', { name: label, exact: true });
}

/** The canvas's pixels, to compare frames. */
async function canvasPixels(page: Page): Promise<number[]> {
  return pngPixels(page, await page.locator('canvas').screenshot());
}

function differing(a: readonly number[], b: readonly number[]): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count++;
  }
  return count;
}

/** Sets the scrub bar to a running time, as dragging it does. */
async function scrubTo(page: Page, seconds: number): Promise<void> {
  await page.getByRole('slider', { name: 'Replay position' }).evaluate((input, value) => {
    const range = input as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(range, String(value));
    range.dispatchEvent(new Event('input', { bubbles: true }));
  }, seconds);
}

describe('history and replay in the browser', () => {
  test('a different move from an earlier position starts a variation, and promoting it makes it the main line', async () => {
    const { page, errors } = await openTable(browser());
    for (const move of ['d4', 'd5', 'c4']) await playTyped(page, move);
    await waitIdle(page);
    await moveButton(page, 'd5, Blue, round 1').click();
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'd5']));
    await playTyped(page, 'a1');
    await waitIdle(page);
    const variation = moveButton(page, 'a1, Red, round 2, variation');
    await expect.poll(() => variation.getAttribute('aria-current')).toBe('step');
    await expect.poll(() => moveButton(page, 'c4, Red, round 2').count()).toBe(1);

    await variation.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Make main line' }).click();
    await expect.poll(() => moveButton(page, 'a1, Red, round 2').count()).toBe(1);
    await expect.poll(() => moveButton(page, 'c4, Red, round 2, variation').count()).toBe(1);
    await page.keyboard.press('Home');
    await waitIdle(page);
    await expectHudShows(page, stateOf(EMPTY7));
    await page.keyboard.press('End');
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'd5', 'a1']));
    expect(errors).toEqual([]);
  });

  test('leaving the cinematic camera puts the table back as the person had it', async () => {
    const { page } = await openTable(browser());
    for (const move of ['d4', 'd5', 'c4']) await playTyped(page, move);
    await waitIdle(page);
    const cell = () => page.evaluate(() => window.momentumTable!.cellPoint('a1'));
    const before = await cell();
    await page.getByRole('combobox', { name: 'Camera' }).selectOption('cinematic');
    const times = await page.evaluate(() => window.momentumTable!.moveTimes());
    await scrubTo(page, times[2]!.start + times[2]!.duration);
    await expect
      .poll(async () => Math.hypot((await cell())!.x - before!.x, (await cell())!.y - before!.y))
      .toBeGreaterThan(10);
    await page.getByRole('combobox', { name: 'Camera' }).selectOption('free');
    await expect
      .poll(async () => Math.hypot((await cell())!.x - before!.x, (await cell())!.y - before!.y))
      .toBeLessThan(1);
  });

  test('scrubbing to the middle of a move shows a frame unlike either end of it', async () => {
    const { page } = await openTable(browser());
    for (const move of ['d4', 'd5']) await playTyped(page, move);
    await waitIdle(page);
    const times = await page.evaluate(() => window.momentumTable!.moveTimes());
    const second = times[1]!;
    await scrubTo(page, second.start);
    const before = await canvasPixels(page);
    await scrubTo(page, second.start + second.duration);
    const after = await canvasPixels(page);
    await scrubTo(page, second.start + second.duration * 0.4);
    const middle = await canvasPixels(page);
    expect(differing(before, after)).toBeGreaterThan(100);
    expect(differing(middle, before)).toBeGreaterThan(100);
    expect(differing(middle, after)).toBeGreaterThan(100);
    await expect.poll(() => page.locator('.table').getAttribute('data-state')).toBe('idle');
  });
});
