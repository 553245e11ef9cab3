// Headless Chromium for `momentum render`, the end-to-end tests and the benches (scripts/): finding
// (or installing) one, the flags it is launched with, and building and serving the app for it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { root } from './appBuild';

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

async function playwrightBrowser(): Promise<string | null> {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    // playwright-core has no browser of its own downloaded: not an error, just not a candidate.
    return null;
  }
}

async function findBrowser(): Promise<string | null> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist`);
  }
  return KNOWN_BROWSERS.find((path) => existsSync(path)) ?? (await playwrightBrowser());
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

function installChromium(label: string): void {
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
export async function ensureBrowser(label: string): Promise<string> {
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

/**
 * The features Playwright (playwright-core 1.65) turns off when it launches Chromium. Chromium reads
 * only the last `--disable-features` it is given, so a launch that turns off more repeats them.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's pop-ups, which Chromium makes as web pages of their own for every new browser
 * context, headless too, where nobody sees them: each context's pair cost most of a second of
 * processor time, a quarter of what the end-to-end tests spent in Chromium.
 */
export const UNSEEN_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Headless Chromium as the tests, the bench and `momentum render` launch it. */
export const HEADLESS_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_FEATURES].join(',')}`,
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** WebGL on the CPU (SwiftShader) where there is no GPU, as on most servers. */
export const SOFTWARE_WEBGL_ARGS: readonly string[] = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Builds the app into `outDir`, replacing what was there. */
export async function buildApp(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

/**
 * Serves the build in `outDir` with `vite preview` on a free localhost port and resolves with what
 * `run(url)` resolves with; the server is stopped whatever happens.
 */
export async function withServedApp<T>(outDir: string, run: (url: string) => Promise<T>): Promise<T> {
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
