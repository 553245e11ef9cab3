import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ExportFrame, frameSchedule, highlightPlan, linePlan } from '../../src/anim/frames';
import { GIF_END_HOLD } from '../../src/export/gifWriter';
import { clipSound } from '../../src/export/soundTrack';
import { END_HOLD, type ExportRequest, SLOW_FACTOR, TITLE_SECONDS } from '../../src/export/request';
import { REVIEW_META_KEY, reviewFromMeta } from '../../src/ai/review';
import { recordHash } from '../../src/codec/link';
import { loadRecord, replayRecord, writeRecord } from '../../src/engine/record';
import { chooseHighlights, highlightBudget, highlightMoments } from '../../src/export/highlights';
import { clockOf } from '../../src/anim/playback';
import { compileTimelines } from '../../src/anim/timelines';
import type { ExportSummary } from '../../src/export/summary';
import { EMPTY7 } from '../engine/helpers';
import { hashFor, openTable, recordFor, sharedBrowser, showTab, waitIdle } from './browser';
import { readGif } from './gif';

const browser = sharedBrowser();
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'momentum-export-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const THREE = ['d4', 'd5', 'e4'];
const THREE_MOVES = hashFor(EMPTY7, THREE);
const SIX_MOVES = ['d4', 'd5', 'e4', 'c4', 'd2', 'f5'];
/** Small and slow: every frame is rendered on the CPU here. */
const SMALL: Pick<ExportRequest, 'width' | 'height' | 'fps' | 'sound' | 'slow' | 'highlights' | 'overlays'> = {
  width: 320,
  height: 240,
  fps: 10,
  sound: true,
  slow: [],
  highlights: null,
  overlays: [],
};
/** Every move at its own pace, the end held, no overlay: what the dialog asks for by default. */
const PACING = { slow: [], slowFactor: SLOW_FACTOR, hold: END_HOLD };

/** The game of `moves` on the empty 7×7 board, played by the engine. */
function replayed(moves: readonly string[]) {
  const replay = replayRecord(recordFor(EMPTY7, moves));
  if (!replay.ok) throw new Error('the test record does not open');
  return replay;
}

/** The frames the app must have encoded for `request` of the game of `moves`, worked out here in Node. */
function expectedFrames(moves: readonly string[], request: ExportRequest): ExportFrame[] {
  const replay = replayed(moves);
  const { start, plies } = replay.value;
  const clock = clockOf(
    compileTimelines(start, plies, [], () => false),
    plies.length,
  );
  return frameSchedule(clock, linePlan(clock, request.fromPly, request.toPly, PACING), {
    fps: request.fps,
    mergeStills: request.camera === 'top' || request.camera === 'player',
    titleFrames: request.titleCard ? TITLE_SECONDS * request.fps : 0,
  });
}

/** When the first sound of `request` of the game of `moves` is due, in the clip's seconds, worked out here in Node. */
function firstSoundAt(moves: readonly string[], request: ExportRequest): number {
  const replay = replayed(moves);
  const { start, plies } = replay.value;
  const timelines = compileTimelines(start, plies, [], () => false);
  const clock = clockOf(timelines, plies.length);
  const plan = linePlan(clock, request.fromPly, request.toPly, PACING);
  return clipSound({ clock, timelines }, plan, expectedFrames(moves, request), request.fps).cues[0]!.delay;
}

/** Exports through the page's automation hook; the file comes back through the browser's download. */
async function exportFile(page: Page, request: ExportRequest): Promise<{ summary: ExportSummary; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  const summary = await page.evaluate((r) => window.momentumExport!.start(r), request);
  const path = join(scratch, (await download).suggestedFilename());
  await (await download).saveAs(path);
  return { summary, bytes: readFileSync(path) };
}

async function readVideo(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  if (!track) throw new Error('the file has no video track');
  const timestamps: number[] = [];
  for await (const packet of new EncodedPacketSink(track).packets()) timestamps.push(packet.timestamp);
  return {
    codec: track.codec,
    width: await track.getDisplayWidth(),
    height: await track.getDisplayHeight(),
    // Presentation order: an encoder may store frames out of it.
    timestamps: timestamps.sort((a, b) => a - b),
    duration: await input.computeDuration(),
  };
}

