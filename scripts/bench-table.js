#!/usr/bin/env node
// The 3D table's figures in headless Chromium against a fresh build: time to the first screen,
// draw calls and triangles, frames drawn while idle and while a move plays, the longest main-thread
// task while the computer thinks. Prints a table, or one JSON object with --json. Figures over
// budget are reported, not failed: only a run that cannot measure (no browser, no build, a page
// that never draws) exits non-zero.
import { tsImport } from 'tsx/esm/api';
import { median, round, runBench } from './browser.js';

const LOADS = 3;
const FIRST_SCREEN_BUDGET_MS = 2000;
const DRAW_CALL_BUDGET = 30;
const IDLE_MS = 1000;
const TIMED_FRAMES = 10;
/** How long the frame count must stay still before the table counts as settled. */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 15_000;
const DRAW_TIMEOUT_MS = 60_000;

// Reused from the end-to-end helpers so that both launch the same browser and write links the
// same way (the engine checks each record before it becomes a link).
const e2e = await tsImport('../test/e2e/browser.ts', import.meta.url);
const trees = await tsImport('../test/engine/trees.ts', import.meta.url);
const positions = await tsImport('../test/engine/helpers.ts', import.meta.url);
const { lineTree } = await tsImport('../src/engine/tree.ts', import.meta.url);
const { gameFileText } = await tsImport('../src/codec/gameFile.ts', import.meta.url);

const LONG_GAME_PLIES = 10_000;
/** Opening a game this long must never hold the page longer than this in one task. */
const LONG_TASK_BUDGET_MS = 200;

/** The computer's game: 5x5, four marbles each, the person against _hard_. */
const THINKING_LAYOUT = ['.....', '.....', '.....', '.....', '.....'];
const THINKING_RULES = { marbles: 4 };
const THINKING_TURNS = 2;
/** While the computer thinks, no main-thread task but drawing a frame may last longer than this (a long task, by the browser's measure). */
const THINKING_TASK_BUDGET_MS = 50;

/**
 * 4 players with 7 marbles each: 6 on the board and 1 in each tray (a set-up position must leave
 * every reserve at least 1), with 2 cushions, 2 bumpers and 2 holes placed point-symmetrically.
 * Must-block is off: with it, every player holding one marble leaves only game-ending drops, and
 * the timed move should push marbles rather than end the game.
 */
const FULL_9X9 = [
  '111...222',
  '111...222',
  '..C...B..',
  '.........',
  '...H.H...',
  '.........',
  '..B...C..',
  '333...444',
  '333...444',
];

/** 26x26, the largest board: 40 marbles of 4 players (10 each, 1 more in each reserve) and 6 obstacles. */
const OBSTACLES_26 = { '8,8': 'C', '8,17': 'B', '17,8': 'B', '17,17': 'C', '12,12': 'H', '14,13': 'H' };
const FULL_26X26 = Array.from({ length: 26 }, (_, r) =>
  Array.from({ length: 26 }, (_, c) => {
    const player = r % 6 === 1 && r < 24 ? (r - 1) / 6 + 1 : 0;
    if (player > 0 && c >= 8 && c < 18) return String(player);
    return OBSTACLES_26[`${r},${c}`] ?? '.';
  }).join(''),
);

const BOARDS = [
  { id: '7x7', name: '7x7, default game', hash: '', move: 'd4', moveText: 'a drop, no push' },
  {
    id: '9x9',
    name: '9x9, 4 players, 28 marbles, 6 obstacles',
    hash: e2e.hashFor(FULL_9X9, [], { players: 4, marbles: 7, mustBlock: false }),
    move: 'b7',
    moveText: '3 pushes, 2 marbles off',
  },
  {
    id: '26x26',
    name: '26x26, 4 players, 40 marbles, 6 obstacles',
    hash: e2e.hashFor(FULL_26X26, [], { players: 4, marbles: 11, mustBlock: false }),
    move: 'm24',
    moveText: 'a drop beside a row of marbles',
  },
];

