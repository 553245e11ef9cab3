import { useEffect, useRef } from 'react';
import type { GameState } from '../../engine/game';
import { EMPTY_TREE } from '../../engine/tree';
import { words } from '../../i18n/catalogue';
import { GALLERY, GALLERY_FIGURES, type GalleryBoard, type GalleryFigures } from '../../lab/gallery';
import { useEditorStore, useT, useTableStore } from '../../store/context';
import { type Draft, draftStart } from '../../store/draft';
import { modalKeys } from '../focusTrap';
import { fixed, labVerdict, percent } from '../lab/figures';
import { BoardPreview } from './BoardPreview';
import './Gallery.css';

function draftOf(board: GalleryBoard): Draft {
  return { lattice: board.lattice, layout: board.layout, players: board.players, marbles: null };
}

/** Every gallery board with the game it starts: they are the engine's to check, once. */
const GALLERY_STARTS = GALLERY.flatMap((board) => {
  const start = draftStart(draftOf(board));
  return start.ok ? [{ board, start: start.value }] : [];
});

function FiguresLine({ figures, start }: { figures: GalleryFigures | undefined; start: GameState }) {
  const t = useT();
  if (!figures) return <p className="gallery-figures">{t('boards.gallery.unmeasured')}</p>;
  return (
    <p className="gallery-figures">
      <strong>{labVerdict(figures, start, t)}</strong>{' '}
      {t('boards.gallery.figures', {
        rounds: fixed(t, figures.meanRounds, 1),
        draws: percent(t, figures.drawRate.value),
        count: figures.games,
      })}
    </p>
  );
}

/**
 * The gallery of named boards: each with a picture, what makes it worth a game and what the lab
 * measured of it, to play at once or to open in the board editor.
 */
export function GalleryPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const table = useTableStore();
  const editor = useEditorStore();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const play = (board: GalleryBoard, start: GameState) => {
    editor.getState().closeEditor();
    table
      .getState()
      .loadGame({ start, tree: EMPTY_TREE }, { announcement: words('boards.gallery.newGame', { board: board.name }) });
    onClose();
  };
  const edit = (board: GalleryBoard) => {
    editor.getState().openEditor(draftOf(board));
    onClose();
  };

  return (
    <section
      className="dialog gallery"
      role="dialog"
      aria-modal="true"
      aria-labelledby="gallery-title"
      onKeyDown={modalKeys(onClose)}
    >
      <h2 id="gallery-title" ref={heading} tabIndex={-1}>
        {t('boards.gallery')}
      </h2>
      <ul className="gallery-boards">
        {GALLERY_STARTS.map(({ board, start }) => (
          <li key={board.id} className="gallery-board" data-board={board.id}>
            <BoardPreview start={start} />
            <div>
              <h3>{t.words(board.name)}</h3>
              <p>
                {t('boards.gallery.seats', { count: board.players, marbles: start.rules.marbles })}{' '}
                {t.words(board.about)}
              </p>
              <FiguresLine figures={GALLERY_FIGURES[board.id]} start={start} />
              <div className="gallery-actions">
                <button
                  type="button"
                  onClick={() => play(board, start)}
                  aria-label={t('boards.gallery.playBoard', { board: board.name })}
                >
                  {t('boards.gallery.play')}
                </button>
                <button
                  type="button"
                  onClick={() => edit(board)}
                  aria-label={t('boards.gallery.editBoard', { board: board.name })}
                >
                  {t('boards.gallery.edit')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        {t('common.close')}
      </button>
    </section>
  );
}
