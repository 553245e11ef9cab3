import { type GameRecord, type Replay, loadRecord, writeRecord } from '../engine/record';
import { type Result, err } from '../engine/result';
import { type Seat, parseSeats, writeSeats } from './seats';

const PREFIX = '#record=';
/** Follows the record when a seat is the computer's, so a reload goes on against the same opponents. */
const SEATS_PARAM = '&seats=';

/** base64url without padding of the record's canonical JSON, UTF-8 encoded. */
export function encodeRecord(record: GameRecord): string {
  const bytes = new TextEncoder().encode(writeRecord(record));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The link of a game: `#record=…`, then `&seats=human,hard` when the computer holds a seat. */
export function recordHash(record: GameRecord, seats: readonly Seat[] = []): string {
  const computer = seats.some((seat) => seat !== 'human');
  return PREFIX + encodeRecord(record) + (computer ? SEATS_PARAM + writeSeats(seats) : '');
}

function decodeBase64Url(text: string): Result<string> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    return err('the text after #record= is not base64url');
  }
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return err('the decoded record is not UTF-8 text');
  }
}

/** The record part of a `#record=` hash and its seats part (null when it has none). */
function splitHash(hash: string): { payload: string; seats: string | null } {
  const body = hash.slice(PREFIX.length);
  const at = body.indexOf(SEATS_PARAM);
  return at < 0
    ? { payload: body, seats: null }
    : { payload: body.slice(0, at), seats: body.slice(at + SEATS_PARAM.length) };
}

/**
 * What a location hash asks for: null when it names no record, else the replayed game or why the
 * link cannot be opened.
 */
export function readRecordHash(hash: string): Result<Replay> | null {
  if (!hash.startsWith(PREFIX)) return null;
  const { payload } = splitHash(hash);
  if (payload === '') return err('the link has no record after #record=');
  const text = decodeBase64Url(payload);
  if (!text.ok) return text;
  const replay = loadRecord(text.value);
  return replay.ok ? replay : err(`the record is invalid: ${replay.error}`);
}

/** The seats a `#record=` hash names for a game of `players`; null when it names none. */
export function readSeatsHash(hash: string, players: number): Result<Seat[]> | null {
  if (!hash.startsWith(PREFIX)) return null;
  const { seats } = splitHash(hash);
  return seats === null ? null : parseSeats(seats, players);
}
