#!/usr/bin/env node
// The `momentum` command: runs the compiled JavaScript in dist-cli/, compiling it first when it is
// missing or older than its sources (scripts/build-cli.js). Only where esbuild is not installed
// does it run the TypeScript sources through tsx.
import { compiledCli } from '../scripts/build-cli.js';

let main;
try {
  main = await compiledCli();
} catch (error) {
  // esbuild has printed what is wrong in the sources.
  console.error(
    `momentum: cannot compile the command: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
  );
  process.exit(1);
}
if (!main) {
  const { register } = await import('tsx/esm/api');
  register();
  main = new URL('../src/cli/main.ts', import.meta.url).href;
}
const { runCli } = await import(main);
process.exitCode = await runCli(process.argv.slice(2));
