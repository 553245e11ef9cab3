import { type LatticeKind, DIRECTIONS, isLattice } from './lattice';
import { type Result, err, ok } from './result';
import { shown } from './shown';

/** What a layout position is, apart from any marble on it. */
export type Tile = 'cell' | 'gap' | 'cushion' | 'bumper' | 'hole';

export const MAX_SIDE = 26;
export const MAX_PLAYERS = 4;

const TILE_OF_CHAR: Readonly<Record<string, Tile>> = {
  '.': 'cell',
  '1': 'cell',
  '2': 'cell',
  '3': 'cell',
  '4': 'cell',
  '-': 'gap',
  C: 'cushion',
  B: 'bumper',
  H: 'hole',
};

const CHAR_OF_TILE: Readonly<Record<Tile, string>> = {
  cell: '.',
  gap: '-',
  cushion: 'C',
  bumper: 'B',
  hole: 'H',
};

/** The fixed geometry of a board: everything but the marbles. */
export interface Board {
  readonly lattice: LatticeKind;
  readonly rows: number;
  readonly cols: number;
  /** Indexed by `row * cols + col`, top row first. */
  readonly tiles: readonly Tile[];
  /** Indices of the cells a marble may stand on, in index order. */
  readonly playable: readonly number[];
}

/** A board with the marbles its layout places on it: `owners[i]` is 0 or the player on cell i. */
export interface Setup {
  readonly board: Board;
  readonly owners: readonly number[];
}

/**
 * Why a lattice and layout are not a board. Rows and columns count from 1; `found` is a short
 * picture of the value found instead (see `shown`).
 */
export type BoardProblem =
  | { readonly code: 'bad-lattice'; readonly found: string }
  | { readonly code: 'layout-not-list'; readonly found: string }
  | { readonly code: 'no-rows' }
  | { readonly code: 'too-many-rows'; readonly rows: number; readonly max: number }
  | { readonly code: 'row-not-text'; readonly row: number; readonly found: string }
  | { readonly code: 'empty-row'; readonly row: number }
  | { readonly code: 'too-many-columns'; readonly cols: number; readonly max: number }
  | { readonly code: 'ragged-row'; readonly row: number; readonly length: number; readonly expected: number }
  | { readonly code: 'unknown-char'; readonly row: number; readonly col: number; readonly char: string }
  | { readonly code: 'no-playable-cell' };

export function parseLayout(lattice: unknown, layout: unknown): Result<Setup, BoardProblem> {
  if (!isLattice(lattice)) return err({ code: 'bad-lattice', found: shown(lattice) });
  if (!Array.isArray(layout)) return err({ code: 'layout-not-list', found: shown(layout) });
  if (layout.length === 0) return err({ code: 'no-rows' });
  if (layout.length > MAX_SIDE) return err({ code: 'too-many-rows', rows: layout.length, max: MAX_SIDE });
  const rows: unknown[] = layout;
  for (let r = 0; r < rows.length; r++) {
    if (typeof rows[r] !== 'string') return err({ code: 'row-not-text', row: r + 1, found: shown(rows[r]) });
  }
  const lines = rows as string[];
  const cols = lines[0]!.length;
  if (cols === 0) return err({ code: 'empty-row', row: 1 });
  if (cols > MAX_SIDE) return err({ code: 'too-many-columns', cols, max: MAX_SIDE });
  const tiles: Tile[] = [];
  const owners: number[] = [];
  for (let r = 0; r < lines.length; r++) {
    const line = lines[r]!;
    if (line.length !== cols) return err({ code: 'ragged-row', row: r + 1, length: line.length, expected: cols });
    for (let c = 0; c < cols; c++) {
      const ch = line[c]!;
      const tile = TILE_OF_CHAR[ch];
      if (tile === undefined) return err({ code: 'unknown-char', row: r + 1, col: c + 1, char: ch });
      tiles.push(tile);
      owners.push(ch >= '1' && ch <= '4' ? Number(ch) : 0);
    }
  }
  const playable = tiles.flatMap((t, i) => (t === 'cell' ? [i] : []));
  if (playable.length === 0) return err({ code: 'no-playable-cell' });
  return ok({ board: { lattice, rows: lines.length, cols, tiles, playable }, owners });
}

/** The layout strings of a board with marbles, the inverse of parseLayout. */
export function writeLayout(board: Board, owners: readonly number[]): string[] {
  const lines: string[] = [];
  for (let r = 0; r < board.rows; r++) {
    let line = '';
    for (let c = 0; c < board.cols; c++) {
      const i = r * board.cols + c;
      const owner = owners[i] ?? 0;
      line += owner > 0 ? String(owner) : CHAR_OF_TILE[board.tiles[i]!];
    }
    lines.push(line);
  }
  return lines;
}

/** The layout index one step from `cell` in direction `dir`, or null past the layout's edge. */
export function step(board: Board, cell: number, dir: number): number | null {
  const d = DIRECTIONS[board.lattice][dir]!;
  const r = Math.floor(cell / board.cols) + d.dr;
  const c = (cell % board.cols) + d.dc;
  if (r < 0 || r >= board.rows || c < 0 || c >= board.cols) return null;
  return r * board.cols + c;
}

const FILES = 'abcdefghijklmnopqrstuvwxyz';

/** File letter for the column, rank counted from the bottom row: the top-left of 7 rows is a7. */
export function cellName(board: Board, cell: number): string {
  const r = Math.floor(cell / board.cols);
  const c = cell % board.cols;
  return `${FILES[c]!}${board.rows - r}`;
}

/** Why a text names no cell of a board: `text` is what was read. */
export type CellNameProblem =
  { readonly code: 'not-cell-name'; readonly text: string } | { readonly code: 'off-board'; readonly name: string };

export function parseCellName(board: Board, name: string): Result<number, CellNameProblem> {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return err({ code: 'not-cell-name', text: name });
  const c = FILES.indexOf(m[1]!);
  const rank = Number(m[2]);
  if (c >= board.cols || rank > board.rows) return err({ code: 'off-board', name });
  return ok((board.rows - rank) * board.cols + c);
}

export function countTiles(board: Board, tile: Tile): number {
  return board.tiles.reduce((n, t) => (t === tile ? n + 1 : n), 0);
}

/** Whether two boards have the same geometry, whatever objects hold it. */
export function sameBoard(a: Board, b: Board): boolean {
  return (
    a === b ||
    (a.lattice === b.lattice &&
      a.rows === b.rows &&
      a.cols === b.cols &&
      a.tiles.length === b.tiles.length &&
      a.tiles.every((tile, i) => tile === b.tiles[i]))
  );
}
