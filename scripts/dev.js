#!/usr/bin/env node
// `npm run dev`: the hot-reloading vite dev server on http://127.0.0.1:5174, and beside it the game
// server (`momentum serve` on 5173, without building the app) that vite.config.ts proxies `/api`
// and its socket to. Stopping either, or Ctrl-C, stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const children = [
  spawn(process.execPath, [join(root, 'bin', 'momentum.js'), 'serve', '--port', '5173', '--no-build'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--open=false'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stopAll(code) {
  if (!stopping) {
    stopping = true;
    process.exitCode = code;
  }
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
