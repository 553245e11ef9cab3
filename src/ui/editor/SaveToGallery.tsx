import { useState } from 'react';
import { type Words, words } from '../../i18n/catalogue';
import { useEditor, useLabStore, useSavedBoardsStore, useT } from '../../store/context';
import { draftStart } from '../../setup/draft';
import type { SavedBoardProblem } from '../../setup/savedBoard';
import { galleryFiguresFor } from '../../store/lab';
import { MAX_BOARD_NAME, savedBoardOf } from '../../store/savedBoards';
import { savedBoardProblemWords } from '../../words/boards';
import { sentence } from '../sentence';

type Outcome = { readonly saved: Words } | { readonly problem: SavedBoardProblem };

/**
 * Saves the board being designed to the gallery under a name, with the figures of the last lab
 * run on it, so that it can be found, played and compared again later. What happened is read out
 * in a live region of its own: the page's one status role is the game's announcer.
 */
export function SaveToGallery() {
  const t = useT();
  const draft = useEditor((e) => e.draft);
  const lab = useLabStore();
  const saved = useSavedBoardsStore();
  // A board opened from the gallery keeps its name, so that saving it again updates it.
  const [name, setName] = useState(() => savedBoardOf(saved.getState().boards, draft)?.name ?? '');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const save = () => {
    const start = draftStart(draft);
    const figures = start.ok ? galleryFiguresFor(lab.getState(), start.value) : null;
    const result = saved.getState().save(name, draft, figures);
    if (!result.ok) {
      setOutcome({ problem: result.error });
      return;
    }
    const params = { name: result.value.name };
    setOutcome({
      saved: figures
        ? words('boards.saved.savedFigures', { ...params, count: figures.games })
        : words('boards.saved.saved', params),
    });
  };

  return (
    <form
      className="save-board"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label>
        {t('boards.saved.name')}{' '}
        <input
          type="text"
          value={name}
          maxLength={MAX_BOARD_NAME}
          onChange={(event) => {
            setName(event.target.value);
            setOutcome(null);
          }}
        />
      </label>{' '}
      <button type="submit">{t('boards.saved.save')}</button>
      <p className="hint">{t('boards.saved.hint')}</p>
      <p className={outcome && 'problem' in outcome ? 'error' : 'hint'} aria-live="polite">
        {outcome === null
          ? ''
          : 'saved' in outcome
            ? t.words(outcome.saved)
            : sentence(t.words(savedBoardProblemWords(outcome.problem)))}
      </p>
    </form>
  );
}
