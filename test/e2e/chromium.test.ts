import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNSEEN_FEATURES } from '../../src/cli/chromium';
import { launchBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The value of every `--disable-features` on the browser's command line, as chrome://version shows it, in order. */
async function disabledFeatureSwitches(on: Browser): Promise<string[][]> {
  const context = await on.newContext();
  try {
    const page = await context.newPage();
    await page.goto('chrome://version');
    const line = (await page.locator('#command_line').textContent()) ?? '';
    return [...line.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(','));
  } finally {
    await context.close();
  }
}

/** The targets of Chromium's own interface (`browser_ui`) once two contexts have a page each. */
async function browserUiPages(on: Browser): Promise<string[]> {
  const contexts = await Promise.all([on.newContext(), on.newContext()]);
  try {
    for (const context of contexts) await (await context.newPage()).goto('data:text/html,<p>page</p>');
    const session = await on.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    await session.detach();
    return targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

describe('Chromium as the project launches it', () => {
  test('keeps every feature Playwright turns off, as Chromium reads only the last list', async () => {
    const switches = await disabledFeatureSwitches(browser);
    expect(switches.length).toBeGreaterThan(1);
    const playwrights = switches[0]!;
    const last = switches[switches.length - 1]!;
    expect(playwrights.filter((feature) => !last.includes(feature))).toEqual([]);
    expect(last).toEqual(expect.arrayContaining([...UNSEEN_FEATURES]));
  });

  test('makes no address-bar pages for a new context, which a launch without the switch does', async () => {
    expect(await browserUiPages(browser)).toEqual([]);
    const plain = await chromium.launch({
      executablePath: process.env.E2E_BROWSER,
      args: ['--headless', '--no-sandbox'],
    });
    try {
      expect((await browserUiPages(plain)).length).toBeGreaterThan(0);
    } finally {
      await plain.close();
    }
  });
});