/**
 * A fresh page (its own browser context, so nothing is cached) at `url`, resolved once the table
 * has drawn its first frame. It records when the table's container first shows, idle, and runs
 * the `init` scripts before the page's own.
 */
async function openFresh(browser, url, init = []) {
  const page = await browser.newPage({ viewport: e2e.VIEWPORT });
  for (const script of init) await page.addInitScript(script);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('.table[data-state="idle"]')) return;
      window.benchTableShownAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, {
    timeout: DRAW_TIMEOUT_MS,
  });
  // A link the app cannot open falls back to the default game with a notice: that would measure the wrong board.
  const notice = page.locator('.notice');
  if ((await notice.count()) > 0) throw new Error(`the app refused ${url}: ${await notice.textContent()}`);
  return { page, errors };
}

const frames = (page) => page.evaluate(() => window.momentumTable.stats().frames);

/** Waits until no move animates and no frame has been drawn for a while (a camera may still glide in). */
async function settle(page) {
  await e2e.waitIdle(page);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let count = await frames(page);
  while (Date.now() < deadline) {
    await page.waitForTimeout(QUIET_MS);
    const now = await frames(page);
    if (now === count) return;
    count = now;
  }
}

/** Milliseconds from navigation start, median over fresh loads of the default game. */
async function measureFirstScreen(browser, url) {
  const samples = [];
  for (let i = 0; i < LOADS; i++) {
    const { page } = await openFresh(browser, url);
    samples.push(
      await page.evaluate(() => ({
        contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        tableShown: window.benchTableShownAt ?? null,
        firstFrame: performance.getEntriesByName('momentum:first-frame')[0].startTime,
      })),
    );
    await page.context().close();
  }
  const middle = (key) => {
    const values = samples.map((sample) => sample[key]).filter((value) => value !== null);
    return values.length ? round(median(values)) : null;
  };
  return {
    loads: LOADS,
    contentfulPaintMs: middle('contentfulPaint'),
    tableShownMs: middle('tableShown'),
    firstFrameMs: middle('firstFrame'),
    firstFrameSamplesMs: samples.map((sample) => round(sample.firstFrame)),
  };
}

/** Plays `move` by the Move field and times the animation from the table's own state changes. */
async function measureMove(page, move) {
  await page.evaluate(() => {
    const table = document.querySelector('.table');
    const motion = { start: null, end: null, startFrames: 0, endFrames: 0 };
    window.benchMotion = motion;
    new MutationObserver(() => {
      const now = performance.now();
      const drawn = window.momentumTable.stats().frames;
      if (table.dataset.state === 'animating' && motion.start === null) {
        motion.start = now;
        motion.startFrames = drawn;
      } else if (table.dataset.state === 'idle' && motion.start !== null && motion.end === null) {
        motion.end = now;
        motion.endFrames = drawn;
      }
    }).observe(table, { attributes: true, attributeFilter: ['data-state'] });
  });
  const before = await frames(page);
  await e2e.playTyped(page, move);
  const refusal = page.locator('#move-error');
  await page.waitForFunction(
    () => window.benchMotion.end !== null || document.getElementById('move-error')?.textContent,
    undefined,
    { timeout: DRAW_TIMEOUT_MS },
  );
  const refused = await refusal.textContent();
  if (refused) throw new Error(`move ${move} refused: ${refused}`);
  await settle(page);
  const motion = await page.evaluate(() => window.benchMotion);
  const animated = motion.endFrames - motion.startFrames;
  const durationMs = motion.end - motion.start;
  return {
    move,
    frames: (await frames(page)) - before,
    durationMs: round(durationMs),
    msPerFrame: animated > 0 ? round(durationMs / animated, 1) : null,
  };
}

async function measureBoard(browser, url, board) {
  const { page, errors } = await openFresh(browser, url + board.hash);
  await settle(page);
  const { calls, triangles } = await page.evaluate(() => window.momentumTable.stats());
  const idleStart = await frames(page);
  await page.waitForTimeout(IDLE_MS);
  const idleFrames = (await frames(page)) - idleStart;
  const renderMsPerFrame = await page.evaluate((count) => window.momentumTable.timeFrames(count), TIMED_FRAMES);
  const move = { ...(await measureMove(page, board.move)), about: board.moveText };
  await page.context().close();
  return {
    id: board.id,
    name: board.name,
    drawCalls: calls,
    triangles,
    idleFrames,
    renderMsPerFrame: round(renderMsPerFrame, 1),
    move,
    pageErrors: errors,
  };
}

