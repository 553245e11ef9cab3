import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { seriousViolations } from './axe';
import { VIEWPORT, announcement, movesInLink, playTyped, sharedBrowser, showTab, waitIdle } from './browser';

const browser = sharedBrowser();

/** A few moves, so that the move list, the review and the export have a game to show. */
const MOVES = ['d4', 'c3', 'a7'];

/** Closes the named dialogs with Escape, innermost first, as a keyboard user would, each gone before the next. */
function escape(...dialogs: string[]): (page: Page) => Promise<void> {
  return async (page) => {
    for (const name of dialogs) {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name }).waitFor({ state: 'detached' });
    }
  };
}

/**
 * A screen of the app, reached from the table with a few moves played. `close` takes the page
 * back to that table where a person can, so the next screen needs no fresh load (each load costs
 * seconds of software WebGL); a screen without it leaves the next to load the game again.
 */
interface Screen {
  readonly open: (page: Page) => Promise<void>;
  readonly close?: (page: Page) => Promise<void>;
}

/** Every screen of the app, those closed in place first. */
const SCREENS: Record<string, Screen> = {
  table: { open: async () => undefined, close: async () => undefined },
  'new game': {
    open: async (page) => {
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('dialog', { name: 'New game' }).waitFor();
    },
    close: escape('New game'),
  },
  settings: {
    open: async (page) => {
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    },
    close: escape('Settings'),
  },
  gallery: {
    open: async (page) => {
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('button', { name: 'Board gallery' }).click();
      await page.getByRole('dialog', { name: 'Board gallery' }).waitFor();
    },
    close: escape('Board gallery', 'New game'),
  },
  export: {
    open: async (page) => {
      await showTab(page, 'Tools');
      await page.getByRole('button', { name: 'Export video' }).click();
      await page.getByRole('dialog', { name: 'Export video' }).waitFor();
    },
    close: escape('Export video'),
  },
  guide: {
    open: async (page) => {
      await page.getByRole('button', { name: 'How to play' }).click();
      await page.getByRole('region', { name: 'How to play' }).waitFor();
    },
    close: async (page) => {
      const guide = page.getByRole('region', { name: 'How to play' });
      await guide.getByRole('button', { name: 'Close' }).click();
      await guide.waitFor({ state: 'detached' });
    },
  },
  lobby: {
    open: async (page) => {
      // No game server here: the lobby is asked of a static host, which answers every path with the app's page.
      await page.route('**/api/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
      await page.getByRole('button', { name: 'Play online' }).click();
      await page.getByRole('dialog', { name: 'Online lobby' }).getByText('No game server can be reached').waitFor();
    },
  },
  editor: {
    open: async (page) => {
      await showTab(page, 'Tools');
      await page.getByRole('button', { name: 'Edit this board' }).click();
      await page.getByRole('heading', { name: 'Board editor' }).waitFor();
    },
    close: async (page) => {
      await page.getByRole('button', { name: 'Close editor' }).click();
      await page.getByRole('heading', { name: 'Board editor' }).waitFor({ state: 'detached' });
    },
  },
  lab: {
    open: async (page) => {
      await showTab(page, 'Tools');
      await page.getByRole('button', { name: 'Measure this board' }).click();
      await page.locator('#board-lab').waitFor();
    },
    close: async (page) => {
      await page.locator('#board-lab').getByRole('button', { name: 'Close', exact: true }).click();
      await page.locator('#board-lab').waitFor({ state: 'detached' });
    },
  },
  puzzles: {
    open: async (page) => {
      await page.getByRole('button', { name: 'Puzzles' }).click();
      await page
        .getByRole('region', { name: 'Puzzles' })
        .getByText(/to move: win in/)
        .waitFor();
    },
    close: async (page) => {
      const place = page.getByRole('region', { name: 'Puzzles' });
      await place.getByRole('button', { name: 'Back to the game' }).click();
      await place.waitFor({ state: 'detached' });
    },
  },
  review: {
    open: async (page) => {
      await showTab(page, 'Analysis');
      await page.getByLabel('Depth').selectOption('quick');
      await page.getByRole('button', { name: 'Review game' }).click();
      await page.locator('.review-chart').waitFor({ timeout: 90_000 });
    },
  },
};

/**
 * A context of its own for one theme, whose page notes uncaught and console errors. The theme and the game live in
 * the page's storage and link, so a fresh load gives the same table again.
 */
async function openContext(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser().newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { page, errors, close: () => context.close() };
}

/** Loads `url` afresh (a new document even where only the hash differs) and waits for the table's first frame. */
async function load(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
}

/** Switches the theme in Settings, as a person would, and closes the panel. */
async function chooseTheme(page: Page, theme: 'Wood' | 'High contrast'): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await panel.getByLabel(theme).check();
  await panel.getByRole('button', { name: 'Close' }).click();
}

describe.each(['Wood', 'High contrast'] as const)('accessibility, %s theme', (theme) => {
  let opened: Awaited<ReturnType<typeof openContext>> | undefined;
  /** The app's address with the game of MOVES in its link. */
  let gameUrl = '';

  beforeAll(async () => {
    opened = await openContext();
    const { page } = opened;
    await load(page, process.env.E2E_URL ?? '');
    for (const move of MOVES) {
      await playTyped(page, move);
      await waitIdle(page);
    }
    await chooseTheme(page, theme);
    await vi.waitFor(async () => expect(await movesInLink(page)).toEqual(MOVES), { timeout: 30_000, interval: 200 });
    gameUrl = page.url();
  });
  afterAll(async () => {
    await opened?.close();
  });

  /** Whether the page shows the game's table as loaded, with no screen open over it. */
  let atTable = false;

  test.each(Object.keys(SCREENS))('axe finds nothing serious on the %s screen', async (name) => {
    const { page, errors } = opened!;
    const screen = SCREENS[name]!;
    errors.length = 0;
    if (!atTable) {
      await load(page, gameUrl);
      await expect.poll(() => announcement(page)).toContain(`Opened a game of ${MOVES.length} moves`);
    }
    atTable = false;
    await screen.open(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    if (screen.close) {
      await screen.close(page);
      atTable = true;
    }
  });
});
