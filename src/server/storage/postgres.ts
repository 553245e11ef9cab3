import { PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { SqlDialect } from './dialect';
import { MIGRATIONS, type Migration } from './migrations';
import { type Access, openSqlStorage } from './sqlStorage';
import type { GameStorage } from './storage';

const INT8_OID = 20;

/**
 * BIGINT columns (times in ms, counts) as numbers: pg gives them as strings, since they may pass
 * 2^53, which milliseconds since 1970 and game counts never do.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** Any number that stays the same for this schema: the advisory lock that lets one instance migrate at a time. */
const MIGRATION_LOCK = 7_460_213;

const UNIQUE_VIOLATION = '23505';

/** PostgreSQL's words: BOOLEAN, BIGINT times, row locks for the instances that share the database. */
export const POSTGRES: SqlDialect = {
  types: {
    flag: (column) => `${column} BOOLEAN NOT NULL`,
    time: 'BIGINT',
    double: 'DOUBLE PRECISION',
    serialKey: 'BIGSERIAL PRIMARY KEY',
  },
  lockSchema: async (db) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(db);
  },
  forUpdate: (query) => query.forUpdate(),
  flag: (value) => value,
  jsonText: (column, key) => sql<string>`(${sql.ref(column)}::json ->> ${sql.lit(key)})`,
  isDuplicateKey: (error) => (error as { code?: unknown }).code === UNIQUE_VIOLATION,
};

/**
 * The storage shared by many server instances: a PostgreSQL database (which must exist) through a
 * pool of connections. Connects and brings the schema up to date before it resolves; rejects when
 * it cannot. `read-only` makes every transaction of its connections read-only on the database's side.
 */
export async function openPostgres(
  url: string,
  migrations: readonly Migration[] = MIGRATIONS,
  access: Access = 'read-write',
): Promise<GameStorage> {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    connectionTimeoutMillis: 10_000,
    ...(access === 'read-only' ? { options: '-c default_transaction_read_only=on' } : {}),
  });
  // An idle connection that breaks (the database restarted) is dropped, not thrown at the process.
  pool.on('error', () => {});
  return openSqlStorage(new PostgresDialect({ pool }), POSTGRES, migrations, access);
}
