#!/usr/bin/env node
// `npm run screenshots`: builds and serves the app, and writes its main screens at a desktop size
// (1280x800) and a phone size (390x844), in the wood and the high-contrast themes, to
// docs/screenshots/ as palette PNGs (a few hundred kilobytes each, where full colour takes a megabyte).
// The build is served by the game server on a throwaway database, so the online screens are real.
// Options: `--out <folder>` writes elsewhere, `--prefix <text>` starts every file name with it,
// `--language <code>` shows the app in that language (de, es, ja), and `--screens a,b` takes only
// those screens, each at both sizes in the wood theme (`--screens all`: every screen, to look at
// every dialog before calling a change to them done). A shot may name its own language: the
// Japanese ones show that every language draws, web font and all.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import gifenc from 'gifenc';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { HEADLESS_ARGS, SOFTWARE_WEBGL_ARGS, buildApp, ensureBrowser, root } from './browser.js';

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/** The shots asked for: `--screens` picks screens to take at both sizes, else those of SHOTS below. */
function shotsAsked() {
  const asked = option('--screens', '');
  if (!asked) return SHOTS;
  const screens = asked === 'all' ? Object.keys(SCREENS) : asked.split(',');
  const unknown = screens.filter((screen) => !(screen in SCREENS));
  if (unknown.length > 0)
    throw new Error(`no screen ${unknown.join(', ')} (there are ${Object.keys(SCREENS).join(', ')})`);
  return screens.flatMap((screen) => [DESKTOP, PHONE].map((viewport) => ({ screen, viewport, theme: 'wood' })));
}

const { startServer } = await tsImport('../src/server/main.ts', import.meta.url);
const { openGame } = await tsImport('../test/e2e/openGame.ts', import.meta.url);

const LANGUAGE = option('--language', 'en');

/** The plain messages of `language`: the screens find their buttons by the words on them. */
async function wordsOf(language) {
  const { [language]: messages } = await tsImport(`../src/i18n/${language}/index.ts`, import.meta.url);
  return (key) => messages[key];
}

const { applyPalette, quantize } = gifenc;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A short game on the default board, so the table and its panels have something to show. */
const MOVES = ['d4', 'c3', 'c5', 'e3', 'd6', 'b2', 'f6', 'b6', 'f2', 'a4', 'g4', 'd2', 'd1', 'a7'];

/**
 * What each screen needs after the table has drawn, given `t`, the words of the language shown:
 * null leaves the table as it opened.
 */
