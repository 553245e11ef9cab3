import { describe, expect, test } from 'vitest';
import { EMPTY7, playMoves, stateOf } from '../engine/helpers';
import { VIEWPORT, announcement, cellOnPage, expectHudShows, openTable, sharedBrowser, waitIdle } from './browser';

const browser = sharedBrowser();

declare global {
  interface Window {
    loaderSeen?: { text: string; at: number };
  }
}

describe('installed and offline', () => {
  test('"Setting up the table…" shows as a status until the table draws its first frame', async () => {
    const page = await browser().newPage({ viewport: VIEWPORT });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const loader = document.querySelector('.table [role="status"]');
        if (!loader) return;
        window.loaderSeen = { text: loader.textContent ?? '', at: performance.now() };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(process.env.E2E_URL!);
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
    const { seen, firstFrame } = await page.evaluate(() => ({
      seen: window.loaderSeen,
      firstFrame: performance.getEntriesByName('momentum:first-frame')[0]!.startTime,
    }));
    expect(seen?.text).toBe('Setting up the table…');
    expect(seen!.at).toBeLessThan(firstFrame);
    expect(await page.locator('.table [role="status"]').count()).toBe(0);
    await page.context().close();
  });

  test('the page links a manifest with its icons, and the favicon', async () => {
    const { page } = await openTable(browser());
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(new URL(manifestHref!, page.url()).href)).json();
    expect(manifest).toMatchObject({ name: 'Momentum', display: 'standalone', start_url: '/' });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const response = await page.request.get(new URL(icon.src, page.url()).href);
      expect(response.headers()['content-type']).toBe('image/png');
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
    }
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(new URL(favicon!, page.url()).href)).headers()['content-type']).toBe(
      'image/svg+xml',
    );
    await page.context().close();
  });

  test('after the first visit the app reloads, plays and thinks with the network off', async () => {
    const { page, errors } = await openTable(browser(), '', { serviceWorkers: 'allow' });
    await page.getByText('Ready to play offline.').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await page.reload();
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
    // The network really is off: a file the service worker does not keep cannot be fetched.
    // (Chromium 150 reports navigator.onLine as true on a page reloaded while offline, so that
    // flag proves nothing.) The failed fetch logs its own console error, taken back out of the
    // page's errors once seen.
    const refused = page.waitForEvent('console', (m) => m.text().includes('ERR_INTERNET_DISCONNECTED'));
    const reached = await page.evaluate(() =>
      fetch('/offline-probe.txt', { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    );
    expect(reached).toBe(false);
    errors.splice(errors.indexOf((await refused).text()), 1);

    const d4 = await cellOnPage(page, 'd4');
    await page.mouse.click(d4.x, d4.y);
    expect(await announcement(page)).toBe('Red drops d4.');
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4']));

    // The computer thinks in a Web Worker: its script comes from the service worker's cache too.
    await page.getByRole('button', { name: 'Hint' }).click();
    await page.getByText(/^Hint: /).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
