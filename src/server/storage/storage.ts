import type { Level } from '../../ai/levels';
import type { TimeControl } from '../clock';
import type { OnlineResult } from '../result';
import type { RatedOutcome, Standing } from '../ratings/outcome';
import type { Pool } from '../../online/ratings';
import type { Skill } from '../ratings/skill';
import type { PuzzleSkill } from '../../puzzles/rating';

/**
 * The game server's storage, split by what it stores; `GameStorage` is all of them over one
 * database (sqlStorage.ts). Every call is asynchronous: the embedded database (SQLite) and one
 * across the network (PostgreSQL) stand behind the same queries (docs/online.md, "Storage").
 */
export interface GameStorage
  extends GameStore, SeatStore, LobbyStore, AccountStore, SessionStore, RatingStore, PuzzleStore {
  close(): Promise<void>;
}

/** Games with their moves: what a room commits, and what the server takes up again when it starts. */
export interface GameStore {
  /**
   * Stores a new game with its seats, all or nothing. A rematch (`rematchOf`) is stored, and linked
   * to the game it follows, only while that game has none: false, storing nothing, when it has one
   * already (two instances that both heard every player ask open one rematch between them).
   */
  createGame(game: NewGame): Promise<boolean>;
  /** A game with its seats and its moves in order, or null when there is none with this id. */
  loadGame(id: string): Promise<LoadedGame | null>;
  /**
   * Commits a move, and with it the game's end when the move ends it, all or nothing. Resolves to
   * false, storing nothing, when the game already has a move with this `seq` or has ended: with
   * many instances on one database, the database decides which of two commits for a turn counts.
   */
  appendMove(gameId: string, move: StoredMove, end?: GameEnd): Promise<boolean>;
  /** Marks a game started (every seat taken) at `at`. */
  startGame(gameId: string, at: number): Promise<void>;
  /**
   * Ends a game without a move (resignation, time, agreement or abort) when it has not ended yet
   * and holds exactly `moves` moves; false, changing nothing, otherwise: two instances that both
   * see a clock run out cannot both end the game, nor end it after a move they had not heard of.
   * Here as in `appendMove`, a rated game that ends (not aborted) moves its players' ratings in the
   * same commit, once.
   */
  endGame(gameId: string, end: GameEnd, moves: number): Promise<boolean>;
  /**
   * The live games that move on with nobody connected, oldest first, at most `limit`: those with a
   * computer seat, a clock, or no first move yet (aborted after a minute). The server loads them
   * when it starts.
   */
  gamesToResume(limit: number): Promise<string[]>;
  /**
   * The games that ended (not aborted), each with its setup and moves, a page at a time: at most
   * `limit`, in the order of their ids, from the one after the id `after` (from the first when
   * null). A command reads the server's games through it (`momentum puzzles generate --server`).
   */
  finishedGames(after: string | null, limit: number): Promise<FinishedGame[]>;
}

/** A game's seats: who takes them, who plays them, who leaves them to the computer. */
export interface SeatStore {
  /** Records that a seat was taken at `at`, under `name` when one is given. */
  takeSeat(gameId: string, seat: number, at: number, name: string | null): Promise<void>;
  /** Hands a seat whose player left over to the computer at `level`; false, changing nothing, when it was handed over already. */
  leaveSeat(gameId: string, seat: number, left: SeatLeft, level: Level): Promise<boolean>;
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
  /**
   * Marks a seat as played by the player whose key hashes to `playerHash` and by the account
   * `accountId`, each unless the seat has one already.
   */
  setSeatPlayer(gameId: string, seat: number, player: SeatPlayer): Promise<void>;
  /** Gives the account every seat played with the player key hashing to `playerHash` that has none; how many. */
  claimPlayerSeats(playerHash: string, accountId: string): Promise<number>;
}

/** Lists of games: the lobby's, a browser's and an account's. */
export interface LobbyStore {
  /** Public games with one of `statuses`, oldest first, at most `limit`. */
  listPublic(statuses: readonly GameStatus[], limit: number): Promise<GameSummary[]>;
  /** How many games `openedBy` opened that are still waiting for players. */
  countOpen(openedBy: string): Promise<number>;
  /** The games with a seat played by the player whose key hashes to `playerHash`, newest first, at most `limit`. */
  playerGames(playerHash: string, limit: number): Promise<PlayerGame[]>;
  /** The games with a seat played by the account, newest first, at most `limit`. */
  accountGames(accountId: string, limit: number): Promise<PlayerGame[]>;
}

export interface AccountStore {
  /** Stores a new account; false, storing nothing, when another account's name has the same key. */
  createAccount(account: NewAccount): Promise<boolean>;
  /** The account (not deleted) whose name has the key `nameKey`, or null. */
  accountByName(nameKey: string): Promise<StoredAccount | null>;
  /** The account with this id, or null when there is none or it was deleted. */
  accountById(id: string): Promise<StoredAccount | null>;
  setPassword(accountId: string, passwordHash: string): Promise<void>;
  /**
   * Deletes an account's personal data, all or nothing: its name and password, its sessions, and
   * its name and player key on the seats it played (named `DELETED_NAME` there). Its games stay.
   */
  deleteAccount(accountId: string, at: number): Promise<void>;
}

