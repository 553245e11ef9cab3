import { GALLERY, type GalleryBoard } from '../../lab/gallery';
import { type Draft, draftStart } from '../../setup/draft';
import type { SavedBoard } from '../../store/savedBoards';

export function draftOf(board: GalleryBoard): Draft {
  return { lattice: board.lattice, layout: board.layout, players: board.players, marbles: null };
}

/** Every gallery board with the game it starts: they are the engine's to check, once. */
export const GALLERY_STARTS = GALLERY.flatMap((board) => {
  const start = draftStart(draftOf(board));
  return start.ok ? [{ board, start: start.value }] : [];
});

/** The boards a person saved, each with the game it starts (the store kept only boards that start one). */
export function savedStarts(boards: readonly SavedBoard[]) {
  return boards.flatMap((board) => {
    const start = draftStart(board.draft);
    return start.ok ? [{ board, start: start.value }] : [];
  });
}
