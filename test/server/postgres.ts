import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './loopback';

/** Debian's PostgreSQL programs, installed with apt-get when they are missing. */
function binaries(): string {
  const debian = '/usr/lib/postgresql/15/bin';
  if (existsSync(join(debian, 'initdb'))) return debian;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // No pg_config: install below.
  }
  execFileSync('apt-get', ['install', '-y', 'postgresql'], { stdio: 'ignore', timeout: 300_000 });
  return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
}

export interface TestPostgres {
  /** A new, empty database on the server, as a connection URL. */
  freshDatabase(): Promise<string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL of its own in a temporary folder, listening on a free loopback port. As root
 * (initdb refuses to run as root) its programs run as the `postgres` user, who owns the folder.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'momentum-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (program: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    execFileSync(cmd, argv, { stdio: 'ignore', timeout: 60_000 });
  };
  if (asRoot) {
    const postgres = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const group = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, postgres, group);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const stop = async () => {
    try {
      run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w', '-t', '20']);
    } catch {
      // Never started, or stopped already.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const options = `-k ${dir} -c listen_addresses=127.0.0.1 -p ${port} -c fsync=off`;
    run('pg_ctl', ['start', '-D', data, '-l', join(dir, 'log'), '-w', '-t', '30', '-o', options]);
  } catch (e) {
    await stop();
    throw e;
  }
  const server = `postgres://postgres@127.0.0.1:${port}`;
  let count = 0;
  return {
    async freshDatabase() {
      const name = `test_${++count}`;
      const admin = new pg.Client({ connectionString: `${server}/postgres` });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `${server}/${name}`;
    },
    stop,
  };
}
