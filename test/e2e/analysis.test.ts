import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { parseMove } from '../../src/engine/record';
import { play } from '../../src/engine/game';
import { decodeLink } from '../../src/codec/link';
import { legalNames, playMoves, stateOf } from '../engine/helpers';
import { announcement, hashFor, openTable, playTyped, sharedBrowser, showTab, waitIdle } from './browser';

const browser = sharedBrowser();

/**
 * A 5x5 board with two marbles each. Red's b3 shoves Red's own a3 off the board, so Red ends the
 * turn with a marble in reserve instead of winning (any safe drop would have won), and Blue can
 * now win by dropping its last marble: a blunder the review cannot miss.
 */
const SMALL = ['.....', '.....', '.....', '.....', '.....'];
const RULES = { marbles: 2 };
const MOVES = ['a3', 'e5', 'b3'];

/** What the arrows' labels on the table say: each move and its chance in percent. */
async function arrowLabels(page: Page): Promise<{ move: string; chance: number }[]> {
  return page.locator('.analysis-label').evaluateAll((labels) =>
    labels.map((label) => ({
      move: label.getAttribute('data-move') ?? '',
      chance: Number(label.getAttribute('data-chance')),
    })),
  );
}

async function meterText(page: Page): Promise<string> {
  return (await page.getByRole('meter').getAttribute('aria-valuetext')) ?? '';
}

describe('analysis in the browser', () => {
  test('Analyse shows the eval bar and rings; a quick review marks the blunder and picking it shows the better move', async () => {
    const { page, errors } = await openTable(browser(), hashFor(SMALL, [], RULES));
    for (const move of MOVES) {
      await playTyped(page, move);
      await waitIdle(page);
    }
    const position = playMoves(stateOf(SMALL, RULES), MOVES);

    // Continuous analysis: Blue to move, with a winning drop to find.
    await showTab(page, 'Analysis');
    await page.getByRole('button', { name: 'Analyse' }).click();
    await expect.poll(() => meterText(page), { timeout: 60_000 }).toMatch(/^Blue to move: \d+% to win$/);
    const chance = Number(await page.getByRole('meter').getAttribute('aria-valuenow'));
    expect(chance).toBeGreaterThanOrEqual(0);
    expect(chance).toBeLessThanOrEqual(100);
    await expect.poll(async () => (await arrowLabels(page)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const labels = await arrowLabels(page);
    expect(labels.length).toBeLessThanOrEqual(3);
    for (const label of labels) {
      expect(legalNames(position)).toContain(label.move);
      expect(label.chance).toBeGreaterThanOrEqual(0);
      expect(label.chance).toBeLessThanOrEqual(100);
    }

    // A quick review of the main line.
    await page.getByLabel('Depth').selectOption('quick');
    await page.getByRole('button', { name: 'Review game' }).click();
    await page.locator('.review-chart').waitFor({ timeout: 90_000 });
    expect(await page.locator('.review-status').textContent()).toBe(
      'Reviewed all 3 moves of the main line at 2,000 playouts a position.',
    );
    const blunder = page.locator('circle.review-mark.blunder[data-ply="3"]');
    expect(await blunder.count()).toBe(1);

    // The review travels with the game in its link.
    await expect
      .poll(async () => {
        const link = await decodeLink(new URL(page.url()).hash);
        const review = link?.ok ? (link.value.game.meta?.review as { plies?: unknown[] } | undefined) : undefined;
        return review?.plies?.length ?? 0;
      })
      .toBe(3);

    // Picking the blunder goes to where it was played and shows the better move there.
    await blunder.click();
    await waitIdle(page);
    expect(await announcement(page)).toMatch(/^Move 3, Red's b3, a blunder: /);
    await expect.poll(() => new URL(page.url()).hash).toContain('&ply=2');
    const hint = ((await page.locator('.hint-move').textContent()) ?? '').replace('Hint: ', '');
    const before = playMoves(stateOf(SMALL, RULES), MOVES.slice(0, 2));
    const better = parseMove(before.board, hint);
    expect(better.ok).toBe(true);
    const played = better.ok ? play(before, better.value) : null;
    expect(played?.ok && played.value.state.result).toEqual({ status: 'won', winners: [1], reason: 'all-on-board' });

    // The analysis followed the cursor back to Red's turn.
    await expect.poll(() => meterText(page), { timeout: 60_000 }).toMatch(/^Red to move: \d+% to win$/);

    await page.getByRole('button', { name: 'Analyse' }).click();
    await page.getByRole('meter').waitFor({ state: 'detached' });
    await expect.poll(async () => (await arrowLabels(page)).length).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
