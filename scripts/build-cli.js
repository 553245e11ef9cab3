#!/usr/bin/env node
// The `momentum` command compiled to JavaScript by esbuild into dist-cli/ (git-ignored): one
// bundle split into chunks, each command a chunk of its own that main.js imports only when that
// command runs, and packages imported from node_modules at run time. bin/momentum.js runs it and
// builds it first when it is missing or older than a file it was built from; `npm install` builds
// it (postinstall) and `npm run build:cli` rebuilds it.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(root, 'dist-cli');
/** What the last complete build read and wrote, and when it started; written last. */
const STAMP = 'build.json';

/**
 * The compiled entries: the command and the one worker thread that the command and the game
 * server start for their searches and lab games (src/workers/nodeHost.ts).
 * A new command, such as the game server, needs no entry of its own: main.ts imports it lazily,
 * so it becomes one more chunk of the same bundle.
 */
const ENTRIES = {
  main: 'src/cli/main.ts',
  nodeWorker: 'src/workers/nodeWorker.ts',
};

/** Files besides the sources whose change calls for a new build. */
const SETTINGS = ['scripts/build-cli.js', 'tsconfig.json', 'package.json'];

/** True when dist-cli/ holds a complete build that no file it was built from has changed since. */
export function cliIsFresh() {
  try {
    const stamp = JSON.parse(readFileSync(join(OUT_DIR, STAMP), 'utf8'));
    return (
      stamp.inputs.every((file) => statSync(join(root, file)).mtimeMs <= stamp.startedAt) &&
      stamp.outputs.every((file) => existsSync(join(OUT_DIR, file)))
    );
  } catch {
    // No build yet, or a file it was built from is gone.
    return false;
  }
}

/** Writes `contents` under a temporary name and renames it: a reader sees the old file or the new one, never half. */
function writeWhole(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/** Builds the command into dist-cli/. Null when esbuild is not installed (an install without development packages). */
export async function buildCli() {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    return null;
  }
  const startedAt = Date.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir: OUT_DIR,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const file of result.outputFiles) writeWhole(file.path, file.contents);
  const outputs = result.outputFiles.map((file) => basename(file.path));
  // Chunks of earlier builds; a build running beside this one may still be writing its temporary files.
  for (const name of readdirSync(OUT_DIR)) {
    if (name.endsWith('.js') && !outputs.includes(name)) rmSync(join(OUT_DIR, name), { force: true });
  }
  const inputs = [...Object.keys(result.metafile.inputs), ...SETTINGS];
  writeWhole(join(OUT_DIR, STAMP), JSON.stringify({ startedAt, inputs, outputs }, null, 2));
  return outputs;
}

/**
 * The URL of the compiled command's main module, built first when it is missing or stale; null
 * when it cannot be built for want of esbuild.
 */
export async function compiledCli() {
  if (!cliIsFresh() && !(await buildCli())) return null;
  return pathToFileURL(join(OUT_DIR, 'main.js')).href;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outputs = await buildCli();
  if (outputs) console.log(`momentum: compiled the command into dist-cli/ (${outputs.length} files)`);
  else console.log('momentum: esbuild is not installed; the command will run its TypeScript sources through tsx');
}
