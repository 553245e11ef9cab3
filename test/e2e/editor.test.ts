import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { symmetryModes } from '../../src/engine/symmetry';
import { decodeBoardLink } from '../../src/codec/boardLink';
import { type Draft, draftStart } from '../../src/setup/draft';
import { EMPTY7, playMoves } from '../engine/helpers';
import { GALLERY } from '../../src/lab/gallery';
import {
  cellOnPage,
  expectHudShows,
  movesInLink,
  openTable,
  playerRow,
  playTyped,
  sharedBrowser,
  showTab,
  waitIdle,
} from './browser';

const browser = sharedBrowser();

function hashOf(page: Page): string {
  return new URL(page.url()).hash;
}

/** The board the page's `#board=` link holds; fails when it holds none. */
function draftInLink(page: Page): Draft {
  const draft = decodeBoardLink(hashOf(page));
  if (!draft?.ok) throw new Error(`the page's link holds no board: ${page.url()}`);
  return draft.value;
}

/** Waits until the address holds a board link with this layout. */
async function expectLayout(page: Page, layout: readonly string[]): Promise<void> {
  await expect.poll(() => decodeBoardLink(hashOf(page))?.ok && draftInLink(page).layout).toEqual(layout);
}

/** Waits until the address holds a board link and that link has settled on a new value. */
async function nextLink(page: Page, before: string): Promise<string> {
  await expect.poll(() => hashOf(page).startsWith('#board=') && hashOf(page) !== before).toBe(true);
  return hashOf(page);
}

/** Where a cell is drawn, with the table scrolled into view: the small page stacks the panel under it. */
async function cellInView(page: Page, name: string): Promise<{ x: number; y: number }> {
  await page.locator('canvas').scrollIntoViewIfNeeded();
  return cellOnPage(page, name);
}

/** Where a cell is drawn once the camera has come to rest (it eases after a zoom). */
async function restingCell(page: Page, name: string): Promise<{ x: number; y: number }> {
  let last = await cellInView(page, name);
  for (;;) {
    await page.waitForTimeout(400);
    const now = await cellInView(page, name);
    if (now.x === last.x && now.y === last.y) return now;
    last = now;
  }
}

async function designFromNewGame(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Design a board' }).click();
  await page.getByRole('heading', { name: 'Board editor' }).waitFor();
}

/** Opens the editor from the new-game panel and paints a hole on d4 of the empty 7×7 board, by keyboard. */
async function designHoledSeven(page: Page): Promise<void> {
  await designFromNewGame(page);
  await page.keyboard.press('5');
  await page.locator('#paint-cell-input').fill('d4');
  await page.getByRole('button', { name: 'Paint' }).click();
  await expectLayout(page, ['.......', '.......', '.......', '...H...', '.......', '.......', '.......']);
}

const CUSHIONS_4FOLD = ['.......', '.C...C.', '.......', '.......', '.......', '.C...C.', '.......'];

