#!/usr/bin/env node
// Playouts per millisecond of processor time of the single search on each tree layout, both on
// this one thread, interleaved (which goes first alternates) and each from a fresh tree, so that
// a busy machine slows both alike. Processor time of this process rather than wall time: a search
// waiting for a core spends none. Usage: bench-search-loop.js [ROUNDS] [PLAYOUTS] [--serial-only]
import { tsImport } from 'tsx/esm/api';

const load = (path) => tsImport(path, import.meta.url);
const { Searcher } = await load('../src/ai/serialSearch.ts');
const { TreeParallelSearch, treeParallelSearcher } = await load('../src/ai/treeParallelSearch.ts');
const { sharedTreeMemory } = await load('../src/ai/sharedTree.ts');
const { FastGame } = await load('../src/engine/fast.ts');
const { findPreset } = await load('../src/engine/presets.ts');
const { presetGame } = await load('../src/engine/setup.ts');

const args = process.argv.slice(2);
const numbers = args.filter((a) => /^\d+$/.test(a)).map(Number);
const rounds = numbers[0] ?? 3;
const playouts = numbers[1] ?? 60_000;
const serialOnly = args.includes('--serial-only');

const state = presetGame(findPreset('square7'), 2);
if (!state.ok) throw new Error('no 7x7 start');
const start = state.value;
const game = FastGame.fromState(start);
const shared = new TreeParallelSearch(sharedTreeMemory());
const thread = treeParallelSearcher(() => 0);

/** Milliseconds of this process's processor time that `run` takes, and what it returns. */
function timed(run) {
  const before = process.cpuUsage();
  const ran = run();
  const used = process.cpuUsage(before);
  return { ran, ms: (used.user + used.system) / 1000 };
}

const layouts = {
  serial: (seed) => new Searcher().search(game, { seed, playouts }).playouts,
  shared: (seed) => {
    shared.forget();
    const [task] = shared.tasks(start, [], game, { seed, playouts }, [seed]);
    return thread(task);
  },
};
const names = serialOnly ? ['serial'] : ['serial', 'shared'];
const rates = { serial: [], shared: [] };
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const name of order) {
    const { ran, ms } = timed(() => layouts[name](round + 1));
    rates[name].push(ran / ms);
  }
}
const show = (values) => values.map((v) => v.toFixed(0)).join(' ');
for (const name of names) console.log(`${name}: ${show(rates[name])} playouts a ms`);
if (!serialOnly) {
  const ratios = rates.shared.map((s, i) => s / rates.serial[i]);
  console.log(`shared / serial: ${ratios.map((r) => r.toFixed(3)).join(' ')}`);
}
