import { type Dialect, Kysely } from 'kysely';
import { accountStore } from './accountStore';
import type { SqlDialect } from './dialect';
import { gameStore } from './gameStore';
import { lobbyStore } from './lobbyStore';
import { MIGRATIONS, type Migration, migrate } from './migrations';
import { puzzleStore } from './puzzleStore';
import { ratingStore } from './ratingStore';
import type { Tables } from './schema';
import { seatStore } from './seatStore';
import type { GameStorage } from './storage';

/**
 * The storage on one database, whichever: `driver` is the query builder's connection to it and
 * `dialect` the hooks for what the two databases word differently. Brings the schema up to date
 * before it resolves; rejects, leaving nothing open, when it cannot.
 */
export async function openSqlStorage(
  driver: Dialect,
  dialect: SqlDialect,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<GameStorage> {
  const db = new Kysely<Tables>({ dialect: driver });
  try {
    await migrate(db, dialect, migrations);
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
