import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { HEADLESS_ARGS } from '../../src/cli/chromium';
import { SETTINGS_KEY } from '../../src/codec/storageKeys';
import { parseLayout } from '../../src/engine/board';
import { type GameState, type Rules, countOnBoard, defaultRules, moveName, startGame } from '../../src/engine/game';
import type { LatticeKind } from '../../src/engine/lattice';
import { type GameRecord, makeRecord } from '../../src/engine/record';
import { decodeLink, recordHash } from '../../src/codec/link';
import { mainLine } from '../../src/engine/tree';
import { english } from '../../src/store/language';
import type { Speed } from '../../src/store/tableState';
import { playerWords } from '../../src/words/players';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the end-to-end tests with \`npm run test:e2e\``);
  return value;
}

/** A player's colour as the English app names it. */
export function colourName(player: number): string {
  return english.words(playerWords(player));
}

/** Small: WebGL is software-rendered here, and every pixel costs. */
export const VIEWPORT = { width: 480, height: 360 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: required('E2E_BROWSER'),
    args: [...HEADLESS_ARGS],
  });
}

/**
 * How a test's pages start unless the test asks otherwise. Moves play at once: on this software
 * renderer an animated move costs about a second of processor time, which the tests of what a move
 * does need not spend; the tests of animations ask for a speed. The service worker is blocked: at
 * every new context it would fetch and cache the whole app again (most of a second more); the test
 * of the installed app allows it.
 */
export interface TestContextOptions extends BrowserContextOptions {
  /** The animation speed the page's settings start with, where the page has none stored yet. */
  readonly speed?: Speed;
}

/** The browser as the tests use it: new contexts and pages start as `TestContextOptions` says. */
export interface TestBrowser {
  newContext(options?: TestContextOptions): Promise<BrowserContext>;
  /** A page in a context of its own, closed with the page. */
  newPage(options?: TestContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/** Runs in every page before its scripts: the settings' first speed, kept out of the way of any stored since. */
function startingSpeed({ key, speed }: { key: string; speed: Speed }): void {
  try {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ speed }));
  } catch {
    // A page without storage of its own (about:blank) has no settings to start.
  }
}

function testBrowser(browser: Browser): TestBrowser {
  const newContext = async ({ speed = 'instant', serviceWorkers = 'block', ...options }: TestContextOptions = {}) => {
    const context = await browser.newContext({ ...options, serviceWorkers });
    await context.addInitScript(startingSpeed, { key: SETTINGS_KEY, speed });
    return context;
  };
  // A page's context closes after the page, on its own time: the browser waits for those closes,
  // and the pages it closes itself at the end take their contexts with them.
  const contextCloses = new Set<Promise<void>>();
  let closing = false;
  return {
    newContext,
    async newPage(options) {
      const context = await newContext(options);
      const page = await context.newPage();
      page.once('close', () => {
        if (closing) return;
        const closed = context.close();
        contextCloses.add(closed);
        void closed.finally(() => contextCloses.delete(closed));
      });
      return page;
    },
    async close() {
      closing = true;
      await Promise.all(contextCloses);
      await browser.close();
    },
  };
}

/**
 * The browser of one test file: launched before its tests and closed after them. Called once at
 * the top of the file; the tests call what it returns to get the browser.
 */
export function sharedBrowser(): () => TestBrowser {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    browser = testBrowser(await launchBrowser());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet: call it inside a test');
    return browser;
  };
}

export interface TablePage {
  readonly page: Page;
  /** Uncaught errors and console errors seen so far. */
  readonly errors: string[];
}

/** What `watchThinking` records in the page, from before the app starts. */
export interface ThinkingProbe {
  /** Main-thread tasks of over 50 ms ('longtask' entries), on the page's clock (ms). */
  readonly longTasks: { start: number; duration: number }[];
  /** Every change of the table's `data-state` and `data-thinking`, in order. */
  readonly changes: { time: number; state: string | null; thinking: boolean }[];
  /** Stretches of time (between two animation frames of the page) in which the table drew a frame. */
  readonly frames: { from: number; to: number }[];
}

declare global {
  interface Window {
    thinkingProbe?: ThinkingProbe;
  }
}

/** Runs in the page before any of its scripts: starts recording long tasks and the table's changes. */
export function watchThinking(): void {
  const probe: ThinkingProbe = { longTasks: [], changes: [], frames: [] };
  window.thinkingProbe = probe;
  let polled = performance.now();
  let drawn = 0;
  const poll = (): void => {
    const now = performance.now();
    const frames = window.momentumTable?.stats().frames ?? 0;
    if (frames !== drawn) probe.frames.push({ from: polled, to: now });
    drawn = frames;
    polled = now;
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const table = document.querySelector('.table');
    if (!table) return;
    const state = table.getAttribute('data-state');
    const thinking = table.getAttribute('data-thinking') === 'true';
    const last = probe.changes[probe.changes.length - 1];
    if (last?.state !== state || last.thinking !== thinking)
      probe.changes.push({ time: performance.now(), state, thinking });
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-state', 'data-thinking'],
  });
}

