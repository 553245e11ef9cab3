#!/usr/bin/env node
// End-to-end tests: finds (or installs) a Chromium, builds the app, serves the build with
// `vite preview` on a free localhost port, runs test/e2e/** against it and always stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

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

function installChromium() {
  console.log('e2e: no browser found; installing chromium with apt-get');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const run = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

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

function runVitest(env) {
  return new Promise((resolve) => {
    const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const child = spawn(process.execPath, [vitest, 'run', '--config', 'vitest.e2e.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  let browser = await findBrowser();
  if (!browser && canInstallWithApt()) {
    installChromium();
    browser = await findBrowser();
  }
  if (!browser) {
    console.error(
      'e2e: no Chromium found; install one (e.g. `apt-get install chromium`) or set CHROMIUM_PATH to its executable',
    );
    return 1;
  }

  const { build, preview } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'momentum-e2e-'));
  let server = null;
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const port = await freePort();
    server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    });
    const url = `http://127.0.0.1:${port}/`;
    console.log(`e2e: serving the build at ${url}, browser ${browser}`);
    return await runVitest({ E2E_URL: url, E2E_BROWSER: browser });
  } finally {
    if (server) await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
