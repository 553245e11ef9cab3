// Two instances of the game server as the bench runs them with --instances 2: `momentum serve`
// processes on one PostgreSQL database and one Redis, behind HAProxy with deploy/haproxy.cfg,
// every server started here on loopback ports (by the test suite's helpers, which install
// Debian's packages when missing) and stopped at the end. It stands in for one ServerProcess:
// the bench talks to the proxy's address, and memory and processor time are the instances' sums
// (PostgreSQL, Redis and the proxy are not counted).
import { tsImport } from 'tsx/esm/api';
import { ServerProcess, freePort } from './serverProcess.js';

const { startPostgres } = await tsImport('../../test/server/postgres.ts', import.meta.url);
const { startRedis } = await tsImport('../../test/server/redis.ts', import.meta.url);
const { startProxy } = await tsImport('../../test/server/haproxy.ts', import.meta.url);

export class Cluster {
  /** `nodeArgs`: for each instance's node (`--cpu-prof`). */
  constructor(dataDir, nodeArgs = []) {
    this.dataDir = dataDir;
    this.nodeArgs = nodeArgs;
    this.instances = [];
    /** Instances a game's sockets are spread over (BenchGame's `instances`). */
    this.routes = 2;
    this.stops = [];
    /** Processor time of instances no longer running, in seconds: their last reading. */
    this.lastCpu = new Map();
  }

  async start() {
    const postgres = await startPostgres();
    this.stops.push(() => postgres.stop());
    const redis = await startRedis();
    this.stops.push(() => redis.stop());
    const database = await postgres.freshDatabase();
    const args = ['--database', database, '--redis', redis.url.href, '--trust-proxy', '127.0.0.1'];
    // One at a time: the first brings the database's schema up to date.
    for (let i = 0; i < 2; i++) {
      const instance = new ServerProcess({
        port: await freePort(),
        dataDir: this.dataDir,
        args,
        nodeArgs: this.nodeArgs,
      });
      this.instances.push(instance);
      await instance.start();
    }
    const proxy = await startProxy(this.instances.map((i) => i.url));
    this.stops.unshift(() => proxy.stop());
    this.url = proxy.url;
    this.port = Number(new URL(proxy.url).port);
  }

  get child() {
    return this.instances[0]?.child ?? null;
  }

  live() {
    return this.instances.filter((i) => i.child && i.child.exitCode === null && i.child.signalCode === null);
  }

  rss() {
    return this.live().reduce((sum, i) => sum + i.rss(), 0);
  }

  cpuSeconds() {
    return this.instances.reduce((sum, i) => {
      try {
        const cpu = i.cpuSeconds();
        this.lastCpu.set(i, cpu);
        return sum + cpu;
      } catch {
        return sum + (this.lastCpu.get(i) ?? 0);
      }
    }, 0);
  }

  /** Kills the first instance at once, as a crash would. */
  killOne() {
    this.cpuSeconds();
    return this.instances[0].kill();
  }

  kill() {
    for (const i of this.instances) i.child?.kill('SIGKILL');
  }

  async stop() {
    for (const i of this.instances) await i.stop();
    for (const stop of this.stops) await stop().catch(() => undefined);
  }
}
