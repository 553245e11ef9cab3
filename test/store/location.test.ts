import { afterEach, describe, expect, test, vi } from 'vitest';
import { moveName } from '../../src/engine/game';
import { makeRecord } from '../../src/engine/record';
import { type GameTree, lineTree, mainLine, pathOf } from '../../src/engine/tree';
import { english } from '../../src/store/language';
import { isWords } from '../../src/i18n/translate';
import * as link from '../../src/codec/link';
import { defaultOptions } from '../../src/setup/options';
import { createEditor } from '../../src/store/editor';
import { type LinkWindow, WRITE_INTERVAL_MS, bindLink } from '../../src/store/location';
import type { TableStore } from '../../src/store/table';
import { cellOf } from '../engine/helpers';
import { endlessStart, longGame } from '../engine/trees';
import { tableWith } from './fixtures';
import { announcementWords, noticeWords } from '../../src/words/table';

/** Encodes as the app does, or later when a test holds an encoding back. */
const held = vi.hoisted(() => ({ delays: [] as number[] }));
vi.mock('../../src/codec/link', async (original) => {
  const actual = await original<typeof link>();
  return {
    ...actual,
    encodeGame: async (game: GameTree) => {
      const delay = held.delays.shift() ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return actual.encodeGame(game);
    },
  };
});

afterEach(() => {
  held.delays.length = 0;
});

/** Just enough of a window: a hash, replaceState and hashchange listeners. */
class FakeWindow implements LinkWindow {
  readonly location = { hash: '' };
  readonly replaced: string[] = [];
  private listeners: (() => void)[] = [];
  readonly history = {
    replaceState: (_data: unknown, _unused: string, url: string) => {
      this.replaced.push(url);
      this.location.hash = url;
    },
  };

  constructor(hash = '') {
    this.location.hash = hash;
  }

  addEventListener(_type: 'hashchange', listener: () => void): void {
    this.listeners.push(listener);
  }

  removeEventListener(_type: 'hashchange', listener: () => void): void {
    this.listeners = this.listeners.filter((l) => l !== listener);
  }

  /** The user pastes another link into the address bar. */
  navigate(hash: string): void {
    this.location.hash = hash;
    for (const l of this.listeners) l();
  }
}

/** The main line of the game a link holds, as cell names. */
async function movesOf(hash: string): Promise<string[]> {
  const read = await link.decodeLink(hash);
  if (!read?.ok) throw new Error(`not a game link: ${hash}`);
  const { start, tree } = read.value.game;
  return mainLine(tree).map((move) => moveName(start.board, move));
}

/** What the table shows: the game, the cursor and the seats. */
/** The table's notice in English, or null. */
function noticeText(store: TableStore): string | null {
  const { notice } = store.getState();
  return notice && english.words(noticeWords(notice));
}

/** The notice's detail, the parser's own account kept apart from the message. */
function noticeDetail(store: TableStore): string | null {
  const { notice } = store.getState();
  const detail = notice ? noticeWords(notice).params?.['detail'] : undefined;
  return detail !== undefined && isWords(detail) ? english.words(detail) : null;
}

function view(store: TableStore) {
  const { start, tree, path, meta, seats } = store.getState();
  return { start, tree, path, meta, seats };
}

/** Opens a page at `hash` and waits until its link has opened. */
async function reload(hash: string): Promise<TableStore> {
  const { store } = tableWith();
  const before = store.getState().start;
  bindLink(store, new FakeWindow(hash));
  await vi.waitFor(() => expect(store.getState().start).not.toBe(before));
  return store;
}

