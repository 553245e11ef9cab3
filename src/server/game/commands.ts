import type { ErrorCode } from '../../online/protocol';
import type { SeatPlayer } from '../storage/storage';

/**
 * Who comes to a seat: their player key's hash and account, and the account's name when one is
 * signed in (a seat shows it before any name given).
 */
export interface Arrival extends SeatPlayer {
  readonly accountName?: string | null;
}

/**
 * What a game is asked to do: by a player (`seat`), by whoever comes to a seat, or by the room
 * itself (`flag`, when a timer it owns fired). The core decides each with the time given.
 */
export type Command =
  /** Takes `seat`, whose secret the newcomer showed, under `name` when given. */
  | { readonly type: 'join'; readonly seat: number; readonly name: string | null; readonly player: Arrival }
  /** Gives the first free seat of a game waiting for players to someone new, with a new secret. */
  | { readonly type: 'claim'; readonly secretHash: string; readonly name: string | null; readonly player: Arrival }
  | { readonly type: 'renew'; readonly seat: number; readonly secretHash: string }
  /** `computer`: the server's computer plays it, on a computer's seat (one whose player left too). */
  | {
      readonly type: 'move';
      readonly seat: number;
      readonly seq: number;
      readonly move: string;
      readonly computer?: true;
    }
  | { readonly type: 'resign'; readonly seat: number }
  | { readonly type: 'draw-offer'; readonly seat: number }
  | { readonly type: 'draw-accept'; readonly seat: number }
  /** Asks for a rematch of the ended game; the last player to ask accepts the others' offer. */
  | { readonly type: 'rematch'; readonly seat: number }
  /**
   * Makes the rematch as game `game` once every player asked, its seats under the new secrets whose
   * hashes are `secretHashes` (`[i]` for seat i + 1); nothing before then, or once it was made.
   */
  | { readonly type: 'open-rematch'; readonly game: string; readonly secretHashes: readonly string[] }
  /**
   * Time passed, or the room read the game again: whatever the game does by itself now (a clock
   * that ran out, a first move that did not come in time, a start once every seat is taken).
   */
  | { readonly type: 'tick' };

export type CommandOf<T extends Command['type']> = Extract<Command, { type: T }>;

/**
 * Why a command changes nothing: a code the socket sends as it is, or `joined`, which only the
 * room hears (a seat's secret cannot be renewed any more).
 */
export type Refusal =
  | { readonly code: Exclude<ErrorCode, 'illegal-move'> | 'joined' }
  | { readonly code: 'illegal-move'; readonly detail: string };

/** The name a seat takes: the account's, else the one given, else the one it had, else "Anonymous". */
export const ANONYMOUS = 'Anonymous';