declare global {
  interface Window {
    /** The scripts of the Web Workers the page started, in order (with the `cores` option). */
    momentumWorkers?: string[];
    /** The page's audio contexts and how many sounds it started (with the `watchAudio` option). */
    momentumAudio?: { readonly contexts: AudioContext[]; sounds: number };
  }
}

/** Runs in the page before its scripts: notes every audio context made and every sound started. */
function watchAudio(): void {
  const audio = { contexts: [] as AudioContext[], sounds: 0 };
  window.momentumAudio = audio;
  const Native = window.AudioContext;
  window.AudioContext = class extends Native {
    constructor(options?: AudioContextOptions) {
      super(options);
      audio.contexts.push(this);
    }
  };
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (this: AudioScheduledSourceNode, ...args) {
    audio.sounds++;
    start.apply(this, args);
  };
}

/** Runs in the page before its scripts: pretends the machine has `cores` cores and notes every Web Worker started. */
function pretendCores(cores: number): void {
  Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores });
  const started: string[] = [];
  window.momentumWorkers = started;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(script: string | URL, options?: WorkerOptions) {
      super(script, options);
      started.push(String(script));
    }
  };
}

/** Opens the app (optionally at a `#record=` hash) and waits until the table has drawn a frame. */
export async function openTable(
  browser: TestBrowser,
  hash = '',
  options: Pick<TestContextOptions, 'speed' | 'serviceWorkers'> & {
    touch?: boolean;
    watchThinking?: boolean;
    watchAudio?: boolean;
    cores?: number;
    /** The window's size, when not the small one every other test uses. */
    viewport?: { width: number; height: number };
    /** A phone's browser: touch, and the mobile viewport. */
    phone?: boolean;
  } = {},
): Promise<TablePage> {
  const page = await browser.newPage({
    speed: options.speed,
    serviceWorkers: options.serviceWorkers,
    viewport: options.viewport ?? VIEWPORT,
    hasTouch: (options.phone ?? false) || (options.touch ?? false),
    isMobile: options.phone ?? false,
  });
  if (options.watchThinking) await page.addInitScript(watchThinking);
  if (options.watchAudio) await page.addInitScript(watchAudio);
  if (options.cores !== undefined) await page.addInitScript(pretendCores, options.cores);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(required('E2E_URL') + hash);
  await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
  return { page, errors };
}

/** Where the table draws a cell, in page coordinates. */
export async function cellOnPage(page: Page, cell: string): Promise<{ x: number; y: number }> {
  const at = async () => {
    const point = await page.evaluate((name) => window.momentumTable!.cellPoint(name), cell);
    const box = await page.locator('canvas').boundingBox();
    if (!point || !box) throw new Error(`${cell} is not drawn`);
    return { x: box.x + point.x, y: box.y + point.y };
  };
  const point = await at();
  // On a narrow page the panel sits under the table, and focusing a field there scrolls the table away.
  if (point.y >= 0 && point.y < VIEWPORT.height) return point;
  await page.evaluate((by) => window.scrollBy(0, by), point.y - VIEWPORT.height / 2);
  return await at();
}

/** Waits until no move is animating. */
export async function waitIdle(page: Page): Promise<void> {
  await page.locator('.table[data-state="idle"]').waitFor({ timeout: 30_000 });
}

export async function announcement(page: Page): Promise<string> {
  return (await page.getByRole('status').textContent()) ?? '';
}

/** Sets the animation speed in the settings panel, and closes it. */
export async function chooseSpeed(page: Page, speed: Speed): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await panel.getByLabel('Animation speed').selectOption(speed);
  await panel.getByRole('button', { name: 'Close' }).click();
}

export async function playTyped(page: Page, move: string): Promise<void> {
  const field = page.getByLabel('Move', { exact: true });
  await field.fill(move);
  await field.press('Enter');
}

/** The HUD row of one player, by name. */
export function playerRow(page: Page, name: string) {
  return page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: name });
}

type RecordOptions = Partial<Rules> & { lattice?: LatticeKind };

/** The record of a game on `layout` with `moves` played (the moves are not checked here). */
export function recordFor(
  layout: readonly string[],
  moves: readonly string[],
  options: RecordOptions = {},
): GameRecord {
  const setup = parseLayout(options.lattice ?? 'square', layout);
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  const rules = { ...defaultRules(options.players ?? 2, options.marbles ?? 8), ...options };
  const start = startGame(setup.value, rules);
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  return { ...makeRecord(start.value, []), moves };
}

/** A `#record=` hash for a game on `layout` with `moves` played. */
export function hashFor(layout: readonly string[], moves: readonly string[], options: RecordOptions = {}): string {
  return recordHash(recordFor(layout, moves, options));
}

/** The RGBA pixels of a PNG, decoded by the browser itself (no image library needed in Node). */
export async function pngPixels(page: Page, png: Buffer): Promise<number[]> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    return Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data);
  }, png.toString('base64'));
}

/** Distinct colours among decoded RGBA pixels. */
export function colourCount(data: readonly number[]): number {
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 4) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  return seen.size;
}