describe('bindLink', () => {
  test('without a link, nothing is written until the game changes; then every move is', async () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    await new Promise((resolve) => setTimeout(resolve, 2 * WRITE_INTERVAL_MS));
    expect(win.replaced).toEqual([]);
    store.getState().playText('d4');
    store.getState().playText('c3');
    await vi.waitFor(async () => expect(await movesOf(win.location.hash)).toEqual(['d4', 'c3']));
    expect(win.location.hash).toMatch(/^#game=square7\.2\./);
  });

  test('while the guide shows its examples the address keeps the person’s game, and follows it again after', async () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    const guide = { open: false };
    bindLink(store, win, undefined, { getState: () => guide });
    store.getState().playText('d4');
    await vi.waitFor(async () => expect(await movesOf(win.location.hash)).toEqual(['d4']));
    const written = win.replaced.length;
    guide.open = true;
    store.getState().playText('a1');
    await new Promise((resolve) => setTimeout(resolve, 2 * WRITE_INTERVAL_MS));
    expect(win.replaced).toHaveLength(written);
    guide.open = false;
    store.getState().playText('g7');
    await vi.waitFor(async () => expect(await movesOf(win.location.hash)).toEqual(['d4', 'a1', 'g7']));
  });

  test('the link holds the position shown: a reload opens the same game at the same move', async () => {
    const first = tableWith();
    const win = new FakeWindow();
    bindLink(first.store, win);
    for (const move of ['d4', 'a1', 'g7']) first.store.getState().playText(move);
    first.store.getState().undo();
    await vi.waitFor(() => expect(win.location.hash).toMatch(/&ply=2$/));
    const reloaded = await reload(win.location.hash);
    expect(view(reloaded)).toEqual(view(first.store));
    expect(reloaded.getState().notice).toBeNull();
  });

  test('a position in a variation comes back exactly, with the variation and the main line', async () => {
    const first = tableWith();
    const win = new FakeWindow();
    bindLink(first.store, win);
    for (const move of ['d4', 'a1', 'g7']) first.store.getState().playText(move);
    first.store.getState().undo();
    first.store.getState().undo();
    first.store.getState().playText('g1');
    first.store.getState().playText('a7');
    await vi.waitFor(() => expect(win.location.hash).toContain('&path='));
    const reloaded = await reload(win.location.hash);
    expect(view(reloaded)).toEqual(view(first.store));
    expect(await movesOf(win.location.hash)).toEqual(['d4', 'a1', 'g7']);
  });

  test('a link of today opens its game, and the binding writes it back in the shortest form', async () => {
    const { store } = tableWith();
    const start = store.getState().start;
    const old = link.recordHash(makeRecord(start, [cellOf(start.board, 'd4')]), ['human', 'hard']);
    const win = new FakeWindow(old);
    bindLink(store, win);
    await vi.waitFor(() => expect(store.getState().seats).toEqual(['human', 'hard']));
    expect(english.words(announcementWords(store.getState().announcement))).toBe(
      'Opened a game of 1 move: Blue to move.',
    );
    await vi.waitFor(() => expect(win.location.hash).toMatch(/^#game=square7\.2\.Y&seats=human,hard$/));
  });

  test('a link pasted later opens that game; the binding ignores its own writes', async () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    store.getState().playText('d4');
    await vi.waitFor(() => expect(win.replaced).toHaveLength(1));
    const start = store.getState().start;
    const pasted = link.recordHash(makeRecord(start, [cellOf(start.board, 'a1'), cellOf(start.board, 'g7')]));
    win.navigate(pasted);
    await vi.waitFor(() => expect(mainLine(store.getState().tree)).toHaveLength(2));
    await vi.waitFor(() => expect(win.replaced).toHaveLength(2));
    expect(await movesOf(win.location.hash)).toEqual(['a1', 'g7']);
  });

  test('choosing seats rewrites the link, so a reload goes on against the same computer', async () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    store.getState().newGame({ ...defaultOptions(), seats: ['human', 'hard'] });
    await vi.waitFor(() => expect(win.location.hash).toBe('#game=square7.2&seats=human,hard'));
    expect((await reload(win.location.hash)).getState().seats).toEqual(['human', 'hard']);
  });

  test('a bad link shows why with a new game, and the binding writes that game', async () => {
    const { store } = tableWith();
    const win = new FakeWindow('#game=square7.2.YY');
    bindLink(store, win);
    await vi.waitFor(() =>
      expect(noticeText(store)).toBe(
        'This link is damaged, so its game could not be opened. A new game was opened instead.',
      ),
    );
    expect(store.getState().notice).toMatchObject({ code: 'game-link-unopened' });
    expect(noticeDetail(store)).toBe('ply 2: d4 is occupied');
    await vi.waitFor(() => expect(win.location.hash).toBe('#game=square7.2'));
  });

  test('seats that do not fit leave a notice, and the game opens with every seat human', async () => {
    const { store } = tableWith();
    bindLink(store, new FakeWindow('#game=square7.2.Y&seats=hard'));
    await vi.waitFor(() => expect(mainLine(store.getState().tree)).toHaveLength(1));
    expect(store.getState().seats).toEqual(['human', 'human']);
    expect(store.getState().notice).toEqual({
      code: 'seats-unread',
      problem: { code: 'seat-count', seats: 1, players: 2 },
    });
    expect(noticeText(store)).toBe(
      "This link's seats could not be read: it names 1 seat for 2 players. Every seat is human.",
    );
  });

  test('the stop function detaches everything', async () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    const stop = bindLink(store, win);
    stop();
    store.getState().playText('d4');
    win.navigate('#game=square7.2.YqG');
    await new Promise((resolve) => setTimeout(resolve, 2 * WRITE_INTERVAL_MS));
    expect(win.replaced).toEqual([]);
    expect(mainLine(store.getState().tree)).toHaveLength(1);
  });
});