const SCREENS = {
  table: null,
  'new-game': (page, t) =>
    page
      .getByRole('button', { name: t('play.newGame'), exact: true })
      .first()
      .click(),
  settings: (page, t) => page.getByRole('button', { name: t('settings.title') }).click(),
  guide: (page, t) => page.getByRole('button', { name: t('guide.title') }).click(),
  // A stranger's lobby: games waiting for players (who waits, the seats left) and one being played.
  lobby: async (page, t) => {
    await seedLobby(new URL(page.url()).origin);
    await page.getByRole('button', { name: t('lobby.open') }).click();
    await page.locator('[aria-labelledby="lobby-live-title"] li').waitFor();
  },
  leaderboards: async (page, t) => {
    await page.getByRole('button', { name: t('lobby.open') }).click();
    await page.getByRole('button', { name: t('ratings.leaderboard.open') }).click();
  },
  account: (page, t) =>
    page
      .getByRole('button', { name: t('account.open') })
      .first()
      .click(),
  'sign-up': async (page, t) => {
    await page
      .getByRole('button', { name: t('account.open') })
      .first()
      .click();
    await page.getByLabel(t('account.mode.signUp')).check();
  },
  export: async (page, t) => {
    await page.getByRole('tab', { name: t('play.tabs.tools') }).click();
    await page.getByRole('button', { name: t('review.export.title') }).click();
  },
  editor: async (page, t) => {
    await page.getByRole('tab', { name: t('play.tabs.tools') }).click();
    await page.getByRole('button', { name: t('play.controls.editBoard') }).click();
  },
  lab: async (page, t) => {
    await SCREENS.editor(page, t);
    await page.getByRole('button', { name: t('boards.lab.open') }).click();
  },
  // A seat's link opened by someone with no name kept and nobody signed in: the panel asks for one first.
  invitation: async (page, t) => {
    const { seats } = await openGame(new URL(page.url()).origin, {
      setup: { preset: 'square7', players: 2 },
      clock: { kind: 'realtime', minutes: 5, increment: 3 },
      names: ['Ann', null],
    });
    await page.goto(seats[1].link);
    await page.getByLabel(t('online.new.name')).waitFor();
  },
  // A live game against the server's computer, a few moves in: the seats, their clocks and the move list.
  online: async (page, t) => {
    const { seats } = await openGame(new URL(page.url()).origin, {
      setup: { preset: 'square7', players: 2 },
      clock: { kind: 'realtime', minutes: 5, increment: 3 },
      names: ['Ann', null],
      computer: [{ seat: 2, level: 'easy' }],
    });
    await page.goto(seats[0].link);
    const field = page.getByLabel(t('play.move.label'), { exact: true });
    const played = () => page.locator('.move-list button.move').count();
    // Four of Ann's drops, each answered: a cell the computer took first is skipped.
    for (const move of ['d4', 'c5', 'e3', 'f6', 'b2', 'f2', 'd6', 'b6']) {
      if ((await played()) >= 8) break;
      await page.locator(`.online-turn:has-text("${t('online.yourTurn')}")`).waitFor();
      const before = await played();
      await field.fill(move);
      await field.press('Enter');
      await page
        .waitForFunction((n) => document.querySelectorAll('.move-list button.move').length >= n + 2, before, {
          timeout: 5_000,
        })
        .catch(() => undefined);
    }
    await page.locator('.table[data-state="idle"]').waitFor();
  },
  // The embedded replay of the same game, as another site's frame of that size would show it.
  embed: async (page) => {
    const hash = await page.evaluate(() => window.location.hash);
    await page.goto(new URL(`embed.html${hash}`, page.url()).href);
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
  },
  // A shipped win in two by its link, its first drop played: the verdict, the reply, the buttons.
  puzzles: async (page, t) => {
    await page.evaluate(() => {
      window.location.hash = '#puzzle=f2e32e76e4c4abd5';
    });
    await page.locator('.puzzles-prompt').waitFor();
    const field = page.getByLabel(t('play.move.label'), { exact: true });
    await field.fill('d2');
    await field.press('Enter');
    await page.locator('.puzzles-verdict.solving').waitFor();
    await page.locator('.table[data-state="idle"]').waitFor();
    // The field's focus scrolls a phone's panel down: show it from its heading, as it opened.
    await page.locator('.puzzles-head').evaluate((head) => head.scrollIntoView({ block: 'start' }));
  },
  // A board with a cushion, two bumpers and a hole, ten moves in: two of them bounced off a bumper.
  obstacles: async (page) => {
    const record = {
      format: 'momentum/1',
      lattice: 'square',
      layout: [
        '.........',
        '..C......',
        '.........',
        '......B..',
        '....H....',
        '.........',
        '..B......',
        '.......C.',
        '.........',
      ],
      players: 2,
      marbles: 8,
      moves: ['d5', 'e6', 'c5', 'd3', 'f5', 'e3', 'd6', 'f4', 'b2', 'h6'],
    };
    await page.evaluate(
      (hash) => {
        window.location.hash = hash;
      },
      `#record=${Buffer.from(JSON.stringify(record)).toString('base64url')}`,
    );
    await page.waitForFunction(() => document.querySelectorAll('.move-list button.move').length === 10);
    await page.locator('.table[data-state="idle"]').waitFor();
  },
  'camera-top': (page, t) => page.getByLabel(t('play.camera')).selectOption('top'),
  'camera-player': (page, t) => page.getByLabel(t('play.camera')).selectOption('player'),
};

/** The public games the lobby screen lists, each seat taken as the lobby's Join takes it. */
const LOBBY_GAMES = [
  { setup: { preset: 'hex5', players: 2 }, clock: { kind: 'realtime', minutes: 5, increment: 3 }, seated: ['Mirela'] },
  { setup: { preset: 'square9', players: 3 }, clock: { kind: 'none' }, seated: ['Jonas'] },
  { setup: { preset: 'square7', players: 2 }, clock: { kind: 'correspondence', days: 2 }, seated: ['Ana', 'Kenji'] },
];

/** The lobby's games, opened once a server: both sizes of the screen show the same list. */
const seeded = new Map();
function seedLobby(origin) {
  if (!seeded.has(origin)) seeded.set(origin, Promise.all(LOBBY_GAMES.map((game) => openListed(origin, game))));
  return seeded.get(origin);
}

async function openListed(origin, { setup, clock, seated }) {
  const { id } = await openGame(origin, { setup, clock, public: true });
  for (const name of seated) {
    const answer = await fetch(`${origin}/api/games/${id}/seat`, {
      method: 'POST',
      // Each person a browser of their own, as strangers are.
      headers: { 'content-type': 'application/json', 'x-player-key': `lobby-screen-player-${name}` },
      body: JSON.stringify({ name }),
    });
    if (!answer.ok) throw new Error(`the lobby's seat was refused: ${answer.status} ${await answer.text()}`);
  }
}