/** Distinct colours in a PNG. */
export async function distinctColours(page: Page, png: Buffer): Promise<number> {
  return colourCount(await pngPixels(page, png));
}

/** How long the HUD may take to show a position: a large file or a slow machine takes a while. */
const HUD_TIMEOUT_MS = 30_000;

/** What the HUD shows that the engine does not say of `state`, or null when it agrees. */
async function hudDisagreement(page: Page, state: GameState): Promise<string | null> {
  const turn = state.result ? 'Game over' : `${colourName(state.toMove)} to move`;
  if ((await page.getByText(turn, { exact: true }).count()) === 0) return `the HUD does not say "${turn}"`;
  for (let player = 1; player <= state.rules.players; player++) {
    const text = (await playerRow(page, colourName(player)).textContent()) ?? '';
    const reserve = state.reserves[player - 1]!;
    if (
      !text.includes(`${reserve} in reserve`) ||
      !text.includes(`${countOnBoard(state.owners, player)} on the board`)
    ) {
      return `HUD row of ${colourName(player)} reads "${text}"; the engine has ${reserve} in reserve`;
    }
    if (text.includes('last marble') !== (reserve === 1)) {
      return `HUD row of ${colourName(player)} reads "${text}" with ${reserve} in reserve`;
    }
  }
  return null;
}

/**
 * Checks that the HUD comes to show what the engine says of `state`: whose turn, every reserve and
 * board count. The whole HUD is read again until it agrees, since the turn line alone may already
 * match while the position is still loading.
 */
export async function expectHudShows(page: Page, state: GameState): Promise<void> {
  const deadline = Date.now() + HUD_TIMEOUT_MS;
  for (;;) {
    const disagreement = await hudDisagreement(page, state);
    if (disagreement === null) return;
    if (Date.now() > deadline) throw new Error(disagreement);
    await page.waitForTimeout(100);
  }
}

/** What `watchThinking` has recorded so far. */
export async function thinkingProbe(page: Page): Promise<ThinkingProbe> {
  const probe = await page.evaluate(() => window.thinkingProbe);
  if (!probe) throw new Error('the page was opened without watchThinking');
  return probe;
}

/** How many changes of the table `watchThinking` has noted so far: a mark to wait from. */
export async function changesSoFar(page: Page): Promise<number> {
  return (await thinkingProbe(page)).changes.length;
}

/**
 * Waits until the table has begun animating a move since the `mark` of `changesSoFar`. A short
 * animation can be over before a poll of the page would see it; `watchThinking` notes every change.
 */
export async function animationSince(page: Page, mark: number): Promise<void> {
  const started = async () => (await thinkingProbe(page)).changes.slice(mark).some((c) => c.state === 'animating');
  await expect.poll(started, { timeout: 30_000 }).toBe(true);
}

/** The spans (page clock, ms) during which the table said the computer was thinking. */
export function thinkingSpans(probe: ThinkingProbe, until: number): { from: number; to: number }[] {
  const spans: { from: number; to: number }[] = [];
  let from: number | null = null;
  for (const change of probe.changes) {
    if (change.thinking && from === null) from = change.time;
    if (!change.thinking && from !== null) {
      spans.push({ from, to: change.time });
      from = null;
    }
  }
  if (from !== null) spans.push({ from, to: until });
  return spans;
}

/**
 * The main-thread tasks over 50 ms while the computer was thinking, split into those in which the
 * table drew a frame (software WebGL here: a frame alone can take that long) and all others.
 */
export function longTasksWhileThinking(probe: ThinkingProbe, until: number) {
  const spans = thinkingSpans(probe, until);
  const overlaps = (a: { from: number; to: number }, start: number, end: number) => start < a.to && end > a.from;
  const during = probe.longTasks.filter((t) => spans.some((s) => overlaps(s, t.start, t.start + t.duration)));
  const drawing = (t: { start: number; duration: number }) =>
    probe.frames.some((f) => overlaps(f, t.start, t.start + t.duration));
  const framesMeanwhile = probe.frames.filter((f) => spans.some((s) => overlaps(s, f.from, f.to)));
  const thinking = spans.reduce((sum, s) => sum + s.to - s.from, 0);
  return {
    spans,
    /** Time spent thinking, in all. */
    thinking,
    /** Of that, the time in which the table drew no frame. */
    idle: thinking - framesMeanwhile.reduce((sum, f) => sum + Math.min(f.to, until) - f.from, 0),
    rendering: during.filter(drawing),
    other: during.filter((t) => !drawing(t)),
  };
}

/** The moves of the game the page shows, read from its `#record=` link. */
export async function movesInLink(page: Page): Promise<readonly string[]> {
  const link = await decodeLink(new URL(page.url()).hash);
  if (!link?.ok) throw new Error(`the page's link holds no game: ${page.url()}`);
  const { start, tree } = link.value.game;
  return mainLine(tree).map((move) => moveName(start.board, move));
}

/** Chooses one of the tabs under the game (Moves, Analysis, Tools), so that its controls show. */
export async function showTab(page: Page, name: 'Moves' | 'Analysis' | 'Tools'): Promise<void> {
  await page.getByRole('tab', { name }).click();
}