describe('races', () => {
  test('a slow encoding of an older game never overwrites the link of a newer one', async () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    held.delays.push(3 * WRITE_INTERVAL_MS);
    store.getState().playText('d4');
    await new Promise((resolve) => setTimeout(resolve, WRITE_INTERVAL_MS / 2));
    store.getState().playText('a1');
    await vi.waitFor(async () => expect(await movesOf(win.location.hash)).toEqual(['d4', 'a1']));
    await new Promise((resolve) => setTimeout(resolve, 4 * WRITE_INTERVAL_MS));
    expect(win.replaced).toHaveLength(1);
    expect(await movesOf(win.location.hash)).toEqual(['d4', 'a1']);
  });

  test('of two links opened one after the other, the later one wins, however slowly the first reads', async () => {
    const start = endlessStart();
    const long: GameTree = { start, tree: lineTree(longGame(start, 2000).moves) };
    const slow = await link.encodeLink(long, '', ['human', 'human']);
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    win.navigate(slow);
    win.navigate('#game=square7.2.YqG');
    await vi.waitFor(() => expect(mainLine(store.getState().tree)).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mainLine(store.getState().tree)).toHaveLength(3);
    expect(pathOf(mainLine(store.getState().tree))).toBe(store.getState().path);
  });

  test('rewrites come at most every WRITE_INTERVAL_MS, and the last change is always written', async () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    for (const move of ['d4', 'a1', 'g7', 'a7', 'g1']) store.getState().playText(move);
    for (let i = 0; i < 20; i++) store.getState().goToPly(i % 5);
    store.getState().goToPly(3);
    await vi.waitFor(() => expect(win.location.hash).toMatch(/&ply=3$/));
    expect(win.replaced.length).toBeLessThanOrEqual(2);
  });
});

describe('bindLink with the board editor', () => {
  test('a board link opens the editor on that board; every edit rewrites it; leaving writes the game', async () => {
    const { store } = tableWith();
    const editor = createEditor(store);
    const win = new FakeWindow('#board=square:...../...../...../...../.....&players=2');
    bindLink(store, win, editor);
    await vi.waitFor(() => expect(editor.getState().open).toBe(true));
    expect(store.getState().start.board.rows).toBe(5);
    editor.getState().setTool('hole');
    editor.getState().paint(12);
    await vi.waitFor(() => expect(win.location.hash).toBe('#board=square:...../...../..H../...../.....&players=2'));
    editor.getState().closeEditor();
    await vi.waitFor(() => expect(win.location.hash).toMatch(/^#(record|deflated)=/));
  });

  test('a bad board link shows a new game and says what is wrong', async () => {
    const { store } = tableWith();
    const editor = createEditor(store);
    bindLink(store, new FakeWindow('#board=square:.../..x/...'), editor);
    await vi.waitFor(() =>
      expect(noticeText(store)).toBe(
        'This board link is damaged, so its board could not be opened. A new game was opened instead.',
      ),
    );
    expect(store.getState().notice).toMatchObject({ code: 'board-link-unopened' });
    expect(noticeDetail(store)).toBe('row 2, column 3: "x" is no board character (use . - C B H or 1 to 4)');
    expect(editor.getState().open).toBe(false);
  });
});
