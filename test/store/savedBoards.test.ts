import { describe, expect, test } from 'vitest';
import { galleryFiguresOf } from '../../src/lab/gallery';
import { summarizeLab } from '../../src/lab/summary';
import { runLabGames } from '../../src/lab/tally';
import type { Draft } from '../../src/setup/draft';
import { draftStart } from '../../src/setup/draft';
import {
  MAX_BOARD_NAME,
  SAVED_BOARDS_KEY,
  UNREADABLE_BOARDS_KEY,
  createSavedBoards,
  savedBoardOf,
} from '../../src/store/savedBoards';
import { memoryStorage } from './memoryStorage';

const RING: Draft = {
  lattice: 'square',
  layout: ['.....', '.....', '..-..', '.....', '.....'],
  players: 2,
  marbles: 4,
};
const HEX: Draft = { lattice: 'hex', layout: ['--...', '-....', '.....', '....-', '...--'], players: 3, marbles: null };

/** What the lab measures of `draft` with the random player: real figures, quickly. */
function figuresOf(draft: Draft) {
  const start = draftStart(draft);
  if (!start.ok) throw new Error('the test board does not start a game');
  const summary = summarizeLab(runLabGames({ start: start.value, player: { level: 'random' }, seed: 3 }, 0, 6));
  return galleryFiguresOf(summary, 3, start.value.rules);
}

describe('boards saved to the gallery', () => {
  test('are kept in storage with their figures and read back by the next page', () => {
    const storage = memoryStorage();
    const saved = createSavedBoards({ storage });
    const figures = figuresOf(RING);
    const ring = saved.getState().save('  Ring  ', RING, figures);
    const hex = saved.getState().save('Little hex', HEX, null);
    expect(ring.ok && hex.ok).toBe(true);
    expect(saved.getState().boards.map((b) => [b.id, b.name])).toEqual([
      ['mine-1', 'Ring'],
      ['mine-2', 'Little hex'],
    ]);

    const again = createSavedBoards({ storage });
    expect(again.getState().boards).toEqual(saved.getState().boards);
    expect(again.getState().boards[0]!.figures).toEqual(figures);
    expect(again.getState().problem).toBeNull();
  });

  test('saving under a name already used, in any case, replaces that board and keeps its place', () => {
    const saved = createSavedBoards({ storage: memoryStorage() });
    saved.getState().save('Ring', RING, null);
    saved.getState().save('Other', HEX, null);
    const figures = figuresOf(RING);
    saved.getState().save('RING', RING, figures);
    const { boards } = saved.getState();
    expect(boards.map((b) => [b.id, b.name, b.figures])).toEqual([
      ['mine-1', 'RING', figures],
      ['mine-2', 'Other', null],
    ]);
  });

  test('finds the saved board with exactly a draft, and none for a draft that differs at all', () => {
    const saved = createSavedBoards({ storage: memoryStorage() });
    saved.getState().save('Ring', RING, null);
    saved.getState().save('Little hex', HEX, null);
    const { boards } = saved.getState();
    expect(savedBoardOf(boards, { ...HEX, layout: [...HEX.layout] })?.name).toBe('Little hex');
    for (const other of [
      { ...RING, marbles: 5 },
      { ...RING, marbles: null },
      { ...RING, players: 3 },
      { ...HEX, lattice: 'square' as const },
    ]) {
      expect(savedBoardOf(boards, other)).toBeUndefined();
    }
  });

  test('deleting a board forgets it in storage too, and its number is not given to the next', () => {
    const storage = memoryStorage();
    const saved = createSavedBoards({ storage });
    saved.getState().save('One', RING, null);
    saved.getState().save('Two', HEX, null);
    saved.getState().remove('mine-2');
    saved.getState().save('Three', HEX, null);
    expect(
      createSavedBoards({ storage })
        .getState()
        .boards.map((b) => [b.id, b.name]),
    ).toEqual([
      ['mine-1', 'One'],
      ['mine-2', 'Three'],
    ]);
  });

  test.each([
    { what: 'no name', name: '   ', draft: RING, problem: { code: 'no-name' } },
    {
      what: 'a long name',
      name: 'x'.repeat(MAX_BOARD_NAME + 1),
      draft: RING,
      problem: { code: 'long-name', max: MAX_BOARD_NAME },
    },
    {
      what: 'a board too small for its marbles',
      name: 'Crowded',
      draft: { ...RING, marbles: 30 },
      problem: { code: 'unplayable', problem: { code: 'rules', problem: { code: 'too-few-cells' } } },
    },
  ])('refuses $what, and keeps what was saved', ({ name, draft, problem }) => {
    const storage = memoryStorage();
    const saved = createSavedBoards({ storage });
    saved.getState().save('Kept', RING, null);
    const before = storage.items[SAVED_BOARDS_KEY];
    const result = saved.getState().save(name, draft, null);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject(problem);
    expect(saved.getState().boards.map((b) => b.name)).toEqual(['Kept']);
    expect(storage.items[SAVED_BOARDS_KEY]).toBe(before);
  });

  test('says so when the browser will not store a board, and shows nothing it did not store', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const saved = createSavedBoards({ storage: full });
    const result = saved.getState().save('Ring', RING, null);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual({ code: 'store-failed' });
    expect(saved.getState().boards).toEqual([]);
  });

  test.each([
    { what: 'text that is not JSON', text: '{"boards": [', readable: 0, unreadable: 1 },
    { what: 'JSON without a list of boards', text: '{"boards": 3}', readable: 0, unreadable: 1 },
    {
      what: 'a board the engine refuses and one with broken figures beside a good one',
      text: JSON.stringify({
        boards: [
          { id: 'mine-1', name: 'Good', ...RING, figures: null },
          { id: 'mine-2', name: 'Ragged', ...RING, layout: ['.....', '...'], figures: null },
          { id: 'mine-3', name: 'Broken', ...RING, figures: { games: 'many' } },
        ],
      }),
      readable: 1,
      unreadable: 2,
    },
  ])('reads what it can of $what, sets the rest aside and says so', ({ text, readable, unreadable }) => {
    const storage = memoryStorage({ [SAVED_BOARDS_KEY]: text });
    const saved = createSavedBoards({ storage });
    expect(saved.getState().boards).toHaveLength(readable);
    expect(saved.getState().problem).toEqual({ code: 'unreadable', count: unreadable, key: UNREADABLE_BOARDS_KEY });
    expect(storage.items[UNREADABLE_BOARDS_KEY]).toBe(text);
    // Saving afterwards writes a clean list; the unreadable text stays set aside.
    saved.getState().save('New', HEX, null);
    expect(
      createSavedBoards({ storage: memoryStorage({ [SAVED_BOARDS_KEY]: storage.items[SAVED_BOARDS_KEY]! }) }).getState()
        .problem,
    ).toBeNull();
    expect(storage.items[UNREADABLE_BOARDS_KEY]).toBe(text);
  });
});
