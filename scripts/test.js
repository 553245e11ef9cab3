#!/usr/bin/env node
// `npm test`: every check. The type check, the lint and the app's build for the end-to-end tests run
// beside the unit tests, whose servers, workers and child processes leave a core of a two-core machine
// waiting much of the time; the end-to-end tests then run on that build, alone, as they drive real
// browsers. The output of the checks beside the unit tests is held back and shown once each ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (path) => join(root, 'node_modules', ...path.split('/'));

/** Runs a command in the project; `quiet` holds its output back and hands it over at the end. */
function run(label, command, args, { quiet = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => resolve({ label, ok: false, output: `${output}${error.message}\n` }));
    child.on('exit', (code) => resolve({ label, ok: code === 0, output }));
  });
}

/** Prints a held-back check's outcome as soon as it ends, and its output where it failed. */
function report(result) {
  console.log(`\n== ${result.label}: ${result.ok ? 'passed' : 'FAILED'}`);
  if (!result.ok && result.output.trim()) console.log(result.output.trimEnd());
  return result;
}

const node = process.execPath;
const built = mkdtempSync(join(tmpdir(), 'momentum-test-'));
const stop = (signal) => {
  rmSync(built, { recursive: true, force: true });
  process.exit(signal === 'SIGINT' ? 130 : 143);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

try {
  const beside = [
    run('typecheck', node, [bin('typescript/bin/tsc'), '--noEmit'], { quiet: true }).then(report),
    run('lint', 'npm', ['run', '--silent', 'lint'], { quiet: true }).then(report),
    run(
      'build for the end-to-end tests',
      node,
      [bin('vite/bin/vite.js'), 'build', '--outDir', built, '--emptyOutDir'],
      {
        quiet: true,
      },
    ).then(report),
  ];
  const unit = await run('unit tests', node, [bin('vitest/vitest.mjs'), 'run']);
  const results = [unit, ...(await Promise.all(beside))];
  const failed = results.filter((r) => !r.ok).map((r) => r.label);
  if (failed.length > 0) {
    console.error(`\nnpm test: failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  } else {
    const e2e = await run('end-to-end tests', node, [join(root, 'scripts', 'e2e.js')], {
      env: { MOMENTUM_BUILT_APP: built },
    });
    if (!e2e.ok) process.exitCode = 1;
  }
} finally {
  rmSync(built, { recursive: true, force: true });
}
