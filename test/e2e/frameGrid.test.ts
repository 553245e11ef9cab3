import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compileTimelines } from '../../src/anim/timelines';
import { replayRecord, writeRecord } from '../../src/engine/record';
import { type FrameSpan, frameOffsets, gridLayout } from '../../src/export/frameGridLayout';
import type { FrameGridRequest } from '../../src/export/frameGridRequest';
import { EMPTY7 } from '../engine/helpers';
import { frameLabelBand } from '../../src/export/compose';
import type { Page } from 'playwright-core';
import { colourCount, hashFor, openTable, recordFor, sharedBrowser } from './browser';

const browser = sharedBrowser();
const scratch = mkdtempSync(join(tmpdir(), 'momentum-frame-grid-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** One drop, d4, at the centre of the board: seen from above it sits at the centre of each frame. */
const ONE_DROP = ['d4'];
/** Small and few: every frame is rendered on the CPU here. */
const GRID: FrameGridRequest = {
  width: 240,
  height: 300,
  camera: 'top',
  ply: 1,
  fps: 10,
  columns: 4,
  span: null,
  format: 'png',
};

/** The grid's size and frame count for `moves`, worked out here in Node from the same motion the page compiles. */
function expectedGrid(moves: readonly string[], request: FrameGridRequest, span: FrameSpan | null = null) {
  const replay = replayRecord(recordFor(EMPTY7, moves));
  if (!replay.ok) throw new Error('the test record does not open');
  const { start, plies } = replay.value;
  const duration = compileTimelines(start, plies, [], () => false)[request.ply - 1]!.duration;
  const frames = frameOffsets(duration, request.fps, span).length;
  const band = frameLabelBand(request.width, request.height);
  return { frames, ...gridLayout(frames, request, request.columns, band) };
}

/**
 * The most two frames' centre tiles may differ in warmth and still be drawn alike: rendering noise
 * stays well under it, a tile's gold mark (54) well over.
 */
const SAME_TINT = 10;

/** A box of a picture, in its pixels. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The RGBA pixels of `box` of a PNG, decoded by the browser: only the part a check reads crosses to Node. */
async function pixelsIn(page: Page, png: Buffer, box: Box): Promise<number[]> {
  return page.evaluate(
    async ({ base64, box: b }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(b.width, b.height).getContext('2d')!;
      context.drawImage(bitmap, b.x, b.y, b.width, b.height, 0, 0, b.width, b.height);
      return Array.from(context.getImageData(0, 0, b.width, b.height).data);
    },
    { base64: png.toString('base64'), box },
  );
}

/**
 * How warm (yellow) the 7x7 pixels around the centre of the frame at `cell` are drawn, from the
 * decoded pixels of `box`: a marked tile is tinted gold.
 */
function centreWarmth(pixels: readonly number[], box: Box, cell: { x: number; y: number }): number {
  const [r, g, b] = [0, 1, 2].map((c) => {
    let sum = 0;
    for (let y = cell.y + GRID.height / 2 - 3; y <= cell.y + GRID.height / 2 + 3; y++)
      for (let x = cell.x + GRID.width / 2 - 3; x <= cell.x + GRID.width / 2 + 3; x++)
        sum += pixels[((y - box.y) * box.width + (x - box.x)) * 4 + c]!;
    return sum / 49;
  });
  return r! + g! - 2 * b!;
}

describe('the frame grid', () => {
  // One table for the grids drawn in the page: each load costs seconds of software WebGL.
  let opened: Awaited<ReturnType<typeof openTable>>;
  beforeAll(async () => {
    opened = await openTable(browser(), hashFor(EMPTY7, ONE_DROP));
    await opened.page.waitForFunction(() => window.momentumExport !== undefined);
  });
  afterAll(() => opened.page.close());

  test("is a PNG of every frame of the move, laid out as the grid's layout says, saved as a download", async () => {
    const { page, errors } = opened;
    const download = page.waitForEvent('download');
    const summary = await page.evaluate((r) => window.momentumExport!.frameGrid(r), GRID);
    const expected = expectedGrid(ONE_DROP, GRID);
    expect(summary).toMatchObject({ width: expected.width, height: expected.height, frames: expected.frames });
    expect(summary.fileName).toMatch(/^momentum-.*\.png$/);
    const path = join(scratch, (await download).suggestedFilename());
    await (await download).saveAs(path);
    const png = readFileSync(path);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([expected.width, expected.height]);
    expect(summary.bytes).toBe(png.length);
    // The first two frames, side by side on the first row: a drawn table, and the marks checked below.
    const [one, two] = expected.cells as [{ x: number; y: number }, { x: number; y: number }];
    const box = { x: one.x, y: one.y, width: two.x + GRID.width - one.x, height: GRID.height };
    const pixels = await pixelsIn(page, png, box);
    expect(colourCount(pixels)).toBeGreaterThan(500);
    // The page showed the move at rest, its tile marked; the first frame is the moment before it,
    // with d4 bare as in the next frame (the marble is still on its way from the tray).
    // (Drawn with the marks of the position before, the first frame's tile was 54 warmer.)
    const [first, second] = [one, two].map((cell) => centreWarmth(pixels, box, cell));
    expect(Math.abs(first! - second!)).toBeLessThan(SAME_TINT);
    expect(errors).toEqual([]);
  });

  test('as a JPEG, only the frames of a span', async () => {
    const { page } = opened;
    const download = page.waitForEvent('download');
    const span = { from: 200, to: 400 };
    const request = { ...GRID, format: 'jpeg', span };
    const summary = await page.evaluate((r) => window.momentumExport!.frameGrid(r), request);
    const expected = expectedGrid(ONE_DROP, GRID, span);
    expect(summary).toMatchObject({ width: expected.width, height: expected.height, frames: 3 });
    expect(summary.fileName).toMatch(/^momentum-.*\.jpg$/);
    const path = join(scratch, 'span.jpg');
    await (await download).saveAs(path);
    // A JPEG's start of image marker.
    expect([...readFileSync(path).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  test('refuses a span the move does not reach, a move the game does not have, and a grid too tall to draw', async () => {
    const { page } = opened;
    const refusal = (request: object) =>
      page.evaluate((r) => window.momentumExport!.frameGrid(r).then(String, String), request);
    expect(await refusal({ ...GRID, span: { from: 5000, to: 6000 } })).toBe(
      'Error: no frame of the move falls in the span of time asked for',
    );
    expect(await refusal({ ...GRID, ply: 2 })).toBe('Error: the last move must be from 1 to 1, not 2');
    // Eight frames 3,840 pixels high, one to a row: nearly four times the largest canvas's height.
    expect(await refusal({ ...GRID, height: 3840, columns: 1 })).toBe(
      'Error: the frame grid would be larger than a browser can draw: ask for fewer frames a second, smaller frames or more columns',
    );
  });
});

describe('momentum render --frame-grid', () => {
  test('writes a PNG of the grid of the move asked for', async () => {
    const moves = ['d4', 'd5'];
    const replay = replayRecord(recordFor(EMPTY7, moves));
    if (!replay.ok) throw new Error('the test record does not open');
    const record = join(scratch, 'two.json');
    const out = join(scratch, 'two.png');
    writeFileSync(record, writeRecord(replay.value.record));
    const args = ['bin/momentum.js', 'render', record, '--frame-grid', out, '--at', '2', '--size', '240x300'];
    const options = ['--fps', '10', '--columns', '4', '--camera', 'top', '--url', process.env.E2E_URL!];
    const run = spawn(process.execPath, [...args, ...options], {
      env: { ...process.env, CHROMIUM_PATH: process.env.E2E_BROWSER },
    });
    let stderr = '';
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => run.on('exit', resolve));
    expect(status, stderr).toBe(0);
    const expected = expectedGrid(moves, { ...GRID, ply: 2 });
    expect(stderr).toContain(`wrote ${out}: ${expected.width}x${expected.height}, ${expected.frames} frames of move 2`);
    const png = readFileSync(out);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([expected.width, expected.height]);
  });
});
