// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { writeLayout } from '../../src/engine/board';
import { GALLERY } from '../../src/lab/gallery';
import { EditorContext } from '../../src/store/context';
import { createEditor } from '../../src/store/editor';
import { GalleryPanel, balanceWords } from '../../src/ui/gallery/GalleryPanel';
import { tableWith } from '../store/fixtures';
import { click, renderWith } from './render';

function opened() {
  const { store } = tableWith();
  const editor = createEditor(store);
  const onClose = vi.fn();
  const view = renderWith(
    store,
    <EditorContext.Provider value={editor}>
      <GalleryPanel onClose={onClose} />
    </EditorContext.Provider>,
  );
  return { store, editor, view, onClose };
}

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

  test('Play starts a game on the board for its players; Edit opens it in the editor', () => {
    const { store, editor, view, onClose } = opened();
    click(view.querySelector('[aria-label="Play Bumper arena"]')!);
    expect(shownLayout(store)).toEqual(GALLERY.find((b) => b.id === 'arena')!.layout);
    expect(store.getState().start.rules).toMatchObject({ players: 4, teams: true });
    expect(editor.getState().open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    click(view.querySelector('[aria-label="Edit Six holes"]')!);
    expect(editor.getState().open).toBe(true);
    expect(editor.getState().draft.layout).toEqual(GALLERY.find((b) => b.id === 'sixholes')!.layout);
    expect(shownLayout(store)).toEqual(editor.getState().draft.layout);
  });
});

describe('balanceWords', () => {
  const figures = (value: number, low: number, high: number, players = 2) => ({
    games: 200,
    seed: 1,
    players,
    marbles: 8,
    firstPlayerScore: { value, low, high },
    seatScores: [],
    drawRate: { value: 0, low: 0, high: 0.02 },
    roundLimitRate: { value: 0, low: 0, high: 0.02 },
    swapRate: { value: 0, low: 0, high: 0.02 },
    meanRounds: 18,
    medianRounds: 18,
    sdRounds: 4,
    meanLeadChanges: 2,
    fallenPerTurn: 0.5,
  });
  test.each([
    [figures(0.5, 0.43, 0.57), false, 'balanced'],
    [figures(0.62, 0.55, 0.69), false, 'favours the first player'],
    [figures(0.2, 0.15, 0.26), false, 'favours the later players'],
    [figures(0.3, 0.24, 0.37, 3), false, 'balanced'],
    [figures(0.3, 0.24, 0.37, 4), true, 'favours the later players'],
  ])('%# %s', (f, teams, words) => {
    expect(balanceWords(f, teams)).toBe(words);
  });
});
