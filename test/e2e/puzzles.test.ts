import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { filterChoices } from '../../src/puzzles/choose';
import { SHIPPED, shipped, wrongFirstMove } from '../puzzles/shipped';
import {
  VIEWPORT,
  animationSince,
  changesSoFar,
  chooseSpeed,
  openTable,
  playTyped,
  sharedBrowser,
  waitIdle,
} from './browser';
import { gameServerForFile, openAt } from './gameServer';

const browser = sharedBrowser();
// The server offers the shipped set: a try is rated on the account only for a puzzle it knows.
const server = gameServerForFile('puzzles', { puzzleFile: 'src/puzzles/set.jsonl' });

/** Two-player wins in two on the small square board: a drop, the reply, the winning drop. */
const SOLVED = shipped('f2e32e76e4c4abd5');
const MISSED = shipped('42601dfa504ac6df');

describe('the Puzzles place', () => {
  test('a link opens a puzzle: the solution solves it and moves the rating', async () => {
    const { page, errors } = await openTable(browser(), `#puzzle=${SOLVED.id}`, {
      watchThinking: true,
      speed: 'normal',
    });
    const place = page.getByRole('region', { name: 'Puzzles' });
    await place.getByText('to move: win in 2').waitFor();
    const before = await place.locator('.puzzles-standing').textContent();
    const verdict = place.locator('.puzzles-verdict');

    const mark = await changesSoFar(page);
    await playTyped(page, SOLVED.solution[0]!);
    await animationSince(page, mark);
    await expect.poll(() => verdict.textContent()).toContain('Right.');
    await expect.poll(() => verdict.textContent(), { timeout: 10_000 }).not.toContain('The reply');
    await waitIdle(page);

    await playTyped(page, SOLVED.solution[2]!);
    await expect.poll(() => verdict.textContent(), { timeout: 10_000 }).toContain('Solved!');
    await expect.poll(() => place.locator('.puzzles-rated').textContent()).toMatch(/^Solved at the first try/);
    await expect.poll(() => place.locator('.puzzles-standing').textContent()).not.toBe(before);
    const kept = await page.evaluate(() => localStorage.getItem('momentum.puzzles'));
    expect(JSON.parse(kept ?? '{}').tried).toContain(SOLVED.id);

    // The menus offer what the set has a puzzle for; a theme narrows the boards to its own.
    const values = (label: string) =>
      place
        .getByLabel(label)
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const any = filterChoices(SHIPPED, { theme: null, board: null });
    expect(await values('Theme')).toEqual(['', ...any.themes]);
    expect(await values('Board')).toEqual(['', ...any.boards]);
    await place.getByLabel('Theme').selectOption('hole');
    await expect
      .poll(() => values('Board'))
      .toEqual(['', ...filterChoices(SHIPPED, { theme: 'hole', board: null }).boards]);
    await expect.poll(() => place.locator('.puzzles-verdict').getAttribute('class')).toContain('solving');
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

  /** In a new browser at the puzzle's link on the game server, signed up or in as Sol, the first drop a miss. */
  async function missSignedIn(signUp: boolean): Promise<{ page: Page; local: string; account: string }> {
    const context = await browser().newContext({ viewport: VIEWPORT });
    const page = await openAt(context, `${server().url}/#puzzle=${MISSED.id}`);
    const place = page.getByRole('region', { name: 'Puzzles' });
    await place.getByText('to move: win in 2').waitFor();
    await chooseSpeed(page, 'fast');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account' });
    if (signUp) await dialog.getByLabel('Create an account').check();
    await dialog.getByLabel('Name').fill('Sol');
    await dialog.getByLabel('Password').fill('a long passphrase');
    await dialog.getByRole('button', { name: signUp ? 'Create account' : 'Sign in' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Signed in as Sol');
    await page.keyboard.press('Escape');

    await playTyped(page, wrongFirstMove(MISSED));
    const rated = place.locator('.puzzles-rated');
    await expect.poll(() => rated.first().textContent(), { timeout: 15_000 }).toMatch(/^Missed at the first try/);
    // The account's line is the server's answer to the try.
    await expect.poll(() => rated.count()).toBe(2);
    return {
      page,
      local: (await rated.first().textContent()) ?? '',
      account: (await rated.last().textContent()) ?? '',
    };
  }

  test("signed in, a first try is rated on the account, and the account's rating is the server's", async () => {
    const first = await missSignedIn(true);
    // A new solver here and on the account alike: the miss moved both from 1,500 to the same rating.
    expect(first.local).toMatch(/^Missed at the first try: your rating 1,500 → [\d,]+\./);
    const rating = /→ ([\d,]+)\./.exec(first.local)![1]!;
    expect(rating).not.toBe('1,500');
    expect(first.account).toBe(`On your account: puzzle rating ${rating}.`);
    await first.page.context().close();

    // Another browser, nothing of the first in it: the server remembers the try and the rating.
    const second = await missSignedIn(false);
    expect(second.account).toBe(`Your account tried this puzzle before: its puzzle rating stays ${rating}.`);
    await second.page.context().close();
  });
});
