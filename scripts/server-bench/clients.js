// The bench's simulated players and watchers, spread over child processes (clientProcess.js):
// thousands of sockets in one process lag its event loop, which then shows in every time it
// measures. Each process plays a share of the games; a phase's raw samples come back from each and
// are merged here, so the percentiles are over every move, as with one process.
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./clientProcess.js', import.meta.url));

/** One client process and its requests in flight. */
class ClientProcess {
  constructor(execArgv) {
    this.pending = new Map();
    this.nextId = 0;
    this.child = fork(script, [], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message) => {
        if (message.ready) return resolve();
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error !== undefined) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.result);
      });
      this.child.on('exit', (code, signal) => {
        const failure = new Error(`a client process exited (${signal ?? code})`);
        reject(failure);
        for (const waiting of this.pending.values()) waiting.reject(failure);
        this.pending.clear();
      });
    });
  }

  ask(request, args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ id, request, args });
    });
  }
}

/** A set of games played by the pool's processes: what the bench measures, or plays beside it. */
class GameSet {
  constructor(pool, name, count) {
    this.pool = pool;
    this.name = name;
    this.count = count;
  }

  each(request, args = {}) {
    return this.pool.each(request, { set: this.name, ...args });
  }

  /** Plays every game at one move every `periodMs`, the games' first moves spread over a period. */
  play(periodMs) {
    return this.each('play', { periodMs, total: this.count });
  }

  begin() {
    return this.each('begin');
  }

  /** Ends the phase; resolves to the worst client process's event-loop delay p99 (ms) and their processor time (s). */
  async end() {
    const ends = await this.each('end');
    return {
      loopP99: Math.max(...ends.map((e) => e.loopP99)),
      cpuSeconds: ends.reduce((sum, e) => sum + e.cpuSeconds, 0),
    };
  }

  async outstanding() {
    return sum(await this.each('outstanding'));
  }

  /** The phase's samples, every process's together. */
  async samples() {
    const parts = await this.each('samples');
    const merged = { ack: [], opponent: [], watcher: [], computer: [], acknowledged: 0, stoppedGames: 0 };
    for (const part of parts) {
      for (const key of ['ack', 'opponent', 'watcher', 'computer']) {
        for (const value of part[key]) merged[key].push(value);
      }
      merged.acknowledged += part.acknowledged;
      merged.stoppedGames += part.stoppedGames;
    }
    return merged;
  }

  /** From `since` (this process's performance.now()) on, every game waits to be playable again. */
  watchRecovery(since) {
    return this.each('watchRecovery', { sinceEpoch: performance.timeOrigin + since });
  }

  async recovering() {
    return sum(await this.each('recovering'));
  }

  /** Each game's time back (ms) and the acknowledged moves lost, every process's together. */
  async recovery() {
    const parts = await this.each('recovery');
    return { times: parts.flatMap((p) => p.times), lost: sum(parts.map((p) => p.lost)) };
  }

  close() {
    return this.each('close');
  }
}

function sum(values) {
  return values.reduce((total, v) => total + v, 0);
}

export class ClientPool {
  /** @param {number} count  client processes; `execArgv`: for their node (`--cpu-prof`) */
  constructor(count, execArgv = []) {
    this.processes = Array.from({ length: count }, () => new ClientProcess(execArgv));
    this.sets = 0;
  }

  /** Resolves once every process is ready for requests. */
  start() {
    return Promise.all(this.processes.map((p) => p.ready));
  }

  each(request, args) {
    return Promise.all(this.processes.map((p) => p.ask(request, args)));
  }

  /**
   * Opens `count` games, the i-th from `addressOf(i)` with seed `firstSeed + i`, spread over the
   * processes (the games of one address in one process); resolves to the set once every game is live.
   */
  async open({ server, instances, computer, count, addressOf, gamesPerAddress, firstSeed }) {
    const set = new GameSet(this, `set${this.sets++}`, count);
    const shares = this.processes.map(() => []);
    for (let i = 0; i < count; i++) {
      const share = shares[Math.floor(i / gamesPerAddress) % shares.length];
      share.push({ index: i, localAddress: addressOf(i), seed: firstSeed + i });
    }
    await Promise.all(
      this.processes.map((p, k) => p.ask('open', { set: set.name, server, instances, computer, games: shares[k] })),
    );
    return set;
  }

  /** Ends the processes at once, their sockets with them. */
  kill() {
    for (const p of this.processes) p.child.kill('SIGKILL');
  }

  /** Ends the processes, closing their sockets. */
  async stop() {
    await Promise.all(
      this.processes.map(
        (p) =>
          new Promise((resolve) => {
            if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
            p.child.once('exit', resolve);
            p.child.disconnect();
          }),
      ),
    );
  }
}
