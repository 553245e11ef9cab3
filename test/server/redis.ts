import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { debianProgram, freePort } from './loopback';

/** How long redis-server may take to start (a bound against a hang). */
const START_TIMEOUT_MS = 20_000;

export interface TestRedis {
  readonly url: URL;
  /** Stops the server (its data is not kept), as an outage would. */
  pause(): Promise<void>;
  /** Starts it again on the same port. */
  resume(): Promise<void>;
  /** Stops it for good and removes its folder. */
  stop(): Promise<void>;
}

/** Debian's redis-server on a free loopback port, in a temporary folder, keeping nothing on disk. */
export async function startRedis(): Promise<TestRedis> {
  const program = debianProgram('/usr/bin/redis-server', 'redis-server');
  const dir = mkdtempSync(join(tmpdir(), 'momentum-redis-'));
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
      const c = spawn(program, args, { stdio: ['ignore', 'pipe', 'inherit'] });
      child = c;
      let out = '';
      const timer = setTimeout(() => reject(new Error('redis-server did not start')), START_TIMEOUT_MS);
      c.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      c.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code})`));
      });
    });
  const halt = () =>
    new Promise<void>((resolve) => {
      const c = child;
      child = null;
      if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
      c.on('exit', () => resolve());
      c.kill('SIGKILL');
    });
  try {
    await start();
  } catch (e) {
    await halt();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: new URL(`redis://127.0.0.1:${port}`),
    pause: halt,
    resume: start,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
