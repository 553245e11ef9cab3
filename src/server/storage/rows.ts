import type { Selectable } from 'kysely';
import type { TimeControl } from '../clock';
import type { OnlineResult } from '../result';
import type { AccountsTable, GamesTable, MovesTable, SeatsTable } from './schema';
import type { ListedSeat, StoredAccount, StoredGame, StoredMove, StoredSeat } from './storage';

/** The columns of a seat that `seatOf` reads, for a query's select list. */
export const SEAT_COLUMNS = [
  'seat',
  'secret_hash',
  'name',
  'kind',
  'joined_at',
  'level',
  'left_order',
  'left_reason',
  'account_id',
  'player_hash',
] as const;

/** The columns of an account that `accountOf` reads. */
export const ACCOUNT_COLUMNS = ['id', 'name', 'password_hash', 'created_at'] as const;

/** The columns of a move that `moveOf` reads. */
export const MOVE_COLUMNS = ['seq', 'move', 'committed_at', 'clock'] as const;

type GameRow = Selectable<GamesTable>;
type SeatRow = Pick<Selectable<SeatsTable>, (typeof SEAT_COLUMNS)[number]>;
type AccountRow = Pick<Selectable<AccountsTable>, (typeof ACCOUNT_COLUMNS)[number]>;
type MoveRow = Pick<Selectable<MovesTable>, (typeof MOVE_COLUMNS)[number]>;

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

/** An account that is not deleted: its name and password are there. */
export function accountOf(a: AccountRow): StoredAccount {
  return { id: a.id, name: a.name!, passwordHash: a.password_hash!, createdAt: a.created_at };
}

export function moveOf(m: MoveRow): StoredMove {
  return { seq: m.seq, move: m.move, committedAt: m.committed_at, clock: JSON.parse(m.clock) as number[] };
}

/** Each game's seats in seat order, from rows of its seats in seat order. */
export function seatsByGame(
  rows: readonly Pick<Selectable<SeatsTable>, 'game_id' | 'seat' | 'name' | 'joined_at' | 'kind'>[],
): Map<string, ListedSeat[]> {
  const seats = new Map<string, ListedSeat[]>();
  for (const r of rows) {
    const list = seats.get(r.game_id) ?? [];
    list.push({ seat: r.seat, name: r.name, taken: r.joined_at !== null, kind: r.kind });
    seats.set(r.game_id, list);
  }
  return seats;
}
