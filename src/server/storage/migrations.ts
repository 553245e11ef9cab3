import { type Kysely, sql } from 'kysely';
import type { ColumnTypes, SqlDialect } from './dialect';
import type { Tables } from './schema';

/** One step of the schema: applied once, in order, and recorded in `schema_version`. */
export interface Migration {
  readonly version: number;
  /** The step's statements, in the words of the database at hand where the two differ. */
  statements(types: ColumnTypes): readonly string[];
}

/**
 * The schema's history, one for both databases. Never edit a step that has shipped: add the next
 * one. The words of the shipped steps are kept to the letter, comments included, since SQLite keeps
 * a table's text as it was written.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    statements: (t) => [
      `CREATE TABLE games (
        id TEXT PRIMARY KEY,
        setup TEXT NOT NULL,
        time_control TEXT NOT NULL,
        ${t.flag('public')},
        status TEXT NOT NULL CHECK (status IN ('open', 'live', 'ended', 'aborted')),
        result TEXT,
        created_at ${t.time} NOT NULL,
        started_at ${t.time},
        ended_at ${t.time}
      )`,
      'CREATE INDEX games_lobby ON games (public, status, created_at)',
      `CREATE TABLE seats (
        game_id TEXT NOT NULL REFERENCES games (id),
        seat INTEGER NOT NULL,
        secret_hash TEXT NOT NULL,
        name TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
        joined_at ${t.time},
        PRIMARY KEY (game_id, seat)
      )`,
      `CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        move TEXT NOT NULL,
        committed_at ${t.time} NOT NULL,
        clock TEXT NOT NULL,
        -- One move per turn: a second commit for the same turn fails here, whatever the server thought.
        PRIMARY KEY (game_id, seq)
      )`,
    ],
  },
  {
    // A computer seat's level; a seat that left (resigned or ran out of time in a game of more
    // than two sides) is played on by the computer and ranks last: left_order 1 left first.
    version: 2,
    statements: () => [
      "ALTER TABLE seats ADD COLUMN level TEXT CHECK (level IN ('easy', 'medium', 'hard'))",
      'ALTER TABLE seats ADD COLUMN left_order INTEGER',
      "ALTER TABLE seats ADD COLUMN left_reason TEXT CHECK (left_reason IN ('resigned', 'timeout'))",
    ],
  },
  {
    // Players and the lobby: the hash of the player key a seat was taken with (a browser's "My
    // games"), and who opened a game (a player key's hash, else the address's), for the limit on
    // open games.
    version: 3,
    statements: () => [
      'ALTER TABLE seats ADD COLUMN player_hash TEXT',
      'CREATE INDEX seats_player ON seats (player_hash) WHERE player_hash IS NOT NULL',
      'ALTER TABLE games ADD COLUMN opened_by TEXT',
      'CREATE INDEX games_opened_by ON games (opened_by, status) WHERE opened_by IS NOT NULL',
    ],
  },
  {
    // The rematch of an ended game, kept on the game so that a player who asks for it after a
    // restart (its seats' secrets were only in memory) finds it again and gets a new secret.
    version: 4,
    statements: () => ['ALTER TABLE games ADD COLUMN rematch_id TEXT REFERENCES games (id)'],
  },
  {
    // Accounts. The name is unique by its folded form (`name_key`, see accounts/name.ts), which
    // both databases compare alike; a deleted account keeps its row (its games point at it) with
    // its name, key and password gone. A session is stored by its token's hash only, and ends
    // after a while without use (`last_seen`). A seat remembers the account that played it.
    // BIGINT is a 64-bit integer in PostgreSQL and an integer in SQLite: one text for both.
    version: 5,
    statements: () => [
      `CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT,
        name_key TEXT UNIQUE,
        password_hash TEXT,
        created_at BIGINT NOT NULL,
        deleted_at BIGINT
      )`,
      `CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        created_at BIGINT NOT NULL,
        last_seen BIGINT NOT NULL
      )`,
      'CREATE INDEX sessions_account ON sessions (account_id)',
      'ALTER TABLE seats ADD COLUMN account_id TEXT REFERENCES accounts (id)',
      'CREATE INDEX seats_account ON seats (account_id) WHERE account_id IS NOT NULL',
    ],
  },
  {
    // Ratings (src/server/ratings): which games are rated, each account's current skill per pool,
    // and its skill after every rated game (a profile's chart, and what a replay is checked
    // against). The leaderboard sorts on the conservative estimate mu - 3 sigma. The history's id
    // is the order games were rated in, which a replay follows.
    version: 6,
    statements: (t) => [
      'ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1))',
      `CREATE TABLE ratings (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        pool TEXT NOT NULL CHECK (pool IN ('2', '3', '4', '2x2')),
        mu ${t.double} NOT NULL,
        sigma ${t.double} NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (account_id, pool)
      )`,
      'CREATE INDEX ratings_board ON ratings (pool, (mu - 3 * sigma))',
      `CREATE TABLE rating_history (
        id ${t.serialKey},
        account_id TEXT NOT NULL REFERENCES accounts (id),
        pool TEXT NOT NULL,
        game_id TEXT NOT NULL REFERENCES games (id),
        at ${t.time} NOT NULL,
        mu ${t.double} NOT NULL,
        sigma ${t.double} NOT NULL,
        UNIQUE (game_id, account_id)
      )`,
      'CREATE INDEX rating_history_account ON rating_history (account_id, pool, id)',
    ],
  },
  {
    // Puzzles (src/server/puzzles): those found in this server's finished games (each a line of
    // the set's export shape), each puzzle's and each account's puzzle skill as tries moved them,
    // and the tries: one per account and puzzle, the first, with both skills after it.
    version: 7,
    statements: (t) => [
      `CREATE TABLE found_puzzles (
        id TEXT PRIMARY KEY,
        line TEXT NOT NULL,
        game_id TEXT NOT NULL REFERENCES games (id),
        found_at ${t.time} NOT NULL
      )`,
      skillTable('puzzle_ratings', 'puzzle_id TEXT PRIMARY KEY', t),
      skillTable('puzzle_solvers', 'account_id TEXT PRIMARY KEY REFERENCES accounts (id)', t),
      `CREATE TABLE puzzle_tries (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        puzzle_id TEXT NOT NULL,
        solved INTEGER NOT NULL CHECK (solved IN (0, 1)),
        moves TEXT NOT NULL,
        at ${t.time} NOT NULL,
        solver_mu ${t.double} NOT NULL,
        solver_sigma ${t.double} NOT NULL,
        puzzle_mu ${t.double} NOT NULL,
        puzzle_sigma ${t.double} NOT NULL,
        PRIMARY KEY (account_id, puzzle_id)
      )`,
    ],
  },
];

/** A table of puzzle skills (a puzzle's or a solver's) keyed by `key`: the two are kept alike. */
function skillTable(name: string, key: string, t: ColumnTypes): string {
  return `CREATE TABLE ${name} (
        ${key},
        mu ${t.double} NOT NULL,
        sigma ${t.double} NOT NULL,
        tries INTEGER NOT NULL
      )`;
}