/** The sound track's packets: when each starts and how many bytes it takes. */
async function readSound(bytes: Uint8Array) {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = await input.getPrimaryAudioTrack();
  if (!track) return null;
  const packets: { time: number; size: number }[] = [];
  for await (const packet of new EncodedPacketSink(track).packets())
    packets.push({ time: packet.timestamp, size: packet.data.byteLength });
  return { codec: track.codec, packets, duration: await track.computeDuration() };
}

async function waitForTable(page: Page): Promise<void> {
  await page.waitForFunction(() => window.momentumExport !== undefined);
}

describe('video export', () => {
  test.each([
    {
      format: 'mp4',
      codec: 'avc',
      request: { camera: 'top', captions: true, titleCard: false, fromPly: 1, toPly: 3 },
    },
    {
      format: 'webm',
      codec: 'vp9',
      request: { camera: 'player', captions: true, titleCard: true, fromPly: 2, toPly: 3 },
    },
  ] as const)('$format: $codec, every frame on the 1/fps grid, the length of the clip', async (c) => {
    const { page, errors } = await openTable(browser(), THREE_MOVES);
    await waitForTable(page);
    const request: ExportRequest = { format: c.format, ...SMALL, ...c.request };
    const { summary, bytes } = await exportFile(page, request);
    expect(summary.fileName).toMatch(new RegExp(`^momentum-\\d{4}-\\d\\d-\\d\\d-\\d{6}\\.${c.format}$`));
    expect(summary.bytes).toBe(bytes.length);
    const video = await readVideo(bytes);
    expect(video.codec).toBe(c.codec);
    expect([video.width, video.height]).toEqual([320, 240]);
    const frames = expectedFrames(THREE, request);
    // Still stretches are one long frame each; every moving instant has its own.
    expect(frames.length).toBeLessThan(frames.at(-1)!.index + frames.at(-1)!.span);
    expect(summary.frames).toBe(frames.length);
    expect(video.timestamps).toEqual(frames.map((f) => f.index / request.fps));
    const videoFrames = frames.at(-1)!.index + frames.at(-1)!.span;
    expect(video.duration).toBeCloseTo(videoFrames / request.fps, 9);
    expect(summary.duration).toBeCloseTo(videoFrames / request.fps, 9);
    expect(errors).toEqual([]);
  });
});

describe('the sound track', () => {
  test('a WebM carries the table’s sounds in Opus: silent under the title card, sounding from the first landing', async () => {
    const { page, errors } = await openTable(browser(), THREE_MOVES);
    await waitForTable(page);
    const request: ExportRequest = {
      format: 'webm',
      ...SMALL,
      camera: 'top',
      captions: false,
      titleCard: true,
      fromPly: 1,
      toPly: 2,
    };
    const { bytes } = await exportFile(page, request);
    const sound = await readSound(bytes);
    expect(sound?.codec).toBe('opus');
    const frames = expectedFrames(THREE, request);
    const seconds = (frames.at(-1)!.index + frames.at(-1)!.span) / request.fps;
    expect(sound!.duration).toBeGreaterThan(seconds - 0.05);
    expect(sound!.duration).toBeLessThan(seconds + 0.1);
    // Opus spends a few bytes on silence and many on sound: the bytes show where the sounds are.
    const landing = firstSoundAt(THREE, request);
    expect(landing).toBeGreaterThan(TITLE_SECONDS);
    const before = sound!.packets.filter((p) => p.time < landing - 0.05);
    const after = sound!.packets.filter((p) => p.time >= landing && p.time < landing + 0.1);
    expect(Math.max(...before.map((p) => p.size))).toBeLessThan(Math.min(...after.map((p) => p.size)));
    expect(errors).toEqual([]);
  });

  test('asked for none, a WebM has no sound track', async () => {
    const { page, errors } = await openTable(browser(), THREE_MOVES);
    await waitForTable(page);
    const request: ExportRequest = {
      format: 'webm',
      ...SMALL,
      sound: false,
      camera: 'top',
      captions: false,
      titleCard: false,
      fromPly: 1,
      toPly: 1,
    };
    const { bytes } = await exportFile(page, request);
    expect(await readSound(bytes)).toBeNull();
    expect((await readVideo(bytes)).codec).toBe('vp9');
    expect(errors).toEqual([]);
  });
});

