// What the end-to-end tests and the table bench share: finding (or installing) a Chromium, and
// serving a fresh build of the app with `vite preview` on a free localhost port.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const KNOWN_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

async function playwrightBrowser() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    // playwright-core has no browser of its own downloaded: not an error, just not a candidate.
    return null;
  }
}

async function findBrowser() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist`);
  }
  return KNOWN_BROWSERS.find((path) => existsSync(path)) ?? (await playwrightBrowser());
}

function canInstallWithApt() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function installChromium(label) {
  console.log(`${label}: no browser found; installing chromium with apt-get`);
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const run = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/**
 * The path of a Chromium executable: `CHROMIUM_PATH`, a usual install location or playwright's own,
 * installed with apt-get when none is there and we may. Throws when there is still none.
 * `label` prefixes what it prints.
 */
export async function ensureBrowser(label) {
  let browser = await findBrowser();
  if (!browser && canInstallWithApt()) {
    installChromium(label);
    browser = await findBrowser();
  }
  if (!browser) {
    throw new Error(
      'no Chromium found; install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH to its executable',
    );
  }
  return browser;
}

/** Headless Chromium as the tests, the bench and `momentum render` launch it. */
export const HEADLESS_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** WebGL on the CPU (SwiftShader) where there is no GPU, as on most servers. */
export const SOFTWARE_WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(address.port));
    });
  });
}

/** Builds the app into `outDir`, replacing what was there. */
export async function buildApp(outDir) {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/**
 * Serves the build in `outDir` with `vite preview` on a free localhost port and resolves with what
 * `run(url)` resolves with; the server is stopped whatever happens.
 */
export async function withServedApp(outDir, run) {
  const { preview } = await import('vite');
  const port = await freePort();
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  try {
    return await run(`http://127.0.0.1:${port}/`);
  } finally {
    await server.close();
  }
}

/**
 * Builds the app into a temporary folder named after `label`, serves it, and resolves with what
 * `run(url)` resolves with; the server is stopped and the build removed whatever happens.
 */
export async function withServedBuild(label, run) {
  const outDir = mkdtempSync(join(tmpdir(), `momentum-${label}-`));
  try {
    await buildApp(outDir);
    return await withServedApp(outDir, run);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * What every bench script does around its measuring: finds a browser, builds and serves the app,
 * launches headless Chromium (software WebGL where there is no GPU), resolves `measure(browser, url)`
 * and prints the report with `print`, or as one JSON object with --json. It exits non-zero only
 * when it could not measure; figures over a budget are the report's to show.
 */
export function runBench(label, measure, print) {
  const main = async () => {
    const executablePath = await ensureBrowser(label);
    const report = await withServedBuild(label, async (url) => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({ executablePath, args: [...HEADLESS_ARGS, ...SOFTWARE_WEBGL_ARGS] });
      try {
        return { browser: executablePath, ...(await measure(browser, url)) };
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
