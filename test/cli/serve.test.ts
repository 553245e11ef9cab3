import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './run';

describe('momentum serve --database', () => {
  it.each(['mysql://db.example/momentum', 'postgres://', 'not a url'])(
    'refuses %j as a malformed option, in one line with status 2',
    async (database) => {
      const run = await cli(['serve', '--no-build', '--port', '0', '--database', database]);
      expect(run.status).toBe(2);
      expect(run.err).toEqual(['momentum serve: --database must be a postgres://USER:PASSWORD@HOST:PORT/NAME address']);
      expect(run.out).toEqual([]);
    },
  );

  it('says in one line, with the code and without the password, that a database cannot be reached', async () => {
    // Nothing listens on port 1 of the loopback address.
    const run = await cli([
      'serve',
      '--no-build',
      '--port',
      '0',
      '--database',
      'postgres://ann:hunter2@127.0.0.1:1/games',
    ]);
    expect(run.status).toBe(1);
    expect(run.err).toEqual([
      'momentum serve: cannot open the database postgres://ann@127.0.0.1:1/games (ECONNREFUSED)',
    ]);
    expect(run.out).toEqual([]);
  });
});

describe('momentum serve --redis', () => {
  it.each(['http://cache.example', 'redis://', 'not a url'])(
    'refuses %j as a malformed option, in one line with status 2',
    async (redis) => {
      const run = await cli(['serve', '--no-build', '--port', '0', '--redis', redis]);
      expect(run.status).toBe(2);
      expect(run.err).toEqual(['momentum serve: --redis must be a redis://HOST:PORT address']);
      expect(run.out).toEqual([]);
    },
  );

  it('says in one line, without the password, that Redis cannot be reached', async () => {
    const data = mkdtempSync(join(tmpdir(), 'momentum-serve-redis-'));
    try {
      // Nothing listens on port 1 of the loopback address.
      const redis = 'redis://:hunter2@127.0.0.1:1';
      const run = await cli(['serve', '--no-build', '--port', '0', '--data', data, '--redis', redis]);
      expect(run.status).toBe(1);
      expect(run.err).toEqual(['momentum serve: cannot reach Redis at redis://127.0.0.1:1']);
      expect(run.out).toEqual([]);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
