// Run once before the unit tests (vite.config.ts, globalSetup): the `momentum` command compiled and
// up to date, so that a test running it as a process (main.test.ts) never runs a stale build and
// never spends its own time limit compiling.
import { compiledCli } from '../../scripts/build-cli.js';

export default async function compileCommand() {
  await compiledCli();
}
