import type { Board } from '../engine/board';

/**
 * One change of the board in the editor, as the table animates it: new tiles grow from nothing,
 * tiles taken off shrink away, and where a gap opens its faint editor tile grows in.
 */
export interface TileWave {
  readonly id: number;
  /** The board before the change: where the tiles that leave it stood. */
  readonly before: Board;
  /** Whether the layout changed size, so that no position is what it was. */
  readonly resized: boolean;
  /** Positions of the new board whose tile is new there. */
  readonly grown: readonly number[];
  /** Positions of `before` whose tile left the board. */
  readonly shrunk: readonly number[];
  /** Positions of the new board that have just become gaps. */
  readonly opened: readonly number[];
}

/**
 * What changed from `before` to `after`, or null when nothing did. On a layout of another size
 * positions do not correspond: the whole new board grows in and the old one is simply gone.
 */
export function tileWave(id: number, before: Board, after: Board): TileWave | null {
  const same = before.lattice === after.lattice && before.rows === after.rows && before.cols === after.cols;
  const changed = (i: number) => !same || before.tiles[i] !== after.tiles[i];
  const grown = after.tiles.flatMap((tile, i) => (tile !== 'gap' && changed(i) ? [i] : []));
  const opened = after.tiles.flatMap((tile, i) => (tile === 'gap' && changed(i) ? [i] : []));
  const shrunk = same ? before.tiles.flatMap((tile, i) => (tile !== 'gap' && after.tiles[i] === 'gap' ? [i] : [])) : [];
  if (grown.length + opened.length + shrunk.length === 0) return null;
  return { id, before, resized: !same, grown, shrunk, opened };
}

/** So many waves at once are plenty; older ones settle at once rather than pile up while dragging. */
const MAX_WAVES = 8;

/**
 * The waves running once `wave` starts: a newer wave takes over the positions it touches, so a
 * tile painted twice in quick succession animates once; a new layout size ends all older waves.
 */
export function addWave(waves: readonly TileWave[], wave: TileWave): TileWave[] {
  if (wave.resized) return [wave];
  const touched = new Set([...wave.grown, ...wave.shrunk, ...wave.opened]);
  const keep = (positions: readonly number[]) => positions.filter((i) => !touched.has(i));
  const older = waves
    .map((w) => ({ ...w, grown: keep(w.grown), shrunk: keep(w.shrunk), opened: keep(w.opened) }))
    .filter((w) => w.grown.length + w.shrunk.length + w.opened.length > 0);
  return [...older, wave].slice(-MAX_WAVES);
}

/** Positions whose tile a wave is still growing: the settled board leaves them out meanwhile. */
export function growingCells(waves: readonly TileWave[]): ReadonlySet<number> {
  return new Set(waves.flatMap((w) => w.grown));
}

/** The gaps whose editor tile stands still: all but those a wave is opening. */
export function restingGaps(board: Board, waves: readonly TileWave[]): number[] {
  const opening = new Set(waves.flatMap((w) => w.opened));
  return board.tiles.flatMap((tile, i) => (tile === 'gap' && !opening.has(i) ? [i] : []));
}
