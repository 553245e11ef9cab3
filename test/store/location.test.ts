import { describe, expect, test } from 'vitest';
import { makeRecord } from '../../src/engine/record';
import { readRecordHash, readSeatsHash, recordHash } from '../../src/store/link';
import { defaultOptions } from '../../src/store/options';
import { type LinkWindow, bindLink } from '../../src/store/location';
import { cellOf } from '../engine/helpers';
import { tableWith } from './fixtures';

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

function movesOf(hash: string): readonly string[] {
  const read = readRecordHash(hash);
  if (!read?.ok) throw new Error(`not a record link: ${hash}`);
  return read.value.record.moves;
}

describe('bindLink', () => {
  test('without a link, nothing is written until the game changes; then every move is', () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    expect(win.replaced).toEqual([]);
    store.getState().playText('d4');
    store.getState().playText('c3');
    expect(movesOf(win.location.hash)).toEqual(['d4', 'c3']);
    store.getState().undo();
    expect(movesOf(win.location.hash)).toEqual(['d4']);
  });

  test('a link opens its game, and a reload of the written link restores it', () => {
    const first = tableWith();
    const start = first.store.getState().start;
    const win = new FakeWindow(recordHash(makeRecord(start, [cellOf(start.board, 'd4')])));
    bindLink(first.store, win);
    first.store.getState().playText('e5');

    const reloaded = tableWith();
    bindLink(reloaded.store, new FakeWindow(win.location.hash));
    expect(reloaded.store.getState().game.owners).toEqual(first.store.getState().game.owners);
    expect(reloaded.store.getState().plies).toHaveLength(2);
  });

  test('a link pasted later opens that game; the binding ignores its own writes', () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    store.getState().playText('d4');
    const written = win.replaced.length;
    const start = store.getState().start;
    win.navigate(recordHash(makeRecord(start, [cellOf(start.board, 'a1'), cellOf(start.board, 'g7')])));
    expect(store.getState().plies).toHaveLength(2);
    expect(win.replaced).toHaveLength(written);
  });

  test('choosing seats rewrites the link, so a reload goes on against the same computer', () => {
    const { store } = tableWith();
    const win = new FakeWindow();
    bindLink(store, win);
    store.getState().newGame({ ...defaultOptions(), seats: ['human', 'hard'] });
    expect(readSeatsHash(win.location.hash, 2)).toEqual({ ok: true, value: ['human', 'hard'] });
    const reloaded = tableWith();
    bindLink(reloaded.store, new FakeWindow(win.location.hash));
    expect(reloaded.store.getState().seats).toEqual(['human', 'hard']);
  });

  test('a bad link shows the notice; the stop function detaches everything', () => {
    const { store } = tableWith();
    const win = new FakeWindow('#record=bm90IGpzb24');
    const stop = bindLink(store, win);
    expect(store.getState().notice).toContain('not valid JSON');
    stop();
    store.getState().playText('d4');
    win.navigate('#record=');
    expect(win.replaced).toEqual([]);
    expect(store.getState().plies).toHaveLength(1);
  });
});
