import pg from 'pg';
import type { Level } from '../../ai/levels';
import type { OnlineResult } from '../result';
import { type Migration, POSTGRES_MIGRATIONS } from './migrations';
import { Rollback } from './rollback';
import { DELETED_NAME } from '../../online/name';
import {
  ACCOUNT_COLUMNS,
  type AccountRow,
  type GameRow,
  MOVE_COLUMNS,
  type MoveRow,
  SEAT_COLUMNS,
  type SeatRow,
  accountOf,
  gameOf,
  moveOf,
  seatOf,
} from './rows';
import { type RatedOutcome, nextStandings, ratedOutcome } from '../ratings/outcome';
import type { Pool } from '../../online/ratings';
import {
  type HistoryRow,
  type RatedGameRow,
  type RatingRow,
  outcomesOf,
  poolRatingsOf,
  standingOf,
} from './ratingRows';
import type {
  GameEnd,
  GameStatus,
  GameStorage,
  GameSummary,
  LeaderboardRow,
  LoadedGame,
  NewAccount,
  NewGame,
  NewSession,
  PlayerGame,
  PoolRating,
  SeatClaim,
  SeatLeft,
  SeatPlayer,
  StoredAccount,
  StoredMove,
} from './storage';

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

/**
 * A move stored, the game's row locked first, as `endGame` locks it: a move and an end from two
 * instances commit one after the other, and the later one sees the earlier. A move that ends
 * nothing (nearly every move) is this one statement: one round trip to the database. Named, so
 * that each connection prepares it once and the database does not parse and plan it per move.
 */
const APPEND_MOVE = {
  name: 'append-move',
  text: `INSERT INTO moves (game_id, seq, move, committed_at, clock)
    SELECT id, $2, $3, $4, $5 FROM games WHERE id = $1 AND status IN ('open', 'live') FOR UPDATE`,
} as const;

/** Each game's seat names in seat order, as a JSON array. */
const NAMES = `(SELECT COALESCE(json_agg(o.name ORDER BY o.seat), '[]') FROM seats o WHERE o.game_id = g.id)`;

/**
 * Brings a database up to the newest migration in one transaction, under an advisory lock: two
 * instances starting at once take turns, and the second finds the steps done.
 */
export async function migratePostgres(
  client: pg.ClientBase,
  migrations: readonly Migration[] = POSTGRES_MIGRATIONS,
): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    const { rows } = await client.query<{ version: number | null }>(
      'SELECT MAX(version) AS version FROM schema_version',
    );
    let version = rows[0]?.version ?? 0;
    for (const step of migrations) {
      if (step.version <= version) continue;
      await client.query(step.sql);
      await client.query('INSERT INTO schema_version (version) VALUES ($1)', [step.version]);
      version = step.version;
    }
    await client.query('COMMIT');
    return version;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  }
}

/**
 * The storage shared by many server instances: a PostgreSQL database through a pool of
 * connections. `PostgresStorage.open` connects and migrates before the first call.
 */
