import { join, resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { SqliteStorage } from './storage/sqlite';

export interface ServerOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Where the database lives (`momentum.db`), created on first start. */
  readonly dataDir?: string;
  /** The built app; `dist` by default, served when it has an index.html. */
  readonly staticDir?: string;
  readonly origins?: readonly string[];
  readonly logger?: FastifyServerOptions['logger'];
  /** The TLS proxy in front, whose `X-Forwarded-*` headers are believed (see `AppOptions`). */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
}

export interface RunningServer {
  /** The address it listens on, as `http://host:port`. */
  readonly url: string;
  readonly dataFile: string;
  close(): Promise<void>;
}

export const DATABASE_FILE = 'momentum.db';

/** Starts the game server with its embedded database: loopback, port 5173 and `data/` unless told otherwise. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataFile = join(resolve(options.dataDir ?? 'data'), DATABASE_FILE);
  const storage = new SqliteStorage(dataFile);
  const app = await buildApp({
    storage,
    staticDir: resolve(options.staticDir ?? 'dist'),
    origins: options.origins ?? [],
    logger: options.logger ?? { level: 'info' },
    trustProxy: options.trustProxy ?? false,
  });
  app.addHook('onClose', async () => storage.close());
  try {
    await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 5173 });
  } catch (e) {
    await app.close();
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 5173);
  const host = options.host ?? '127.0.0.1';
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, dataFile, close: () => app.close() };
}
