import { accessibilityProblems } from './axe';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { VIEWPORT, sharedBrowser } from './browser';
import { gameServerForFile, openAt, tableDrawn } from './gameServer';

const browser = sharedBrowser();
const server = gameServerForFile('accounts');

const accountOf = (page: Page) => page.getByRole('dialog', { name: 'Account' });
const profileOf = (page: Page, name: string) => page.getByRole('dialog', { name: `Player ${name}` });

describe('accounts', () => {
  test('a game played without an account is claimed on signing up, and shows on the player’s page', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    const page = await openAt(context, server().url);

    // A quick game from the lobby, played without an account.
    await page.getByRole('button', { name: 'Play online' }).click();
    const lobby = page.getByRole('dialog', { name: 'Online lobby' });
    await lobby.getByLabel('Your name').fill('Ann');
    await lobby.getByLabel('Time control').selectOption({ label: '1 day per move' });
    await lobby.getByRole('button', { name: 'Play a quick game' }).click();
    await page.waitForURL(/\/online\/[\w-]+#[\w-]{22,}$/);
    await tableDrawn(page);
    const game = new URL(page.url()).pathname;

    // Signing up in the same browser.
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = accountOf(page);
    await dialog.getByLabel('Create an account').check();
    await dialog.getByLabel('Name').fill('Ann');
    await dialog.getByLabel('Password').fill('a long passphrase');
    expect(await accessibilityProblems(page, '.account')).toEqual([]);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Signed in as Ann');
    expect(await accessibilityProblems(page, '.account')).toEqual([]);

    // The profile lists the game played before signing up, and opens it.
    await dialog.getByRole('button', { name: 'Your profile' }).click();
    const profile = profileOf(page, 'Ann');
    await expect.poll(() => profile.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => profile.textContent()).toContain('Waiting for players');
    expect(await accessibilityProblems(page, '.profile')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => profile.count()).toBe(0);

    // Signed out and in again: the session is the server's cookie, the name comes back.
    await page.getByRole('button', { name: 'Account: Ann' }).click();
    await accountOf(page).getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect.poll(() => accountOf(page).textContent()).toContain('Create an account');
    await accountOf(page).getByLabel('Name').fill('ann');
    await accountOf(page).getByLabel('Password').fill('not the passphrase');
    await accountOf(page).getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => accountOf(page).getByRole('alert').first().textContent()).toBe('Wrong name or password.');
    await accountOf(page).getByLabel('Password').fill('a long passphrase');
    await accountOf(page).getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => accountOf(page).textContent()).toContain('Signed in as Ann');

    // The player's own address opens their page, from any browser.
    const other = await browser().newContext({ viewport: VIEWPORT });
    const visitor = await openAt(other, `${server().url}/players/Ann`);
    const shown = profileOf(visitor, 'Ann');
    await expect.poll(() => shown.getByRole('listitem').count()).toBe(1);
    await shown.getByRole('button', { name: /^Watch:/ }).click();
    await visitor.waitForURL((url) => url.pathname === game);
    await tableDrawn(visitor);
    await Promise.all([context.close(), other.close()]);
  });

  test('a sign-up refused after a click keeps the keyboard in the dialog: Tab stays inside, Escape closes it', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    const page = await openAt(context, server().url);
    const opener = page.getByRole('button', { name: 'Sign in' });
    await opener.click();
    const dialog = accountOf(page);
    await dialog.getByLabel('Create an account').check();
    await dialog.getByLabel('Name').fill('Bea');
    await dialog.getByLabel('Password').fill('short');
    // By mouse: the button is disabled under the pointer while the server answers.
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => dialog.getByRole('alert').first().textContent()).toMatch(/^The password needs at least/);
    const focusInDialog = () =>
      page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);
    await expect.poll(focusInDialog).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
