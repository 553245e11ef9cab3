import { type LatticeKind, DIRECTIONS, isLattice } from './lattice';
import { type Result, err, ok } from './result';

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

export function parseLayout(lattice: unknown, layout: unknown): Result<Setup> {
  if (!isLattice(lattice)) return err(`lattice must be "square" or "hex", not ${JSON.stringify(lattice)}`);
  if (!Array.isArray(layout)) return err('layout must be a list of strings');
  if (layout.length === 0) return err('layout has no rows');
  if (layout.length > MAX_SIDE) return err(`layout has ${layout.length} rows; at most ${MAX_SIDE} are allowed`);
  const rows: unknown[] = layout;
  for (let r = 0; r < rows.length; r++) {
    if (typeof rows[r] !== 'string') return err(`layout row ${r + 1} is not a string`);
  }
  const lines = rows as string[];
  const cols = lines[0]!.length;
  if (cols === 0) return err('layout row 1 is empty');
  if (cols > MAX_SIDE) return err(`layout has ${cols} columns; at most ${MAX_SIDE} are allowed`);
  const tiles: Tile[] = [];
  const owners: number[] = [];
  for (let r = 0; r < lines.length; r++) {
    const line = lines[r]!;
    if (line.length !== cols) {
      return err(`layout rows are ragged: row ${r + 1} has ${line.length} characters, row 1 has ${cols}`);
    }
    for (let c = 0; c < cols; c++) {
      const ch = line[c]!;
      const tile = TILE_OF_CHAR[ch];
      if (tile === undefined) {
        return err(
          `layout row ${r + 1} column ${c + 1} has unknown character ${JSON.stringify(ch)} (use . 1 2 3 4 - C B H)`,
        );
      }
      tiles.push(tile);
      owners.push(ch >= '1' && ch <= '4' ? Number(ch) : 0);
    }
  }
  const playable = tiles.flatMap((t, i) => (t === 'cell' ? [i] : []));
  if (playable.length === 0) return err('layout has no playable cell');
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

export function parseCellName(board: Board, name: string): Result<number> {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return err(`${JSON.stringify(name)} is not a cell name (a file letter and a rank, such as d4)`);
  const c = FILES.indexOf(m[1]!);
  const rank = Number(m[2]);
  if (c >= board.cols || rank > board.rows) return err(`${name} is not on the board`);
  return ok((board.rows - rank) * board.cols + c);
}

const TILE_WORDS: Readonly<Record<Tile, string>> = {
  cell: 'a cell',
  gap: 'not a cell of the board',
  cushion: 'a cushion',
  bumper: 'a bumper',
  hole: 'a hole',
};

export function describeTile(tile: Tile): string {
  return TILE_WORDS[tile];
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