describe('GIF export', () => {
  test('one frame per picture, delays from the schedule in hundredths, a hold at the end, looping', async () => {
    const { page, errors } = await openTable(browser(), THREE_MOVES);
    await waitForTable(page);
    const request: ExportRequest = {
      format: 'gif',
      ...SMALL,
      camera: 'top',
      captions: true,
      titleCard: true,
      fromPly: 1,
      toPly: 3,
    };
    const { summary, bytes } = await exportFile(page, request);
    const gif = readGif(bytes);
    expect([gif.width, gif.height]).toEqual([320, 240]);
    expect(gif.loops).toBe(true);
    const frames = expectedFrames(THREE, request);
    expect(gif.delays).toHaveLength(frames.length);
    expect(summary.frames).toBe(frames.length);
    // At 10 frames a second every video frame is 10 hundredths; the last holds on.
    expect(gif.delays).toEqual(frames.map((f, i) => f.span * 10 + (i === frames.length - 1 ? GIF_END_HOLD * 100 : 0)));
    expect(errors).toEqual([]);
  });
});

describe('highlight clip', () => {
  test('a GIF keeps to the length asked, its title card and end hold counted, the winning move in', async () => {
    // The third recorded game of the highlight tests: 16 moves, with the review the app keeps.
    const games = JSON.parse(readFileSync(join(__dirname, '../export/reviewedGames.json'), 'utf8')) as unknown[];
    const game = loadRecord(games[2]);
    if (!game.ok) throw new Error('the recorded game does not open');
    const { start, plies, record } = game.value;
    const { page, errors } = await openTable(browser(), recordHash(record));
    await waitForTable(page);
    const seconds = 14;
    const request: ExportRequest = {
      format: 'gif',
      ...SMALL,
      sound: false,
      highlights: seconds,
      camera: 'top',
      captions: true,
      titleCard: true,
      fromPly: 1,
      toPly: plies.length,
    };
    const { summary, bytes } = await exportFile(page, request);
    expect(summary.duration).toBeLessThanOrEqual(seconds);
    const gif = readGif(bytes);
    expect(gif.delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(seconds * 100);
    // The moves worked out here in Node from the same review and pacing.
    const clock = clockOf(
      compileTimelines(start, plies, [], () => false),
      plies.length,
    );
    const review = reviewFromMeta(record.meta?.[REVIEW_META_KEY]);
    const shot = (ply: number) => highlightPlan(clock, [ply], { ...PACING, hold: 0 }).seconds;
    const moments = highlightMoments(start, plies, review.ok ? review.value : null, 1, plies.length, shot);
    const budget = highlightBudget(seconds, request.fps, TITLE_SECONDS * request.fps, GIF_END_HOLD);
    const chosen = chooseHighlights(moments, budget, END_HOLD);
    expect(summary.highlights).toEqual(chosen);
    expect(chosen).toContain(plies.length);
    expect(chosen.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
  });
});

describe('the live table during an export', () => {
  test('keeps its canvas size and picture while a GIF is filmed', async () => {
    const { page, errors } = await openTable(browser(), THREE_MOVES);
    await waitForTable(page);
    await waitIdle(page);
    // What the page lays over the canvas is not the canvas: its notes (ready to play offline) may
    // come and go meanwhile, and the camera menu in its corner is not drawn twice alike.
    await page.addStyleTag({ content: '.offline-note, .camera-menu { display: none !important; }' });
    const canvas = page.locator('canvas');
    const size = () => canvas.evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }));
    const before = { size: await size(), picture: await canvas.screenshot() };
    const request: ExportRequest = {
      format: 'gif',
      width: 320,
      height: 180,
      fps: 10,
      sound: false,
      slow: [],
      highlights: null,
      overlays: [],
      camera: 'player',
      captions: false,
      titleCard: false,
      fromPly: 1,
      toPly: 3,
    };
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.evaluate((r) => {
      const flag = window as unknown as { exporting: boolean };
      flag.exporting = true;
      void window.momentumExport!.start(r).finally(() => {
        flag.exporting = false;
      });
    }, request);
    // Looks at the page between the export's frames, for as long as it runs.
    let looks = 0;
    while (await page.evaluate(() => (window as unknown as { exporting: boolean }).exporting)) {
      expect(await size()).toEqual(before.size);
      expect((await canvas.screenshot()).equals(before.picture)).toBe(true);
      looks++;
    }
    expect(looks).toBeGreaterThan(0);
    await download;
    await waitIdle(page);
    expect(await size()).toEqual(before.size);
    expect((await canvas.screenshot()).equals(before.picture)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the export dialog', () => {
  test('labelled controls; Escape closes it and focus returns to its button', async () => {
    const { page } = await openTable(browser(), THREE_MOVES);
    await showTab(page, 'Tools');
    const open = page.getByRole('button', { name: 'Export video' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    for (const label of ['Format', 'Size', 'Frame rate', 'Camera', 'From move', 'To move', 'Captions', 'Title card']) {
      expect(await dialog.getByLabel(label).count(), label).toBe(1);
    }
    // The formats the probe found encodable in this browser are offered; GIF always is.
    const offered = dialog.getByLabel('Format').locator('option:not([disabled])');
    await expect.poll(() => offered.count()).toBe(3);
    expect(await offered.allTextContents()).toEqual(['MP4 (H.264)', 'WebM (VP9)', 'GIF']);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  test('cancelling an export saves nothing and gives the table back as it was', async () => {
    const { page, errors } = await openTable(browser(), THREE_MOVES);
    let downloads = 0;
    page.on('download', () => downloads++);
    const canvas = page.locator('canvas');
    const before = await canvas.evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }));
    const turn = await page
      .getByText(/to move$|Game over/)
      .first()
      .textContent();
    await showTab(page, 'Tools');
    await page.getByRole('button', { name: 'Export video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export video' });
    await dialog.getByLabel('Format').selectOption('gif');
    await dialog.getByLabel('Camera').selectOption('cinematic');
    await dialog.getByRole('button', { name: 'Export' }).click();
    await dialog.getByText(/^Frame \d+ of \d+/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByLabel('Format').waitFor();
    await page.waitForTimeout(1000);
    expect(downloads).toBe(0);
    expect(await canvas.evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }))).toEqual(before);
    expect(
      await page
        .getByText(/to move$|Game over/)
        .first()
        .textContent(),
    ).toBe(turn);
    // Drawing on demand again: an idle table draws nothing.
    const frames = await page.evaluate(() => window.momentumTable!.stats().frames);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => window.momentumTable!.stats().frames)).toBe(frames);
    expect(errors).toEqual([]);
  });
});

