import type { Level } from '../../ai/levels';
import type { TimeControl } from '../clock';
import type { OnlineResult } from '../result';
import type { GameStatus, SeatKind, SeatLeft, StoredAccount, StoredGame, StoredMove, StoredSeat } from './storage';

/**
 * The rows both adapters read, as the databases give them back, and what they become. The schema is
 * the same on SQLite and PostgreSQL but for booleans: SQLite stores `public` as 0 or 1.
 */
export interface GameRow {
  id: string;
  setup: string;
  time_control: string;
  public: number | boolean;
  rated: number;
  status: GameStatus;
  result: string | null;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
  rematch_id: string | null;
  opened_by: string | null;
}

export interface SeatRow {
  seat: number;
  secret_hash: string;
  name: string | null;
  kind: SeatKind;
  joined_at: number | null;
  level: Level | null;
  left_order: number | null;
  left_reason: SeatLeft['reason'] | null;
  account_id: string | null;
  player_hash: string | null;
}

export interface AccountRow {
  id: string;
  name: string;
  password_hash: string;
  created_at: number;
}

export interface MoveRow {
  seq: number;
  move: string;
  committed_at: number;
  clock: string;
}

/** The columns of a seat that `seatOf` reads, for a query's select list. */
export const SEAT_COLUMNS =
  'seat, secret_hash, name, kind, joined_at, level, left_order, left_reason, account_id, player_hash';

/** The columns of an account that `accountOf` reads. */
export const ACCOUNT_COLUMNS = 'id, name, password_hash, created_at';

/** The columns of a move that `moveOf` reads. */
export const MOVE_COLUMNS = 'seq, move, committed_at, clock';

export function gameOf(row: GameRow): StoredGame {
  return {
    id: row.id,
    setup: row.setup,
    timeControl: JSON.parse(row.time_control) as TimeControl,
    public: row.public === true || row.public === 1,
    rated: row.rated === 1,
    status: row.status,
    result: row.result === null ? null : (JSON.parse(row.result) as OnlineResult),
    createdAt: row.created_at,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    rematchId: row.rematch_id,
  };
}

export function seatOf(s: SeatRow): StoredSeat {
  return {
    seat: s.seat,
    secretHash: s.secret_hash,
    name: s.name,
    kind: s.kind,
    joinedAt: s.joined_at,
    ...(s.level !== null ? { level: s.level } : {}),
    ...(s.left_order !== null ? { left: { order: s.left_order, reason: s.left_reason! } } : {}),
    accountId: s.account_id,
    ...(s.player_hash !== null ? { playerHash: s.player_hash } : {}),
  };
}

export function accountOf(a: AccountRow): StoredAccount {
  return { id: a.id, name: a.name, passwordHash: a.password_hash, createdAt: a.created_at };
}

export function moveOf(m: MoveRow): StoredMove {
  return { seq: m.seq, move: m.move, committedAt: m.committed_at, clock: JSON.parse(m.clock) as number[] };
}