export class PostgresStorage implements GameStorage {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects to `url`, brings its schema up to date and gives the storage; rejects when it cannot. */
  static async open(url: string, migrations: readonly Migration[] = POSTGRES_MIGRATIONS): Promise<PostgresStorage> {
    const pool = new pg.Pool({ connectionString: url, types, connectionTimeoutMillis: 10_000 });
    // An idle connection that breaks (the database restarted) is dropped, not thrown at the process.
    pool.on('error', () => {});
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client, migrations);
      } finally {
        client.release();
      }
    } catch (e) {
      await pool.end();
      throw e;
    }
    return new PostgresStorage(pool);
  }

  /** The schema version the database is at. */
  async schemaVersion(): Promise<number> {
    const { rows } = await this.pool.query<{ v: number }>('SELECT MAX(version) AS v FROM schema_version');
    return rows[0]!.v;
  }

  /** Runs `work` in a transaction on one connection: all of it or nothing. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const value = await work(client);
      await client.query('COMMIT');
      client.release();
      return value;
    } catch (e) {
      // A connection that cannot even roll back is broken: it is dropped, not handed out again.
      const broken = await client.query('ROLLBACK').then(
        () => false,
        () => true,
      );
      client.release(broken);
      throw e;
    }
  }

  async createGame({ game, seats, openedBy, rematchOf }: NewGame): Promise<boolean> {
    try {
      await this.transaction(async (client) => {
        await client.query(
          `INSERT INTO games (id, setup, time_control, public, rated, status, result, created_at, opened_by)
           VALUES ($1, $2, $3, $4, $5, 'open', NULL, $6, $7)`,
          [
            game.id,
            game.setup,
            JSON.stringify(game.timeControl),
            game.public,
            game.rated ? 1 : 0,
            game.createdAt,
            openedBy ?? null,
          ],
        );
        for (const s of seats) {
          await client.query(
            `INSERT INTO seats (game_id, seat, secret_hash, name, kind, joined_at, level, player_hash, account_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
            [
              game.id,
              s.seat,
              s.secretHash,
              s.name,
              s.kind,
              s.joinedAt,
              s.level ?? null,
              s.playerHash ?? null,
              s.accountId ?? null,
            ],
          );
        }
        if (rematchOf === undefined) return;
        // Linked after the new game's row exists (the link is a foreign key), and only while the game
        // it follows has no rematch. Of two instances linking at once, the second waits for the first's
        // row lock, then finds the link made and rolls its new game back.
        const linked = await client.query('UPDATE games SET rematch_id = $1 WHERE id = $2 AND rematch_id IS NULL', [
          game.id,
          rematchOf,
        ]);
        if (linked.rowCount !== 1) throw new Rollback();
      });
      return true;
    } catch (e) {
      if (e instanceof Rollback) return false;
      throw e;
    }
  }

  async loadGame(id: string): Promise<LoadedGame | null> {
    const game = await this.pool.query<GameRow>('SELECT * FROM games WHERE id = $1', [id]);
    const row = game.rows[0];
    if (!row) return null;
    const seats = await this.pool.query<SeatRow>(
      `SELECT ${SEAT_COLUMNS}
       FROM seats WHERE game_id = $1 ORDER BY seat`,
      [id],
    );
    const moves = await this.pool.query<MoveRow>(`SELECT ${MOVE_COLUMNS} FROM moves WHERE game_id = $1 ORDER BY seq`, [
      id,
    ]);
    return {
      game: gameOf(row),
      seats: seats.rows.map(seatOf),
      moves: moves.rows.map(moveOf),
    };
  }

  async appendMove(gameId: string, move: StoredMove, end?: GameEnd): Promise<boolean> {
    const insert = {
      ...APPEND_MOVE,
      values: [gameId, move.seq, move.move, move.committedAt, JSON.stringify(move.clock)],
    };
    try {
      if (!end) return (await this.pool.query(insert)).rowCount === 1;
      return await this.transaction(async (client) => {
        if ((await client.query(insert)).rowCount !== 1) return false;
        await writeEnd(client, gameId, end);
        return true;
      });
    } catch (e) {
      // The primary key (game_id, seq) decides between two commits for one turn, from any instance.
      if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
      throw e;
    }
  }

  async startGame(gameId: string, at: number): Promise<void> {
    await this.pool.query("UPDATE games SET status = 'live', started_at = $1 WHERE id = $2 AND status = 'open'", [
      at,
      gameId,
    ]);
  }

  async endGame(gameId: string, end: GameEnd, moves: number): Promise<boolean> {
    return this.transaction(async (client) => {
      if (!(await lockLiveGame(client, gameId))) return false;
      const { rows } = await client.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM moves WHERE game_id = $1', [
        gameId,
      ]);
      if (rows[0]!.n !== moves) return false;
      await writeEnd(client, gameId, end);
      return true;
    });
  }

  async takeSeat(gameId: string, seat: number, at: number, name: string | null): Promise<void> {
    await this.pool.query(
      `UPDATE seats SET joined_at = COALESCE(joined_at, $1), name = COALESCE($2, name)
       WHERE game_id = $3 AND seat = $4`,
      [at, name, gameId, seat],
    );
  }

  async leaveSeat(gameId: string, seat: number, left: SeatLeft, level: Level): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE seats SET kind = 'computer', level = $1, left_order = $2, left_reason = $3
       WHERE game_id = $4 AND seat = $5 AND left_order IS NULL`,
      [level, left.order, left.reason, gameId, seat],
    );
    return rowCount === 1;
  }

  async listPublic(statuses: readonly GameStatus[], limit: number): Promise<GameSummary[]> {
    if (statuses.length === 0) return [];
    const { rows } = await this.pool.query<
      GameRow & { joined: number; seat_count: number; names: (string | null)[]; move_count: number }
    >(
      `SELECT g.*,
         (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id AND s.joined_at IS NOT NULL) AS joined,
         (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) AS seat_count,
         ${NAMES} AS names,
         (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS move_count
       FROM games g
       WHERE g.public AND g.status = ANY($1)
       ORDER BY g.created_at, g.id
       LIMIT $2`,
      [statuses, limit],
    );
    return rows.map((r) => ({
      game: gameOf(r),
      joined: r.joined,
      seats: r.seat_count,
      names: r.names,
      moves: r.move_count,
      openedBy: r.opened_by,
    }));
  }

  async claimSeat(gameId: string, seat: number, claim: SeatClaim): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE seats SET secret_hash = $1, name = $2, player_hash = $3, account_id = $4, joined_at = $5
       WHERE game_id = $6 AND seat = $7 AND joined_at IS NULL`,
      [claim.secretHash, claim.name, claim.playerHash, claim.accountId, claim.at, gameId, seat],
    );
    return rowCount === 1;
  }

  async renewSecret(gameId: string, seat: number, secretHash: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE seats SET secret_hash = $1
       WHERE game_id = $2 AND seat = $3 AND kind = 'human' AND joined_at IS NULL`,
      [secretHash, gameId, seat],
    );
    return rowCount === 1;
  }

  async setSeatPlayer(gameId: string, seat: number, player: SeatPlayer): Promise<void> {
    await this.pool.query(
      `UPDATE seats SET player_hash = COALESCE(player_hash, $1), account_id = COALESCE(account_id, $2)
       WHERE game_id = $3 AND seat = $4`,
      [player.playerHash, player.accountId, gameId, seat],
    );
  }

  async countOpen(openedBy: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM games WHERE opened_by = $1 AND status = 'open'",
      [openedBy],
    );
    return rows[0]!.n;
  }

  async gamesToResume(limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT g.id FROM games g
       WHERE g.status = 'live' AND (
         (g.time_control::json ->> 'kind') <> 'none'
         OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.kind = 'computer')
         OR NOT EXISTS (SELECT 1 FROM moves m WHERE m.game_id = g.id))
       ORDER BY g.started_at, g.id
       LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  async playerGames(playerHash: string, limit: number): Promise<PlayerGame[]> {
    return this.gamesOfSeats('player_hash', playerHash, limit);
  }

  async accountGames(accountId: string, limit: number): Promise<PlayerGame[]> {
    return this.gamesOfSeats('account_id', accountId, limit);
  }

  /** The games with a seat whose `column` (a name from this file, never from a request) is `value`. */
  private async gamesOfSeats(column: 'player_hash' | 'account_id', value: string, limit: number) {
    const { rows } = await this.pool.query<GameRow & { player_seat: number; names: (string | null)[] }>(
      `SELECT g.*, s.seat AS player_seat, ${NAMES} AS names
       FROM seats s JOIN games g ON g.id = s.game_id
       WHERE s.${column} = $1
       ORDER BY g.created_at DESC, g.id
       LIMIT $2`,
      [value, limit],
    );
    return rows.map((r): PlayerGame => ({ game: gameOf(r), seat: r.player_seat, names: r.names }));
  }

  async createAccount(account: NewAccount): Promise<boolean> {
    try {
      await this.pool.query(
        'INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)',
        [account.id, account.name, account.nameKey, account.passwordHash, account.createdAt],
      );
      return true;
    } catch (e) {
      if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
      throw e;
    }
  }

  async accountByName(nameKey: string): Promise<StoredAccount | null> {
    const { rows } = await this.pool.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE name_key = $1 AND deleted_at IS NULL`,
      [nameKey],
    );
    return rows[0] ? accountOf(rows[0]) : null;
  }

  async accountById(id: string): Promise<StoredAccount | null> {
    const { rows } = await this.pool.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = $1 AND deleted_at IS NULL`,
      [id],
    );
    return rows[0] ? accountOf(rows[0]) : null;
  }

  async setPassword(accountId: string, passwordHash: string): Promise<void> {
    await this.pool.query('UPDATE accounts SET password_hash = $1 WHERE id = $2', [passwordHash, accountId]);
  }

  async deleteAccount(accountId: string, at: number): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
      await client.query('UPDATE seats SET name = $1, player_hash = NULL WHERE account_id = $2', [
        DELETED_NAME,
        accountId,
      ]);
      await client.query(
        `UPDATE accounts SET name = NULL, name_key = NULL, password_hash = NULL, deleted_at = $1
         WHERE id = $2 AND deleted_at IS NULL`,
        [at, accountId],
      );
    });
  }

  async createSession(session: NewSession): Promise<void> {
    await this.pool.query('INSERT INTO sessions (id_hash, account_id, created_at, last_seen) VALUES ($1, $2, $3, $3)', [
      session.idHash,
      session.accountId,
      session.at,
    ]);
  }

  async sessionAccount(idHash: string, since: number, at: number): Promise<StoredAccount | null> {
    await this.pool.query('DELETE FROM sessions WHERE id_hash = $1 AND last_seen < $2', [idHash, since]);
    const { rows } = await this.pool.query<{ account_id: string }>(
      'UPDATE sessions SET last_seen = GREATEST(last_seen, $1) WHERE id_hash = $2 RETURNING account_id',
      [at, idHash],
    );
    return rows[0] ? this.accountById(rows[0].account_id) : null;
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async deleteSessions(accountId: string, keep: string | null): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE account_id = $1 AND id_hash IS DISTINCT FROM $2', [
      accountId,
      keep,
    ]);
  }

  async claimPlayerSeats(playerHash: string, accountId: string): Promise<number> {
    const { rowCount } = await this.pool.query(
      'UPDATE seats SET account_id = $1 WHERE player_hash = $2 AND account_id IS NULL',
      [accountId, playerHash],
    );
    return rowCount ?? 0;
  }

  async leaderboard(pool: Pool, limit: number): Promise<LeaderboardRow[]> {
    const { rows } = await this.pool.query<{
      account_id: string;
      name: string;
      mu: number;
      sigma: number;
      games: number;
    }>(
      `SELECT r.account_id, a.name, r.mu, r.sigma, r.games
       FROM ratings r JOIN accounts a ON a.id = r.account_id
       WHERE r.pool = $1 AND a.deleted_at IS NULL
       ORDER BY r.mu - 3 * r.sigma DESC, r.account_id
       LIMIT $2`,
      [pool, limit],
    );
    return rows.map((r) => ({
      accountId: r.account_id,
      name: r.name,
      skill: { mu: r.mu, sigma: r.sigma },
      games: r.games,
    }));
  }

  async accountRatings(accountId: string): Promise<PoolRating[]> {
    const ratings = await this.pool.query<RatingRow>(
      'SELECT pool, mu, sigma, games FROM ratings WHERE account_id = $1 ORDER BY pool',
      [accountId],
    );
    const history = await this.pool.query<HistoryRow>(
      'SELECT pool, game_id, at, mu, sigma FROM rating_history WHERE account_id = $1 ORDER BY id',
      [accountId],
    );
    return poolRatingsOf(ratings.rows, history.rows);
  }

  async ratedOutcomes(): Promise<RatedOutcome[]> {
    const games = await this.pool.query<RatedGameRow>(
      `SELECT g.id, g.setup, g.result
       FROM games g JOIN (SELECT game_id, MIN(id) AS first FROM rating_history GROUP BY game_id) h ON h.game_id = g.id
       ORDER BY h.first`,
    );
    const seats = await this.pool.query<{ game_id: string; seat: number; account_id: string | null }>(
      'SELECT game_id, seat, account_id FROM seats WHERE game_id IN (SELECT game_id FROM rating_history)',
    );
    return outcomesOf(games.rows, seats.rows);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Locks the game's row until the transaction ends; true when the game is still open or live. */
async function lockLiveGame(client: pg.PoolClient, gameId: string): Promise<boolean> {
  const { rows } = await client.query<{ status: string }>('SELECT status FROM games WHERE id = $1 FOR UPDATE', [
    gameId,
  ]);
  return rows[0]?.status === 'open' || rows[0]?.status === 'live';
}

/** Ends a game, and moves a rated game's ratings with it (see `rate`): in the caller's transaction. */
async function writeEnd(client: pg.PoolClient, gameId: string, end: GameEnd): Promise<void> {
  await client.query('UPDATE games SET status = $1, result = $2, ended_at = $3 WHERE id = $4', [
    end.status,
    end.result === null ? null : JSON.stringify(end.result),
    end.at,
    gameId,
  ]);
  if (end.status === 'ended' && end.result !== null) await rate(client, gameId, end.at);
}

/**
 * Moves the ratings of a rated game's accounts by its stored result, unless they moved for it
 * already. Two games ending at once on two instances may share an account: each locks the rows it
 * reads (in one order, accounts sorted, so neither waits for the other forever), after making sure
 * they exist, so the second reads what the first wrote.
 */
async function rate(client: pg.PoolClient, gameId: string, at: number): Promise<void> {
  const game = await client.query<{ setup: string; result: string; rated: number }>(
    'SELECT setup, result, rated FROM games WHERE id = $1 FOR UPDATE',
    [gameId],
  );
  const row = game.rows[0];
  if (row?.rated !== 1) return;
  const done = await client.query('SELECT 1 FROM rating_history WHERE game_id = $1 LIMIT 1', [gameId]);
  if (done.rows.length > 0) return;
  const seats = await client.query<{ account_id: string | null }>(
    'SELECT account_id FROM seats WHERE game_id = $1 ORDER BY seat',
    [gameId],
  );
  const outcome = ratedOutcome(
    row.setup,
    JSON.parse(row.result) as OnlineResult,
    seats.rows.map((s) => s.account_id),
  );
  if (!outcome) return;
  const accounts = outcome.seats.map((s) => s.account);
  await client.query(
    `INSERT INTO ratings (account_id, pool, mu, sigma, games)
     SELECT account, $2, 0, 0, 0 FROM unnest($1::text[]) AS account ORDER BY account
     ON CONFLICT (account_id, pool) DO NOTHING`,
    [accounts, outcome.pool],
  );
  const current = await client.query<RatingRow & { account_id: string }>(
    `SELECT account_id, pool, mu, sigma, games FROM ratings
     WHERE pool = $1 AND account_id = ANY($2) ORDER BY account_id FOR UPDATE`,
    [outcome.pool, accounts],
  );
  // A row inserted just now as a place to lock holds no games: the account is not rated yet.
  const before = accounts.map((account) =>
    standingOf(current.rows.find((r) => r.account_id === account && r.games > 0)),
  );
  const after = nextStandings(outcome, before);
  for (const [i, { skill, games }] of after.entries()) {
    await client.query('UPDATE ratings SET mu = $1, sigma = $2, games = $3 WHERE account_id = $4 AND pool = $5', [
      skill.mu,
      skill.sigma,
      games,
      accounts[i],
      outcome.pool,
    ]);
    await client.query(
      'INSERT INTO rating_history (account_id, pool, game_id, at, mu, sigma) VALUES ($1, $2, $3, $4, $5, $6)',
      [accounts[i], outcome.pool, gameId, at, skill.mu, skill.sigma],
    );
  }
}
