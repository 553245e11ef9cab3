#!/usr/bin/env node
// Measures every gallery board by self-play with `momentum lab`'s runner and writes the figures the
// gallery shows to src/lab/galleryFigures.json. Usage: node scripts/measure-gallery.js [GAMES] [THREADS]
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { tsImport } from 'tsx/esm/api';

const load = (path) => tsImport(path, import.meta.url);
const { GALLERY, galleryFiguresOf } = await load('../src/lab/gallery.ts');
const { LAB_DEFAULT } = await load('../src/lab/game.ts');
const { summarizeLab } = await load('../src/lab/summary.ts');
const { runLabThreads } = await load('../src/cli/lab.ts');
const { parseLayout } = await load('../src/engine/board.ts');
const { defaultRules, startGame } = await load('../src/engine/game.ts');
const { defaultMarbles } = await load('../src/engine/marbles.ts');

const games = Number(process.argv[2] ?? 200);
const threads = Number(process.argv[3] ?? availableParallelism());
const SEED = 1;
const figures = {};
for (const board of GALLERY) {
  const setup = parseLayout(board.lattice, board.layout);
  if (!setup.ok) throw new Error(`${board.id}: ${setup.error}`);
  const marbles = defaultMarbles(setup.value.board.playable.length, board.players);
  const start = startGame(setup.value, defaultRules(board.players, marbles));
  if (!start.ok) throw new Error(`${board.id}: ${start.error}`);
  const began = performance.now();
  const tally = await runLabThreads({ start: start.value, player: LAB_DEFAULT, seed: SEED }, games, threads);
  const s = summarizeLab(tally);
  figures[board.id] = galleryFiguresOf(s, SEED, { players: board.players, marbles });

  const pct = (x) => `${(100 * x).toFixed(0)}%`;
  const f = s.firstPlayerScore;
  console.log(
    `${board.id.padEnd(12)} ${String(board.players)}p ${String(marbles).padStart(2)} marbles: first seat ${pct(f.value)} ` +
      `(${pct(f.low)}-${pct(f.high)}), ${s.meanRounds.toFixed(1)} rounds, ${((performance.now() - began) / 1000).toFixed(0)} s`,
  );
}
writeFileSync(new URL('../src/lab/galleryFigures.json', import.meta.url), `${JSON.stringify(figures, null, 2)}\n`);
