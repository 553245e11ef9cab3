import { join, resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { readPuzzleFile } from './puzzles/set';
import { RedisBus } from './redisBus';
import { openPostgres } from './storage/postgres';
import { openSqlite } from './storage/sqlite';
import type { GameStorage } from './storage/storage';

export interface ServerOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Where the database lives (`momentum.db`), created on first start. */
  readonly dataDir?: string;
  /** A PostgreSQL database shared by many instances (see `postgresUrl`), instead of the file in `dataDir`. */
  readonly database?: URL;
  /**
   * The Redis that the instances of one service share (`redis://host:port`): each game's events,
   * who is connected, locks and the rate limits. Without it the server runs alone.
   */
  readonly redis?: URL;
  /** The built app; `dist` by default, served when it has an index.html. */
  readonly staticDir?: string;
  readonly origins?: readonly string[];
  readonly logger?: FastifyServerOptions['logger'];
  /** The TLS proxy in front, whose `X-Forwarded-*` headers are believed (see `AppOptions`). */
  readonly trustProxy?: FastifyServerOptions['trustProxy'];
  /** The puzzle set to offer, one puzzle a line (the command passes src/puzzles/set.jsonl); none without it. */
  readonly puzzleFile?: string;
  /** Cut puzzles from the games that end here, in the background (the command does); off by default. */
  readonly cutPuzzles?: boolean;
}

export interface RunningServer {
  /** The address it listens on, as `http://host:port`. */
  readonly url: string;
  /** The SQLite file's path, or the PostgreSQL database's address without its password. */
  readonly dataFile: string;
  close(): Promise<void>;
}

export const DATABASE_FILE = 'momentum.db';

/** A `postgres://` (or `postgresql://`) address with a host, else null. */
export function postgresUrl(text: string): URL | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '' ? url : null;
}

/** A database's address as it may be shown and logged: without its password. */
export function shownDatabase(url: URL): string {
  const shown = new URL(url);
  shown.password = '';
  return shown.href;
}

/** The database could not be opened or brought up to date; `code` says why (a system or PostgreSQL error code). */
export class DatabaseUnavailable extends Error {
  constructor(
    readonly database: string,
    readonly code: string,
  ) {
    super(`cannot open the database ${database} (${code})`);
  }
}

async function openStorage(options: ServerOptions): Promise<{ storage: GameStorage; dataFile: string }> {
  if (options.database === undefined) {
    const dataFile = join(resolve(options.dataDir ?? 'data'), DATABASE_FILE);
    return { storage: await openSqlite(dataFile), dataFile };
  }
  const dataFile = shownDatabase(options.database);
  try {
    return { storage: await openPostgres(options.database.href), dataFile };
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new DatabaseUnavailable(dataFile, typeof code === 'string' ? code : 'unreachable');
  }
}

/**
 * Starts the game server with its embedded database (or the PostgreSQL database it is given):
 * loopback, port 5173 and `data/` unless told otherwise.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  // Read before the database opens: a broken set stops the start with nothing to close.
  const puzzles = options.puzzleFile === undefined ? [] : readPuzzleFile(options.puzzleFile);
  const { storage, dataFile } = await openStorage(options);
  let bus: RedisBus | undefined;
  // Redis going away is logged once the app (and its log) is there.
  let warn: (e: unknown) => void = () => undefined;
  if (options.redis !== undefined) {
    try {
      bus = await RedisBus.connect(options.redis, (e) => warn(e));
    } catch (e) {
      await storage.close();
      throw e;
    }
  }
  const app = await buildApp({
    storage,
    ...(bus ? { bus } : {}),
    staticDir: resolve(options.staticDir ?? 'dist'),
    origins: options.origins ?? [],
    logger: options.logger ?? { level: 'info' },
    trustProxy: options.trustProxy ?? false,
    puzzles,
    cutPuzzles: options.cutPuzzles ?? false,
  });
  warn = (e) => app.log.warn({ err: e }, 'redis unavailable');
  app.addHook('onClose', async () => {
    await bus?.close();
    await storage.close();
  });
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
