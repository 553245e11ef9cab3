import type { GameLink } from './link';
import type { TableStore } from './table';

/**
 * Puts a checked game on the table at the position it names. Seats that could not be read do not
 * stop it: the game opens with every seat human, and a notice says why.
 */
export function openGame(store: TableStore, link: GameLink): void {
  const { seats } = link;
  const loaded = store.getState().loadGame(link.game, {
    path: link.path,
    ...(seats?.ok ? { seats: seats.value } : {}),
    notice: seats && !seats.ok ? `This link's seats could not be read: ${seats.error}. Every seat is human.` : null,
  });
  if (!loaded.ok) store.getState().showNotice(`This game could not be opened: ${loaded.error}.`);
}
