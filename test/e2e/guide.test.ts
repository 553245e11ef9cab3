import { describe, expect, test } from 'vitest';
import { cellName } from '../../src/engine/board';
import { type Lesson, guideSteps } from '../../src/ui/guide/steps';
import { EMPTY7, playAll, playMoves, stateOf } from '../engine/helpers';
import {
  animationSince,
  announcement,
  chooseSpeed,
  colourName,
  cellOnPage,
  changesSoFar,
  expectHudShows,
  movesInLink,
  openTable,
  playTyped,
  sharedBrowser,
  waitIdle,
} from './browser';

const browser = sharedBrowser();
const steps = guideSteps();

/** How the live region begins its words for the step's move, as it does for any move. */
function moveStart(lesson: Lesson): string {
  const state = playAll(lesson.start, lesson.lead);
  const mover = colourName(state.toMove);
  return lesson.move === 'swap' ? `${mover} swaps` : `${mover} drops ${cellName(state.board, lesson.move)}`;
}

describe('the How to play guide', () => {
  test('walks every step on the table and gives the game back on close', async () => {
    const { page, errors } = await openTable(browser(), '', { watchThinking: true });
    const offer = page.getByText('New to Momentum?');
    await offer.waitFor();
    // Each step's example plays at the table's speed: the first one animates, at the fast speed; the
    // rest play at once, as the test of the walk is what each step shows and announces.
    await chooseSpeed(page, 'fast');
    await playTyped(page, 'd4');
    await playTyped(page, 'd5');
    await waitIdle(page);
    await expect.poll(() => movesInLink(page)).toEqual(['d4', 'd5']);

    const help = page.getByRole('button', { name: 'How to play', exact: true });
    const guide = page.getByRole('region', { name: 'How to play' });
    const mark = await changesSoFar(page);
    await help.click();
    await guide.getByRole('heading', { name: 'A drop and its lines' }).waitFor();
    await animationSince(page, mark);
    expect(await offer.count()).toBe(0);
    await waitIdle(page);
    await chooseSpeed(page, 'instant');

    for (const [k, lesson] of steps.entries()) {
      await guide.getByText(`Step ${k + 1} of ${steps.length}`).waitFor();
      await expect.poll(() => announcement(page), { timeout: 10_000 }).toMatch(new RegExp(`^${moveStart(lesson)}`));
      await waitIdle(page);
      if (lesson.id === 'bumper') {
        await guide.getByRole('button', { name: 'Play it again' }).click();
        await expect.poll(() => announcement(page)).not.toMatch(new RegExp(`^${moveStart(lesson)}`));
        await expect.poll(() => announcement(page), { timeout: 10_000 }).toMatch(new RegExp(`^${moveStart(lesson)}`));
        await waitIdle(page);
      }
      if (k < steps.length - 1) await guide.getByRole('button', { name: 'Next' }).click();
    }
    expect(await guide.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');

    // Back to the step about the edge: a wrong move typed, then the right one clicked on the table.
    const edge = steps.findIndex((s) => s.id === 'edge');
    for (let k = steps.length - 1; k > edge; k--) await guide.getByRole('button', { name: 'Back' }).click();
    await guide.getByRole('heading', { name: 'Off the edge' }).waitFor();
    await guide.getByRole('button', { name: 'Try it' }).click();
    await guide.getByText('Push both Blue marbles off the board with a single drop.').waitFor();
    await playTyped(page, 'd5');
    await guide.getByText(/^Not quite: /).waitFor();
    await waitIdle(page);
    await guide.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => guide.locator('.guide-verdict').textContent()).toBe('');
    // The guide's buttons are below the table on this narrow page: bring the table back into view to click it.
    await page.locator('canvas').scrollIntoViewIfNeeded();
    const d4 = await cellOnPage(page, 'd4');
    await page.mouse.click(d4.x, d4.y);
    await guide.getByText("Yes: both Blue marbles are back in Blue's reserve.").waitFor();
    expect(await announcement(page)).toMatch(/^Red drops d4/);
    await waitIdle(page);

    await guide.getByRole('button', { name: 'Close' }).click();
    expect(await guide.count()).toBe(0);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'd5']));
    await expect.poll(() => movesInLink(page)).toEqual(['d4', 'd5']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('How to play');
    await playTyped(page, 'c4');
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'd5', 'c4']));

    // The offer was taken: it stays away on the next visit.
    await page.reload();
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
    await help.waitFor();
    expect(await offer.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the offer covers no control and goes away when declined', async () => {
    const { page } = await openTable(browser());
    const offer = page.locator('.guide-offer');
    await offer.waitFor();
    const box = (await offer.boundingBox())!;
    const controls = [
      page.getByLabel('Move', { exact: true }),
      ...['Hint', 'New game', 'Undo'].map((name) => page.getByRole('button', { name, exact: true })),
    ];
    for (const [i, locator] of controls.entries()) {
      const control = (await locator.boundingBox())!;
      const overlaps =
        control.x < box.x + box.width &&
        box.x < control.x + control.width &&
        control.y < box.y + box.height &&
        box.y < control.y + control.height;
      expect(overlaps, `control ${i}`).toBe(false);
    }
    await playTyped(page, 'd4');
    expect(await announcement(page)).toBe('Red drops d4.');
    await page.getByRole('button', { name: 'No thanks' }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
    await page.getByRole('button', { name: 'How to play', exact: true }).waitFor();
    expect(await offer.count()).toBe(0);
  });
});
