import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { EMPTY7, playMoves, stateOf } from '../engine/helpers';
import { expectHudShows, hashFor, openTable, playTyped, sharedBrowser, waitIdle } from './browser';

const browser = sharedBrowser();

const PHONE = { width: 390, height: 844 };

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Where the table's canvas and the board's grid are on the screen, and how far the page has scrolled. */
async function tableOnScreen(page: Page): Promise<{ canvas: Box; grid: Box; farRow: number; scrolled: number }> {
  return page.evaluate(() => {
    const canvas = document.querySelector('.table canvas')!.getBoundingClientRect();
    const corners = window.momentumTable!.gridCorners();
    const xs = corners.map((p) => canvas.left + p.x);
    const ys = corners.map((p) => canvas.top + p.y);
    return {
      canvas: { left: canvas.left, top: canvas.top, right: canvas.right, bottom: canvas.bottom },
      grid: { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) },
      farRow: Math.abs(corners[2]!.x - corners[3]!.x),
      scrolled: window.scrollY + document.scrollingElement!.scrollTop,
    };
  });
}

/** The whole board in view, and its grid at least three quarters of the screen's width (its far row two thirds). */
async function expectBoardInView(page: Page): Promise<void> {
  const { canvas, grid, farRow, scrolled } = await tableOnScreen(page);
  expect(scrolled).toBe(0);
  expect(canvas.left).toBeGreaterThanOrEqual(0);
  expect(canvas.top).toBeGreaterThanOrEqual(0);
  expect(canvas.right).toBeLessThanOrEqual(PHONE.width);
  expect(canvas.bottom).toBeLessThanOrEqual(PHONE.height);
  expect(grid.left).toBeGreaterThanOrEqual(canvas.left);
  expect(grid.top).toBeGreaterThanOrEqual(canvas.top);
  expect(grid.right).toBeLessThanOrEqual(canvas.right);
  expect(grid.bottom).toBeLessThanOrEqual(canvas.bottom);
  expect((grid.right - grid.left) / PHONE.width).toBeGreaterThanOrEqual(0.75);
  expect(farRow / PHONE.width).toBeGreaterThanOrEqual(2 / 3);
}

/** Taps a cell twice, as a finger does: the first tap previews the drop, the second drops. */
async function tapTwice(page: Page, cell: string): Promise<void> {
  const point = await page.evaluate((name) => window.momentumTable!.cellPoint(name), cell);
  const box = await page.locator('.table canvas').boundingBox();
  if (!point || !box) throw new Error(`${cell} is not drawn`);
  await page.touchscreen.tap(box.x + point.x, box.y + point.y);
  await page.touchscreen.tap(box.x + point.x, box.y + point.y);
}

/** Controls of the panel in view that a finger is meant to hit, smaller than 44 px either way. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '.panel button, .panel select, .panel input, .camera-menu select, .camera-menu button',
      ),
    ]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ element, box }) =>
          `${element.textContent || element.getAttribute('aria-label') || element.tagName} ${box.width}x${box.height}`,
      ),
  );
}

describe('a game on a phone held upright', () => {
  test('moves tapped and typed keep the whole board in view, its grid three quarters of the width', async () => {
    const { page, errors } = await openTable(browser(), '', { viewport: PHONE, phone: true });
    await expectBoardInView(page);
    const moves = ['c3', 'e5', 'c5', 'e3', 'd7', 'd1'];
    for (const [k, move] of moves.entries()) {
      if (k % 2 === 0) await tapTwice(page, move);
      else await playTyped(page, move);
      await waitIdle(page);
      await expectHudShows(page, playMoves(stateOf(EMPTY7), moves.slice(0, k + 1)));
      await expectBoardInView(page);
    }
    expect(await smallTargets(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the side panel at 1280x800', () => {
  test('shows the main actions in one row and ten rows of the move list without scrolling the page, with both players on their last marble', async () => {
    const moves = ['d4', 'c3', 'c5', 'e3', 'd6', 'b2', 'f6', 'b6', 'f2', 'a4', 'g4', 'd2', 'd1', 'a7'];
    const { page } = await openTable(browser(), hashFor(EMPTY7, moves), { viewport: { width: 1280, height: 800 } });
    await expectHudShows(page, playMoves(stateOf(EMPTY7), moves));
    expect(await page.locator('.player .badge').count()).toBe(2);
    // The guide's offer to a first visit, once declined, leaves the panel to the game.
    await page.getByRole('button', { name: 'No thanks' }).click();
    const { rows, bottom, scrollable, actionRows } = await page.evaluate(() => {
      const list = document.querySelector('.move-list-rows')!;
      const row = document.querySelector('.move-list-rows .move-row')!.getBoundingClientRect().height;
      return {
        rows: list.clientHeight / row,
        bottom: list.getBoundingClientRect().bottom,
        scrollable: document.scrollingElement!.scrollHeight > window.innerHeight,
        actionRows: new Set(
          [...document.querySelectorAll('.actions > button')].map((b) => b.getBoundingClientRect().top),
        ).size,
      };
    });
    expect(rows).toBeGreaterThanOrEqual(10);
    expect(bottom).toBeLessThanOrEqual(800);
    expect(scrollable).toBe(false);
    // The main actions, Play online included, in one row.
    expect(actionRows).toBe(1);
  });
});
