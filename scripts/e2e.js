#!/usr/bin/env node
// End-to-end tests: finds (or installs) a Chromium, builds the app, serves the build with
// `vite preview` on a free localhost port, runs test/e2e/** against it and always stops the server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBrowser, root, withServedBuild } from './browser.js';

/** `filters`: test file names or parts of them, as vitest takes them, to run only those files. */
function runVitest(env, filters) {
  return new Promise((resolve) => {
    const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const child = spawn(process.execPath, [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...filters], {
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
  const browser = await ensureBrowser('e2e');
  return withServedBuild('e2e', (url, dist) => {
    console.log(`e2e: serving the build at ${url}, browser ${browser}`);
    // E2E_DIST: the build itself, for the tests that serve it with the game server.
    return runVitest({ E2E_URL: url, E2E_BROWSER: browser, E2E_DIST: dist }, process.argv.slice(2));
  });
}

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
