import { useState } from 'react';
import { EMPTY_TREE } from '../../engine/tree';
import { useEditor, useT, useTableStore } from '../../store/context';
import { draftStart } from '../../setup/draft';
import { type Seat, fitSeats, humanSeats } from '../../setup/seats';
import { SeatChoices } from '../SeatChoices';

/** Leaves the editor for a new game on the board, with people or the computer in each seat. */
export function PlayBoard() {
  const t = useT();
  const table = useTableStore();
  const draft = useEditor((e) => e.draft);
  const closeEditor = useEditor((e) => e.closeEditor);
  const [chosen, setChosen] = useState<readonly Seat[]>(() => humanSeats(draft.players));
  const seats = fitSeats(chosen, draft.players);

  const play = () => {
    // The table already shows this board; the game starts again with the seats chosen here.
    const start = draftStart(draft);
    if (start.ok) table.getState().loadGame({ start: start.value, tree: EMPTY_TREE }, { seats });
    closeEditor();
  };

  return (
    <section className="play-board" aria-label={t('boards.playBoard')}>
      <SeatChoices seats={seats} onChange={setChosen} idPrefix="play-seat" />
      <button type="button" className="primary" onClick={play}>
        {t('boards.playBoard')}
      </button>
    </section>
  );
}
