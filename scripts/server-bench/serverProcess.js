// The game server as the bench runs it: `momentum serve` in a child process of its own (the
// compiled command, as `npm start` runs it), on a loopback port and a data folder the bench
// chose, so that it can be killed with SIGKILL and started again on the same port and database.
// Its memory and processor time are read from /proc, so the server needs to expose nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../bin/momentum.js', import.meta.url));

/** How long a start may take before the bench gives up (a bound against a hang, not a goal). */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** The log kept for a report when the server dies unasked. */
const LOG_TAIL_CHARS = 4000;
/** Linux counts processor time in /proc/PID/stat in ticks of 1/100 s (USER_HZ) on every common platform. */
const TICKS_PER_SECOND = 100;

/** A loopback port free at the moment of asking. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export class ServerProcess {
  /**
   * @param {{ port: number, dataDir: string, args?: string[], nodeArgs?: string[] }} where  `args`:
   *   more options for `momentum serve`; `nodeArgs`: for node itself (`--cpu-prof`)
   */
  constructor(where) {
    this.port = where.port;
    this.dataDir = where.dataDir;
    this.args = where.args ?? [];
    this.nodeArgs = where.nodeArgs ?? [];
    this.url = `http://127.0.0.1:${where.port}`;
    this.child = null;
    this.logTail = '';
  }

  get pid() {
    return this.child?.pid ?? null;
  }

  /** Starts the server and resolves once it listens. */
  start() {
    const args = [
      ...this.nodeArgs,
      bin,
      'serve',
      '--no-build',
      '--host',
      '127.0.0.1',
      '--port',
      String(this.port),
      '--data',
      this.dataDir,
      ...this.args,
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    // The log is read as it comes (a full pipe would stall the server) and only its end is kept.
    child.stderr.on('data', (chunk) => {
      this.logTail = (this.logTail + chunk.toString()).slice(-LOG_TAIL_CHARS);
    });
    return new Promise((resolve, reject) => {
      let out = '';
      const timer = setTimeout(
        () => reject(new Error(`the server did not start within ${START_TIMEOUT_MS} ms`)),
        START_TIMEOUT_MS,
      );
      child.stdout.on('data', (chunk) => {
        out += chunk.toString();
        if (/serving http:\/\/\S+/.test(out)) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${signal ?? code}) before it listened:\n${this.logTail}`));
      });
    });
  }

  /** Kills the server at once, as a crash would; resolves when it is gone. */
  kill() {
    return this.stopWith('SIGKILL');
  }

  /** Asks the server to stop, and kills it when it does not within the bound. */
  async stop() {
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await this.stopWith('SIGTERM');
    clearTimeout(timer);
  }

  stopWith(signal) {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.on('exit', () => resolve());
      child.kill(signal);
    });
  }

  /** The server's resident memory in bytes (VmRSS). */
  rss() {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status);
    if (!kib) throw new Error('no VmRSS in /proc status');
    return Number(kib[1]) * 1024;
  }

  /** The processor time the server has used so far, in seconds (user and system). */
  cpuSeconds() {
    const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: the fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  }
}
