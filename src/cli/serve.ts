import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/main';
import type { Output } from './io';
import { UsageError, options, wholeNumber } from './options';

export const SERVE_HELP = `Usage: momentum serve [--host 127.0.0.1] [--port 5173] [--data DIR] [--no-build]

Serves the app and its game server (online play, docs/online.md) from one process, until
Ctrl-C or SIGTERM. The app is built first (vite build into dist/) when the build is missing or
older than its sources.

  --host H     the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --port P     the port (default 5173; 0 picks a free one)
  --data DIR   where the database momentum.db lives (default data/, created on first start)
  --no-build   serve dist/ as it is, or the game server alone when there is no build

Behind a TLS proxy, see "Running the server" in docs/online.md.`;

/** The project's root: the nearest folder above this module holding package.json (src/cli or dist-cli below it). */
export function projectRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error('no package.json above the command');
  }
}

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

/** Runs `vite build` in the project; false when vite is not installed or the build failed. */
function buildApp(root: string, io: Output): Promise<boolean> {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) return Promise.resolve(false);
  io.error('momentum serve: building the app (vite build)...');
  return new Promise((resolve) => {
    // Its output goes to standard error: standard output is for the address alone.
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Resolves when the process is asked to stop. */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export async function serveCommand(args: string[], io: Output): Promise<number> {
  const { text, flag, positionals } = options(args, ['host', 'port', 'data'], ['no-build']);
  if (positionals.length > 0) throw new UsageError('serve takes no arguments, only options');
  const port = wholeNumber('port', text('port'), 5173, 0);
  if (port > 65535) throw new UsageError('--port must be at most 65535');
  const host = text('host') ?? '127.0.0.1';
  const root = projectRoot();
  if (!flag('no-build') && appIsStale(root) && !(await buildApp(root, io))) {
    io.error('momentum serve: the app could not be built; serving what dist/ holds');
  }
  let server;
  try {
    server = await startServer({
      host,
      port,
      dataDir: text('data') ?? 'data',
      staticDir: join(root, 'dist'),
      // The log (one JSON object a line) goes to standard error, beside the build's output.
      logger: { level: 'info', stream: process.stderr },
    });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    io.error(`momentum serve: cannot listen on ${host}:${port}${code ? ` (${code})` : ''}`);
    return 1;
  }
  const stopped = stopSignal();
  io.out(`momentum: serving ${server.url} (database ${server.dataFile})`);
  await stopped;
  await server.close();
  return 0;
}
