import { type GameState, type Move, moveName } from '../engine/game';
import { type MoveNode, type MoveTree, type TreePath, mainLine, pathOf } from '../engine/tree';

/** One move as the list shows it. */
export interface MoveCell {
  /** Plies from the start to this move, itself included. */
  readonly depth: number;
  /**
   * The path of the whole line the move lies on; the move's own path is its first `depth` ids.
   * Cells share their line's string, so 10,000 moves do not hold 10,000 growing copies of a path.
   */
  readonly linePath: TreePath;
  readonly name: string;
  readonly player: number;
  readonly round: number;
}

/** A round of the main line, one cell per column; a round cut short by variations goes on in another row. */
export interface MainRow {
  readonly kind: 'main';
  readonly round: number;
  /** cells[c]: the move in column c, null where this row has none. */
  readonly cells: readonly (MoveCell | null)[];
}

/** Moves of a variation within one round, indented by how deep the variation is nested. */
export interface VariationRow {
  readonly kind: 'variation';
  /** 1 for a variation of the main line, 2 for a variation inside one, and so on. */
  readonly level: number;
  readonly round: number;
  /** True when the row starts after the round's first move: numbered "12…" rather than "12.". */
  readonly continued: boolean;
  readonly cells: readonly MoveCell[];
}

export type MoveRow = MainRow | VariationRow;

export interface MoveRows {
  /** columns[c]: the player whose moves column c holds; every round starts with the player who started the game. */
  readonly columns: readonly number[];
  readonly rows: readonly MoveRow[];
}

export function cellPath(cell: MoveCell): TreePath {
  return cell.linePath.slice(0, cell.depth * 2);
}

export function isCellAt(cell: MoveCell, path: TreePath): boolean {
  return path.length === cell.depth * 2 && cell.linePath.startsWith(path);
}

/** "12." for a row that starts a round, "12…" for one that starts within it. */
export function variationNumber(row: VariationRow): string {
  return `${row.round}${row.continued ? '…' : '.'}`;
}

/** The moves from `node` on along first children. */
function lineFrom(node: MoveNode): Move[] {
  const moves: Move[] = [];
  for (let next: MoveNode | undefined = node; next; next = next.children[0]) moves.push(next.move);
  return moves;
}

/**
 * The move list of a game tree, lichess style: the main line in rounds, one column per player, and
 * after every move that has alternatives, those alternatives as indented variations (nested ones
 * further in), each broken into one row per round so that every row has the same height.
 */
export function moveRows(start: GameState, tree: MoveTree): MoveRows {
  const { players } = start.rules;
  const columns = Array.from({ length: players }, (_, c) => ((start.toMove - 1 + c) % players) + 1);
  const rows: MoveRow[] = [];
  const columnOf = (depth: number): number => (depth - 1) % players;
  const roundOf = (depth: number): number => Math.floor((depth - 1) / players) + 1;

  const cellOf = (node: MoveNode, depth: number, linePath: TreePath): MoveCell => ({
    depth,
    linePath,
    name: moveName(start.board, node.move),
    player: columns[columnOf(depth)]!,
    round: roundOf(depth),
  });

  /** The alternatives to `siblings[0]`, the move at `depth` after `parent`: each a variation at `level`. */
  const variations = (siblings: readonly MoveNode[], parent: TreePath, depth: number, level: number): void => {
    for (const node of siblings.slice(1)) variation(node, parent, depth, level);
  };

  const variation = (first: MoveNode, parent: TreePath, firstDepth: number, level: number): void => {
    const linePath = parent + pathOf(lineFrom(first));
    let cells: MoveCell[] = [];
    const flush = (): void => {
      if (cells.length === 0) return;
      const { round, depth } = cells[0]!;
      rows.push({ kind: 'variation', level, round, continued: columnOf(depth) !== 0, cells });
      cells = [];
    };
    // The first move's own siblings are the caller's to show.
    let siblings: readonly MoveNode[] = [first];
    let depth = firstDepth;
    for (let node: MoveNode | undefined = first; node; node = node.children[0], depth++) {
      if (columnOf(depth) === 0) flush();
      cells.push(cellOf(node, depth, linePath));
      if (siblings.length > 1) {
        flush();
        variations(siblings, linePath.slice(0, (depth - 1) * 2), depth, level + 1);
      }
      siblings = node.children;
    }
    flush();
  };

  const mainPath = pathOf(mainLine(tree));
  let open: { round: number; cells: (MoveCell | null)[] } | null = null;
  let siblings = tree.children;
  let depth = 1;
  for (let node = tree.children[0]; node; node = node.children[0], depth++) {
    const column = columnOf(depth);
    open ??= { round: roundOf(depth), cells: new Array<MoveCell | null>(players).fill(null) };
    open.cells[column] = cellOf(node, depth, mainPath);
    if (column === players - 1 || siblings.length > 1) {
      rows.push({ kind: 'main', ...open });
      open = null;
    }
    if (siblings.length > 1) variations(siblings, mainPath.slice(0, (depth - 1) * 2), depth, 1);
    siblings = node.children;
  }
  if (open) rows.push({ kind: 'main', ...open });
  return { columns, rows };
}

/** Where the list shows the move at `path`: its row's index and its cell; null for the start, which no row holds. */
export function findCell(rows: readonly MoveRow[], path: TreePath): { row: number; cell: MoveCell } | null {
  const depth = path.length / 2;
  for (const [row, { cells }] of rows.entries()) {
    for (const cell of cells) if (cell !== null && cell.depth === depth && isCellAt(cell, path)) return { row, cell };
  }
  return null;
}
