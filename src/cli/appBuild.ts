// Where the project lies and whether the app's build in dist/ is current: for the commands that
// serve or film the built app (serve, render).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above this module holding package.json: the same from the sources (src/cli) and from the compiled command (dist-cli). */
function projectRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
  }
}

export const root = projectRoot();

/** What the app's build is made from: a change to any of them calls for a new build. */
const APP_SOURCES = ['src', 'index.html', 'public', 'vite.config.ts'];

/** The newest modification time of a file or of anything in a folder, 0 when it is not there. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** True when dist/index.html is missing or older than a source of the app. */
export function appIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return APP_SOURCES.some((source) => newest(join(root, source)) > builtAt);
}
