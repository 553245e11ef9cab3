import { type GameState, play } from '../../engine/game';
import { type GameRecord, parseMove } from '../../engine/record';
import type { Level } from '../../ai/levels';
import type { RatingChangeData } from '../../online/protocol';
import { type Clocks, type TimeControl, startClocks } from '../clock';
import type { OnlineResult } from '../result';
import type { GameStatus, LoadedGame, SeatKind, SeatLeft, StoredSeat } from '../storage/storage';

/** A seat as the game knows it: who holds it (no secret, only its hash) and how it plays. */
export interface Seat {
  readonly seat: number;
  /** The SHA-256 of the seat's secret; empty on a computer's seat, which no secret opens. */
  readonly secretHash: string;
  readonly name: string | null;
  readonly kind: SeatKind;
  /** Taken at least once. */
  readonly joined: boolean;
  readonly level: Level | null;
  /** Set once the seat's player left a game of more than two sides and the computer took it over. */
  readonly left: SeatLeft | null;
  readonly accountId: string | null;
  readonly playerHash: string | null;
}

/** A rated player's number before and after the game (docs/online.md, "Ratings"): the protocol's, written once there. */
export type RatingChange = Readonly<RatingChangeData>;

/**
 * One online game, everything its rules decide with: what it is (`setup`, `control`, `rated`),
 * who sits where, the position, the clocks, the offers standing and how it ended. A value: the
 * core (`core.ts`) makes the next one from an event, and nothing else changes it.
 */
export interface Game {
  readonly id: string;
  readonly setup: GameRecord;
  readonly control: TimeControl;
  readonly rated: boolean;
  /** Listed in the lobby (its rematch is too). */
  readonly public: boolean;
  readonly status: GameStatus;
  readonly seats: readonly Seat[];
  readonly board: {
    readonly state: GameState;
    readonly moves: readonly string[];
    /** The seats that made a move: a real-time clock runs for a seat only after its first. */
    readonly moved: readonly number[];
  };
  /** `since`: when the turn of the seat to move began (null before the start). */
  readonly clocks: Clocks;
  readonly offers: {
    readonly draw: number | null;
    /** The seats that asked for a rematch of the ended game, in seat order. */
    readonly rematch: readonly number[];
  };
  readonly end: {
    readonly result: OnlineResult | null;
    /** The rematch's id, once it was opened. */
    readonly rematch: string | null;
    /** A rated game's rating changes once it ended (not aborted). */
    readonly ratings: readonly RatingChange[] | null;
  };
}

/** Plays a move that is known to be legal (stored, or heard from the instance that stored it). */
export function playKnown(game: Game, move: string): GameState {
  const { state } = game.board;
  const parsed = parseMove(state.board, move);
  const played = parsed.ok ? play(state, parsed.value) : null;
  if (!played?.ok) throw new Error(`game ${game.id}: move ${game.board.moves.length} (${move}) does not replay`);
  return played.value.state;
}

/**
 * The game as stored, at `now`. While the server was down nobody's real-time clock ran, and the
 * minute for a first move starts again: the turn begins at loading. A correspondence move keeps
 * its deadline, counted in days from the last move.
 */
export function storedGame(loaded: LoadedGame, setup: GameRecord, start: GameState, now: number): Game {
  const { game: stored } = loaded;
  const control = stored.timeControl;
  let game: Game = {
    id: stored.id,
    setup,
    control,
    rated: stored.rated,
    public: stored.public,
    status: stored.status,
    seats: storedSeats(loaded.seats),
    board: { state: start, moves: [], moved: [] },
    clocks: startClocks(control, setup.players),
    offers: { draw: null, rematch: [] },
    end: { result: stored.result, rematch: stored.rematchId, ratings: null },
  };
  for (const m of loaded.moves) {
    const mover = game.board.state.toMove;
    const state = playKnown(game, m.move);
    const moved = game.board.moved.includes(mover) ? game.board.moved : [...game.board.moved, mover];
    game = { ...game, board: { state, moves: [...game.board.moves, m.move], moved } };
  }
  const last = loaded.moves.at(-1);
  const remaining = last && last.clock.length > 0 ? last.clock : game.clocks.remaining;
  const since =
    stored.status !== 'live'
      ? null
      : control.kind === 'correspondence'
        ? (last?.committedAt ?? stored.startedAt!)
        : now;
  return { ...game, clocks: { remaining, since } };
}

/** The seats as stored, as the game knows them. */
export function storedSeats(seats: readonly StoredSeat[]): Seat[] {
  return seats.map((s) => ({
    seat: s.seat,
    secretHash: s.secretHash,
    name: s.name,
    kind: s.kind,
    joined: s.joinedAt !== null,
    level: s.level ?? null,
    left: s.left ?? null,
    accountId: s.accountId,
    playerHash: s.playerHash ?? null,
  }));
}

export function isFinished(game: Game): boolean {
  return game.status === 'ended' || game.status === 'aborted';
}

export function seatOf(game: Game, seat: number): Seat {
  const s = game.seats[seat - 1];
  if (!s) throw new Error(`game ${game.id}: no seat ${seat}`);
  return s;
}

/** The seats that left, the first to leave first. */
export function leftSeats(game: Game): number[] {
  return game.seats
    .filter((s) => s.left !== null)
    .sort((a, b) => a.left!.order - b.left!.order)
    .map((s) => s.seat);
}