/** Which screens are taken at which size, theme and language (that of `--language` unless named). */
const SHOTS = [
  { screen: 'table', viewport: DESKTOP, theme: 'wood' },
  { screen: 'table', viewport: DESKTOP, theme: 'contrast' },
  { screen: 'new-game', viewport: DESKTOP, theme: 'wood' },
  { screen: 'settings', viewport: DESKTOP, theme: 'contrast' },
  { screen: 'guide', viewport: DESKTOP, theme: 'wood' },
  { screen: 'editor', viewport: DESKTOP, theme: 'wood' },
  { screen: 'lobby', viewport: DESKTOP, theme: 'wood' },
  { screen: 'account', viewport: DESKTOP, theme: 'contrast' },
  { screen: 'table', viewport: PHONE, theme: 'wood' },
  { screen: 'table', viewport: PHONE, theme: 'contrast' },
  { screen: 'new-game', viewport: PHONE, theme: 'wood' },
  { screen: 'guide', viewport: PHONE, theme: 'wood' },
  { screen: 'lobby', viewport: PHONE, theme: 'wood' },
  { screen: 'account', viewport: PHONE, theme: 'wood' },
  { screen: 'puzzles', viewport: DESKTOP, theme: 'wood' },
  { screen: 'puzzles', viewport: PHONE, theme: 'wood' },
  { screen: 'invitation', viewport: DESKTOP, theme: 'wood' },
  { screen: 'invitation', viewport: PHONE, theme: 'wood' },
  { screen: 'online', viewport: DESKTOP, theme: 'wood' },
  { screen: 'online', viewport: PHONE, theme: 'wood' },
  { screen: 'obstacles', viewport: DESKTOP, theme: 'wood' },
  { screen: 'camera-top', viewport: DESKTOP, theme: 'wood' },
  { screen: 'camera-player', viewport: DESKTOP, theme: 'wood' },
  { screen: 'camera-top', viewport: PHONE, theme: 'wood' },
  { screen: 'table', viewport: DESKTOP, theme: 'wood', language: 'ja' },
  { screen: 'table', viewport: PHONE, theme: 'wood', language: 'ja' },
  { screen: 'guide', viewport: DESKTOP, theme: 'wood', language: 'ja' },
];

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An indexed-colour PNG of `rgba` (width × height), reduced to 256 colours by gifenc's quantizer. */
function palettePng(rgba, width, height) {
  const palette = quantize(rgba, 256, { format: 'rgb565' });
  const index = applyPalette(rgba, palette, 'rgb565');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(index.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The page's pixels as RGBA, decoded by the browser itself from its own screenshot. */
async function pixelsOf(page, png) {
  const base64 = await page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    context.drawImage(bitmap, 0, 0);
    const rgba = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let text = '';
    for (let i = 0; i < rgba.length; i += 0x8000) text += String.fromCharCode(...rgba.subarray(i, i + 0x8000));
    return btoa(text);
  }, png.toString('base64'));
  return new Uint8Array(Buffer.from(base64, 'base64'));
}

async function shoot(browser, url, { screen, viewport, theme, language = LANGUAGE }) {
  const t = await wordsOf(language);
  const phone = viewport === PHONE;
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, hasTouch: phone, isMobile: phone });
  await page.addInitScript(
    ({ settings, language }) => {
      localStorage.setItem('momentum.settings', JSON.stringify(settings));
      localStorage.setItem('momentum.language', language);
      localStorage.setItem('momentum.guide', 'seen');
    },
    { settings: { speed: 'instant', theme }, language },
  );
  await page.goto(url);
  await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
  const field = page.getByLabel(t('play.move.label'), { exact: true });
  for (const move of MOVES) {
    await field.fill(move);
    await field.press('Enter');
    await page.locator('.table[data-state="idle"]').waitFor();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await SCREENS[screen]?.(page, t);
  // Lets the table draw the frame the screen's change asked for.
  await page.waitForTimeout(1500);
  const png = await page.screenshot();
  const rgba = await pixelsOf(page, png);
  await page.close();
  return palettePng(rgba, viewport.width, viewport.height);
}

async function main() {
  const out = resolve(root, option('--out', 'docs/screenshots'));
  const prefix = option('--prefix', '');
  mkdirSync(out, { recursive: true });
  const executablePath = await ensureBrowser('screenshots');
  const build = mkdtempSync(join(tmpdir(), 'momentum-screenshots-'));
  const data = mkdtempSync(join(tmpdir(), 'momentum-screenshots-data-'));
  try {
    await buildApp(build);
    const server = await startServer({ port: 0, dataDir: data, staticDir: build, logger: false });
    const browser = await chromium.launch({ executablePath, args: [...HEADLESS_ARGS, ...SOFTWARE_WEBGL_ARGS] });
    try {
      for (const shot of shotsAsked()) {
        const size = shot.viewport === PHONE ? 'phone' : 'desktop';
        const language = shot.language ? `-${shot.language}` : '';
        const file = join(out, `${prefix}${shot.screen}-${size}-${shot.theme}${language}.png`);
        writeFileSync(file, await shoot(browser, `${server.url}/`, shot));
        console.log(`screenshots: ${file}`);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(build, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