/**
 * Brings a database up to the newest step in one transaction, under the dialect's schema lock: two
 * instances starting at once take turns, the second finds the steps done, and a step that fails
 * leaves the database as it was. Resolves to the version the database is at.
 */
export async function migrate(
  db: Kysely<Tables>,
  dialect: SqlDialect,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await dialect.lockSchema(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`.execute(trx);
    let version = await schemaVersion(trx);
    for (const step of migrations) {
      if (step.version <= version) continue;
      for (const statement of step.statements(dialect.types)) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_version').values({ version: step.version }).execute();
      version = step.version;
    }
    return version;
  });
}

/** A database whose schema is not the newest step's, found by a storage that only reads and so never migrates. */
export class SchemaMismatch extends Error {
  constructor(
    readonly found: number,
    readonly expected: number,
  ) {
    super(`the database's schema is version ${found}, not ${expected}`);
  }
}

/**
 * Checks, writing nothing, that the database is at the newest step of `migrations`: the queries are
 * written for that schema. Throws `SchemaMismatch` when it is not.
 */
export async function requireSchema(db: Kysely<Tables>, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  const expected = migrations.at(-1)?.version ?? 0;
  const found = await schemaVersion(db);
  if (found !== expected) throw new SchemaMismatch(found, expected);
}

/** The newest step recorded in `schema_version`, 0 before the first. */
async function schemaVersion(db: Kysely<Tables>): Promise<number> {
  const row = await db
    .selectFrom('schema_version')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return row?.version ?? 0;
}
