import { type Board, type CellNameProblem, parseCellName, parseLayout, writeLayout } from './board';
import type { MoveEvent } from './drop';
import { type GameState, type Move, type MoveProblem, type Rules, moveName, play } from './game';
import { type LatticeKind } from './lattice';
import { type Result, err, ok } from './result';
import { type SetupProblem, setUpGame } from './setup';
import { shown } from './shown';

export const RECORD_FORMAT = 'momentum/1';

/** A `momentum/1` game record (docs/rules.md section 12) with every default filled in. */
export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly lattice: LatticeKind;
  readonly layout: readonly string[];
  readonly players: number;
  readonly marbles: number;
  readonly pie: boolean;
  readonly roundLimit: number | null;
  readonly mustBlock: boolean;
  readonly teams: boolean;
  readonly toMove: number;
  readonly moves: readonly string[];
  readonly meta?: Readonly<Record<string, unknown>>;
}

const FIELDS = new Set([
  'format',
  'lattice',
  'layout',
  'players',
  'marbles',
  'pie',
  'roundLimit',
  'mustBlock',
  'teams',
  'toMove',
  'moves',
  'meta',
]);

/**
 * Where a move stands in a written game: `ply` counts the moves from the start, this one included;
 * `branch` is the plies before the variation the move is in, null on the main line. A null `ply`
 * stands for the whole line.
 */
export interface MovePlace {
  readonly ply: number | null;
  readonly branch: number | null;
}

/** A move of a written game that cannot be read (`E`, the reader's problem) or played, and where it stands. */
export type PlacedMoveProblem<E> =
  | { readonly code: 'unreadable-move'; readonly place: MovePlace; readonly problem: E }
  | { readonly code: 'illegal-move'; readonly place: MovePlace; readonly problem: MoveProblem };

type BooleanField = 'pie' | 'mustBlock' | 'teams';

/** Why a record cannot be read or replayed. `found` is a short picture of a wrong value (see `shown`). */
export type RecordProblem =
  | { readonly code: 'not-json'; readonly detail: string }
  | { readonly code: 'not-object'; readonly found: string }
  | { readonly code: 'unknown-field'; readonly field: string }
  | { readonly code: 'missing-field'; readonly field: string }
  | { readonly code: 'bad-format'; readonly found: string; readonly expected: string }
  | { readonly code: 'bad-players'; readonly found: string }
  | { readonly code: 'bad-marbles'; readonly found: string }
  | { readonly code: 'not-boolean'; readonly field: BooleanField; readonly found: string }
  | { readonly code: 'teams-need-four'; readonly players: number }
  | { readonly code: 'bad-round-limit'; readonly found: string }
  | { readonly code: 'bad-to-move'; readonly found: string; readonly players: number }
  | { readonly code: 'moves-not-list'; readonly found: string }
  | { readonly code: 'move-not-text'; readonly ply: number; readonly found: string }
  | { readonly code: 'meta-not-object'; readonly found: string }
  | SetupProblem
  | PlacedMoveProblem<CellNameProblem>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalBoolean(
  obj: Record<string, unknown>,
  key: BooleanField,
  fallback: boolean,
): Result<boolean, RecordProblem> {
  const v = obj[key];
  if (v === undefined) return ok(fallback);
  if (typeof v !== 'boolean') return err({ code: 'not-boolean', field: key, found: shown(v) });
  return ok(v);
}

