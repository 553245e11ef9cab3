import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Level } from '../../ai/levels';
import { MIGRATIONS, type Migration } from './migrations';
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
import type { Pool } from '../../online/ratings';
import { type RatedOutcome, nextStandings, ratedOutcome } from '../ratings/outcome';
import type { OnlineResult } from '../result';
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

/** Brings a database up to the newest migration, each step in its own transaction. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null };
  let version = row.version ?? 0;
  for (const step of migrations) {
    if (step.version <= version) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(step.version);
    })();
    version = step.version;
  }
  return version;
}

function isDuplicateKey(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The embedded storage: one SQLite file in WAL mode. better-sqlite3 is synchronous, so each call
 * finishes before its promise resolves; a commit is in the database file's log when `appendMove`
 * resolves.
 */
export class SqliteStorage implements GameStorage {
  private readonly db: Database.Database;

  constructor(file: string, migrations: readonly Migration[] = MIGRATIONS) {
    mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // NORMAL, not FULL: in WAL mode a commit under NORMAL survives the process being killed
    // (kill -9), which is what an acknowledged move must survive; only a power cut or an
    // operating-system crash may take back the last commits. Measured here (2 shared cores, one
    // connection): FULL commits about 425 moves a second (2.4 ms each, one fsync per move),
    // NORMAL about 10,900 (0.09 ms), and a thousand games at a move a second need 1,000.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db, migrations);
  }

  /** The schema version the file is at. */
  schemaVersion(): number {
    return (this.db.prepare('SELECT MAX(version) AS v FROM schema_version').get() as { v: number }).v;
  }

