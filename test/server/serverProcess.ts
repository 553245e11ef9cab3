import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServerChild {
  readonly child: ChildProcess;
  /** Its address, as `http://host:port`. */
  readonly url: string;
}

/**
 * Starts the game server in a process of its own (serveChild.ts, with its arguments: a data
 * folder, and maybe a database and a Redis); resolves to its address once it listens.
 */
export function serveProcess(args: readonly string[]): Promise<ServerChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'serveChild.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ child, url: out.split('\n')[0]! });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

/** Kills a process at once, as a crash would; resolves once it is gone. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
