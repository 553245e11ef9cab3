#!/usr/bin/env node
// Export figures in headless Chromium against a fresh build: how fast the first 8 moves of a
// 40-move 7x7 game are filmed and encoded at 720p30 and 1080p30 (and how that compares with
// drawing the same frames alone), how big the file is as MP4, WebM and GIF, how long a 30-second
// upright highlight clip of the whole game takes, and how slow 4K is. On a software renderer the
// run takes many minutes: each section's figures are printed as soon as they are measured (or,
// with --json, one JSON object at the end).
import { tsImport } from 'tsx/esm/api';
import { round, runBench } from './browser.js';

const PLIES = 40;
/** The moves filmed for the rates and the file sizes: frames a second need no whole game, and a fifth of one a fifth of the wait. */
const FILMED_PLIES = 8;
/** The table takes the window less the side panel (at most 320 pixels): this leaves it 1280x720. */
const VIEWPORT = { width: 1600, height: 720 };
const LOAD_TIMEOUT_MS = 120_000;
const BASE = {
  format: 'mp4',
  width: 1280,
  height: 720,
  fps: 30,
  fromPly: 1,
  toPly: FILMED_PLIES,
  camera: 'player',
  captions: false,
  titleCard: false,
  sound: false,
};
const HD = { ...BASE, width: 1920, height: 1080 };
/** The landscape sizes filmed both with and without encoding: what encoding adds to drawing. */
const FILMED = [
  { name: 'MP4 (H.264) 720p30', request: BASE },
  { name: 'MP4 (H.264) 1080p30', request: HD },
];
/** The other formats, at 720p, for their file sizes. */
const FORMATS = [
  { name: 'WebM (VP9) 720p30', request: { ...BASE, format: 'webm' } },
  { name: 'GIF 640x360, 20 fps', request: { ...BASE, format: 'gif' } },
];
/** The phone clip as `momentum render --preset vertical --highlights --length 30s` films it, with its words. */
const VERTICAL_HIGHLIGHTS = {
  name: 'vertical 1080x1920 highlights, 30 s',
  request: {
    ...BASE,
    width: 1080,
    height: 1920,
    camera: 'follow',
    toPly: PLIES,
    highlights: 30,
    captions: true,
    overlays: ['players', 'move', 'result'],
  },
};
/** 4K on a software renderer is slow: a few frames (the first move) give its pace, and the whole game's time is projected from it. */
const UHD_PLIES = 1;
const UHD = { name: 'MP4 (H.264) 4K 3840x2160', request: { ...BASE, width: 3840, height: 2160, toPly: UHD_PLIES } };

/**
 * A typical game: greedy against greedy on 7x7 (random moves end a game in under 20), the first
 * seed whose game lasts 40 moves, cut there. Seeded, so always the same game.
 */
async function gameLink() {
  const load = (path) => tsImport(path, import.meta.url);
  const { FastGame, ONGOING, SWAP } = await load('../src/engine/fast.ts');
  const { chooseMove } = await load('../src/ai/levels.ts');
  const { findPreset } = await load('../src/engine/presets.ts');
  const { presetGame } = await load('../src/engine/setup.ts');
  const { makeRecord } = await load('../src/engine/record.ts');
  const { recordHash } = await load('../src/codec/link.ts');
  const start = presetGame(findPreset('square7'), 2).value;
  for (let seed = 1; ; seed++) {
    const game = FastGame.fromState(start);
    const moves = [];
    while (game.status === ONGOING && moves.length < PLIES) {
      const move = chooseMove(game, 'greedy', { seed: seed * 1000 + moves.length });
      game.play(move);
      moves.push(move === SWAP ? 'swap' : move);
    }
    if (moves.length === PLIES) return recordHash(makeRecord(start, moves));
  }
}

async function openGame(browser, url) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url + (await gameLink()));
  await page.waitForFunction(
    () => window.momentumExport !== undefined && (window.momentumTable?.stats().frames ?? 0) > 0,
    undefined,
    { timeout: LOAD_TIMEOUT_MS },
  );
  return { page, errors };
}

/** Exports `request` on the page and times it. */
async function exportTimed(page, name, request) {
  const started = performance.now();
  const summary = await page.evaluate((r) => window.momentumExport.start(r), request);
  const seconds = (performance.now() - started) / 1000;
  return {
    name,
    seconds: round(seconds, 1),
    bytes: summary.bytes,
    clipSeconds: round(summary.duration, 2),
    frames: summary.frames,
    videoFrames: summary.videoFrames,
    framesPerSecond: round(summary.frames / seconds, 1),
    videoFramesPerSecond: round(summary.videoFrames / seconds, 1),
    highlights: summary.highlights ?? null,
  };
}

