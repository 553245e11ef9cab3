import { type GameRecord, type Replay, loadRecord, writeRecord } from '../engine/record';
import { type Result, err } from '../engine/result';

const PREFIX = '#record=';

/** base64url without padding of the record's canonical JSON, UTF-8 encoded. */
export function encodeRecord(record: GameRecord): string {
  const bytes = new TextEncoder().encode(writeRecord(record));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function recordHash(record: GameRecord): string {
  return PREFIX + encodeRecord(record);
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

/**
 * What a location hash asks for: null when it names no record, else the replayed game or why the
 * link cannot be opened.
 */
export function readRecordHash(hash: string): Result<Replay> | null {
  if (!hash.startsWith(PREFIX)) return null;
  const payload = hash.slice(PREFIX.length);
  if (payload === '') return err('the link has no record after #record=');
  const text = decodeBase64Url(payload);
  if (!text.ok) return text;
  const replay = loadRecord(text.value);
  return replay.ok ? replay : err(`the record is invalid: ${replay.error}`);
}
