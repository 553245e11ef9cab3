/** One step of the schema: applied once, in order, and recorded in `schema_version`. */
export interface Migration {
  readonly version: number;
  readonly sql: string;
  /** The step in PostgreSQL's dialect, where SQLite's words do not fit it (its REAL is single precision). */
  readonly postgres?: string;
}

/** The schema's history. Never edit a step that has shipped: add the next one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        setup TEXT NOT NULL,
        time_control TEXT NOT NULL,
        public INTEGER NOT NULL CHECK (public IN (0, 1)),
        status TEXT NOT NULL CHECK (status IN ('open', 'live', 'ended', 'aborted')),
        result TEXT,
        created_at INTEGER NOT NULL,
        started_at INTEGER,
        ended_at INTEGER
      );
      CREATE INDEX games_lobby ON games (public, status, created_at);
      CREATE TABLE seats (
        game_id TEXT NOT NULL REFERENCES games (id),
        seat INTEGER NOT NULL,
        secret_hash TEXT NOT NULL,
        name TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
        joined_at INTEGER,
        PRIMARY KEY (game_id, seat)
      );
      CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        move TEXT NOT NULL,
        committed_at INTEGER NOT NULL,
        clock TEXT NOT NULL,
        -- One move per turn: a second commit for the same turn fails here, whatever the server thought.
        PRIMARY KEY (game_id, seq)
      );
    `,
  },
  {
    version: 2,
    sql: `
      -- A computer seat's level; a seat that left (resigned or ran out of time in a game of more
      -- than two sides) is played on by the computer and ranks last: left_order 1 left first.
      ALTER TABLE seats ADD COLUMN level TEXT CHECK (level IN ('easy', 'medium', 'hard'));
      ALTER TABLE seats ADD COLUMN left_order INTEGER;
      ALTER TABLE seats ADD COLUMN left_reason TEXT CHECK (left_reason IN ('resigned', 'timeout'));
    `,
  },
  {
    // Players and the lobby: the hash of the player key a seat was taken with (a browser's "My
    // games"), and who opened a game (a player key's hash, else the address's), for the limit on
    // open games.
    version: 3,
    sql: `
      ALTER TABLE seats ADD COLUMN player_hash TEXT;
      CREATE INDEX seats_player ON seats (player_hash) WHERE player_hash IS NOT NULL;
      ALTER TABLE games ADD COLUMN opened_by TEXT;
      CREATE INDEX games_opened_by ON games (opened_by, status) WHERE opened_by IS NOT NULL;
    `,
  },
  {
    // The rematch of an ended game, kept on the game so that a player who asks for it after a
    // restart (its seats' secrets were only in memory) finds it again and gets a new secret.
    version: 4,
    sql: `
      ALTER TABLE games ADD COLUMN rematch_id TEXT REFERENCES games (id);
    `,
  },
  {
    // Accounts. The name is unique by its folded form (`name_key`, see accounts/name.ts), which
    // both databases compare alike; a deleted account keeps its row (its games point at it) with
    // its name, key and password gone. A session is stored by its token's hash only, and ends
    // after a while without use (`last_seen`). A seat remembers the account that played it.
    // BIGINT is a 64-bit integer in PostgreSQL and an integer in SQLite: one text for both.
    version: 5,
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT,
        name_key TEXT UNIQUE,
        password_hash TEXT,
        created_at BIGINT NOT NULL,
        deleted_at BIGINT
      );
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        created_at BIGINT NOT NULL,
        last_seen BIGINT NOT NULL
      );
      CREATE INDEX sessions_account ON sessions (account_id);
      ALTER TABLE seats ADD COLUMN account_id TEXT REFERENCES accounts (id);
      CREATE INDEX seats_account ON seats (account_id) WHERE account_id IS NOT NULL;
    `,
  },
  {
    // Ratings (src/server/ratings): which games are rated, each account's current skill per pool,
    // and its skill after every rated game (a profile's chart, and what a replay is checked
    // against). The leaderboard sorts on the conservative estimate mu - 3 sigma. The history's id
    // is the order games were rated in, which a replay follows.
    version: 6,
    sql: `
      ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
      CREATE TABLE ratings (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        pool TEXT NOT NULL CHECK (pool IN ('2', '3', '4', '2x2')),
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (account_id, pool)
      );
      CREATE INDEX ratings_board ON ratings (pool, (mu - 3 * sigma));
      CREATE TABLE rating_history (
        id INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        pool TEXT NOT NULL,
        game_id TEXT NOT NULL REFERENCES games (id),
        at INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        UNIQUE (game_id, account_id)
      );
      CREATE INDEX rating_history_account ON rating_history (account_id, pool, id);
    `,
    postgres: `
      ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1));
      CREATE TABLE ratings (
        account_id TEXT NOT NULL REFERENCES accounts (id),
        pool TEXT NOT NULL CHECK (pool IN ('2', '3', '4', '2x2')),
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (account_id, pool)
      );
      CREATE INDEX ratings_board ON ratings (pool, (mu - 3 * sigma));
      CREATE TABLE rating_history (
        id BIGSERIAL PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts (id),
        pool TEXT NOT NULL,
        game_id TEXT NOT NULL REFERENCES games (id),
        at BIGINT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        UNIQUE (game_id, account_id)
      );
      CREATE INDEX rating_history_account ON rating_history (account_id, pool, id);
    `,
  },
];

/**
 * The same schema history in PostgreSQL's dialect: each step has the version and the meaning of
 * the SQLite step of that number. Times are milliseconds since 1970, past a 32-bit integer: BIGINT;
 * the first step alone needs its own words.
 */
export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        setup TEXT NOT NULL,
        time_control TEXT NOT NULL,
        public BOOLEAN NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'live', 'ended', 'aborted')),
        result TEXT,
        created_at BIGINT NOT NULL,
        started_at BIGINT,
        ended_at BIGINT
      );
      CREATE INDEX games_lobby ON games (public, status, created_at);
      CREATE TABLE seats (
        game_id TEXT NOT NULL REFERENCES games (id),
        seat INTEGER NOT NULL,
        secret_hash TEXT NOT NULL,
        name TEXT,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
        joined_at BIGINT,
        PRIMARY KEY (game_id, seat)
      );
      CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        move TEXT NOT NULL,
        committed_at BIGINT NOT NULL,
        clock TEXT NOT NULL,
        -- One move per turn, whichever server instance commits it: the second commit fails here.
        PRIMARY KEY (game_id, seq)
      );
    `,
  },
  // The later steps are written in SQL both databases take as it is, or carry PostgreSQL's words.
  ...MIGRATIONS.slice(1).map((step) => ({ version: step.version, sql: step.postgres ?? step.sql })),
];