/**
 * Opens a file of a 10,000-move game: the time until the table announces it, and the longest
 * main-thread task from choosing the file until its timelines are all compiled.
 */
async function measureLongGame(browser, url) {
  const start = trees.endlessStart();
  const { moves } = trees.longGame(start, LONG_GAME_PLIES);
  const text = gameFileText({ start, tree: lineTree(moves) });
  const { page } = await openFresh(browser, url);
  await page.evaluate(() => {
    window.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const chosen = await page.evaluate(() => performance.now());
  await page.locator('input[type="file"]').setInputFiles({
    name: 'long.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  const opened = await page.waitForFunction(
    (plies) =>
      document
        .querySelector('.announcement')
        ?.textContent?.startsWith(`Opened a game of ${plies.toLocaleString('en-GB')} moves`) && performance.now(),
    LONG_GAME_PLIES,
    { timeout: DRAW_TIMEOUT_MS },
  );
  const openedMs = (await opened.jsonValue()) - chosen;
  await page.waitForFunction(() => window.momentumTable.compiled(), undefined, { timeout: DRAW_TIMEOUT_MS });
  const longest = await page.evaluate(() => Math.max(0, ...window.benchLongTasks));
  await page.context().close();
  return { plies: LONG_GAME_PLIES, bytes: text.length, openedMs: round(openedMs), longestTaskMs: round(longest) };
}

/**
 * tsx compiles the end-to-end helpers keeping function names (esbuild's keepNames): a function of
 * theirs that runs in the page calls `__name`, which the page must have first.
 */
function keepNames() {
  window.__name = (target) => target;
}

/** Resolves with the moves of the page's game once it has at least `count`. */
async function movesReached(page, count) {
  const deadline = Date.now() + DRAW_TIMEOUT_MS;
  for (;;) {
    const moves = await e2e.movesInLink(page);
    if (moves.length >= count) return moves;
    if (Date.now() > deadline) throw new Error(`the game never reached ${count} moves`);
    await page.waitForTimeout(100);
  }
}

/**
 * The person plays, the computer (hard, on Web Workers) answers, twice: the longest main-thread
 * tasks while it thinks, apart from those in which the table drew a frame (software WebGL: a
 * frame alone can take that long).
 */
async function measureThinking(browser, url) {
  const hash = `${e2e.hashFor(THINKING_LAYOUT, [], THINKING_RULES)}&seats=human,hard`;
  const { page } = await openFresh(browser, url + hash, [keepNames, e2e.watchThinking]);
  // Instant moves: the table is still while the computer thinks, so no animation frame is measured.
  await e2e.chooseSpeed(page, 'instant');
  // The probe must see a long task when there is one, or "none" would mean nothing.
  await page.evaluate(() => {
    const until = performance.now() + 80;
    while (performance.now() < until);
  });
  await page.waitForFunction(() => window.thinkingProbe.longTasks.some((t) => t.duration >= 80), undefined, {
    timeout: DRAW_TIMEOUT_MS,
  });
  let moves = [];
  for (let turn = 1; turn <= THINKING_TURNS; turn++) {
    const position = positions.playMoves(positions.stateOf(THINKING_LAYOUT, THINKING_RULES), moves);
    await e2e.playTyped(
      page,
      positions.legalNames(position).find((m) => m !== 'swap'),
    );
    moves = await movesReached(page, 2 * turn);
  }
  await page.waitForFunction(() => document.querySelector('.table[data-thinking="true"]') === null, undefined, {
    timeout: DRAW_TIMEOUT_MS,
  });
  const now = await page.evaluate(() => performance.now());
  const { spans, thinking, idle, rendering, other } = e2e.longTasksWhileThinking(await e2e.thinkingProbe(page), now);
  await page.context().close();
  const longest = (tasks) => round(Math.max(0, ...tasks.map((t) => t.duration)));
  return {
    searches: spans.length,
    thinkingMs: round(thinking),
    stillMs: round(idle),
    longTasks: other.length,
    longestTaskMs: longest(other),
    drawingLongTasks: rendering.length,
    longestDrawingTaskMs: longest(rendering),
  };
}

/** Games of the lab's default player on the default 7x7 game, per run: enough that starting workers hardly counts. */
const LAB_GAMES = 1000;
/** Runs of each worker count, taken in turn (1, 2, 1, 2) so that a slow spell of the machine hits both. */
const LAB_ROUNDS = 4;

/** The board lab's games per second in the page (Web Workers), on 1 worker and on 2 where there are 2 cores. */
async function measureLab(browser, url) {
  const { page } = await openFresh(browser, url);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  await page.getByRole('button', { name: 'Measure this board' }).click();
  await page.getByLabel('Games', { exact: true }).fill(String(LAB_GAMES));
  const counts = cores > 1 ? [1, 2] : [1];
  const runs = counts.map((workers) => ({ workers, samples: [] }));
  for (let pass = 0; pass < LAB_ROUNDS; pass++) {
    for (const run of runs) {
      await page.getByLabel('Workers', { exact: true }).fill(String(run.workers));
      await page.getByRole('button', { name: 'Run games' }).click();
      // Polled on a timer, not every frame: the page's thread shares the cores with the workers.
      const done = await page.waitForFunction(
        (count) => {
          const text = document.querySelector('.lab-status')?.textContent ?? '';
          return text.startsWith('Done') && text.includes(`on ${count} worker`) && text;
        },
        run.workers,
        { timeout: 10 * DRAW_TIMEOUT_MS, polling: 100 },
      );
      run.samples.push(Number(/([\d.]+) games a second/.exec(await done.jsonValue())[1]));
    }
  }
  await page.context().close();
  const mean = (values) => round(values.reduce((a, b) => a + b, 0) / values.length, 1);
  return {
    games: LAB_GAMES,
    cores,
    runs: runs.map(({ workers, samples }) => ({ workers, samples, gamesPerSecond: mean(samples) })),
  };
}

async function webglRenderer(browser) {
  const page = await browser.newPage();
  const renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'no WebGL2';
  });
  await page.context().close();
  return renderer;
}

/** The budgets, each with the figure measured and its limit. */
function checksOf(firstScreen, boards, longGame, thinking) {
  const full = boards.find((board) => board.id === '9x9');
  const largest = boards.find((board) => board.id === '26x26');
  const idle = Math.max(...boards.map((board) => board.idleFrames));
  return [
    {
      name: 'first 3D frame after navigation',
      figure: firstScreen.firstFrameMs,
      limit: FIRST_SCREEN_BUDGET_MS,
      unit: 'ms',
    },
    { name: 'draw calls, 9x9 full board', figure: full.drawCalls, limit: DRAW_CALL_BUDGET, unit: 'calls' },
    {
      name: 'draw calls, 26x26 with 40 marbles',
      figure: largest.drawCalls,
      limit: DRAW_CALL_BUDGET,
      unit: 'calls',
    },
    { name: `frames drawn in ${IDLE_MS} ms of idle`, figure: idle, limit: 0, unit: 'frames' },
    {
      name: `longest task opening ${LONG_GAME_PLIES} moves`,
      figure: longGame.longestTaskMs,
      limit: LONG_TASK_BUDGET_MS,
      unit: 'ms',
    },
    {
      name: 'longest task while the computer thinks',
      figure: thinking.longestTaskMs,
      limit: THINKING_TASK_BUDGET_MS,
      unit: 'ms',
    },
  ].map((check) => ({ ...check, ok: check.figure <= check.limit }));
}

function printTable(report) {
  const { firstScreen, boards, longGame, thinking, lab, checks } = report;
  const ms = (value) => (value === null ? 'n/a' : `${value} ms`);
  const rows = (pairs) => pairs.map(([label, value]) => `  ${label.padEnd(44)} ${value}`).join('\n');
  console.log(`Table bench: ${report.browser}, ${report.viewport.width}x${report.viewport.height}, ${report.renderer}`);
  console.log(`\nFirst screen, default game, from navigation start (median of ${firstScreen.loads} fresh loads)`);
  console.log(
    rows([
      ['first contentful paint', ms(firstScreen.contentfulPaintMs)],
      ['table container shown, idle', ms(firstScreen.tableShownMs)],
      [
        'first 3D frame drawn',
        `${ms(firstScreen.firstFrameMs)} (loads: ${firstScreen.firstFrameSamplesMs.join(', ')} ms)`,
      ],
    ]),
  );
  for (const board of boards) {
    const { move } = board;
    console.log(`\n${board.name}`);
    console.log(
      rows([
        ['draw calls', String(board.drawCalls)],
        ['triangles', String(board.triangles)],
        ['full redraw', `${board.renderMsPerFrame} ms/frame (mean of ${TIMED_FRAMES})`],
        [`frames drawn in ${IDLE_MS} ms of idle`, `${board.idleFrames} frames`],
        [
          `move ${move.move} (${move.about})`,
          `${move.frames} frames, ${ms(move.durationMs)} animating, ` +
            (move.msPerFrame === null ? 'no frame drawn while animating' : `${move.msPerFrame} ms/frame`),
        ],
      ]),
    );
    for (const error of board.pageErrors) console.log(`  page error: ${error}`);
  }
  console.log(`\nA file of ${longGame.plies} moves (${round(longGame.bytes / 1024)} KB)`);
  console.log(
    rows([
      ['chosen to opened', ms(longGame.openedMs)],
      ['longest main-thread task, timelines included', ms(longGame.longestTaskMs)],
    ]),
  );
  console.log(`\nThe computer (hard) answering ${thinking.searches} moves on 5x5, moves instant`);
  console.log(
    rows([
      ['thinking, in all', `${ms(thinking.thinkingMs)} (${ms(thinking.stillMs)} of it with the table still)`],
      [
        'main-thread tasks over 50 ms, no frame drawn',
        thinking.longTasks ? `${thinking.longTasks}, the longest ${ms(thinking.longestTaskMs)}` : 'none',
      ],
      [
        'main-thread tasks over 50 ms, drawing a frame',
        thinking.drawingLongTasks
          ? `${thinking.drawingLongTasks}, the longest ${ms(thinking.longestDrawingTaskMs)}`
          : 'none',
      ],
    ]),
  );
  console.log(
    `\nBoard lab in the page: ${lab.games} games of its default player on 7x7, ${lab.cores} cores, mean of ${LAB_ROUNDS} runs`,
  );
  const single = lab.runs[0].gamesPerSecond;
  console.log(
    rows(
      lab.runs.map((run) => [
        `${run.workers} ${run.workers === 1 ? 'worker' : 'workers'}`,
        `${run.gamesPerSecond} games/s` +
          (run.workers > 1 ? ` (${round(run.gamesPerSecond / single, 2)}x)` : '') +
          `; runs ${run.samples.join(', ')}`,
      ]),
    ),
  );
  console.log('\nBudgets');
  console.log(
    rows(
      checks.map((check) => [
        check.name,
        `${check.figure} ${check.unit}, at most ${check.limit}: ${check.ok ? 'ok' : 'OVER BUDGET'}`,
      ]),
    ),
  );
}

runBench(
  'bench',
  async (browser, url) => {
    const renderer = await webglRenderer(browser);
    const firstScreen = await measureFirstScreen(browser, url);
    const boards = [];
    for (const board of BOARDS) boards.push(await measureBoard(browser, url, board));
    const longGame = await measureLongGame(browser, url);
    const thinking = await measureThinking(browser, url);
    const lab = await measureLab(browser, url);
    return {
      renderer,
      viewport: e2e.VIEWPORT,
      firstScreen,
      boards,
      longGame,
      thinking,
      lab,
      checks: checksOf(firstScreen, boards, longGame, thinking),
    };
  },
  printTable,
);
