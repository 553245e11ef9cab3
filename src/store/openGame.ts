import { lineSteps } from '../engine/line';
import type { GameLink } from '../codec/link';
import { runInSlices } from '../tasks/slices';
import type { TableStore } from './table';

/** Counts the games each table was asked to open: when one is overtaken while it plays, the last asked wins. */
const opening = new WeakMap<TableStore, number>();

/**
 * Puts a checked game on the table at the position it names. Its line is played in slices first, so
 * a game of thousands of moves opens without holding the page. Seats that could not be read do not
 * stop it: the game opens with every seat human, and a notice says why.
 */
export async function openGame(store: TableStore, link: GameLink): Promise<void> {
  const id = (opening.get(store) ?? 0) + 1;
  opening.set(store, id);
  const { game, path, seats } = link;
  const line = await runInSlices(lineSteps(game.start, game.tree, path));
  if (opening.get(store) !== id) return;
  if (!line.ok) {
    store.getState().showNotice({ code: 'game-unopened', problem: line.error });
    return;
  }
  const loaded = store.getState().loadGame(game, {
    path,
    line: line.value,
    ...(seats?.ok ? { seats: seats.value } : {}),
    notice: seats && !seats.ok ? { code: 'seats-unread', problem: seats.error } : null,
  });
  if (!loaded.ok) store.getState().showNotice({ code: 'game-unopened', problem: loaded.error });
}
