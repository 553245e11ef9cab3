import type { Level } from '../../ai/levels';
import type { GameEnd, NewSeat, SeatLeft, SeatPlayer } from '../storage/storage';
import type { RatingChange, Seat } from './game';

/**
 * What happened to a game: the core's `decide` gives them, `apply` plays them on, the room stores
 * them before anyone hears of them and the other instances apply the same ones. Plain data, sent
 * over the bus as JSON.
 */
export type GameEvent =
  /** A seat was taken (again) by its secret, under `name`. */
  | { readonly type: 'seat-taken'; readonly seat: number; readonly name: string; readonly at: number }
  /** A seat's player is now known: their player key's hash and account, each kept unless set already. */
  | { readonly type: 'seat-player'; readonly seat: number; readonly player: SeatPlayer }
  /** A free seat was given to someone new with a new secret (the lobby, a quick game, a watcher). */
  | {
      readonly type: 'seat-claimed';
      readonly seat: number;
      readonly secretHash: string;
      readonly name: string;
      readonly player: SeatPlayer;
      readonly at: number;
    }
  /** A seat nobody joined yet got a new secret (a rematch's, whose secret a restart lost). */
  | { readonly type: 'secret-renewed'; readonly seat: number; readonly secretHash: string }
  /** Every seat was taken: the game is live. */
  | { readonly type: 'started'; readonly at: number }
  /** `seat` played `move` as move `seq` at `at`; `clock`: every seat's time left after it (real time only). */
  | {
      readonly type: 'moved';
      readonly seq: number;
      readonly seat: number;
      readonly move: string;
      readonly at: number;
      readonly clock: readonly number[];
    }
  | { readonly type: 'draw-offered'; readonly seat: number }
  /** A player left a game of more than two sides; the computer plays the seat on at `level`. */
  | { readonly type: 'left'; readonly seat: number; readonly left: SeatLeft; readonly level: Level }
  | { readonly type: 'ended'; readonly end: GameEnd }
  | { readonly type: 'rematch-asked'; readonly seat: number }
  /** The rematch was made here, as game `game` with these seats, started at `at`: stored as a new game. */
  | { readonly type: 'rematch-made'; readonly game: string; readonly seats: readonly NewSeat[]; readonly at: number }
  /** The rematch was opened, as game `game`, read from the database (made by another instance). */
  | { readonly type: 'rematch-opened'; readonly game: string }
  /** A rated game's ratings moved with its end. */
  | { readonly type: 'rated'; readonly ratings: readonly RatingChange[] }
  /** The seats as another instance stored them, read again. */
  | { readonly type: 'seats'; readonly seats: readonly Seat[] };

export type GameEventOf<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
