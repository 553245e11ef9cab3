import type { LoadOptions, TableState, TableStore } from './table';

/** What of the table's game a panel that borrows the table (the guide, the editor) keeps aside. */
export type KeptGame = Pick<
  TableState,
  'start' | 'tree' | 'meta' | 'path' | 'line' | 'linePath' | 'seats' | 'notice' | 'announcement'
>;

/** The game on the table now, to put back later with `putBack`. */
export function keepGame(table: TableStore): KeptGame {
  const { start, tree, meta, path, line, linePath, seats, notice, announcement } = table.getState();
  return { start, tree, meta, path, line, linePath, seats, notice, announcement };
}

/** Puts a kept game back on the table, at the same position, with the same seats and words. */
export function putBack(table: TableStore, kept: KeptGame): void {
  const { start, tree, meta, path, line, linePath, seats, notice, announcement } = kept;
  const options: LoadOptions = { path, line: { plies: line, path: linePath }, seats, notice, announcement };
  table.getState().loadGame({ start, tree, ...(meta ? { meta } : {}) }, options);
}
