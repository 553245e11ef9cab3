import { accessibilityProblems } from './axe';
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { EMPTY7, playMoves, stateOf } from '../engine/helpers';
import { type TestContextOptions, VIEWPORT, expectHudShows, playTyped, sharedBrowser } from './browser';
import { gameServerForFile, openAt, tableDrawn } from './gameServer';
import { openGame } from './openGame';

const browser = sharedBrowser();
const server = gameServerForFile('online');
/** What the served app's Content-Security-Policy blocked in any page of a test (src/server/contentPolicy.ts). */
let blocked: string[] = [];

/** A browser context whose pages report what the Content-Security-Policy blocks, from before the app starts. */
async function newContext(options: TestContextOptions = {}): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: VIEWPORT, ...options });
  await context.exposeBinding('reportBlocked', (_source, what: string) => void blocked.push(what));
  await context.addInitScript(() => {
    const report = (window as unknown as { reportBlocked: (what: string) => void }).reportBlocked;
    document.addEventListener('securitypolicyviolation', (e) => report(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return context;
}

afterEach(() => {
  const seen = blocked;
  blocked = [];
  expect(seen).toEqual([]);
});

/**
 * Takes a browser context off the network and back. Going offline does not close a socket already
 * open, as a lost connection does: the context's sockets pass through a route that closes them then,
 * and refuses new ones until the context is back.
 */
async function cuttable(context: BrowserContext) {
  let offline = false;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/api\/socket$/, async (socket) => {
    if (offline) return socket.close();
    socket.connectToServer();
    open.add(socket);
  });
  return {
    goOffline: async () => {
      offline = true;
      await context.setOffline(true);
      await Promise.all([...open].map((socket) => socket.close()));
      open.clear();
    },
    goOnline: async () => {
      offline = false;
      await context.setOffline(false);
    },
  };
}

const panel = (page: Page) => page.getByRole('region', { name: 'Online game' });
/** The players' rows, where an online game shows who plays each seat, their connection and clock. */
const players = (page: Page) => page.getByRole('list', { name: 'Players' });

/** A new table's New game > Play with a friend dialog, with Ann's name filled in. */
async function friendDialog(context: BrowserContext) {
  const page = await openAt(context, server().url);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Play with a friend' }).click();
  const dialog = page.getByRole('dialog', { name: 'New online game' });
  await dialog.getByLabel('Your name').fill('Ann');
  return { page, dialog };
}

describe('online play by link', () => {
  test('two players play by link, a third watches, and a player who drops out catches up', async () => {
    const game = await openGame(server().url);
    const contexts = await Promise.all([0, 1, 2].map(() => newContext()));
    const cut = await cuttable(contexts[1]!);
    const [red, blue, watcher] = await Promise.all([
      openAt(contexts[0]!, game.seats[0]!.link),
      openAt(contexts[1]!, game.seats[1]!.link),
      openAt(contexts[2]!, game.watch),
    ]);
    await expect.poll(() => panel(red).textContent()).toContain('Your turn');
    await expect.poll(() => panel(red).textContent()).toContain('1 watching');
    await expect.poll(() => panel(watcher).textContent()).toContain('You are watching');
    // The players get no help from the computer while the game is on; the watcher, who makes no
    // move, is offered no Move field, Hint or Undo, which could only be refused.
    expect(await red.getByRole('button', { name: 'Hint' }).count()).toBe(0);
    await expect.poll(() => red.getByText('No hints, analysis or review while you play online').count()).toBe(1);
    expect(await watcher.getByRole('button', { name: 'Hint' }).count()).toBe(0);
    expect(await watcher.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(await watcher.getByRole('textbox', { name: 'Move' }).count()).toBe(0);

    await playTyped(red, 'd4');
    await expect.poll(() => panel(blue).textContent()).toContain('Your turn');
    await expectHudShows(watcher, playMoves(stateOf(EMPTY7), ['d4']));

    await playTyped(blue, 'c3');
    await expectHudShows(red, playMoves(stateOf(EMPTY7), ['d4', 'c3']));

    await cut.goOffline();
    await expect.poll(() => panel(blue).textContent()).toContain('Reconnecting…');
    await expect.poll(() => players(red).getByRole('img', { name: 'not connected' }).count()).toBe(1);
    await playTyped(red, 'a1');
    await expectHudShows(watcher, playMoves(stateOf(EMPTY7), ['d4', 'c3', 'a1']));
    await cut.goOnline();
    await expectHudShows(blue, playMoves(stateOf(EMPTY7), ['d4', 'c3', 'a1']));
    await expect.poll(() => panel(blue).textContent()).toContain('Your turn');

    await red.getByRole('button', { name: 'Resign' }).click();
    await red.getByRole('group', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }).click();
    for (const page of [red, blue, watcher]) {
      await expect.poll(() => panel(page).textContent()).toContain('Red resigned');
    }
    await expect.poll(() => red.getByRole('button', { name: 'Analyse', includeHidden: true }).count()).toBe(1);
    await Promise.all(contexts.map((c) => c.close()));
  });

  test('Play with a friend opens a game from New game and takes the person to their seat', async () => {
    const context = await newContext();
    const { page, dialog } = await friendDialog(context);
    await dialog.getByLabel('Real time').check();
    await dialog.getByRole('button', { name: 'Open the game' }).click();
    const blueLink = await dialog.getByRole('textbox', { name: 'Link for Blue' }).inputValue();
    expect(blueLink).toMatch(/\/online\/[\w-]+#[\w-]{22,}$/);
    // The QR codes are drawn a moment after the links show.
    await expect.poll(() => dialog.getByRole('img', { name: 'QR code: Link for watchers' }).count()).toBe(1);
    expect(await accessibilityProblems(page, '.online-game')).toEqual([]);
    await dialog.getByRole('button', { name: 'Take your seat (Red)' }).click();
    await tableDrawn(page);
    await expect.poll(() => panel(page).textContent()).toContain('You play Red');
    await expect.poll(() => players(page).getByRole('listitem').first().textContent()).toMatch(/^RedAnn.*5:00/);
    await expect.poll(() => panel(page).textContent()).toContain('Waiting for every seat to be taken');
    expect(await accessibilityProblems(page, '.online-panel')).toEqual([]);
    expect(await accessibilityProblems(page, '.players')).toEqual([]);

    // Blue's seat, which nobody named, asks whoever opens its link for a name before taking it.
    const friend = await newContext();
    const blue = await openAt(friend, blueLink);
    const name = panel(blue).getByRole('textbox', { name: 'Your name' });
    await name.waitFor();
    expect(await accessibilityProblems(blue, '.online-panel')).toEqual([]);
    await name.fill('Bob');
    await panel(blue).getByRole('button', { name: 'Open the game' }).click();
    await expect.poll(() => panel(blue).textContent()).toContain('You play Blue');
    await expect.poll(() => players(page).getByRole('listitem').nth(1).textContent()).toMatch(/^BlueBob/);
    await Promise.all([context.close(), friend.close()]);
  });

  test('the served app plays, thinks, exports, teaches and edits within its Content-Security-Policy', async () => {
    // The service worker is part of the app whose requests the policy must allow.
    const context = await newContext({ serviceWorkers: 'allow' });
    const page = await openAt(context, server().url);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active !== null))).toBe(true);
    await playTyped(page, 'd4');
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect.poll(() => page.locator('.hint-move').count(), { timeout: 30_000 }).toBe(1);
    for (const format of ['gif', 'webm'] as const) {
      const download = page.waitForEvent('download', { timeout: 120_000 });
      const summary = await page.evaluate((request) => window.momentumExport!.start(request), {
        format,
        width: 320,
        height: 180,
        fps: 10,
        sound: true,
        camera: 'top',
        captions: true,
        titleCard: true,
        fromPly: 1,
        toPly: 1,
      } as const);
      expect(summary?.bytes).toBeGreaterThan(0);
      await download;
    }
    await page.getByRole('button', { name: 'How to play' }).click();
    await page.locator('.guide-progress').waitFor();
    await page.getByRole('button', { name: 'How to play' }).click();
    await page.getByRole('tab', { name: 'Tools' }).click();
    await page.getByRole('button', { name: 'Edit this board' }).click();
    await page.getByRole('complementary', { name: 'Board editor' }).waitFor();
    await context.close();
  });

  test('Play with a friend gives a seat to the computer, which answers on the server', async () => {
    const context = await newContext();
    const { page, dialog } = await friendDialog(context);
    await dialog.getByLabel('Blue').selectOption('easy');
    // On a clock, so that the players' rows show one beside the names and counts.
    await dialog.getByLabel('Real time').check();
    expect(await accessibilityProblems(page, '.online-game')).toEqual([]);
    await dialog.getByRole('button', { name: 'Open the game' }).click();
    const watch = await dialog.getByRole('textbox', { name: 'Link for watchers' }).inputValue();
    expect(await dialog.getByRole('textbox', { name: 'Link for Blue' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Take your seat (Red)' }).click();
    await tableDrawn(page);
    await expect.poll(() => players(page).getByRole('listitem').nth(1).textContent()).toMatch(/^BlueComputer \(easy\)/);
    await expect.poll(() => panel(page).textContent()).toContain('Your turn');
    await playTyped(page, 'd4');
    const api = watch.replace('/online/', '/api/games/');
    await expect.poll(async () => ((await (await fetch(api)).json()) as { moves: string[] }).moves.length).toBe(2);
    const { moves } = (await (await fetch(api)).json()) as { moves: string[] };
    await expectHudShows(page, playMoves(stateOf(EMPTY7), moves));
    await expect.poll(() => panel(page).textContent()).toContain('Your turn');

    // At 1280x800 the live game's panel leaves the move list ten rows, the page unscrolled, and the
    // table's actions (Resign and Offer draw in New game's place) one row.
    await page.setViewportSize({ width: 1280, height: 800 });
    const actions = page.getByRole('group', { name: 'Game actions' });
    expect(await actions.getByRole('button').allTextContents()).toEqual([
      'Resign',
      'Offer draw',
      'Undo',
      'Redo',
      'Play online',
    ]);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const list = document.querySelector('.move-list-rows')!;
          const row = document.querySelector('.move-list-rows .move-row')!.getBoundingClientRect().height;
          return {
            tenRows: list.clientHeight / row >= 10,
            scrollable: document.scrollingElement!.scrollHeight > window.innerHeight,
            actionRows: new Set(
              [...document.querySelectorAll('.actions > button')].map((b) => b.getBoundingClientRect().top),
            ).size,
          };
        }),
      )
      .toEqual({ tenRows: true, scrollable: false, actionRows: 1 });
    // Each player's row one line with its clock in it, and the computer's name of 15 letters whole.
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('.player')].map((row) => {
        const boxes = [...row.children]
          .filter((child) => !child.matches('.visually-hidden'))
          .map((child) => child.getBoundingClientRect());
        const name = row.querySelector('.online-name')!;
        const text = document.createRange();
        text.selectNodeContents(name);
        return {
          name: name.textContent,
          whole: text.getBoundingClientRect().width <= name.getBoundingClientRect().width,
          oneLine: Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom)),
          clockInside:
            row.querySelector('.online-clock')!.getBoundingClientRect().right <= row.getBoundingClientRect().right,
        };
      }),
    );
    expect(rows).toEqual([
      { name: 'Ann', whole: true, oneLine: true, clockInside: true },
      { name: 'Computer (easy)', whole: true, oneLine: true, clockInside: true },
    ]);
    await context.close();
  });

  test('without a game server, a game link says so and local play is untouched', async () => {
    const context = await newContext();
    // The build as static files (vite preview), answering the API as static hosting does: no game server.
    await context.route('**/api/**', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not found</title>' }),
    );
    const page = await openAt(context, `${process.env['E2E_URL']!.replace(/\/$/, '')}/online/pQ3k7ZxWb2Aa`);
    await expect.poll(() => panel(page).textContent()).toContain('No game server can be reached here');
    await playTyped(page, 'd4');
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4']));
    await context.close();
  });
});
