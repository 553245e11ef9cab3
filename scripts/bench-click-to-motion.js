#!/usr/bin/env node
// From a person's click on a cell to the table moving, in headless Chromium against a fresh build:
// a game at one screen against an online game served by the game server on loopback, where the
// move is played at the table before the server confirms it. Also from the click to the motion on
// the opponent's screen (the move's trip through the server). Prints a table, or one JSON object
// with --json; figures are reported, never failed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { median, round, runBench } from './browser.js';

const e2e = await tsImport('../test/e2e/browser.ts', import.meta.url);
const { startServer } = await tsImport('../src/server/main.ts', import.meta.url);
const { openGame } = await tsImport('../test/e2e/openGame.ts', import.meta.url);

/** Cells of square7 that touch no other: no drop pushes, so each is free when its turn comes. */
const CELLS = ['a1', 'g7', 'a7', 'g1', 'd1', 'd7', 'a4', 'g4'];
const DRAW_TIMEOUT_MS = 60_000;

/**
 * Marks, on the page's own clock (ms since the epoch, so that two pages compare), each release of
 * the pointer on the table and each time the table starts animating a move.
 */
function watchMotion() {
  window.benchClicks = [];
  window.benchMotions = [];
  const now = () => performance.timeOrigin + performance.now();
  addEventListener('pointerup', () => window.benchClicks.push(now()), { capture: true });
  const watch = () => {
    const table = document.querySelector('.table');
    if (!table) return requestAnimationFrame(watch);
    new MutationObserver(() => {
      if (table.dataset.state === 'animating') window.benchMotions.push(now());
    }).observe(table, { attributes: true, attributeFilter: ['data-state'] });
  };
  watch();
}

async function open(context, url) {
  const page = await context.newPage();
  await page.addInitScript(watchMotion);
  await page.goto(url);
  await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, {
    timeout: DRAW_TIMEOUT_MS,
  });
  return page;
}

const marks = (page) => page.evaluate(() => ({ clicks: window.benchClicks, motions: window.benchMotions }));

/** Clicks `cell` on `page` and waits until `watchers` (the page among them) have animated one more move and come to rest. */
async function clickAndWait(page, cell, watchers) {
  const before = await Promise.all(watchers.map(async (p) => (await marks(p)).motions.length));
  const point = await e2e.cellOnPage(page, cell);
  await page.mouse.click(point.x, point.y);
  await Promise.all(
    watchers.map((p, i) =>
      p.waitForFunction((count) => window.benchMotions.length > count, before[i], { timeout: DRAW_TIMEOUT_MS }),
    ),
  );
  await Promise.all(watchers.map((p) => e2e.waitIdle(p)));
  const click = (await marks(page)).clicks.at(-1);
  return Promise.all(watchers.map(async (p, i) => (await marks(p)).motions[before[i]] - click));
}

/** A game of two at one screen: each click's delay to its own motion. */
async function measureLocal(browser, url) {
  const context = await browser.newContext({ viewport: e2e.VIEWPORT });
  const page = await open(context, url);
  const own = [];
  for (const cell of CELLS) own.push((await clickAndWait(page, cell, [page]))[0]);
  await context.close();
  return { own };
}

/** Ann and Bob online, each in a browser of their own: the delay to the mover's motion and to the opponent's. */
async function measureOnline(browser, dist) {
  const dataDir = mkdtempSync(join(tmpdir(), 'momentum-bench-click-'));
  const server = await startServer({ port: 0, dataDir, staticDir: dist, logger: false });
  try {
    const game = await openGame(server.url);
    const contexts = await Promise.all([0, 1].map(() => browser.newContext({ viewport: e2e.VIEWPORT })));
    const pages = await Promise.all(contexts.map((context, i) => open(context, game.seats[i].link)));
    await pages[0].getByText('Your turn').waitFor({ timeout: DRAW_TIMEOUT_MS });
    const own = [];
    const opponent = [];
    for (const [i, cell] of CELLS.entries()) {
      const mover = pages[i % 2];
      const other = pages[(i + 1) % 2];
      const [mine, theirs] = await clickAndWait(mover, cell, [mover, other]);
      own.push(mine);
      opponent.push(theirs);
    }
    await Promise.all(contexts.map((context) => context.close()));
    return { own, opponent };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(report) {
  const line = (label, samples) =>
    `  ${label.padEnd(40)} median ${round(median(samples))} ms (clicks: ${samples.map((sample) => round(sample)).join(', ')} ms)`;
  console.log(`Click to motion: ${report.browser}, ${report.viewport.width}x${report.viewport.height}, square7`);
  console.log(line('at one screen, the mover’s table', report.local.own));
  console.log(line('online, the mover’s table', report.online.own));
  console.log(line('online, the opponent’s table', report.online.opponent));
}

runBench(
  'bench-click',
  async (browser, url, dist) => ({
    viewport: e2e.VIEWPORT,
    local: await measureLocal(browser, url),
    online: await measureOnline(browser, dist),
  }),
  printTable,
);
