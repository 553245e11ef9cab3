// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { writeLayout } from '../../src/engine/board';
import { GALLERY, GALLERY_FIGURES, galleryFiguresOf } from '../../src/lab/gallery';
import { summarizeLab } from '../../src/lab/summary';
import { runLabGames } from '../../src/lab/tally';
import { EditorContext, LanguageContext, SavedBoardsContext } from '../../src/store/context';
import { type Draft, draftStart } from '../../src/setup/draft';
import { SAVED_BOARDS_KEY, createSavedBoards } from '../../src/store/savedBoards';
import { createEditor } from '../../src/store/editor';
import { LANGUAGE_KEY, type LanguageStore, createLanguage } from '../../src/store/language';
import { GalleryPanel } from '../../src/ui/gallery/GalleryPanel';
import { tableWith } from '../store/fixtures';
import { memoryStorage } from '../store/memoryStorage';
import { acting, button, choose, click, renderWith } from './render';
import { announcementWords } from '../../src/words/table';

function opened(language: LanguageStore | null = null, saved = createSavedBoards({ storage: memoryStorage() })) {
  const { store } = tableWith();
  const editor = createEditor(store);
  const onClose = vi.fn();
  const view = renderWith(
    store,
    <LanguageContext.Provider value={language}>
      <EditorContext.Provider value={editor}>
        <SavedBoardsContext.Provider value={saved}>
          <GalleryPanel onClose={onClose} />
        </SavedBoardsContext.Provider>
      </EditorContext.Provider>
    </LanguageContext.Provider>,
  );
  return { store, editor, view, onClose };
}

const CROSS: Draft = {
  lattice: 'square',
  layout: ['-...-', '.....', '..H..', '.....', '-...-'],
  players: 2,
  marbles: 4,
};

const shownLayout = (store: ReturnType<typeof tableWith>['store']) => {
  const { start } = store.getState();
  return writeLayout(start.board, start.owners);
};

