#!/usr/bin/env node
// Export figures in headless Chromium against a fresh build: how fast a 40-move 7x7 game is
// filmed and encoded at 720p30 (and how that compares with rendering the same frames alone), and
// how big the file is as MP4, WebM and GIF. Prints a table, or one JSON object with --json.
import { tsImport } from 'tsx/esm/api';
import { runBench } from './browser.js';

const PLIES = 40;
/** The table takes the window less the side panel (at most 320 pixels): this leaves it 1280x720. */
const VIEWPORT = { width: 1600, height: 720 };
const LOAD_TIMEOUT_MS = 120_000;
const BASE = {
  width: 1280,
  height: 720,
  fps: 30,
  fromPly: 1,
  toPly: PLIES,
  camera: 'player',
  captions: false,
  titleCard: false,
};
const EXPORTS = [
  { name: 'MP4 (H.264) 720p30', request: { ...BASE, format: 'mp4' } },
  { name: 'WebM (VP9) 720p30', request: { ...BASE, format: 'webm' } },
  { name: 'GIF 640x360, 20 fps', request: { ...BASE, format: 'gif' } },
];

const round = (value, digits = 0) => Number(value.toFixed(digits));

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

async function measure(browser, url) {
  const { page, errors } = await openGame(browser, url);
  const canvas = await page.locator('canvas').evaluate((c) => ({ width: c.width, height: c.height }));
  // The same frames as the MP4 export, drawn the same way but not encoded: what rendering alone costs.
  const filmMs = await page.evaluate((r) => window.momentumExport.timeFilming(r), EXPORTS[0].request);
  const exports = [];
  for (const { name, request } of EXPORTS) {
    const started = performance.now();
    const summary = await page.evaluate((r) => window.momentumExport.start(r), request);
    const seconds = (performance.now() - started) / 1000;
    exports.push({
      name,
      seconds: round(seconds, 1),
      bytes: summary.bytes,
      clipSeconds: round(summary.duration, 2),
      frames: summary.frames,
      videoFrames: summary.videoFrames,
      framesPerSecond: round(summary.frames / seconds, 1),
      videoFramesPerSecond: round(summary.videoFrames / seconds, 1),
    });
  }
  await page.close();
  const mp4 = exports[0];
  return {
    plies: PLIES,
    canvas,
    renderMsPerFrame: round(filmMs / mp4.frames, 1),
    renderSeconds: round(filmMs / 1000, 1),
    exports,
    // Exporting films each encoded frame once, as the render-only pass does; the rest is encoding.
    exportToRenderRatio: round((mp4.seconds * 1000) / filmMs, 2),
    pageErrors: errors,
  };
}

function printTable(report) {
  const rows = (pairs) => pairs.map(([label, value]) => `  ${label.padEnd(44)} ${value}`).join('\n');
  console.log(`Export bench: ${report.browser}; a ${report.plies}-move 7x7 game (greedy against greedy), player view`);
  console.log(
    rows([
      [
        `render alone, ${report.canvas.width}x${report.canvas.height}`,
        `${report.renderSeconds} s, ${report.renderMsPerFrame} ms/frame (the MP4's frames, not encoded)`,
      ],
      ['export time / render time, MP4 720p30', `${report.exportToRenderRatio}`],
    ]),
  );
  for (const e of report.exports) {
    console.log(`\n${e.name}`);
    console.log(
      rows([
        ['file size', `${round(e.bytes / 1e6, 2)} MB for ${e.clipSeconds} s`],
        ['export time', `${e.seconds} s`],
        ['frames encoded (a still stretch is one)', `${e.frames}, ${e.framesPerSecond} per second`],
        ['video frames of the clip', `${e.videoFrames}, ${e.videoFramesPerSecond} per second`],
      ]),
    );
  }
  for (const error of report.pageErrors) console.log(`  page error: ${error}`);
}

runBench('bench-export', measure, printTable);
