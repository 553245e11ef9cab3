import { type GameRecord, type RecordProblem, parseRecord, writeRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { type GameTree, type TreePath, type TreeProblem, mainLine, nodesAt, pathOf, splitPath } from '../engine/tree';
import { type TreeRecordProblem, makeTreeRecord, readTreeRecordSteps } from '../engine/treeRecord';
import { type Seat, type SeatProblem, parseSeats, writeSeats } from '../setup/seats';
import { SHORT_PREFIX, type ShortLinkProblem, readShortGame, writeShortGame } from './shortLink';
import { runInSlices } from '../tasks/slices';

/*
 * A link to a game is a location hash in one of three forms, each followed by the same parameters:
 *
 * - `#record=…`: the game's `momentum/1` record (variations in its meta) as UTF-8 JSON in base64url;
 * - `#deflated=…`: the same JSON compressed with deflate-raw, then base64url;
 * - `#game=square7.2.…`: a game on a preset board with the default rules (see shortLink.ts).
 *
 * Then `&seats=human,hard` when the computer holds a seat, and where the game is shown: `&ply=N`
 * for the position after N plies of the main line, `&path=…` (a TreePath) for one in a variation;
 * with neither, the end of the main line. Links are written in the shortest form that fits.
 */

const RECORD_PREFIX = '#record=';
const DEFLATED_PREFIX = '#deflated=';

/** The most a record in a link (or a game file) may take as text: beyond it the page would only stall. */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** What a link opens: a game, where in it, and who sits at the table. */
export interface GameLink {
  readonly game: GameTree;
  readonly path: TreePath;
  /** The seats the link names; null when it names none (every seat human). */
  readonly seats: Result<readonly Seat[], SeatProblem> | null;
}

/**
 * Why a link opens no game: its text (`prefix` is the form's, `mb` the most a record may unpack
 * to), the record or short form it carries, or the position it names (`ply` and `part` as found,
 * quoted; `plies`, the main line's length).
 */
export type LinkProblem =
  | { readonly code: 'not-base64url'; readonly prefix: string }
  | { readonly code: 'no-record'; readonly prefix: string }
  | { readonly code: 'not-utf8' }
  | { readonly code: 'no-decompression' }
  | { readonly code: 'too-large'; readonly mb: number }
  | { readonly code: 'damaged' }
  | { readonly code: 'invalid-record'; readonly problem: RecordProblem | TreeRecordProblem }
  | { readonly code: 'short-link'; readonly problem: ShortLinkProblem }
  | { readonly code: 'ply-and-path' }
  | { readonly code: 'bad-ply'; readonly ply: string; readonly plies: number }
  | { readonly code: 'bad-path'; readonly problem: TreeProblem }
  | { readonly code: 'path-not-found' }
  | { readonly code: 'unknown-part'; readonly part: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string, prefix: string): Result<Uint8Array<ArrayBuffer>, LinkProblem> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return err({ code: 'not-base64url', prefix });
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return ok(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

function utf8(bytes: Uint8Array): Result<string, LinkProblem> {
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return err({ code: 'not-utf8' });
  }
}

/** base64url without padding of the record's canonical JSON, UTF-8 encoded. */
export function encodeRecord(record: GameRecord): string {
  return toBase64Url(new TextEncoder().encode(writeRecord(record)));
}

function seatsParam(seats: readonly Seat[]): string {
  return seats.some((seat) => seat !== 'human') ? `&seats=${writeSeats(seats)}` : '';
}

/** The `#record=` link of a record's main line: `&seats=human,hard` follows when the computer holds a seat. */
export function recordHash(record: GameRecord, seats: readonly Seat[] = []): string {
  return RECORD_PREFIX + encodeRecord(record) + seatsParam(seats);
}

/** A hash split at its first `&`: the game and its parameters. */
function splitHash(hash: string): { payload: string; params: URLSearchParams } {
  const at = hash.indexOf('&');
  const payload = at < 0 ? hash : hash.slice(0, at);
  return { payload: unescapeHash(payload), params: new URLSearchParams(at < 0 ? '' : hash.slice(at + 1)) };
}

/** Some programs escape characters of a link they pass on (`~` as `%7E`); none of ours needs it. */
function unescapeHash(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function recordText(payload: string): Result<string, LinkProblem> {
  if (payload === '') return err({ code: 'no-record', prefix: RECORD_PREFIX });
  const bytes = fromBase64Url(payload, RECORD_PREFIX);
  return bytes.ok ? utf8(bytes.value) : bytes;
}

const canCompress = (): boolean =>
  typeof CompressionStream !== 'undefined' && typeof DecompressionStream !== 'undefined';

/** Runs bytes through a compression or decompression stream; the stream's errors come out of the readable side. */
function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): ReadableStream<Uint8Array> {
  const writer = stream.writable.getWriter();
  // The readable side reports a failure too; these rejections would only be reported twice.
  writer.write(bytes).catch(() => undefined);
  writer.close().catch(() => undefined);
  return stream.readable;
}

async function deflate(text: string): Promise<Uint8Array> {
  const packed = through(new TextEncoder().encode(text), new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(packed).arrayBuffer());
}

/** Unpacks deflate-raw bytes, refusing damaged data and anything that unpacks beyond `MAX_RECORD_BYTES`. */
async function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Result<Uint8Array, LinkProblem>> {
  if (!canCompress()) return err({ code: 'no-decompression' });
  const reader = through(bytes, new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_RECORD_BYTES) {
        await reader.cancel();
        return err({ code: 'too-large', mb: MAX_RECORD_BYTES / 1024 / 1024 });
      }
      chunks.push(value);
    }
  } catch {
    return err({ code: 'damaged' });
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return ok(out);
}

