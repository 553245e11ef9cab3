import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { appIsStale, root } from './appBuild';
import { HEADLESS_ARGS, SOFTWARE_WEBGL_ARGS, buildApp, ensureBrowser, withServedApp } from './chromium';
import { SETTINGS_KEY } from '../codec/storageKeys';
import type { ExportSummary } from '../export/summary';
import { english } from '../i18n/english';
import { progressInWords } from '../words/export';
import type { Theme } from '../scene/theme';
import type { FrameGridJob } from './frameGridJob';
import type { PosterJob } from './posterJob';
import type { RenderJob } from './renderJob';

/** The page's own size does not matter: the export renders at its own. */
const VIEWPORT = { width: 640, height: 480 };
const PROGRESS_EVERY_MS = 2000;
/** Loading the app and drawing the first frame, on a slow machine with software WebGL. */
const LOAD_TIMEOUT_MS = 120_000;

/** Serves the build in dist/, building it first when there is none or a source of the app is newer. */
async function withApp<T>(log: (line: string) => void, run: (url: string) => Promise<T>): Promise<T> {
  const dist = join(root, 'dist');
  if (appIsStale(root)) {
    log(english('cli.render.building'));
    await buildApp(dist);
  }
  return withServedApp(dist, run);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

/** A new page of the app at `hash`, drawn in `theme`, once its table has drawn its first frame. */
async function openRecord(browser: Browser, url: string, hash: string, theme: Theme): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEWPORT, acceptDownloads: true });
  // The browser's profile is new and empty: the theme goes where the app keeps its settings.
  await page.addInitScript(({ key, theme }) => localStorage.setItem(key, JSON.stringify({ theme })), {
    key: SETTINGS_KEY,
    theme,
  });
  await page.goto(url + hash);
  await page.waitForFunction(
    () => window.momentumExport !== undefined && (window.momentumTable?.stats().frames ?? 0) > 0,
    undefined,
    { timeout: LOAD_TIMEOUT_MS },
  );
  const shown = await page.evaluate(() => document.documentElement.dataset.theme);
  if (shown !== theme) throw new Error(`the app drew the ${shown ?? 'default'} theme, not ${theme}`);
  return page;
}

async function film(
  browser: Browser,
  url: string,
  job: RenderJob,
  log: (line: string) => void,
): Promise<ExportSummary> {
  const page = await openRecord(browser, url, job.hash, job.theme);
  const download = page.waitForEvent('download', { timeout: 0 });
  // Awaited only once the export is done; a failed export must not leave it rejecting unheard.
  download.catch(() => undefined);
  let asking = false;
  const ticker = setInterval(() => {
    if (asking) return;
    asking = true;
    page
      .evaluate(() => window.momentumExport?.progress() ?? null)
      .then((progress) => progress && log(progressInWords(english, progress)))
      .catch(() => undefined)
      .finally(() => {
        asking = false;
      });
  }, PROGRESS_EVERY_MS);
  try {
    const summary = await page.evaluate((request) => window.momentumExport!.start(request), job.request);
    await (await download).saveAs(job.output);
    return summary;
  } finally {
    clearInterval(ticker);
  }
}

/** Runs `task` in headless Chromium on the app served at `url`, or on a build of its own. */
async function inBrowser<T>(
  url: string | null,
  log: (line: string) => void,
  task: (browser: Browser, url: string) => Promise<T>,
): Promise<T> {
  const executablePath = await ensureBrowser('momentum render');
  const { chromium } = await import('playwright-core');
  const run = async (at: string) => {
    const browser = await chromium.launch({ executablePath, args: [...HEADLESS_ARGS, ...SOFTWARE_WEBGL_ARGS] });
    try {
      return await task(browser, at);
    } finally {
      await browser.close();
    }
  };
  return url ? run(url) : withApp(log, run);
}

/** Opens the record in the app in headless Chromium, exports it as `job` asks and saves the download. */
export async function renderInBrowser(job: RenderJob, log: (line: string) => void): Promise<void> {
  const summary = await inBrowser(job.url, log, (browser, url) => film(browser, url, job, log));
  if (summary.highlights) {
    const moves = summary.highlights.join(', ');
    log(english('cli.render.highlights', { count: summary.highlights.length, moves }));
  }
  log(
    `wrote ${job.output}: ${summary.width}x${summary.height}, ${summary.duration.toFixed(2)} s at ${summary.fps} fps, ` +
      `${summary.frames} frames encoded, ${megabytes(summary.bytes)}`,
  );
}

/** What a still picture's job gives the browser: the record's link, the theme, and where the download goes. */
type StillJob = Pick<PosterJob, 'hash' | 'theme' | 'output' | 'url'>;

/** Opens the record in the app in headless Chromium, has `draw` make a picture there, and saves its download. */
async function saveStill<S>(job: StillJob, log: (line: string) => void, draw: (page: Page) => Promise<S>): Promise<S> {
  return inBrowser(job.url, log, async (browser, url) => {
    const page = await openRecord(browser, url, job.hash, job.theme);
    const download = page.waitForEvent('download', { timeout: LOAD_TIMEOUT_MS });
    download.catch(() => undefined);
    const drawn = await draw(page);
    await (await download).saveAs(job.output);
    return drawn;
  });
}

/** Opens the record in the app in headless Chromium and saves the poster `job` asks for. */
export async function posterInBrowser(job: PosterJob, log: (line: string) => void): Promise<void> {
  const summary = await saveStill(job, log, (page) =>
    page.evaluate((request) => window.momentumExport!.poster(request), job.poster),
  );
  log(`wrote ${job.output}: ${summary.width}x${summary.height}, ${megabytes(summary.bytes)}`);
}

/** Opens the record in the app in headless Chromium and saves the frame grid `job` asks for. */
export async function frameGridInBrowser(job: FrameGridJob, log: (line: string) => void): Promise<void> {
  const summary = await saveStill(job, log, (page) =>
    page.evaluate((request) => window.momentumExport!.frameGrid(request), job.grid),
  );
  log(
    english('cli.render.wroteGrid', {
      file: job.output,
      dimensions: `${summary.width}x${summary.height}`,
      count: summary.frames,
      ply: job.grid.ply,
      fps: job.grid.fps,
      size: megabytes(summary.bytes),
    }),
  );
}
