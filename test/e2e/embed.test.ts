import { describe, expect, test } from 'vitest';
import { hashFor, sharedBrowser } from './browser';

const browser = sharedBrowser();
const EMPTY7 = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];
const SMALL = { width: 480, height: 360 };

async function openEmbed(hash: string) {
  const page = await browser().newPage({ viewport: SMALL });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${process.env.E2E_URL!}embed.html${hash}`);
  return { page, errors };
}

describe('the embed page', () => {
  test('plays a game link by itself, with the replay bar, the camera and a link to the app only', async () => {
    const game = hashFor(EMPTY7, ['d4', 'd5', 'e4']);
    const { page, errors } = await openEmbed(`${game}&autoplay`);
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
    // Autoplay: the replay runs, so the bar offers to pause it.
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await expect(page.getByLabel('Camera').count()).resolves.toBe(1);
    await expect(page.getByLabel('Speed').count()).resolves.toBe(1);
    const open = page.getByRole('link', { name: 'Open in Momentum' });
    expect(await open.getAttribute('href')).toMatch(/\/#record=[^&]+$/);
    // Nothing of the full app: no other buttons than the replay's play and pause, and the free camera's reset.
    await expect(page.getByRole('button', { name: 'Reset view' }).count()).resolves.toBe(1);
    expect(await page.getByRole('button').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  test('refuses a damaged link with its code and why', async () => {
    const { page } = await openEmbed('#record=@@@');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toBe(
      'This replay cannot be played (not-base64url): the text after #record= is not base64url.',
    );
    expect(await page.locator('canvas').count()).toBe(0);
  });
});