  async createGame({ game, seats, openedBy, rematchOf }: NewGame): Promise<boolean> {
    const insertGame = this.db.prepare(
      `INSERT INTO games (id, setup, time_control, public, rated, status, result, created_at, opened_by)
       VALUES (?, ?, ?, ?, ?, 'open', NULL, ?, ?)`,
    );
    const insertSeat = this.db.prepare(
      `INSERT INTO seats (game_id, seat, secret_hash, name, kind, joined_at, level, player_hash, account_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // Linked after the new game's row exists (the link is a foreign key), and only while the game
    // it follows has no rematch: otherwise the new game is rolled back.
    const link = this.db.prepare('UPDATE games SET rematch_id = ? WHERE id = ? AND rematch_id IS NULL');
    try {
      this.db.transaction(() => {
        const clock = JSON.stringify(game.timeControl);
        const rated = game.rated ? 1 : 0;
        insertGame.run(game.id, game.setup, clock, game.public ? 1 : 0, rated, game.createdAt, openedBy ?? null);
        for (const s of seats) {
          const { seat, secretHash, name, kind, joinedAt } = s;
          const player = [s.playerHash ?? null, s.accountId ?? null];
          insertSeat.run(game.id, seat, secretHash, name, kind, joinedAt, s.level ?? null, ...player);
        }
        if (rematchOf !== undefined && link.run(game.id, rematchOf).changes === 0) throw new Rollback();
      })();
      return true;
    } catch (e) {
      if (e instanceof Rollback) return false;
      throw e;
    }
  }

  async loadGame(id: string): Promise<LoadedGame | null> {
    const row = this.db.prepare('SELECT * FROM games WHERE id = ?').get(id) as GameRow | undefined;
    if (!row) return null;
    const seats = this.db
      .prepare(
        `SELECT ${SEAT_COLUMNS}
         FROM seats WHERE game_id = ? ORDER BY seat`,
      )
      .all(id) as SeatRow[];
    const moves = this.db
      .prepare(`SELECT ${MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq`)
      .all(id) as MoveRow[];
    return {
      game: gameOf(row),
      seats: seats.map(seatOf),
      moves: moves.map(moveOf),
    };
  }

  async appendMove(gameId: string, move: StoredMove, end?: GameEnd): Promise<boolean> {
    const insert = this.db.prepare(
      `INSERT INTO moves (game_id, seq, move, committed_at, clock)
       SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM games WHERE id = ? AND status IN ('open', 'live'))`,
    );
    try {
      return this.db.transaction(() => {
        const { changes } = insert.run(
          gameId,
          move.seq,
          move.move,
          move.committedAt,
          JSON.stringify(move.clock),
          gameId,
        );
        if (changes === 0) return false;
        if (end) this.writeEnd(gameId, end);
        return true;
      })();
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  async startGame(gameId: string, at: number): Promise<void> {
    this.db
      .prepare("UPDATE games SET status = 'live', started_at = ? WHERE id = ? AND status = 'open'")
      .run(at, gameId);
  }

  async endGame(gameId: string, end: GameEnd, moves: number): Promise<boolean> {
    return this.db.transaction(() => {
      const live = this.db
        .prepare(
          `SELECT 1 FROM games WHERE id = ? AND status IN ('open', 'live')
           AND (SELECT COUNT(*) FROM moves WHERE game_id = ?) = ?`,
        )
        .get(gameId, gameId, moves);
      if (live === undefined) return false;
      this.writeEnd(gameId, end);
      return true;
    })();
  }

  private writeEnd(gameId: string, end: GameEnd): void {
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE games SET status = ?, result = ?, ended_at = ? WHERE id = ?')
        .run(end.status, end.result === null ? null : JSON.stringify(end.result), end.at, gameId);
      if (end.status === 'ended' && end.result !== null) this.rate(gameId, end.result, end.at);
    })();
  }

  /** Moves the ratings of a rated game's accounts by its result, unless they moved for it already. */
  private rate(gameId: string, result: OnlineResult, at: number): void {
    const game = this.db.prepare('SELECT setup, rated FROM games WHERE id = ?').get(gameId) as
      { setup: string; rated: number } | undefined;
    if (game?.rated !== 1) return;
    if (this.db.prepare('SELECT 1 FROM rating_history WHERE game_id = ?').get(gameId)) return;
    const seats = this.db.prepare('SELECT account_id FROM seats WHERE game_id = ? ORDER BY seat').all(gameId) as {
      account_id: string | null;
    }[];
    const outcome = ratedOutcome(
      game.setup,
      result,
      seats.map((s) => s.account_id),
    );
    if (!outcome) return;
    const read = this.db.prepare('SELECT pool, mu, sigma, games FROM ratings WHERE account_id = ? AND pool = ?');
    const before = outcome.seats.map((s) => standingOf(read.get(s.account, outcome.pool) as RatingRow | undefined));
    const write = this.db.prepare(
      `INSERT INTO ratings (account_id, pool, mu, sigma, games) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (account_id, pool) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games`,
    );
    const log = this.db.prepare(
      'INSERT INTO rating_history (account_id, pool, game_id, at, mu, sigma) VALUES (?, ?, ?, ?, ?, ?)',
    );
    nextStandings(outcome, before).forEach(({ skill, games }, i) => {
      const { account } = outcome.seats[i]!;
      write.run(account, outcome.pool, skill.mu, skill.sigma, games);
      log.run(account, outcome.pool, gameId, at, skill.mu, skill.sigma);
    });
  }

  async takeSeat(gameId: string, seat: number, at: number, name: string | null): Promise<void> {
    this.db
      .prepare(
        'UPDATE seats SET joined_at = COALESCE(joined_at, ?), name = COALESCE(?, name) WHERE game_id = ? AND seat = ?',
      )
      .run(at, name, gameId, seat);
  }

  async leaveSeat(gameId: string, seat: number, left: SeatLeft, level: Level): Promise<boolean> {
    const { changes } = this.db
      .prepare(
        `UPDATE seats SET kind = 'computer', level = ?, left_order = ?, left_reason = ?
         WHERE game_id = ? AND seat = ? AND left_order IS NULL`,
      )
      .run(level, left.order, left.reason, gameId, seat);
    return changes === 1;
  }

  async listPublic(statuses: readonly GameStatus[], limit: number): Promise<GameSummary[]> {
    if (statuses.length === 0) return [];
    const rows = this.db
      .prepare(
        `SELECT g.*,
           (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id AND s.joined_at IS NOT NULL) AS joined,
           (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) AS seat_count,
           (SELECT json_group_array(name) FROM (SELECT name FROM seats s WHERE s.game_id = g.id ORDER BY seat))
             AS names,
           (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) AS move_count
         FROM games g
         WHERE g.public = 1 AND g.status IN (${statuses.map(() => '?').join(', ')})
         ORDER BY g.created_at, g.id
         LIMIT ?`,
      )
      .all(...statuses, limit) as (GameRow & {
      joined: number;
      seat_count: number;
      names: string;
      move_count: number;
    })[];
    return rows.map((r) => ({
      game: gameOf(r),
      joined: r.joined,
      seats: r.seat_count,
      names: JSON.parse(r.names) as (string | null)[],
      moves: r.move_count,
      openedBy: r.opened_by,
    }));
  }

  async claimSeat(gameId: string, seat: number, claim: SeatClaim): Promise<boolean> {
    const { changes } = this.db
      .prepare(
        `UPDATE seats SET secret_hash = ?, name = ?, player_hash = ?, account_id = ?, joined_at = ?
         WHERE game_id = ? AND seat = ? AND joined_at IS NULL`,
      )
      .run(claim.secretHash, claim.name, claim.playerHash, claim.accountId, claim.at, gameId, seat);
    return changes === 1;
  }

  async renewSecret(gameId: string, seat: number, secretHash: string): Promise<boolean> {
    const { changes } = this.db
      .prepare(
        `UPDATE seats SET secret_hash = ?
         WHERE game_id = ? AND seat = ? AND kind = 'human' AND joined_at IS NULL`,
      )
      .run(secretHash, gameId, seat);
    return changes === 1;
  }

  async setSeatPlayer(gameId: string, seat: number, player: SeatPlayer): Promise<void> {
    this.db
      .prepare(
        `UPDATE seats SET player_hash = COALESCE(player_hash, ?), account_id = COALESCE(account_id, ?)
         WHERE game_id = ? AND seat = ?`,
      )
      .run(player.playerHash, player.accountId, gameId, seat);
  }

  async countOpen(openedBy: string): Promise<number> {
    const row = this.db
      .prepare("SELECT COUNT(*) AS n FROM games WHERE opened_by = ? AND status = 'open'")
      .get(openedBy) as { n: number };
    return row.n;
  }

  async gamesToResume(limit: number): Promise<string[]> {
    const rows = this.db
      .prepare(
        `SELECT g.id FROM games g
         WHERE g.status = 'live' AND (
           json_extract(g.time_control, '$.kind') <> 'none'
           OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.kind = 'computer')
           OR NOT EXISTS (SELECT 1 FROM moves m WHERE m.game_id = g.id))
         ORDER BY g.started_at, g.id
         LIMIT ?`,
      )
      .all(limit) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async playerGames(playerHash: string, limit: number): Promise<PlayerGame[]> {
    return this.gamesOfSeats('player_hash', playerHash, limit);
  }

  async accountGames(accountId: string, limit: number): Promise<PlayerGame[]> {
    return this.gamesOfSeats('account_id', accountId, limit);
  }

  /** The games with a seat whose `column` (a name from this file, never from a request) is `value`. */
  private gamesOfSeats(column: 'player_hash' | 'account_id', value: string, limit: number): PlayerGame[] {
    const rows = this.db
      .prepare(
        `SELECT g.*, s.seat AS player_seat,
           (SELECT json_group_array(name) FROM (SELECT name FROM seats o WHERE o.game_id = g.id ORDER BY seat))
             AS names
         FROM seats s JOIN games g ON g.id = s.game_id
         WHERE s.${column} = ?
         ORDER BY g.created_at DESC, g.id
         LIMIT ?`,
      )
      .all(value, limit) as (GameRow & { player_seat: number; names: string })[];
    return rows.map((r) => ({
      game: gameOf(r),
      seat: r.player_seat,
      names: JSON.parse(r.names) as (string | null)[],
    }));
  }

  async createAccount(account: NewAccount): Promise<boolean> {
    try {
      this.db
        .prepare('INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(account.id, account.name, account.nameKey, account.passwordHash, account.createdAt);
      return true;
    } catch (e) {
      if (isDuplicateKey(e)) return false;
      throw e;
    }
  }

  async accountByName(nameKey: string): Promise<StoredAccount | null> {
    const row = this.db
      .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE name_key = ? AND deleted_at IS NULL`)
      .get(nameKey) as AccountRow | undefined;
    return row ? accountOf(row) : null;
  }

  async accountById(id: string): Promise<StoredAccount | null> {
    const row = this.db
      .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ? AND deleted_at IS NULL`)
      .get(id) as AccountRow | undefined;
    return row ? accountOf(row) : null;
  }

  async setPassword(accountId: string, passwordHash: string): Promise<void> {
    this.db.prepare('UPDATE accounts SET password_hash = ? WHERE id = ?').run(passwordHash, accountId);
  }

  async deleteAccount(accountId: string, at: number): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM sessions WHERE account_id = ?').run(accountId);
      this.db
        .prepare('UPDATE seats SET name = ?, player_hash = NULL WHERE account_id = ?')
        .run(DELETED_NAME, accountId);
      this.db
        .prepare(
          `UPDATE accounts SET name = NULL, name_key = NULL, password_hash = NULL, deleted_at = ?
           WHERE id = ? AND deleted_at IS NULL`,
        )
        .run(at, accountId);
    })();
  }

  async createSession(session: NewSession): Promise<void> {
    this.db
      .prepare('INSERT INTO sessions (id_hash, account_id, created_at, last_seen) VALUES (?, ?, ?, ?)')
      .run(session.idHash, session.accountId, session.at, session.at);
  }

  async sessionAccount(idHash: string, since: number, at: number): Promise<StoredAccount | null> {
    const row = this.db.transaction(() => {
      this.db.prepare('DELETE FROM sessions WHERE id_hash = ? AND last_seen < ?').run(idHash, since);
      return this.db
        .prepare('UPDATE sessions SET last_seen = MAX(last_seen, ?) WHERE id_hash = ? RETURNING account_id')
        .get(at, idHash) as { account_id: string } | undefined;
    })();
    return row ? this.accountById(row.account_id) : null;
  }

  async deleteSession(idHash: string): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
  }

  async deleteSessions(accountId: string, keep: string | null): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE account_id = ? AND id_hash IS NOT ?').run(accountId, keep);
  }

  async claimPlayerSeats(playerHash: string, accountId: string): Promise<number> {
    const { changes } = this.db
      .prepare('UPDATE seats SET account_id = ? WHERE player_hash = ? AND account_id IS NULL')
      .run(accountId, playerHash);
    return changes;
  }

  async leaderboard(pool: Pool, limit: number): Promise<LeaderboardRow[]> {
    const rows = this.db
      .prepare(
        `SELECT r.account_id, a.name, r.mu, r.sigma, r.games
         FROM ratings r JOIN accounts a ON a.id = r.account_id
         WHERE r.pool = ? AND a.deleted_at IS NULL
         ORDER BY r.mu - 3 * r.sigma DESC, r.account_id
         LIMIT ?`,
      )
      .all(pool, limit) as { account_id: string; name: string; mu: number; sigma: number; games: number }[];
    return rows.map((r) => ({
      accountId: r.account_id,
      name: r.name,
      skill: { mu: r.mu, sigma: r.sigma },
      games: r.games,
    }));
  }

  async accountRatings(accountId: string): Promise<PoolRating[]> {
    const ratings = this.db
      .prepare('SELECT pool, mu, sigma, games FROM ratings WHERE account_id = ? ORDER BY pool')
      .all(accountId) as RatingRow[];
    const history = this.db
      .prepare('SELECT pool, game_id, at, mu, sigma FROM rating_history WHERE account_id = ? ORDER BY id')
      .all(accountId) as HistoryRow[];
    return poolRatingsOf(ratings, history);
  }

  async ratedOutcomes(): Promise<RatedOutcome[]> {
    const games = this.db
      .prepare(
        `SELECT g.id, g.setup, g.result
         FROM games g JOIN (SELECT game_id, MIN(id) AS first FROM rating_history GROUP BY game_id) h ON h.game_id = g.id
         ORDER BY h.first`,
      )
      .all() as RatedGameRow[];
    const seats = this.db
      .prepare(
        'SELECT game_id, seat, account_id FROM seats WHERE game_id IN (SELECT DISTINCT game_id FROM rating_history)',
      )
      .all() as { game_id: string; seat: number; account_id: string | null }[];
    return outcomesOf(games, seats);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
