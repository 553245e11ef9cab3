import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openTable, playTyped, sharedBrowser, waitIdle } from './browser';

const browser = sharedBrowser();

/** The state of the page's one audio context, and how many sounds it has started. */
function audioNow(page: Page) {
  return page.evaluate(() => {
    const audio = window.momentumAudio!;
    return { contexts: audio.contexts.length, state: audio.contexts[0]?.state ?? null, sounds: audio.sounds };
  });
}

describe('sound', () => {
  test('the audio context sleeps through a silence and wakes for the next move', async () => {
    const { page, errors } = await openTable(browser(), '', { watchAudio: true, speed: 'normal' });
    await playTyped(page, 'd4');
    await waitIdle(page);
    const first = await audioNow(page);
    expect(first).toMatchObject({ contexts: 1, state: 'running' });
    expect(first.sounds).toBeGreaterThan(0);

    await page.waitForFunction(() => window.momentumAudio!.contexts[0]!.state === 'suspended', undefined, {
      timeout: 15_000,
    });
    // How long the silence lasts before the sleep is the unit tests' business (on a fake clock).

    await playTyped(page, 'c3');
    await waitIdle(page);
    const next = await audioNow(page);
    expect(next).toMatchObject({ contexts: 1, state: 'running' });
    expect(next.sounds).toBeGreaterThan(first.sounds);
    expect(errors).toEqual([]);
  });
});
