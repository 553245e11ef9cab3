import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';
import { EMPTY7, playMoves, stateOf } from '../engine/helpers';
import { expectHudShows, hashFor, openTable, playTyped, sharedBrowser, waitIdle } from './browser';
import { gameServerForFile, tableDrawn } from './gameServer';

const browser = sharedBrowser();
// The account's button shows only where a game server answers: the head is measured with it.
const server = gameServerForFile('phone');

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

/**
 * How many lines the panel's head takes (its title and buttons), and which of its controls and of
 * `others` are not wholly inside the panel's view.
 */
async function panelAtLoad(page: Page, others: string[]): Promise<{ headLines: number; outOfView: string[] }> {
  return page.evaluate((selectors) => {
    const panel = document.querySelector('.panel')!;
    const frame = panel.getBoundingClientRect();
    const view = {
      top: frame.top + panel.clientTop,
      bottom: frame.top + panel.clientTop + panel.clientHeight,
      left: frame.left + panel.clientLeft,
      right: frame.left + panel.clientLeft + panel.clientWidth,
    };
    const head = [...document.querySelectorAll<HTMLElement>('.panel-head > :is(h1, button)')].map((element) => ({
      name: element.textContent || element.tagName,
      box: element.getBoundingClientRect(),
    }));
    // A control starts a line of its own where it lies wholly below the line before it.
    let headLines = 0;
    let lineBottom = -Infinity;
    for (const { box } of head.toSorted((a, b) => a.box.top - b.box.top)) {
      if (box.top >= lineBottom) headLines++;
      lineBottom = box.top >= lineBottom ? box.bottom : Math.max(lineBottom, box.bottom);
    }
    const outOfView = [
      ...head,
      ...selectors.map((name) => ({ name, box: document.querySelector(name)!.getBoundingClientRect() })),
    ]
      .filter(
        ({ box }) => box.top < view.top || box.bottom > view.bottom || box.left < view.left || box.right > view.right,
      )
      .map(({ name, box }) => `${name} at ${box.top}-${box.bottom} (the panel shows ${view.top}-${view.bottom})`);
    return { headLines, outOfView };
  }, others);
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

describe("a phone's panel at its top", () => {
  /** The app in `language` on a phone, its table drawn and its head in the type it settles in. */
  async function openPhone(language: string): Promise<Page> {
    const page = await browser().newPage({ viewport: PHONE, hasTouch: true, isMobile: true, locale: language });
    await page.addInitScript(() => localStorage.setItem('momentum.guide', 'seen'));
    await page.goto(server().url);
    await tableDrawn(page);
    await page.locator('.account-button').waitFor();
    // The Japanese web font comes after the page: the head is measured in the type it settles in.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page;
  }
  const inView = ['#move-input', '.actions > button'];

  test.each(LANGUAGES)('in %s shows its head on one line, the Move field and New game', async (language) => {
    const page = await openPhone(language);
    expect(await panelAtLoad(page, inView)).toEqual({ headLines: 1, outOfView: [] });
    await page.close();
  });

  test('typing moves scrolls none of it away, the second while the swap is offered', async () => {
    // German: the longest words of the four.
    const page = await openPhone('de');
    const field = page.locator('#move-input');
    for (const move of ['d4', 'c3', 'c5', 'e3']) {
      await field.fill(move);
      await field.press('Enter');
      await waitIdle(page);
    }
    expect(await panelAtLoad(page, inView)).toEqual({ headLines: 1, outOfView: [] });
    expect(await page.evaluate(() => window.scrollY + document.scrollingElement!.scrollTop)).toBe(0);
    await page.close();
  });
});

describe('the side panel at 1280x800', () => {
  test('shows the main actions in one row and ten rows of the move list without scrolling the page, with both players on their last marble and the current move whole in its row', async () => {
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
    // The current move and its menu's button wholly inside their row, and the row inside the list's view.
    const cut = await page.evaluate(() => {
      const list = document.querySelector('.move-list-rows')!;
      const current = list.querySelector('.move[aria-current]')!;
      const row = current.closest('.move-row')!;
      const within = (inner: Element, outer: Element) => {
        const a = inner.getBoundingClientRect();
        const b = outer.getBoundingClientRect();
        return a.top >= b.top && a.bottom <= b.bottom && a.left >= b.left && a.right <= b.right;
      };
      return [
        [current, row],
        [row.querySelector('.move-menu-button')!, row],
        [row, list],
      ]
        .filter(([inner, outer]) => !within(inner!, outer!))
        .map(([inner, outer]) => `${inner!.className} cut by ${outer!.className}`);
    });
    expect(cut).toEqual([]);
  });
});
