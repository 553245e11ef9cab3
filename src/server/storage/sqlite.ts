import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { SqliteDialect, sql } from 'kysely';
import type { SqlDialect } from './dialect';
import { MIGRATIONS, type Migration } from './migrations';
import { type Access, openSqlStorage } from './sqlStorage';
import type { GameStorage } from './storage';

/** SQLite's words: no BOOLEAN (0 or 1 under a CHECK), and one connection that writes at a time. */
export const SQLITE: SqlDialect = {
  types: {
    flag: (column) => `${column} INTEGER NOT NULL CHECK (${column} IN (0, 1))`,
    time: 'INTEGER',
    double: 'REAL',
    serialKey: 'INTEGER PRIMARY KEY',
  },
  // One process owns the file (docs/online.md): its one connection migrates before anything else.
  lockSchema: async () => {},
  forUpdate: (query) => query,
  flag: (value) => (value ? 1 : 0),
  jsonText: (column, key) => sql<string>`(${sql.ref(column)} ->> ${sql.lit(key)})`,
  isDuplicateKey: (error) => {
    const code = (error as { code?: unknown }).code;
    return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
  },
};

/**
 * The embedded storage: one SQLite file in WAL mode (`:memory:` for a database of a test's own),
 * its folder created when missing. better-sqlite3 is synchronous: a commit is in the database
 * file's log when its promise resolves. `read-only` opens a file that must exist, on a connection
 * that cannot write, beside a server that may be writing to it.
 */
export async function openSqlite(
  file: string,
  migrations: readonly Migration[] = MIGRATIONS,
  access: Access = 'read-write',
): Promise<GameStorage> {
  const database =
    access === 'read-only' ? new Database(file, { readonly: true, fileMustExist: true }) : writable(file);
  database.pragma('busy_timeout = 5000');
  return openSqlStorage(new SqliteDialect({ database }), SQLITE, migrations, access);
}

function writable(file: string): Database.Database {
  mkdirSync(dirname(file), { recursive: true });
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  // NORMAL, not FULL: in WAL mode a commit under NORMAL survives the process being killed
  // (kill -9), which is what an acknowledged move must survive; only a power cut or an
  // operating-system crash may take back the last commits. Measured here (2 shared cores, one
  // connection): FULL commits about 425 moves a second (2.4 ms each, one fsync per move),
  // NORMAL about 10,900 (0.09 ms), and a thousand games at a move a second need 1,000.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  return database;
}
