import { type Dialect, Kysely } from 'kysely';
import { accountStore } from './accountStore';
import type { SqlDialect } from './dialect';
import { gameStore } from './gameStore';
import { lobbyStore } from './lobbyStore';
import { MIGRATIONS, type Migration, migrate, requireSchema } from './migrations';
import { puzzleStore } from './puzzleStore';
import { ratingStore } from './ratingStore';
import type { Tables } from './schema';
import { seatStore } from './seatStore';
import type { GameStorage } from './storage';

/**
 * What a storage may do to its database. A command reading a server's games opens it `read-only`:
 * the connection refuses every write, so the schema is checked rather than brought up to date.
 */
export type Access = 'read-write' | 'read-only';

/**
 * The storage on one database, whichever: `driver` is the query builder's connection to it and
 * `dialect` the hooks for what the two databases word differently. Brings the schema up to date
 * (only checks it when `read-only`) before it resolves; rejects, leaving nothing open, when it cannot.
 */
export async function openSqlStorage(
  driver: Dialect,
  dialect: SqlDialect,
  migrations: readonly Migration[] = MIGRATIONS,
  access: Access = 'read-write',
): Promise<GameStorage> {
  const db = new Kysely<Tables>({ dialect: driver });
  try {
    if (access === 'read-only') await requireSchema(db, migrations);
    else await migrate(db, dialect, migrations);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return {
    ...gameStore(db, dialect),
    ...seatStore(db),
    ...lobbyStore(db, dialect),
    ...accountStore(db, dialect),
    ...ratingStore(db),
    ...puzzleStore(db, dialect),
    close: () => db.destroy(),
  };
}
