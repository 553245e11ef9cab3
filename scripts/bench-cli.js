#!/usr/bin/env node
// How fast the `momentum` command starts: the median wall time of `momentum --help` and of
// `momentum board square7` against a bare `node -e 0`, over fresh processes taken in turn, so a
// slow spell of the machine hits every figure alike. Prints a table, or one JSON object with --json.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const RUNS = 10;
const bin = fileURLToPath(new URL('../bin/momentum.js', import.meta.url));

/** Each command's budget: seconds over a bare Node start. */
const COMMANDS = [
  { name: 'node -e 0', args: ['-e', '0'], budget: null },
  { name: 'momentum --help', args: [bin, '--help'], budget: 0.15 },
  { name: 'momentum board square7', args: [bin, 'board', 'square7'], budget: 0.3 },
];

function seconds(args) {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const elapsed = (performance.now() - start) / 1000;
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${run.stderr.toString().trim()}`);
  return elapsed;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// One run of each first, untimed: it builds the command when its build is missing or stale.
for (const command of COMMANDS) seconds(command.args);
const samples = COMMANDS.map(() => []);
for (let run = 0; run < RUNS; run++) COMMANDS.forEach((command, i) => samples[i].push(seconds(command.args)));

const round = (value) => Number(value.toFixed(3));
const bare = median(samples[0]);
const figures = COMMANDS.map((command, i) => {
  const seconds = median(samples[i]);
  const over = seconds - bare;
  return {
    name: command.name,
    medianSeconds: round(seconds),
    overNodeSeconds: round(over),
    budgetSeconds: command.budget,
    ok: command.budget === null || over <= command.budget,
  };
});

if (process.argv.includes('--json')) console.log(JSON.stringify({ runs: RUNS, figures }));
else {
  console.log(`Command start-up, median of ${RUNS} fresh processes`);
  for (const f of figures) {
    const budget =
      f.budgetSeconds === null
        ? ''
        : `, ${f.overNodeSeconds} s over node, at most ${f.budgetSeconds}: ${f.ok ? 'ok' : 'OVER BUDGET'}`;
    console.log(`  ${f.name.padEnd(26)} ${f.medianSeconds} s${budget}`);
  }
}