describe('GalleryPanel', () => {
  test('every gallery board with a picture of its cells, its players and Play and Edit', () => {
    const { view } = opened();
    const cards = view.querySelectorAll('.gallery-board');
    expect(cards).toHaveLength(GALLERY.length);
    const halo = view.querySelector('[data-board="halo"]')!;
    expect(halo.textContent).toContain('3 players');
    // One circle per cell that is not a gap.
    const cells = GALLERY.find((b) => b.id === 'halo')!
      .layout.join('')
      .replace(/-/g, '').length;
    expect(halo.querySelectorAll('svg circle')).toHaveLength(cells);
  });

  test("each board's measured figures with the lab's verdict on its balance", () => {
    const { view } = opened();
    for (const board of GALLERY) {
      const figures = GALLERY_FIGURES[board.id]!;
      const text = view.querySelector(`[data-board="${board.id}"] .gallery-figures`)!.textContent!;
      expect(text).toContain(`${figures.games} games of the lab player`);
      expect(text).toMatch(/^(Balanced|Favours)\b/);
    }
  });

  test('Play asks who plays each seat, then Start begins the game; Edit opens the board in the editor', () => {
    const { store, editor, view, onClose } = opened();
    const play = view.querySelector<HTMLButtonElement>('[aria-label="Play Bumper arena"]')!;
    click(play);
    expect(play.getAttribute('aria-expanded')).toBe('true');
    expect(shownLayout(store)).not.toEqual(GALLERY.find((b) => b.id === 'arena')!.layout);
    const arena = view.querySelector<HTMLElement>('[data-board="arena"]')!;
    const seats = [...arena.querySelectorAll<HTMLSelectElement>('.gallery-seats select')];
    expect(seats.map((seat) => seat.value)).toEqual(['human', 'human', 'human', 'human']);
    choose(seats[1]!, 'hard');
    choose(seats[3]!, 'easy');
    click(button(arena, 'Start'));
    expect(shownLayout(store)).toEqual(GALLERY.find((b) => b.id === 'arena')!.layout);
    expect(store.getState().start.rules).toMatchObject({ players: 4, teams: true });
    expect(store.getState().seats).toEqual(['human', 'hard', 'human', 'easy']);
    expect(editor.getState().open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    click(view.querySelector('[aria-label="Edit Six holes"]')!);
    expect(editor.getState().open).toBe(true);
    expect(editor.getState().draft.layout).toEqual(GALLERY.find((b) => b.id === 'sixholes')!.layout);
    expect(shownLayout(store)).toEqual(editor.getState().draft.layout);
  });

  test('in Spanish: the names, what each board is, the figures and the new game it announces', async () => {
    const spanish = await createLanguage({ storage: memoryStorage({ [LANGUAGE_KEY]: 'es' }) });
    const { store, view } = opened(spanish);
    expect(view.querySelector('h2')?.textContent).toBe('Galería de tableros');
    const arena = view.querySelector('[data-board="arena"]')!;
    expect(arena.querySelector('h3')?.textContent).toBe('Arena de muelles');
    expect(arena.textContent).toContain('4 jugadores');
    expect(arena.querySelector('.gallery-figures')?.textContent).toMatch(
      /^(Equilibrado|Favorece)\b.* partidas del jugador del laboratorio\.$/,
    );
    click(view.querySelector('[aria-label="Jugar en Arena de muelles"]')!);
    click(button(arena as HTMLElement, 'Empezar'));
    expect(spanish.getState().t.words(announcementWords(store.getState().announcement))).toBe(
      'Nueva partida en Arena de muelles.',
    );
  });

  test('the boards saved from the editor follow, with their figures, to play, edit or delete', () => {
    const saved = createSavedBoards({ storage: memoryStorage() });
    const start = draftStart(CROSS);
    if (!start.ok) throw new Error('the test board does not start a game');
    const summary = summarizeLab(runLabGames({ start: start.value, player: { level: 'random' }, seed: 2 }, 0, 5));
    acting(() => saved.getState().save('Little cross', CROSS, galleryFiguresOf(summary, 2, start.value.rules)));
    acting(() => saved.getState().save('Unmeasured', { ...CROSS, players: 3, marbles: 3 }, null));
    const { store, editor, view } = opened(null, saved);
    const mine = [...view.querySelectorAll('.saved-boards .gallery-board')];
    expect(mine.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Little cross', 'Unmeasured']);
    expect(mine[0]!.querySelector('.gallery-figures')?.textContent).toMatch(/5 games of the lab player\.$/);
    expect(mine[1]!.querySelector('.gallery-figures')?.textContent).toBe('Not measured yet.');
    expect(mine[1]!.textContent).toContain('3 players, 3 marbles each.');

    click(view.querySelector('[aria-label="Edit Little cross"]')!);
    expect(editor.getState().draft).toEqual(CROSS);
    click(view.querySelector('[aria-label="Play Unmeasured"]')!);
    click(button(mine[1] as HTMLElement, 'Start'));
    expect(shownLayout(store)).toEqual(CROSS.layout);
    expect(store.getState().start.rules.players).toBe(3);
    click(view.querySelector('[aria-label="Delete Little cross"]')!);
    expect(saved.getState().boards.map((b) => b.name)).toEqual(['Unmeasured']);
    expect(view.querySelectorAll('.saved-boards .gallery-board')).toHaveLength(1);
  });

  test('with none saved it says where saved boards come from, and what could not be read', () => {
    const saved = createSavedBoards({ storage: memoryStorage({ [SAVED_BOARDS_KEY]: 'not JSON' }) });
    const { view } = opened(null, saved);
    const section = view.querySelector('.saved-boards')!;
    expect(section.textContent).toContain('Boards you save from the board editor appear here.');
    expect(section.querySelector('.error')?.textContent).toMatch(/^1 stored board could not be read/);
  });
});