export interface SessionStore {
  createSession(session: NewSession): Promise<void>;
  /**
   * The account of the session whose token hashes to `idHash` when it was seen at `since` or
   * later, and marks it seen at `at`; null otherwise (a session unseen since then is removed).
   */
  sessionAccount(idHash: string, since: number, at: number): Promise<StoredAccount | null>;
  deleteSession(idHash: string): Promise<void>;
  /** Ends every session of the account but the one whose hash is `keep` (none when null). */
  deleteSessions(accountId: string, keep: string | null): Promise<void>;
}

/** The ratings that rated games' ends move (in the commit of the end: see `GameStore.endGame`). */
export interface RatingStore {
  /** The `limit` best accounts of `pool` by the conservative estimate mu - 3 sigma, best first. */
  leaderboard(pool: Pool, limit: number): Promise<LeaderboardRow[]>;
  /** An account's standing in each pool it has played rated games in, with its history. */
  accountRatings(accountId: string): Promise<PoolRating[]>;
  /** Every rated game's outcome in the order the games were rated: what `replayRatings` replays. */
  ratedOutcomes(): Promise<RatedOutcome[]>;
}

/** Puzzles found in the server's games, and the tries of them that move puzzle ratings (docs/online.md, "Puzzles"). */
export interface PuzzleStore {
  /** Stores puzzles found in a finished game; one stored already is kept as it was. */
  addPuzzles(found: readonly FoundPuzzle[]): Promise<void>;
  /** The puzzles found here, oldest first, each a line of the set in the export shape. */
  foundPuzzles(): Promise<string[]>;
  /** The skill of every puzzle tried here, by id; the others keep the rating they came with. */
  puzzleRatings(): Promise<Map<string, PuzzleSkill>>;
  /** An account's puzzle skill (null before its first try) and the ids of the puzzles it tried. */
  solver(accountId: string): Promise<{ skill: PuzzleSkill | null; tried: string[] }>;
  /**
   * Stores an account's first try of a puzzle and moves both skills (the puzzle's from
   * `puzzleStart` when nobody tried it here yet), in one commit. A later try of the same puzzle
   * stores nothing and gives back the first's outcome.
   */
  recordTry(attempt: PuzzleTry, puzzleStart: PuzzleSkill): Promise<TryOutcome>;
}

export interface FoundPuzzle {
  readonly id: string;
  readonly line: string;
  readonly gameId: string;
  readonly at: number;
}

export interface PuzzleTry {
  readonly accountId: string;
  readonly puzzleId: string;
  readonly solved: boolean;
  readonly moves: readonly string[];
  readonly at: number;
}

/** A try as it counted: whether it was the first, what it was, and both skills right after it. */
export interface TryOutcome {
  readonly first: boolean;
  readonly solved: boolean;
  readonly solver: PuzzleSkill;
  readonly puzzle: PuzzleSkill;
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
  /** The account that played the seat, null when none (played without one, or a computer). */
  readonly accountId: string | null;
  /** The hash of the player key the seat was taken with, when there is one (a rated game compares them). */
  readonly playerHash?: string | null;
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
  /** The ended game this one is the rematch of: linked to this one in the same commit (see `createGame`). */
  readonly rematchOf?: string;
  /** Who opened the game (`player:HASH` or `address:HASH`), counted against the limit on open games. */
  readonly openedBy?: string;
}

/**
 * A seat as it is stored first: taken already (a quick game) by the player of `playerHash` and
 * the account `accountId`.
 */
export interface NewSeat extends Omit<StoredSeat, 'accountId'> {
  readonly playerHash?: string | null;
  readonly accountId?: string | null;
}

/** Who plays a seat: their player key's hash and their account, each null when not known. */
export interface SeatPlayer {
  readonly playerHash: string | null;
  readonly accountId: string | null;
}

export interface SeatClaim extends SeatPlayer {
  readonly secretHash: string;
  readonly name: string;
  readonly at: number;
}

export interface StoredAccount {
  readonly id: string;
  readonly name: string;
  /** The password's scrypt hash with its salt and parameters (see accounts/password.ts). */
  readonly passwordHash: string;
  readonly createdAt: number;
}

export interface NewAccount extends StoredAccount {
  /** The name's folded form, unique among accounts (see accounts/name.ts). */
  readonly nameKey: string;
}

export interface NewSession {
  /** The SHA-256 of the session's token, in hex: the token itself is only in the browser's cookie. */
  readonly idHash: string;
  readonly accountId: string;
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

/** A finished game as a record is made of it: its setup and its moves. */
export interface FinishedGame {
  readonly id: string;
  /** As `StoredGame.setup`: the record the game starts from, without moves. */
  readonly setup: string;
  /** The moves as a record writes them, in the order they were played. */
  readonly moves: readonly string[];
}

export interface GameEnd {
  readonly status: 'ended' | 'aborted';
  readonly result: OnlineResult | null;
  readonly at: number;
}

/** A seat as a list of games shows it: its name, whether it is taken, and who plays it. */
export interface ListedSeat {
  readonly seat: number;
  readonly name: string | null;
  readonly taken: boolean;
  readonly kind: SeatKind;
}

export interface GameSummary {
  readonly game: StoredGame;
  /** Seats taken so far. */
  readonly joined: number;
  readonly seats: number;
  /** Each seat in seat order, read with the list in one query for all its games. */
  readonly seatList: readonly ListedSeat[];
  readonly moves: number;
  /** Who opened the game (see `NewGame`), null when not known. */
  readonly openedBy: string | null;
}
