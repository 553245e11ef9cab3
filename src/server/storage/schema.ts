import type { ColumnType, Generated } from 'kysely';
import type { Level } from '../../ai/levels';
import type { Pool } from '../../online/ratings';
import type { GameStatus, SeatKind, SeatLeft } from './storage';

/**
 * The tables as the query builder sees them (migrations.ts makes them): what each column reads as,
 * and, where it differs, what a write takes. Times are milliseconds since 1970.
 */
export interface Tables {
  schema_version: { version: number };
  games: GamesTable;
  seats: SeatsTable;
  moves: MovesTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  ratings: RatingsTable;
  rating_history: RatingHistoryTable;
  found_puzzles: FoundPuzzlesTable;
  puzzle_ratings: PuzzleSkillsTable & { puzzle_id: string };
  puzzle_solvers: PuzzleSkillsTable & { account_id: string };
  puzzle_tries: PuzzleTriesTable;
}

export interface GamesTable {
  id: string;
  setup: string;
  /** The `TimeControl` as JSON text. */
  time_control: string;
  /** PostgreSQL's BOOLEAN, SQLite's 0 or 1: written through the dialect's `flag`. */
  public: ColumnType<boolean | number, boolean | number, never>;
  rated: ColumnType<number, number | undefined, never>;
  status: GameStatus;
  /** The `OnlineResult` as JSON text. */
  result: string | null;
  created_at: number;
  started_at: ColumnType<number | null, never, number>;
  ended_at: ColumnType<number | null, never, number>;
  rematch_id: ColumnType<string | null, never, string>;
  opened_by: string | null;
}

export interface SeatsTable {
  game_id: string;
  seat: number;
  secret_hash: string;
  name: string | null;
  kind: SeatKind;
  joined_at: number | null;
  level: Level | null;
  left_order: ColumnType<number | null, never, number>;
  left_reason: ColumnType<SeatLeft['reason'] | null, never, SeatLeft['reason']>;
  account_id: string | null;
  player_hash: string | null;
}

export interface MovesTable {
  game_id: string;
  seq: number;
  move: string;
  committed_at: number;
  /** Every player's time left, as a JSON array. */
  clock: string;
}

export interface AccountsTable {
  id: string;
  name: string | null;
  name_key: string | null;
  password_hash: string | null;
  created_at: number;
  deleted_at: ColumnType<number | null, never, number>;
}

export interface SessionsTable {
  id_hash: string;
  account_id: string;
  created_at: number;
  last_seen: number;
}

export interface RatingsTable {
  account_id: string;
  pool: Pool;
  mu: number;
  sigma: number;
  games: number;
}

export interface RatingHistoryTable {
  /** The order games were rated in, which a replay follows. */
  id: Generated<number>;
  account_id: string;
  pool: Pool;
  game_id: string;
  at: number;
  mu: number;
  sigma: number;
}

export interface FoundPuzzlesTable {
  id: string;
  /** The puzzle as a line of the set, in the export shape. */
  line: string;
  game_id: string;
  found_at: number;
}

/** A puzzle's or a solver's skill, and the first tries that moved it. */
export interface PuzzleSkillsTable {
  mu: number;
  sigma: number;
  tries: number;
}

export interface PuzzleTriesTable {
  account_id: string;
  puzzle_id: string;
  /** 0 or 1 on both databases. */
  solved: number;
  /** The moves tried, as a JSON array. */
  moves: string;
  at: number;
  /** Both skills right after the try. */
  solver_mu: number;
  solver_sigma: number;
  puzzle_mu: number;
  puzzle_sigma: number;
}