describe('momentum render', () => {
  test('films a 6-move record in the high-contrast theme into an MP4 that reads back', async () => {
    const replay = replayed(SIX_MOVES);
    const record = join(scratch, 'six.json');
    const out = join(scratch, 'six.mp4');
    writeFileSync(record, writeRecord(replay.value.record));
    const args = ['bin/momentum.js', 'render', record, '-o', out, '--size', '320x240', '--fps', '10'];
    const run = spawn(
      process.execPath,
      [...args, '--camera', 'top', '--captions', '--theme', 'contrast', '--url', process.env.E2E_URL!],
      {
        env: { ...process.env, CHROMIUM_PATH: process.env.E2E_BROWSER },
      },
    );
    let stderr = '';
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => run.on('exit', resolve));
    expect(status, stderr).toBe(0);
    expect(stderr).toContain(`wrote ${out}`);
    const video = await readVideo(readFileSync(out));
    expect(video.codec).toBe('avc');
    expect([video.width, video.height]).toEqual([320, 240]);
    const frames = expectedFrames(SIX_MOVES, {
      format: 'mp4',
      ...SMALL,
      camera: 'top',
      captions: true,
      titleCard: false,
      fromPly: 1,
      toPly: 6,
    });
    expect(video.timestamps).toEqual(frames.map((f) => f.index / 10));
  });
});
