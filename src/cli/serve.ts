import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { english } from '../i18n/english';
import { DatabaseUnavailable, startServer } from '../server/main';
import { RedisUnavailable, redisUrl } from '../server/redisBus';
import { appIsStale, root } from './appBuild';
import { databaseOptions } from './database';
import type { Output } from './io';
import { UsageError, options, wholeNumber } from './options';

export const SERVE_HELP = english('cli.serve.help');

const MAX_PORT = 65535;

/** Runs `vite build` in the project; false when vite is not installed or the build failed. */
function buildApp(root: string, io: Output): Promise<boolean> {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) return Promise.resolve(false);
  io.error(english('cli.serve.building'));
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
  const { text, flag, positionals } = options(
    args,
    ['host', 'port', 'data', 'database', 'redis', 'trust-proxy'],
    ['no-build'],
  );
  if (positionals.length > 0) throw new UsageError(english('cli.serve.noArguments'));
  const port = wholeNumber('port', text('port'), 5173, 0);
  if (port > MAX_PORT) throw new UsageError(english('cli.serve.port', { max: String(MAX_PORT) }));
  const host = text('host') ?? '127.0.0.1';
  const storage = databaseOptions(text);
  const redisText = text('redis');
  const redis = redisText === undefined ? undefined : redisUrl(redisText);
  if (redis === null) throw new UsageError(english('cli.serve.redisUrl'));
  // Listened for from the start: Ctrl-C during the build stops the command rather than the build alone.
  let asked = false;
  const stopped = stopSignal().then(() => (asked = true));
  if (!flag('no-build') && appIsStale(root) && !(await buildApp(root, io))) {
    if (asked) return 0;
    io.error(english('cli.refusal', { command: 'serve', message: english('cli.serve.notBuilt') }));
  }
  let server;
  try {
    server = await startServer({
      host,
      port,
      ...storage,
      ...(redis ? { redis } : {}),
      staticDir: join(root, 'dist'),
      puzzleFile: join(root, 'src', 'puzzles', 'set.jsonl'),
      cutPuzzles: true,
      trustProxy: text('trust-proxy') ?? false,
      // The log (one JSON object a line) goes to standard error, beside the build's output.
      logger: { level: 'info', stream: process.stderr },
    });
  } catch (e) {
    if (e instanceof DatabaseUnavailable) {
      const message = english('cli.database.unavailable', { database: e.database, code: e.code });
      io.error(english('cli.refusal', { command: 'serve', message }));
      return 1;
    }
    if (e instanceof RedisUnavailable) {
      const message = english('cli.serve.redisUnavailable', { redis: e.redis });
      io.error(english('cli.refusal', { command: 'serve', message }));
      return 1;
    }
    const code = (e as NodeJS.ErrnoException).code;
    const where = { host, port: String(port) };
    const message = code
      ? english('cli.serve.cannotListenCode', { ...where, code })
      : english('cli.serve.cannotListen', where);
    io.error(english('cli.refusal', { command: 'serve', message }));
    return 1;
  }
  io.out(english('cli.serve.serving', { url: server.url, file: server.dataFile }));
  await stopped;
  await server.close();
  return 0;
}