/** The game part of a link (the hash before its parameters), in the shortest form that fits the game. */
export async function encodeGame(game: GameTree): Promise<string> {
  const short = writeShortGame(game);
  const json = writeRecord(makeTreeRecord(game));
  const forms = [
    ...(short === null ? [] : [SHORT_PREFIX + short]),
    RECORD_PREFIX + toBase64Url(new TextEncoder().encode(json)),
    ...(canCompress() ? [DEFLATED_PREFIX + toBase64Url(await deflate(json))] : []),
  ];
  return forms.reduce((best, form) => (form.length < best.length ? form : best));
}

/** The parameters of a link: the seats when the computer holds one, then the position shown. */
export function linkParams(game: GameTree, path: TreePath, seats: readonly Seat[]): string {
  const main = pathOf(mainLine(game.tree));
  const position = path === main ? '' : main.startsWith(path) ? `&ply=${path.length / 2}` : `&path=${path}`;
  return seatsParam(seats) + position;
}

/** The whole link of a game shown at `path`, with its seats; `encode` may be one that remembers its last game. */
export async function encodeLink(
  game: GameTree,
  path: TreePath,
  seats: readonly Seat[],
  encode: (game: GameTree) => Promise<string> = encodeGame,
): Promise<string> {
  return (await encode(game)) + linkParams(game, path, seats);
}

/** The first of our links in a text (a whole URL, or just its hash); null when it holds none. */
export function linkInText(text: string): string | null {
  const starts = [RECORD_PREFIX, DEFLATED_PREFIX, SHORT_PREFIX].map((prefix) => text.indexOf(prefix));
  const start = Math.min(...starts.filter((at) => at >= 0));
  return Number.isFinite(start) ? text.slice(start).split(/[\s"'<>]/, 1)[0]! : null;
}

async function readRecordPayload(text: Result<string, LinkProblem>): Promise<Result<GameTree, LinkProblem>> {
  if (!text.ok) return text;
  const record = parseRecord(text.value);
  const game = record.ok ? await runInSlices(readTreeRecordSteps(record.value)) : record;
  return game.ok ? game : err({ code: 'invalid-record', problem: game.error });
}

async function readShortPayload(text: string): Promise<Result<GameTree, LinkProblem>> {
  const game = await runInSlices(readShortGame(text));
  return game.ok ? game : err({ code: 'short-link', problem: game.error });
}

async function readGame(payload: string): Promise<Result<GameTree, LinkProblem> | null> {
  if (payload.startsWith(RECORD_PREFIX)) return readRecordPayload(recordText(payload.slice(RECORD_PREFIX.length)));
  if (payload.startsWith(DEFLATED_PREFIX)) {
    const bytes = fromBase64Url(payload.slice(DEFLATED_PREFIX.length), DEFLATED_PREFIX);
    if (!bytes.ok) return bytes;
    const unpacked = await inflate(bytes.value);
    return readRecordPayload(unpacked.ok ? utf8(unpacked.value) : unpacked);
  }
  if (payload.startsWith(SHORT_PREFIX)) return readShortPayload(payload.slice(SHORT_PREFIX.length));
  return null;
}

/** The position `ply=` or `path=` names, checked against the game; the end of the main line by default. */
function readPosition(game: GameTree, params: URLSearchParams): Result<TreePath, LinkProblem> {
  const main = pathOf(mainLine(game.tree));
  const ply = params.get('ply');
  const path = params.get('path');
  if (ply !== null && path !== null) return err({ code: 'ply-and-path' });
  if (ply !== null) {
    const plies = main.length / 2;
    if (!/^\d+$/.test(ply) || Number(ply) > plies) {
      return err({ code: 'bad-ply', ply: JSON.stringify(ply), plies });
    }
    return ok(main.slice(0, Number(ply) * 2));
  }
  if (path === null) return ok(main);
  const moves = splitPath(path);
  if (!moves.ok) return err({ code: 'bad-path', problem: moves.error });
  return nodesAt(game.tree, path) ? ok(path) : err({ code: 'path-not-found' });
}

const PARAMS = new Set(['seats', 'ply', 'path']);

/**
 * What a location hash opens: null when it names no game, else the game, the position and the
 * seats, or why the link cannot be opened. Seats that do not fit are not fatal: they come back as
 * an error of their own, and the game opens with every seat human.
 */
export async function decodeLink(hash: string): Promise<Result<GameLink, LinkProblem> | null> {
  const { payload, params } = splitHash(hash);
  const game = await readGame(payload);
  if (game === null || !game.ok) return game;
  const unknown = [...params.keys()].find((key) => !PARAMS.has(key));
  if (unknown !== undefined) return err({ code: 'unknown-part', part: JSON.stringify(unknown) });
  const path = readPosition(game.value, params);
  if (!path.ok) return path;
  const seats = params.get('seats');
  return ok({
    game: game.value,
    path: path.value,
    seats: seats === null ? null : parseSeats(seats, game.value.start.rules.players),
  });
}