/** Films `request` without encoding, then exports it: the frames a second of each and what encoding adds. */
async function filmAndExport(page, { name, request }) {
  // The same frames as the export, drawn the same way but not encoded: what rendering alone costs.
  const filmMs = await page.evaluate((r) => window.momentumExport.timeFilming(r), request);
  const exported = await exportTimed(page, name, request);
  const drawnPerSecond = (exported.frames * 1000) / filmMs;
  return {
    ...exported,
    drawnPerSecond: round(drawnPerSecond, 1),
    // Exporting films each encoded frame once, as the drawing-only pass does; the rest is encoding.
    encodingOverheadPercent: round(((exported.seconds * 1000) / filmMs - 1) * 100),
  };
}

/** The table's sections are printed as they are measured; --json prints the whole report at the end instead. */
const asTable = !process.argv.includes('--json');
const rows = (pairs) => pairs.map(([label, value]) => `  ${label.padEnd(44)} ${value}`).join('\n');
const megabytes = (bytes) => `${round(bytes / 1e6, 2)} MB`;

function printFilmed(e) {
  console.log(`\n${e.name}, player view, moves 1 to ${FILMED_PLIES}`);
  console.log(
    rows([
      ['frames a second, drawn only', `${e.drawnPerSecond}`],
      ['frames a second, drawn and encoded', `${e.framesPerSecond} (${e.frames} frames in ${e.seconds} s)`],
      ['encoding adds', `${e.encodingOverheadPercent}%`],
      ['file size', `${megabytes(e.bytes)} for ${e.clipSeconds} s`],
    ]),
  );
}

function printFormat(e) {
  console.log(`\n${e.name}, moves 1 to ${FILMED_PLIES}`);
  console.log(
    rows([
      ['file size', `${megabytes(e.bytes)} for ${e.clipSeconds} s`],
      ['export time', `${e.seconds} s, ${e.framesPerSecond} frames a second`],
    ]),
  );
}

function printVertical(v) {
  console.log(`\n${v.name} of all ${PLIES} moves, follow camera, captions and overlays`);
  console.log(
    rows([
      ['moves chosen', v.highlights?.join(', ') ?? 'none'],
      ['export time', `${v.seconds} s for a ${v.clipSeconds} s clip (${v.framesPerSecond} frames a second)`],
      ['file size', megabytes(v.bytes)],
    ]),
  );
}

function printUhd(u) {
  console.log(`\n${u.name}, the first ${u.plies} move(s)`);
  console.log(
    rows([
      ['frames a second, drawn and encoded', `${u.framesPerSecond} (${u.frames} frames in ${u.seconds} s)`],
      [
        `all ${PLIES} moves, projected`,
        `${u.wholeGameFrames} frames, about ${round(u.projectedSeconds / 60, 1)} minutes`,
      ],
    ]),
  );
}

/** Measures one section, printing it at once in the table. */
async function section(measureIt, print) {
  const figures = await measureIt();
  if (asTable) print(figures);
  return figures;
}

async function measure(browser, url) {
  if (asTable) console.log(`Export bench: a ${PLIES}-move 7x7 game (greedy against greedy)`);
  const { page, errors } = await openGame(browser, url);
  const filmed = [];
  for (const entry of FILMED) filmed.push(await section(() => filmAndExport(page, entry), printFilmed));
  const formats = [];
  for (const { name, request } of FORMATS)
    formats.push(await section(() => exportTimed(page, name, request), printFormat));
  const vertical = await section(
    () => exportTimed(page, VERTICAL_HIGHLIGHTS.name, VERTICAL_HIGHLIGHTS.request),
    printVertical,
  );
  // The whole game's frames, from the 720p rate's moves: the same frame grid at every size.
  const wholeGameFrames = Math.round((filmed[0].frames * PLIES) / FILMED_PLIES);
  const uhd = await section(async () => {
    const e = await exportTimed(page, UHD.name, UHD.request);
    return { ...e, plies: UHD_PLIES, wholeGameFrames, projectedSeconds: round(wholeGameFrames / e.framesPerSecond) };
  }, printUhd);
  await page.close();
  return { plies: PLIES, filmedPlies: FILMED_PLIES, filmed, formats, vertical, uhd, pageErrors: errors };
}

function printEnd(report) {
  console.log(`\nbrowser: ${report.browser}`);
  for (const error of report.pageErrors) console.log(`  page error: ${error}`);
}

runBench('bench-export', measure, printEnd);
