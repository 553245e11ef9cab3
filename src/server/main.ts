import { join, resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { readPuzzleFile } from './puzzles/set';
import { RedisBus } from './redisBus';
import { MIGRATIONS, SchemaMismatch } from './storage/migrations';
import { openPostgres } from './storage/postgres';
import type { Access } from './storage/sqlStorage';
import { openSqlite } from './storage/sqlite';
import type { GameStorage } from './storage/storage';

/** Where the server's games are: the SQLite file in `dataDir`, or a PostgreSQL database. */
export interface StorageOptions {
  /** Where the database lives (`momentum.db`), created on first start. */
  readonly dataDir?: string;
  /** A PostgreSQL database shared by many instances (see `postgresUrl`), instead of the file in `dataDir`. */
  readonly database?: URL;
}

export interface ServerOptions extends StorageOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
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

const DATABASE_FILE = 'momentum.db';

/** The SQLite file of the server whose data is in `dataDir` (data/ by default). */
export function sqliteFile(dataDir = 'data'): string {
  return join(resolve(dataDir), DATABASE_FILE);
}

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

/** The database as `options` place it, as it may be shown: the SQLite file's path, or the PostgreSQL address without its password. */
export function databaseName(options: StorageOptions): string {
  return options.database === undefined ? sqliteFile(options.dataDir) : shownDatabase(options.database);
}

/** The database could not be opened or brought up to date; `code` says why (a system, SQLite or PostgreSQL error code). */
export class DatabaseUnavailable extends Error {
  constructor(
    readonly database: string,
    readonly code: string,
  ) {
    super(`cannot open the database ${database} (${code})`);
  }
}

/**
 * Opens the server's storage as `options` place it: the server's way, which commands that read its
 * games share (`access` read-only for them). A database that cannot be opened is
 * `DatabaseUnavailable`; a schema that a read-only storage finds out of date stays `SchemaMismatch`.
 */
export async function openStorage(
  options: StorageOptions,
  access: Access = 'read-write',
): Promise<{ storage: GameStorage; dataFile: string }> {
  const url = options.database;
  const dataFile = databaseName(options);
  try {
    const storage =
      url === undefined
        ? await openSqlite(dataFile, MIGRATIONS, access)
        : await openPostgres(url.href, MIGRATIONS, access);
    return { storage, dataFile };
  } catch (e) {
    if (e instanceof SchemaMismatch) throw e;
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
