import { type Board, parseCellName, parseLayout, writeLayout } from './board';
import type { MoveEvent } from './drop';
import { type GameState, type Move, type Rules, moveName, play, startGame } from './game';
import { type LatticeKind } from './lattice';
import { type Result, err, ok } from './result';

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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalBoolean(obj: Record<string, unknown>, key: string, fallback: boolean): Result<boolean> {
  const v = obj[key];
  if (v === undefined) return ok(fallback);
  if (typeof v !== 'boolean') return err(`${key} must be true or false`);
  return ok(v);
}

/** Reads a record from JSON text or an already parsed value; never throws. */
export function parseRecord(input: unknown): Result<GameRecord> {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return err(`record is not valid JSON: ${(e as Error).message}`);
    }
  }
  if (!isPlainObject(value)) return err('record must be a JSON object');
  for (const key of Object.keys(value)) {
    if (!FIELDS.has(key)) return err(`record has an unknown field ${JSON.stringify(key)}`);
  }
  for (const key of ['format', 'lattice', 'layout', 'players', 'marbles']) {
    if (value[key] === undefined) return err(`record lacks the required field "${key}"`);
  }
  if (value.format !== RECORD_FORMAT)
    return err(`format must be "${RECORD_FORMAT}", not ${JSON.stringify(value.format)}`);
  const setup = parseLayout(value.lattice, value.layout);
  if (!setup.ok) return setup;
  const players = value.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
    return err('players must be 2, 3 or 4');
  }
  const marbles = value.marbles;
  if (typeof marbles !== 'number' || !Number.isInteger(marbles) || marbles < 1) {
    return err('marbles must be a whole number of at least 1');
  }
  const pie = optionalBoolean(value, 'pie', true);
  if (!pie.ok) return pie;
  const mustBlock = optionalBoolean(value, 'mustBlock', players >= 3);
  if (!mustBlock.ok) return mustBlock;
  const teams = optionalBoolean(value, 'teams', players === 4);
  if (!teams.ok) return teams;
  if (value.teams !== undefined && players !== 4) return err('teams is only allowed with 4 players');
  const roundLimit = value.roundLimit === undefined ? 30 : value.roundLimit;
  if (roundLimit !== null && (typeof roundLimit !== 'number' || !Number.isInteger(roundLimit) || roundLimit < 1)) {
    return err('roundLimit must be a whole number of at least 1, or null');
  }
  const toMove = value.toMove === undefined ? 1 : value.toMove;
  if (typeof toMove !== 'number' || !Number.isInteger(toMove) || toMove < 1 || toMove > players) {
    return err(`toMove must be a player from 1 to ${players}`);
  }
  const moves = value.moves === undefined ? [] : value.moves;
  if (!Array.isArray(moves)) return err('moves must be a list of strings');
  for (let i = 0; i < moves.length; i++) {
    if (typeof moves[i] !== 'string') return err(`ply ${i + 1}: move must be a string`);
  }
  if (value.meta !== undefined && !isPlainObject(value.meta)) return err('meta must be a JSON object');
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

export function parseMove(board: Board, text: string): Result<Move> {
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
export function recordStart(record: GameRecord): Result<GameState> {
  const setup = parseLayout(record.lattice, record.layout);
  if (!setup.ok) return setup;
  return startGame(setup.value, rulesOf(record), record.toMove);
}

/** Plays every move of a record; an illegal move is reported as `ply N: MOVE ...why`. */
export function replayRecord(record: GameRecord): Result<Replay> {
  const start = recordStart(record);
  if (!start.ok) return start;
  const plies: Ply[] = [];
  let state = start.value;
  for (let i = 0; i < record.moves.length; i++) {
    const text = record.moves[i]!;
    const move = parseMove(state.board, text);
    if (!move.ok) return err(`ply ${i + 1}: ${move.error}`);
    const played = play(state, move.value);
    if (!played.ok) {
      const why = played.error.startsWith(text) ? played.error : `${text}: ${played.error}`;
      return err(`ply ${i + 1}: ${why}`);
    }
    plies.push({ move: move.value, player: state.toMove, events: played.value.events, state: played.value.state });
    state = played.value.state;
  }
  return ok({ record, start: start.value, plies, final: state });
}

/** Parses and replays in one step: text or value in, checked game out. */
export function loadRecord(input: unknown): Result<Replay> {
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
