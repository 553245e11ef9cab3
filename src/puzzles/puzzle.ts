import type { Player } from '../ai/levels';
import { writeLayout } from '../engine/board';
import type { GameState } from '../engine/game';
import { type GameRecord, type RecordProblem, parseRecord, writeRecord } from '../engine/record';
import { type Result, err, ok } from '../engine/result';
import { type Theme, isTheme } from './themes';

/** A proved puzzle as `momentum puzzles export --json` prints it. */
export interface Puzzle {
  readonly id: string;
  /** A `momentum/1` record whose last move leads to the puzzle's position. */
  readonly record: GameRecord;
  /** The winning first move, then the defence and the solver's moves alternating, to the win. */
  readonly solution: readonly string[];
  readonly winIn: number;
  readonly themes: readonly Theme[];
  readonly rating: number;
}

/** Where a generated puzzle came from, kept beside it in the generator's lines. */
export interface PuzzleSource {
  /** The board's preset id, or "custom". */
  readonly board: string;
  /** The game's number in its input, from 1. */
  readonly game: number;
  /** The computer's level or bot that played every side, for a game of its self-play. */
  readonly player?: Player;
  /** Plies of the game played before the puzzle's position. */
  readonly ply: number;
  /** The previous player's move gave the win away: before it, the solver had no forced win. */
  readonly afterMistake: boolean;
  /** First moves that look, one reply ahead, no worse than the answer, the answer among them (see difficulty.ts). */
  readonly plausible: number;
}

export interface GeneratedPuzzle extends Puzzle {
  readonly source: PuzzleSource;
}

/** The canonical shape of a puzzle: its generator's notes left out. */
export function exported(puzzle: Puzzle): Puzzle {
  const { id, record, solution, winIn, themes, rating } = puzzle;
  return { id, record, solution, winIn, themes, rating };
}

/** One line of a puzzle set: the record written as `momentum/1` writes it, its defaults out. */
export function writePuzzle(puzzle: Puzzle): string {
  return JSON.stringify({ ...puzzle, record: JSON.parse(writeRecord(puzzle.record)) as unknown });
}

/**
 * A puzzle's id: a hash of everything that makes its position (board, marbles, reserves, player to
 * move, rules, the pie rule's cell and the turns left before the round limit), so the same position
 * reached by other moves is the same puzzle.
 */
export function puzzleId(state: GameState): string {
  const { rules } = state;
  const turnsLeft = rules.roundLimit === null ? null : rules.roundLimit * rules.players - state.turn;
  const text = JSON.stringify([
    state.board.lattice,
    writeLayout(state.board, state.owners),
    state.reserves,
    state.toMove,
    rules.players,
    rules.mustBlock,
    rules.teams,
    state.swapCell,
    turnsLeft,
  ]);
  return hash64(text);
}

/** FNV-1a over the text in two 32-bit lanes of different offsets: 16 hexadecimal digits. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Why a line of a puzzle file is no puzzle. */
export type PuzzleProblem =
  | { readonly code: 'not-json'; readonly detail: string }
  | { readonly code: 'bad-field'; readonly field: string }
  | { readonly code: 'record'; readonly problem: RecordProblem };

/** A puzzle from one line of a set (the generator's lines or the exported ones), checked field by field. */
export function parsePuzzle(text: string): Result<Puzzle, PuzzleProblem> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return err({ code: 'not-json', detail: (e as Error).message });
  }
  if (typeof value !== 'object' || value === null) return err({ code: 'bad-field', field: 'id' });
  const v = value as Record<string, unknown>;
  const strings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');
  if (typeof v.id !== 'string') return err({ code: 'bad-field', field: 'id' });
  if (!strings(v.solution) || v.solution.length === 0) return err({ code: 'bad-field', field: 'solution' });
  if (!Number.isInteger(v.winIn) || (v.winIn as number) < 1) return err({ code: 'bad-field', field: 'winIn' });
  if (!strings(v.themes) || !v.themes.every(isTheme)) return err({ code: 'bad-field', field: 'themes' });
  if (typeof v.rating !== 'number' || !Number.isFinite(v.rating)) return err({ code: 'bad-field', field: 'rating' });
  const record = parseRecord(v.record);
  if (!record.ok) return err({ code: 'record', problem: record.error });
  return ok({
    id: v.id,
    record: record.value,
    solution: v.solution,
    winIn: v.winIn as number,
    themes: v.themes,
    rating: v.rating,
  });
}
