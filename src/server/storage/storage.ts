import type { Level } from '../../ai/levels';
import type { TimeControl } from '../clock';
import type { OnlineResult } from '../result';
import type { RatedOutcome, Standing } from '../ratings/outcome';
import type { Pool } from '../ratings/pools';
import type { Skill } from '../ratings/skill';

/**
 * The game server's storage: games, their seats and their moves. Every call is asynchronous so that
 * an adapter for a database across the network (PostgreSQL) can stand in for the embedded one
 * without a change to the game logic.
 */
export interface GameStorage {
  /** Stores a new game with its seats, all or nothing. */
  createGame(game: NewGame): Promise<void>;
  /** A game with its seats and its moves in order, or null when there is none with this id. */
  loadGame(id: string): Promise<LoadedGame | null>;
  /**
   * Commits a move, and with it the game's end when the move ends it, all or nothing. Resolves to
   * false, storing nothing, when the game already has a move with this `seq`.
   */
  appendMove(gameId: string, move: StoredMove, end?: GameEnd): Promise<boolean>;
  /** Marks a game started (every seat taken) at `at`. */
  startGame(gameId: string, at: number): Promise<void>;
  /**
   * Ends a game without a move: resignation, time, agreement or abort. Here as in `appendMove`, a
   * rated game that ends (not aborted) moves its players' ratings in the same commit, once.
   */
  endGame(gameId: string, end: GameEnd): Promise<void>;
  /** Records that a seat was taken at `at`, under `name` when one is given. */
  takeSeat(gameId: string, seat: number, at: number, name: string | null): Promise<void>;
  /** Hands a seat whose player left over to the computer at `level`. */
  leaveSeat(gameId: string, seat: number, left: SeatLeft, level: Level): Promise<void>;
  /** Public games with one of `statuses`, oldest first, at most `limit`. */
  listPublic(statuses: readonly GameStatus[], limit: number): Promise<GameSummary[]>;
  /**
   * Gives a seat nobody has taken a new secret and takes it for `name` (and the player whose key
   * hashes to `playerHash`) at `at`; false, changing nothing, when the seat was taken already.
   */
  claimSeat(gameId: string, seat: number, claim: SeatClaim): Promise<boolean>;
  /**
   * Gives a person's seat that nobody joined yet a new secret (a rematch's seat, whose secret was
   * lost with a restart); false, changing nothing, when its player joined already.
   */
  renewSecret(gameId: string, seat: number, secretHash: string): Promise<boolean>;
  /** Marks a seat as played by the player whose key hashes to `playerHash`, unless one already is. */
  setSeatPlayer(gameId: string, seat: number, playerHash: string): Promise<void>;
  /** How many games `openedBy` opened that are still waiting for players. */
  countOpen(openedBy: string): Promise<number>;
  /**
   * The live games that move on with nobody connected, oldest first, at most `limit`: those with a
   * computer seat, a clock, or no first move yet (aborted after a minute). The server loads them
   * when it starts.
   */
  gamesToResume(limit: number): Promise<string[]>;
  /** The games with a seat played by the player whose key hashes to `playerHash`, newest first, at most `limit`. */
  playerGames(playerHash: string, limit: number): Promise<PlayerGame[]>;
  /** The `limit` best accounts of `pool` by the conservative estimate mu - 3 sigma, best first. */
  leaderboard(pool: Pool, limit: number): Promise<LeaderboardRow[]>;
  /** An account's standing in each pool it has played rated games in, with its history. */
  accountRatings(accountId: string): Promise<PoolRating[]>;
  /** Every rated game's outcome in the order the games were rated: what `replayRatings` replays. */
  ratedOutcomes(): Promise<RatedOutcome[]>;
  close(): Promise<void>;
}

/** An account on a pool's leaderboard. */
export interface LeaderboardRow extends Standing {
  readonly accountId: string;
  readonly name: string;
}

/** An account's standing in a pool, and its skill after each rated game, oldest first. */
export interface PoolRating extends Standing {
  readonly pool: Pool;
  readonly history: readonly RatingPoint[];
}

export interface RatingPoint {
  readonly game: string;
  readonly at: number;
  readonly skill: Skill;
}

/** `open`: waiting for a seat to be taken; `live`: being played; `aborted`: ended before a first move. */
export type GameStatus = 'open' | 'live' | 'ended' | 'aborted';

export type SeatKind = 'human' | 'computer';

export interface StoredGame {
  readonly id: string;
  /** The `momentum/1` record the game starts from, as JSON text, without moves. */
  readonly setup: string;
  readonly timeControl: TimeControl;
  readonly public: boolean;
  /** Rated (docs/online.md, "Ratings"): its end moves its players' ratings, in the same commit. */
  readonly rated: boolean;
  readonly status: GameStatus;
  readonly result: OnlineResult | null;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly endedAt: number | null;
  /** The id of the game's rematch, once one was opened. */
  readonly rematchId: string | null;
}

export interface StoredSeat {
  readonly seat: number;
  /** The SHA-256 of the seat's secret, in hex: the secret itself is never stored. Empty on a computer's seat: no secret opens it. */
  readonly secretHash: string;
  readonly name: string | null;
  readonly kind: SeatKind;
  readonly joinedAt: number | null;
  /** The computer's level on a computer seat. */
  readonly level?: Level;
  /** Set when the seat's player left and the computer took the seat over. */
  readonly left?: SeatLeft;
}

/** How a player left a game of more than two sides: `order` 1 left first (and ranks last). */
export interface SeatLeft {
  readonly order: number;
  readonly reason: 'resigned' | 'timeout';
}

export interface StoredMove {
  /** The move's place in the game: 0 for the first move. */
  readonly seq: number;
  /** The move as a record writes it: a cell name or `swap`. */
  readonly move: string;
  readonly committedAt: number;
  /** Every player's time left after the move, in ms (real time only, else empty). */
  readonly clock: readonly number[];
}

export interface NewGame {
  readonly game: Omit<StoredGame, 'status' | 'result' | 'startedAt' | 'endedAt' | 'rematchId' | 'rated'> & {
    /** False when left out. */
    readonly rated?: boolean;
  };
  readonly seats: readonly NewSeat[];
  /** The ended game this one is the rematch of: it is told of this one in the same commit. */
  readonly rematchOf?: string;
  /** Who opened the game (`player:HASH` or `address:HASH`), counted against the limit on open games. */
  readonly openedBy?: string;
}

/** A seat as it is stored first: taken already (a rematch, a quick game) by the player of `playerHash`. */
export interface NewSeat extends StoredSeat {
  readonly playerHash?: string | null;
}

export interface SeatClaim {
  readonly secretHash: string;
  readonly name: string;
  readonly playerHash: string | null;
  readonly at: number;
}

/** A game as a player's list shows it: the game, the seat they played, every seat's name. */
export interface PlayerGame {
  readonly game: StoredGame;
  readonly seat: number;
  readonly names: readonly (string | null)[];
}

export interface LoadedGame {
  readonly game: StoredGame;
  readonly seats: readonly StoredSeat[];
  readonly moves: readonly StoredMove[];
}

export interface GameEnd {
  readonly status: 'ended' | 'aborted';
  readonly result: OnlineResult | null;
  readonly at: number;
}

export interface GameSummary {
  readonly game: StoredGame;
  /** Seats taken so far. */
  readonly joined: number;
  readonly seats: number;
  /** Each seat's name in seat order. */
  readonly names: readonly (string | null)[];
  readonly moves: number;
  /** Who opened the game (see `NewGame`), null when not known. */
  readonly openedBy: string | null;
}
