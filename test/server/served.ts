import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../../src/server/app';
import { openSqlite } from '../../src/server/storage/sqlite';
import type { GameStorage } from '../../src/server/storage/storage';
import { TestClient } from './client';

/** A test file's game server; its fields are set once the file's tests begin. */
export interface Served {
  /** A folder of its own, removed at the end: the database is `momentum.db` in it. */
  dir: string;
  storage: GameStorage;
  url: string;
  /** Sockets closed at the end (a test that opens its own adds them). */
  clients: TestClient[];
  /** A socket to the server, closed at the end. */
  client(headers?: Record<string, string>): Promise<TestClient>;
}

/**
 * Starts a game server on a free local port before a test file's tests, over a database in a new
 * folder named after `name`, and closes it, its sockets and the folder after them.
 */
export function servedForFile(name: string, options: Omit<AppOptions, 'storage'> = {}): Served {
  const served: Served = {
    dir: '',
    storage: null as unknown as GameStorage,
    url: '',
    clients: [],
    client: async (headers) => {
      const c = await TestClient.open(served.url, headers);
      served.clients.push(c);
      return c;
    },
  };
  let app: FastifyInstance;
  beforeAll(async () => {
    served.dir = mkdtempSync(join(tmpdir(), `momentum-${name}-`));
    served.storage = await openSqlite(join(served.dir, 'momentum.db'));
    app = await buildApp({ ...options, storage: served.storage });
    served.url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const c of served.clients) c.close();
    await app.close();
    await served.storage.close();
    rmSync(served.dir, { recursive: true, force: true });
  });
  return served;
}
