import { createStore } from 'zustand/vanilla';
import type { Interval } from '../ai/stats';
import { type Result, err, ok } from '../engine/result';
import type { GalleryFigures } from '../lab/gallery';
import { boardLink } from '../codec/boardLink';
import { type Draft, draftStart } from '../setup/draft';
import type { SavedBoardProblem } from '../setup/savedBoard';
import { type StorageLike, browserStorage } from './storage';

export const SAVED_BOARDS_KEY = 'momentum.boards';
/** Where stored boards that could not be read are kept, so that saving again loses none of them. */
export const UNREADABLE_BOARDS_KEY = 'momentum.boards.unreadable';

export const MAX_BOARD_NAME = 40;

/** A board the person saved to the gallery, with what the lab measured of it if they measured it. */
export interface SavedBoard {
  readonly id: string;
  readonly name: string;
  readonly draft: Draft;
  readonly figures: GalleryFigures | null;
}

export interface SavedBoardsState {
  /** In the order saved, the oldest first. */
  readonly boards: readonly SavedBoard[];
  /** What went wrong reading the stored boards, or null. */
  readonly problem: SavedBoardProblem | null;
}

export interface SavedBoardsActions {
  /**
   * Saves `draft` as `name`, with the figures of a lab run on it if there are any. A board already
   * saved under that name (in any case) is replaced, so measuring and saving again updates it.
   */
  save(name: string, draft: Draft, figures: GalleryFigures | null): Result<SavedBoard, SavedBoardProblem>;
  remove(id: string): void;
}

export type SavedBoards = SavedBoardsState & SavedBoardsActions;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isInterval(value: unknown): value is Interval {
  if (typeof value !== 'object' || value === null) return false;
  const { value: v, low, high } = value as Record<string, unknown>;
  return isNumber(v) && isNumber(low) && isNumber(high) && 0 <= low && low <= v && v <= high && high <= 1;
}

const COUNTS = ['games', 'seed', 'players', 'marbles'] as const;
const MEANS = ['meanRounds', 'medianRounds', 'sdRounds', 'meanLeadChanges', 'fallenPerTurn'] as const;
const RATES = ['firstPlayerScore', 'drawRate', 'roundLimitRate', 'swapRate'] as const;

/** Whether stored `value` holds every figure the gallery shows, each of the right kind. */
function isFigures(value: unknown, players: number): value is GalleryFigures {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    COUNTS.every((key) => Number.isInteger(f[key])) &&
    f.players === players &&
    MEANS.every((key) => isNumber(f[key])) &&
    RATES.every((key) => isInterval(f[key])) &&
    Array.isArray(f.seatScores) &&
    f.seatScores.length === players &&
    f.seatScores.every(isInterval)
  );
}

const isRow = (row: unknown): row is string => typeof row === 'string';

/** A stored entry as a saved board, or null when it is not one the engine accepts. */
function readEntry(entry: unknown): SavedBoard | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const e = entry as Record<string, unknown>;
  if (typeof e.id !== 'string' || typeof e.name !== 'string' || e.name.trim() === '') return null;
  if ((e.lattice !== 'square' && e.lattice !== 'hex') || !Array.isArray(e.layout) || !e.layout.every(isRow)) {
    return null;
  }
  if (!Number.isInteger(e.players) || (e.marbles !== null && !Number.isInteger(e.marbles))) return null;
  const draft: Draft = {
    lattice: e.lattice,
    layout: e.layout,
    players: e.players as number,
    marbles: e.marbles as number | null,
  };
  if (!draftStart(draft).ok) return null;
  if (e.figures !== null && !isFigures(e.figures, draft.players)) return null;
  return { id: e.id, name: e.name, draft, figures: e.figures };
}

/** The stored boards, and how many stored entries could not be read. */
function readBoards(storage: StorageLike | null): { boards: SavedBoard[]; unreadable: number; text: string | null } {
  const text = storage?.getItem(SAVED_BOARDS_KEY) ?? null;
  if (text === null) return { boards: [], unreadable: 0, text };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { boards: [], unreadable: 1, text };
  }
  const entries = (stored as { boards?: unknown } | null)?.boards;
  if (!Array.isArray(entries)) return { boards: [], unreadable: 1, text };
  const boards = entries.map(readEntry).filter((board): board is SavedBoard => board !== null);
  return { boards, unreadable: entries.length - boards.length, text };
}

function storedForm(board: SavedBoard) {
  return { id: board.id, name: board.name, ...board.draft, figures: board.figures };
}

/** The saved board with exactly this draft, if any: a draft's link text is the whole of it. */
export function savedBoardOf(boards: readonly SavedBoard[], draft: Draft): SavedBoard | undefined {
  const link = boardLink(draft);
  return boards.find((board) => boardLink(board.draft) === link);
}

/** The next free id: one past the highest number among the ids in use. */
function nextId(boards: readonly SavedBoard[]): string {
  const used = boards.map((board) => Number(/^mine-(\d+)$/.exec(board.id)?.[1] ?? 0));
  return `mine-${Math.max(0, ...used) + 1}`;
}

/** Boards saved to the gallery, kept in the page's storage. */
export function createSavedBoards(deps: { readonly storage?: StorageLike | null } = {}) {
  const { storage = browserStorage() } = deps;
  const read = readBoards(storage);
  if (read.unreadable > 0 && read.text !== null) {
    // Set aside before the first save writes over them.
    try {
      storage?.setItem(UNREADABLE_BOARDS_KEY, read.text);
    } catch {
      // The notice below still says what was left out.
    }
  }

  const write = (boards: readonly SavedBoard[]): boolean => {
    try {
      storage?.setItem(SAVED_BOARDS_KEY, JSON.stringify({ boards: boards.map(storedForm) }));
      return true;
    } catch {
      return false;
    }
  };

  return createStore<SavedBoards>()((set, get) => ({
    boards: read.boards,
    problem: read.unreadable > 0 ? { code: 'unreadable', count: read.unreadable, key: UNREADABLE_BOARDS_KEY } : null,

    save: (rawName, draft, figures) => {
      const name = rawName.trim();
      if (name === '') return err({ code: 'no-name' });
      if (name.length > MAX_BOARD_NAME) return err({ code: 'long-name', max: MAX_BOARD_NAME });
      const start = draftStart(draft);
      if (!start.ok) return err({ code: 'unplayable', problem: start.error });
      const { boards } = get();
      const same = boards.find((board) => board.name.toLowerCase() === name.toLowerCase());
      const saved: SavedBoard = { id: same?.id ?? nextId(boards), name, draft, figures };
      const next = same ? boards.map((board) => (board === same ? saved : board)) : [...boards, saved];
      if (!write(next)) return err({ code: 'store-failed' });
      set({ boards: next });
      return ok(saved);
    },

    remove: (id) => {
      const next = get().boards.filter((board) => board.id !== id);
      if (write(next)) set({ boards: next });
    },
  }));
}

export type SavedBoardsStore = ReturnType<typeof createSavedBoards>;
