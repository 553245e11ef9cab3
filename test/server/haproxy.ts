import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { debianProgram, freePort } from './loopback';

/** The proxy's configuration, as deployed. */
const CONFIG = join(import.meta.dirname, '..', '..', 'deploy', 'haproxy.cfg');
const START_TIMEOUT_MS = 20_000;

export interface TestProxy {
  /** The one address in front of the instances, as `http://host:port`. */
  readonly url: string;
  stop(): Promise<void>;
}

/** Debian's HAProxy on a free loopback port with deploy/haproxy.cfg, in front of two instances (`http://host:port` each). */
export async function startProxy(instances: readonly [string, string]): Promise<TestProxy> {
  const program = debianProgram('/usr/sbin/haproxy', 'haproxy');
  const port = await freePort();
  const listen = `127.0.0.1:${port}`;
  const env = {
    ...process.env,
    MOMENTUM_LISTEN: listen,
    MOMENTUM_INSTANCE_1: new URL(instances[0]).host,
    MOMENTUM_INSTANCE_2: new URL(instances[1]).host,
  };
  // -db: in the foreground, so that it stops with its process; -q: no notices.
  const child: ChildProcess = spawn(program, ['-db', '-q', '-f', CONFIG], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.on('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const url = `http://${listen}`;
  // Ready once it answers through to an instance.
  for (const end = Date.now() + START_TIMEOUT_MS; ;) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > end) {
      await stop();
      throw new Error('haproxy did not start');
    }
    await sleep(100);
  }
  return { url, stop };
}
