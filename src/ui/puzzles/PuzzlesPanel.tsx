import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import { puzzleLink } from '../../codec/puzzleLink';
import { filterChoices } from '../../puzzles/choose';
import type { Theme } from '../../puzzles/themes';
import { useT } from '../../store/context';
import type { PuzzleMode } from '../../store/puzzleCodes';
import { type PuzzlesStore, createPuzzles } from '../../store/puzzles';
import type { AccountStore } from '../../store/account';
import type { PuzzlesEntry } from '../../store/puzzlesEntry';
import type { TableStore } from '../../store/table';
import {
  puzzleBoardWords,
  puzzleModeWords,
  puzzleNewsWords,
  puzzlePhaseWords,
  puzzlePromptWords,
  puzzleThemeWords,
  puzzlesProblemWords,
  accountRatingWords,
  ratedTryWords,
} from '../../words/puzzles';
import { shownRating } from '../../puzzles/rating';
import { Announcer } from '../Announcer';
import { MoveField } from '../MoveField';
import { SwapButton } from '../SwapButton';
import './Puzzles.css';

const MODES: readonly PuzzleMode[] = ['rated', 'streak', 'daily'];

/** One puzzles store per table: made with this chunk, so the set and the prover load with it. */
const stores = new WeakMap<TableStore, PuzzlesStore>();

function puzzlesOf(table: TableStore, account: AccountStore | undefined): PuzzlesStore {
  let store = stores.get(table);
  if (!store) {
    store = createPuzzles(table, {
      loadSet: () => import('../../puzzles/shippedSet').then((m) => m.shippedSet()),
      showLink: (id) => window.history.replaceState(null, '', puzzleLink(id)),
      ...(account
        ? {
            reportTry: (id, solved) => account.getState().ratePuzzleTry(id, solved),
            serverChoice: (filters) => account.getState().nextPuzzle(filters),
          }
        : {}),
    });
    stores.set(table, store);
  }
  return store;
}

/**
 * The Puzzles place, in place of the game's panels: the task, the modes and filters, what the try
 * made of the last move, the ratings, and the buttons (hint, retry, solution, next). The table
 * shows the puzzle; moves are made on it or in the Move field, as in a game.
 */
export default function PuzzlesPanel({
  table,
  entry,
  account,
}: {
  table: TableStore;
  entry: PuzzlesEntry;
  /** The player's account: a signed-in player's first tries are rated on it too. */
  account?: AccountStore;
}) {
  const t = useT();
  const store = puzzlesOf(table, account);
  const asked = useStore(entry, (e) => e.asked);
  const s = useStore(store);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void store.getState().openPuzzles(asked.id ?? undefined);
  }, [store, asked]);
  useEffect(() => heading.current?.focus(), []);
  const choices = useMemo(() => filterChoices(s.set, s.filters), [s.set, s.filters]);
  const close = () => {
    store.getState().close();
    entry.getState().closePuzzles();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const { puzzle, phase, problem, mode } = s;
  const over = phase === 'solved' || phase === 'missed' || phase === 'shown';
  const phaseWords = puzzlePhaseWords(phase);
  return (
    <section className="puzzles" aria-labelledby="puzzles-title" onKeyDown={onKeyDown}>
      <div className="puzzles-head">
        <h2 id="puzzles-title" ref={heading} tabIndex={-1}>
          {t('puzzles.title')}
        </h2>
        <button type="button" className="quiet" onClick={close}>
          {t('puzzles.close')}
        </button>
      </div>
      {problem && (
        <p className="puzzles-problem" role="alert">
          {t.words(puzzlesProblemWords(problem))}
        </p>
      )}
      {!puzzle && !problem && <p>{t('puzzles.loading')}</p>}
      {puzzle && (
        <>
          <p className="puzzles-prompt" data-puzzle={puzzle.id}>
            {t.words(puzzlePromptWords(s.solver, puzzle.winIn))}
          </p>
          <p className="hint">{t('puzzles.promptHelp')}</p>
          <p className={`puzzles-verdict ${phase}`} role="status" aria-live="polite" aria-atomic="true">
            {s.news && s.news.code !== 'start' && t.words(puzzleNewsWords(s.news))} {phaseWords && t.words(phaseWords)}
          </p>
          {s.rated && over && <p className="puzzles-rated">{t.words(ratedTryWords(s.rated))}</p>}
          {s.rated?.account && over && <p className="puzzles-rated">{t.words(accountRatingWords(s.rated.account))}</p>}
          {over && <p className="hint">{t('puzzles.themes', { themes: puzzle.themes.map(puzzleThemeWords) })}</p>}
          {!s.rated && s.helped && mode !== 'streak' && <p className="hint">{t('puzzles.practice')}</p>}
          <MoveField />
          <SwapButton />
          {/* Setting a puzzle up loads a game: no news; the moves after it are. */}
          <Announcer quiet={s.news?.code === 'start'} />
          <div className="row puzzles-actions">
            {phase === 'solving' && (
              <button type="button" onClick={() => store.getState().hint()} aria-describedby="puzzles-hint-note">
                {t('puzzles.hint')}
              </button>
            )}
            {(phase === 'missed' || phase === 'shown' || phase === 'solved') && (
              <button type="button" onClick={() => store.getState().retry()}>
                {t('puzzles.retry')}
              </button>
            )}
            {(phase === 'solving' || phase === 'missed') && (
              <button type="button" onClick={() => store.getState().showSolution()}>
                {t('puzzles.solution')}
              </button>
            )}
            {mode !== 'daily' && (
              <button type="button" className={over ? 'primary' : ''} onClick={() => store.getState().next()}>
                {t('puzzles.next')}
              </button>
            )}
          </div>
          {phase === 'solving' && (
            <p className="hint" id="puzzles-hint-note">
              {t('puzzles.hintNote')}
            </p>
          )}
        </>
      )}
      <div className="puzzles-modes" role="group" aria-label={t('puzzles.mode.label')}>
        {MODES.map((m) => (
          <button key={m} type="button" aria-pressed={mode === m} onClick={() => store.getState().setMode(m)}>
            {t.words(puzzleModeWords(m))}
          </button>
        ))}
      </div>
      {mode === 'rated' && (
        <div className="row puzzles-filters">
          <label>
            {t('puzzles.filter.theme')}
            <select
              value={s.filters.theme ?? ''}
              onChange={(e) => store.getState().setFilters({ theme: (e.target.value || null) as Theme | null })}
            >
              <option value="">{t('puzzles.filter.any')}</option>
              {choices.themes.map((theme) => (
                <option key={theme} value={theme}>
                  {t.words(puzzleThemeWords(theme))}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('puzzles.filter.board')}
            <select
              value={s.filters.board ?? ''}
              onChange={(e) => store.getState().setFilters({ board: e.target.value || null })}
            >
              <option value="">{t('puzzles.filter.any')}</option>
              {choices.boards.map((board) => (
                <option key={board} value={board}>
                  {t.words(puzzleBoardWords(board))}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <p className="puzzles-standing">
        {mode === 'streak'
          ? t('puzzles.streak', { current: s.streak.current, best: s.streak.best })
          : t('puzzles.rating', { rating: shownRating(s.skill) })}
      </p>
      <p className="hint">
        {mode === 'streak' ? t('puzzles.streakHelp') : mode === 'daily' ? t('puzzles.daily') : null}
      </p>
    </section>
  );
}
