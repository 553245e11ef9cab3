#!/usr/bin/env node
// The `momentum` command: runs the TypeScript sources directly, so a fresh clone needs no build.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2));
