// What the end-to-end tests and the bench scripts share: headless Chromium and the app served to
// it (src/cli/chromium.ts, which `momentum render` uses too), and a fresh build of the app served
// on a free localhost port for the time of a run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

export const { ensureBrowser, HEADLESS_ARGS, SOFTWARE_WEBGL_ARGS, buildApp, withServedApp } = await tsImport(
  '../src/cli/chromium.ts',
  import.meta.url,
);
export const { root } = await tsImport('../src/cli/appBuild.ts', import.meta.url);

/**
 * Builds the app into a temporary folder named after `label`, serves it, and resolves with what
 * `run(url, outDir)` resolves with; the server is stopped and the build removed whatever happens.
 */
export async function withServedBuild(label, run) {
  // `npm test` builds the app while the unit tests run and hands the build over (scripts/test.js).
  const ready = process.env.MOMENTUM_BUILT_APP;
  if (ready) return withServedApp(ready, (url) => run(url, ready));
  const outDir = mkdtempSync(join(tmpdir(), `momentum-${label}-`));
  try {
    await buildApp(outDir);
    return await withServedApp(outDir, (url) => run(url, outDir));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * What every bench script does around its measuring: finds a browser, builds and serves the app,
 * launches headless Chromium (software WebGL where there is no GPU), resolves `measure(browser, url, dist)`
 * (`dist`, the build's folder, for a bench that serves it itself)
 * and prints the report with `print`, or as one JSON object with --json. It exits non-zero only
 * when it could not measure; figures over a budget are the report's to show.
 */
export function runBench(label, measure, print) {
  const main = async () => {
    const executablePath = await ensureBrowser(label);
    const report = await withServedBuild(label, async (url, dist) => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({ executablePath, args: [...HEADLESS_ARGS, ...SOFTWARE_WEBGL_ARGS] });
      try {
        return { browser: executablePath, ...(await measure(browser, url, dist)) };
      } finally {
        await browser.close();
      }
    });
    if (process.argv.includes('--json')) console.log(JSON.stringify(report));
    else print(report);
  };
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}

/** The middle of `values` (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `value` rounded to `digits` decimals, as a number. */
export const round = (value, digits = 0) => Number(value.toFixed(digits));