/** Reads a record from JSON text or an already parsed value; never throws. */
export function parseRecord(input: unknown): Result<GameRecord, RecordProblem> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return err({ code: 'not-json', detail: (e as Error).message });
    }
  }
  if (!isPlainObject(value)) return err({ code: 'not-object', found: shown(value) });
  for (const key of Object.keys(value)) {
    if (!FIELDS.has(key)) return err({ code: 'unknown-field', field: key });
  }
  for (const key of ['format', 'lattice', 'layout', 'players', 'marbles']) {
    if (value[key] === undefined) return err({ code: 'missing-field', field: key });
  }
  if (value.format !== RECORD_FORMAT) {
    return err({ code: 'bad-format', found: shown(value.format), expected: RECORD_FORMAT });
  }
  const setup = parseLayout(value.lattice, value.layout);
  if (!setup.ok) return err({ code: 'layout', problem: setup.error });
  const players = value.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
    return err({ code: 'bad-players', found: shown(players) });
  }
  const marbles = value.marbles;
  if (typeof marbles !== 'number' || !Number.isInteger(marbles) || marbles < 1) {
    return err({ code: 'bad-marbles', found: shown(marbles) });
  }
  const pie = optionalBoolean(value, 'pie', true);
  if (!pie.ok) return pie;
  const mustBlock = optionalBoolean(value, 'mustBlock', players >= 3);
  if (!mustBlock.ok) return mustBlock;
  const teams = optionalBoolean(value, 'teams', players === 4);
  if (!teams.ok) return teams;
  if (value.teams !== undefined && players !== 4) return err({ code: 'teams-need-four', players });
  const roundLimit = value.roundLimit === undefined ? 30 : value.roundLimit;
  if (roundLimit !== null && (typeof roundLimit !== 'number' || !Number.isInteger(roundLimit) || roundLimit < 1)) {
    return err({ code: 'bad-round-limit', found: shown(roundLimit) });
  }
  const toMove = value.toMove === undefined ? 1 : value.toMove;
  if (typeof toMove !== 'number' || !Number.isInteger(toMove) || toMove < 1 || toMove > players) {
    return err({ code: 'bad-to-move', found: shown(toMove), players });
  }
  const moves = value.moves === undefined ? [] : value.moves;
  if (!Array.isArray(moves)) return err({ code: 'moves-not-list', found: shown(moves) });
  for (let i = 0; i < moves.length; i++) {
    if (typeof moves[i] !== 'string') return err({ code: 'move-not-text', ply: i + 1, found: shown(moves[i]) });
  }
  if (value.meta !== undefined && !isPlainObject(value.meta)) {
    return err({ code: 'meta-not-object', found: shown(value.meta) });
  }
  return ok({
    format: RECORD_FORMAT,
    lattice: value.lattice as LatticeKind,
    layout: value.layout as string[],
    players,
    marbles,
    pie: pie.value,
    roundLimit,
    mustBlock: mustBlock.value,
    teams: teams.value,
    toMove,
    moves: moves as string[],
    ...(value.meta !== undefined ? { meta: value.meta } : {}),
  });
}

export function rulesOf(record: GameRecord): Rules {
  return {
    players: record.players,
    marbles: record.marbles,
    pie: record.pie,
    roundLimit: record.roundLimit,
    mustBlock: record.mustBlock,
    teams: record.teams,
  };
}

export function parseMove(board: Board, text: string): Result<Move, CellNameProblem> {
  if (text === 'swap') return ok('swap');
  return parseCellName(board, text);
}

export interface Ply {
  readonly move: Move;
  readonly player: number;
  readonly events: readonly MoveEvent[];
  /** The position after the move. */
  readonly state: GameState;
}

export interface Replay {
  readonly record: GameRecord;
  readonly start: GameState;
  readonly plies: readonly Ply[];
  /** The position after the last move. */
  readonly final: GameState;
}

/** The start position a record describes, before any move. */
export function recordStart(record: GameRecord): Result<GameState, SetupProblem> {
  return setUpGame(record.lattice, record.layout, rulesOf(record), record.toMove);
}

/** Plays every move of a record; a move that cannot be played is reported with its ply. */
export function replayRecord(record: GameRecord): Result<Replay, RecordProblem> {
  const start = recordStart(record);
  if (!start.ok) return start;
  const plies: Ply[] = [];
  let state = start.value;
  for (let i = 0; i < record.moves.length; i++) {
    const place = { ply: i + 1, branch: null };
    const move = parseMove(state.board, record.moves[i]!);
    if (!move.ok) return err({ code: 'unreadable-move', place, problem: move.error });
    const played = play(state, move.value);
    if (!played.ok) return err({ code: 'illegal-move', place, problem: played.error });
    plies.push({ move: move.value, player: state.toMove, events: played.value.events, state: played.value.state });
    state = played.value.state;
  }
  return ok({ record, start: start.value, plies, final: state });
}

/** Parses and replays in one step: text or value in, checked game out. */
export function loadRecord(input: unknown): Result<Replay, RecordProblem> {
  const record = parseRecord(input);
  return record.ok ? replayRecord(record.value) : record;
}

/** The record of a game: its start (as a set-up layout when it had marbles) and its moves. */
export function makeRecord(start: GameState, moves: readonly Move[], meta?: Record<string, unknown>): GameRecord {
  const { rules } = start;
  return {
    format: RECORD_FORMAT,
    lattice: start.board.lattice,
    layout: writeLayout(start.board, start.owners),
    players: rules.players,
    marbles: rules.marbles,
    pie: rules.pie,
    roundLimit: rules.roundLimit,
    mustBlock: rules.mustBlock,
    teams: rules.teams,
    toMove: start.toMove,
    moves: moves.map((m) => moveName(start.board, m)),
    ...(meta ? { meta } : {}),
  };
}

/** Canonical JSON of a record: defaults are written out so any reader agrees on the rules. */
export function writeRecord(record: GameRecord): string {
  const { format, lattice, layout, players, marbles, pie, roundLimit, mustBlock, teams, toMove, moves, meta } = record;
  const out: Record<string, unknown> = { format, lattice, layout, players, marbles, pie, roundLimit };
  if (players >= 3) out.mustBlock = mustBlock;
  if (players === 4) out.teams = teams;
  out.toMove = toMove;
  out.moves = moves;
  if (meta) out.meta = meta;
  return JSON.stringify(out);
}
