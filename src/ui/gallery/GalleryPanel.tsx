import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { GameState } from '../../engine/game';
import { EMPTY_TREE } from '../../engine/tree';
import { type Words, words } from '../../i18n/catalogue';
import { GALLERY_FIGURES, type GalleryFigures } from '../../lab/gallery';
import { useEditorStore, useSavedBoards, useT, useTable, useTableStore } from '../../store/context';
import type { Draft } from '../../setup/draft';
import { type Seat, fitSeats } from '../../setup/seats';
import { modalProps } from '../focusTrap';
import { fixed, labVerdict, percent } from '../../words/lab';
import { SeatChoices } from '../SeatChoices';
import { sentence } from '../sentence';
import { galleryAboutWords, galleryNameWords, savedBoardProblemWords } from '../../words/boards';
import { BoardPreview } from './BoardPreview';
import { GALLERY_STARTS, draftOf, savedStarts } from './boardStarts';
import './Gallery.css';

function FiguresLine({ figures, start }: { figures: GalleryFigures | null | undefined; start: GameState }) {
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

interface EntryProps {
  readonly id: string;
  /** The board's name: a message of the gallery's own, or the name a person gave it. */
  readonly name: Words | string;
  readonly start: GameState;
  readonly figures: GalleryFigures | null | undefined;
  readonly about?: ReactNode;
  readonly onPlay: (seats: readonly Seat[]) => void;
  readonly onEdit: () => void;
  readonly onDelete?: () => void;
}

/**
 * Who plays each player of a board, then Start: the seats chosen last on the table where they
 * fit, so a game against the computer is as near as one against a friend.
 */
function GallerySeats({ id, players, onStart }: { id: string; players: number; onStart: (seats: Seat[]) => void }) {
  const t = useT();
  const lastSeats = useTable((s) => s.seats);
  const [seats, setSeats] = useState(() => fitSeats(lastSeats, players));
  return (
    <form
      className="gallery-seats"
      onSubmit={(e) => {
        e.preventDefault();
        onStart(seats);
      }}
    >
      <SeatChoices seats={seats} onChange={setSeats} idPrefix={`gallery-${id}-seat`} />
      <button type="submit" className="primary">
        {t('play.newGame.start')}
      </button>
    </form>
  );
}

/** One board of the gallery: its picture, who plays it, what the lab measured, and what to do with it. */
function GalleryEntry({ id, name, start, figures, about, onPlay, onEdit, onDelete }: EntryProps) {
  const t = useT();
  const [choosing, setChoosing] = useState(false);
  return (
    <li className="gallery-board" data-board={id}>
      <BoardPreview start={start} />
      <div>
        <h3>{typeof name === 'string' ? name : t.words(name)}</h3>
        <p>
          {t('boards.gallery.seats', { count: start.rules.players, marbles: start.rules.marbles })} {about}
        </p>
        <FiguresLine figures={figures} start={start} />
        <div className="gallery-actions">
          <button
            type="button"
            onClick={() => setChoosing(!choosing)}
            aria-expanded={choosing}
            aria-label={t('boards.gallery.playBoard', { board: name })}
          >
            {t('boards.gallery.play')}
          </button>
          <button type="button" onClick={onEdit} aria-label={t('boards.gallery.editBoard', { board: name })}>
            {t('boards.gallery.edit')}
          </button>
          {onDelete && (
            <button type="button" onClick={onDelete} aria-label={t('boards.saved.deleteBoard', { board: name })}>
              {t('boards.saved.delete')}
            </button>
          )}
        </div>
        {choosing && <GallerySeats id={id} players={start.rules.players} onStart={onPlay} />}
      </div>
    </li>
  );
}

/**
 * The gallery of named boards: each with a picture, what makes it worth a game and what the lab
 * measured of it, to play (once the seats are chosen) or to open in the board editor; then the boards saved from the
 * editor, which may also be deleted.
 */
export function GalleryPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const table = useTableStore();
  const editor = useEditorStore();
  const saved = useSavedBoards((s) => s.boards);
  const savedGames = useMemo(() => savedStarts(saved), [saved]);
  const savedProblem = useSavedBoards((s) => s.problem);
  const remove = useSavedBoards((s) => s.remove);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const play = (name: Words | string, start: GameState) => (seats: readonly Seat[]) => {
    editor.getState().closeEditor();
    table
      .getState()
      .loadGame({ start, tree: EMPTY_TREE }, { seats, announcement: words('boards.gallery.newGame', { board: name }) });
    onClose();
  };
  const edit = (draft: Draft) => {
    editor.getState().openEditor(draft);
    onClose();
  };

  return (
    <section
      className="dialog gallery"
      role="dialog"
      aria-modal="true"
      aria-labelledby="gallery-title"
      {...modalProps(onClose)}
    >
      <h2 id="gallery-title" ref={heading} tabIndex={-1}>
        {t('boards.gallery')}
      </h2>
      <ul className="gallery-boards">
        {GALLERY_STARTS.map(({ board, start }) => (
          <GalleryEntry
            key={board.id}
            id={board.id}
            name={galleryNameWords(board)}
            start={start}
            figures={GALLERY_FIGURES[board.id]}
            about={t.words(galleryAboutWords(board))}
            onPlay={play(galleryNameWords(board), start)}
            onEdit={() => edit(draftOf(board))}
          />
        ))}
      </ul>
      <section className="saved-boards" aria-labelledby="saved-boards-title">
        <h3 id="saved-boards-title">{t('boards.saved.title')}</h3>
        {savedProblem && <p className="error">{sentence(t.words(savedBoardProblemWords(savedProblem)))}</p>}
        {saved.length === 0 ? (
          <p className="hint">{t('boards.saved.empty')}</p>
        ) : (
          <ul className="gallery-boards">
            {savedGames.map(({ board, start }) => (
              <GalleryEntry
                key={board.id}
                id={board.id}
                name={board.name}
                start={start}
                figures={board.figures}
                onPlay={play(board.name, start)}
                onEdit={() => edit(board.draft)}
                onDelete={() => remove(board.id)}
              />
            ))}
          </ul>
        )}
      </section>
      <div className="row dialog-actions">
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </section>
  );
}