describe('the board editor in the browser', () => {
  test('from the new-game panel: one click paints a whole class of the 4-fold turn, a drag is one stroke, the camera stays', async () => {
    const { page, errors } = await openTable(browser());
    await designFromNewGame(page);
    // The camera where the person put it: zoomed in with the wheel, turned by dragging the right button.
    const before = await restingCell(page, 'c6');
    const canvas = (await page.locator('canvas').boundingBox())!;
    const [x, y] = [canvas.x + canvas.width / 2, canvas.y + canvas.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, -300);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(x + 60, y, { steps: 5 });
    await page.mouse.up({ button: 'right' });
    const moved = await restingCell(page, 'c6');
    expect(Math.hypot(moved.x - before.x, moved.y - before.y)).toBeGreaterThan(20);
    await expectLayout(page, EMPTY7);

    await page.keyboard.press('3');
    await page.getByLabel('4-fold turn').check();
    const b2 = await cellInView(page, 'b2');
    await page.mouse.click(b2.x, b2.y);
    await expectLayout(page, CUSHIONS_4FOLD);
    await expect.poll(() => page.locator('.symmetry-badge').textContent()).toBe('8 symmetries');
    expect(await restingCell(page, 'c6')).toEqual(moved);

    // Gaps at the edge change the board's outline, and with it the frame: the camera keeps still.
    await page.keyboard.press('2');
    const [a1, a3] = [await cellInView(page, 'a1'), await cellInView(page, 'a3')];
    await page.mouse.move(a1.x, a1.y);
    await page.mouse.down();
    await page.mouse.move(a3.x, a3.y, { steps: 6 });
    await page.mouse.up();
    await expectLayout(page, ['---...-', '.C...C-', '......-', '.......', '-......', '-C...C.', '-...---']);
    expect(await restingCell(page, 'c6')).toEqual(moved);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expectLayout(page, CUSHIONS_4FOLD);
    // A right click erases the class back to cells.
    const again = await cellInView(page, 'b2');
    await page.mouse.click(again.x, again.y, { button: 'right' });
    await expectLayout(page, EMPTY7);
    expect(errors).toEqual([]);
  });

  test('random obstacles keep the symmetry, and the same seed gives the same board again', async () => {
    const { page, errors } = await openTable(browser());
    await showTab(page, 'Tools');
    await page.getByRole('button', { name: 'Edit this board' }).click();
    await page.getByLabel('4-fold turn').check();
    await page.getByLabel('How many').fill('8');
    await page.getByLabel('Seed', { exact: true }).fill('42');
    const empty = hashOf(page);
    await page.getByRole('button', { name: 'Place obstacles' }).click();
    const seeded = await nextLink(page, empty);
    const placed = draftInLink(page).layout;
    expect(placed.join('').replace(/\./g, '')).toHaveLength(8);
    const start = draftStart(draftInLink(page));
    expect(start.ok && symmetryModes(start.value.board)).toContain('4');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expectLayout(page, EMPTY7);
    await page.getByRole('button', { name: 'New seed' }).click();
    await page.getByRole('button', { name: 'Place obstacles' }).click();
    expect(await nextLink(page, empty)).not.toBe(seeded);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expectLayout(page, EMPTY7);
    await page.getByLabel('Seed', { exact: true }).fill('42');
    await page.getByRole('button', { name: 'Place obstacles' }).click();
    await expectLayout(page, placed);
    expect(hashOf(page)).toBe(seeded);
    expect(errors).toEqual([]);
  });

  test('a bad board link says what is wrong and the app goes on with a new game', async () => {
    const { page, errors } = await openTable(browser(), '#board=square:...x/...&players=2');
    const notice = page.getByRole('alert').filter({ hasText: 'This board link is damaged' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Row 1, column 4: "x" is no board character');
    await playTyped(page, 'd4');
    await waitIdle(page);
    expect(await movesInLink(page)).toEqual(['d4']);
    expect(errors).toEqual([]);
  });

  test('the designed board is played against the computer: moves show in the HUD and the move list', async () => {
    const { page, errors } = await openTable(browser());
    await designHoledSeven(page);
    const start = draftStart(draftInLink(page));
    if (!start.ok) throw new Error('the designed board was refused');
    await page.locator('#play-seat-2').selectOption('easy');
    await page.getByRole('button', { name: 'Play this board' }).click();
    await playTyped(page, 'c4');
    await expect.poll(async () => (await movesInLink(page)).length, { timeout: 60_000 }).toBe(2);
    await waitIdle(page);
    const moves = await movesInLink(page);
    expect(moves[0]).toBe('c4');
    await expectHudShows(page, playMoves(start.value, moves));
    const moveList = page.getByRole('group', { name: 'Move list' });
    await moveList.getByRole('button', { name: 'c4, Red, round 1' }).waitFor();
    await moveList.getByRole('button', { name: `${moves[1]!}, Blue, round 1` }).waitFor();
    expect(errors).toEqual([]);
  });

  test('the gallery: a named board opens in the editor or starts a game for its players', async () => {
    const { page, errors } = await openTable(browser());
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Board gallery' }).click();
    await page.getByRole('heading', { name: 'Board gallery' }).waitFor();
    await page.getByRole('button', { name: 'Edit Six holes' }).click();
    await page.getByRole('heading', { name: 'Board editor' }).waitFor();
    await expectLayout(page, GALLERY.find((b) => b.id === 'sixholes')!.layout);
    await page.getByRole('button', { name: 'Board gallery' }).click();
    await page.getByRole('button', { name: 'Play Halo' }).click();
    await page.locator('[data-board="halo"]').getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: 'Board editor' }).waitFor({ state: 'detached' });
    await expect.poll(() => playerRow(page, 'Green').count()).toBe(1);
    await playTyped(page, 'b7');
    await waitIdle(page);
    expect(await movesInLink(page)).toEqual(['b7']);
    expect(errors).toEqual([]);
  });

  test('a designed board saved to the gallery keeps its lab figures through a reload, until deleted', async () => {
    const { page, errors } = await openTable(browser());
    await designHoledSeven(page);
    const name = page.getByLabel('Name in the gallery');
    const save = page.getByRole('button', { name: 'Save to gallery' });
    const said = page.locator('.save-board [aria-live]');

    await save.click();
    await expect.poll(() => said.textContent()).toBe('Give the board a name to save it.');
    await name.fill('Holed seven');
    await save.click();
    await expect.poll(() => said.textContent()).toBe('Saved "Holed seven" to the gallery, not measured yet.');

    await page.getByRole('button', { name: 'Measure this board' }).click();
    await page.getByLabel('Games', { exact: true }).fill('4');
    await page.getByRole('button', { name: 'Run games' }).click();
    await expect.poll(() => page.locator('.lab-status').textContent(), { timeout: 60_000 }).toMatch(/^Done: 4 games/);
    await save.click();
    await expect
      .poll(() => said.textContent())
      .toBe('Saved "Holed seven" to the gallery with the lab figures of 4 games.');

    await page.reload();
    await page.getByRole('button', { name: 'Board gallery' }).click();
    const entry = page.locator('.saved-boards .gallery-board');
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.locator('h3').textContent()).toBe('Holed seven');
    expect(await entry.locator('.gallery-figures').textContent()).toMatch(/4 games of the lab player\.$/);
    // Opened again in the editor, it keeps its name for the next save.
    await page.getByRole('button', { name: 'Edit Holed seven' }).click();
    expect(await page.getByLabel('Name in the gallery').inputValue()).toBe('Holed seven');
    await page.getByRole('button', { name: 'Board gallery' }).click();
    await page.getByRole('button', { name: 'Delete Holed seven' }).click();
    await page.getByText('Boards you save from the board editor appear here.').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Board gallery' }).click();
    await page.getByText('Boards you save from the board editor appear here.').waitFor();
    expect(errors).toEqual([]);
  });
});
