// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeRecord, writeRecord } from '../../src/engine/record';
import { mainLine } from '../../src/engine/tree';
import { english } from '../../src/store/language';
import { decodeLink } from '../../src/codec/link';
import type { TableStore } from '../../src/store/table';
import { GameFiles } from '../../src/ui/GameFiles';
import { EMPTY7, cellOf, stateOf } from '../engine/helpers';
import { tableWith } from '../store/fixtures';
import { button, click, renderWith } from './render';
import { noticeWords } from '../../src/words/table';

const START = stateOf(EMPTY7);

/** A file as the page gets it; jsdom's File cannot be read as text, so this one carries its text. */
function fileOf(name: string, text: string): File {
  return { name, size: text.length, text: () => Promise.resolve(text) } as unknown as File;
}

/** The notice on the table, in English. */
function noticeText(store: TableStore): string | null {
  const notice = store.getState().notice;
  return notice && english.words(noticeWords(notice));
}

function recordText(...names: string[]): string {
  return writeRecord(
    makeRecord(
      START,
      names.map((name) => cellOf(START.board, name)),
    ),
  );
}

/** An event with the browser-made parts jsdom lacks (dataTransfer, clipboardData) put on. */
function fire(target: EventTarget, type: string, parts: Record<string, unknown>): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  for (const [key, value] of Object.entries(parts)) Object.defineProperty(event, key, { value });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

/** Lets the page's async work and React's renders run until `check` passes (or a second has gone by). */
async function until(check: () => void): Promise<void> {
  for (let tries = 0; ; tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      check();
      return;
    } catch (error) {
      if (tries > 100) throw error;
    }
  }
}

function statusText(view: HTMLElement): string {
  return view.querySelector('.game-files-status')?.textContent ?? '';
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('opening games', () => {
  test('a file chosen in the picker opens; a bad one leaves a notice naming it and keeps the game', async () => {
    const { store } = tableWith();
    const view = renderWith(store, <GameFiles />);
    const picker = view.querySelector<HTMLInputElement>('input[type="file"]')!;
    const choose = (file: File) => {
      Object.defineProperty(picker, 'files', { value: [file], configurable: true });
      fire(picker, 'change', {});
    };
    choose(fileOf('good.json', recordText('d4', 'a1')));
    await until(() => expect(mainLine(store.getState().tree)).toHaveLength(2));
    const before = store.getState().tree;
    choose(fileOf('bad.json', recordText('d4', 'd4')));
    await until(() =>
      expect(noticeText(store)).toBe('bad.json: ply 2: d4 is occupied. The game on the table is unchanged.'),
    );
    expect(store.getState().notice).toMatchObject({ code: 'file-unopened', problem: { name: 'bad.json' } });
    expect(store.getState().tree).toBe(before);
  });

  test('a file dropped anywhere opens; the overlay shows only while files are dragged over the page', async () => {
    const { store } = tableWith();
    renderWith(store, <GameFiles />);
    const file = fileOf('dropped.json', recordText('g7'));
    const files = { types: ['Files'], files: [file], dropEffect: 'none' };
    fire(document.body, 'dragenter', { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(document.querySelector('.drop-overlay')).toBeNull();
    fire(document.body, 'dragenter', { dataTransfer: files });
    expect(document.querySelector('.drop-overlay')?.textContent).toBe('Drop a game file to open it');
    expect(fire(document.body, 'dragover', { dataTransfer: files }).defaultPrevented).toBe(true);
    fire(document.body, 'drop', { dataTransfer: files });
    expect(document.querySelector('.drop-overlay')).toBeNull();
    await until(() => expect(mainLine(store.getState().tree)).toEqual([cellOf(START.board, 'g7')]));
  });

  test('leaving the page with the files hides the overlay again', () => {
    const { store } = tableWith();
    const view = renderWith(store, <GameFiles />);
    const files = { types: ['Files'], files: [] };
    fire(document.body, 'dragenter', { dataTransfer: files });
    fire(view, 'dragenter', { dataTransfer: files });
    fire(document.body, 'dragleave', { dataTransfer: files });
    expect(document.querySelector('.drop-overlay')).not.toBeNull();
    fire(view, 'dragleave', { dataTransfer: files });
    expect(document.querySelector('.drop-overlay')).toBeNull();
  });

  test('a pasted record or link opens, unless the paste goes into a text field', async () => {
    const { store } = tableWith();
    const view = renderWith(store, <GameFiles />);
    const field = document.createElement('input');
    view.append(field);
    const clipboard = (text: string) => ({ clipboardData: { files: [], getData: () => text } });
    expect(fire(field, 'paste', clipboard(recordText('d4'))).defaultPrevented).toBe(false);
    fire(document.body, 'paste', clipboard(`see https://example.org/#game=square7.2.Yq`));
    await until(() => expect(mainLine(store.getState().tree)).toHaveLength(2));
    fire(document.body, 'paste', clipboard('hello'));
    await until(() =>
      expect(noticeText(store)).toBe(
        'Pasted text: neither a game record (a momentum/1 JSON object) nor a link to a game. The game on the table is unchanged.',
      ),
    );
    expect(mainLine(store.getState().tree)).toHaveLength(2);
  });
});

describe('saving and sharing', () => {
  test('Save game downloads the record under a name that says what it holds', async () => {
    const { store } = tableWith();
    store.getState().playText('d4');
    const view = renderWith(store, <GameFiles />);
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:game'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('momentum-square7-1-move.json');
      expect(this.href).toBe('blob:game');
    });
    click(button(view, 'Save game'));
    expect(clicked).toHaveBeenCalledOnce();
    expect(saved[0]!.type).toBe('application/json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!);
    });
    expect(JSON.parse(text).moves).toEqual(['d4']);
  });

  test('Copy link puts the whole link of the position shown on the clipboard and says so', async () => {
    const { store } = tableWith();
    for (const move of ['d4', 'a1']) store.getState().playText(move);
    store.getState().undo();
    const view = renderWith(store, <GameFiles />);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    click(button(view, 'Copy link'));
    await until(() => expect(statusText(view)).toBe('Link copied'));
    const url = new URL((writeText.mock.calls[0] as unknown as [string])[0]);
    expect(url.hash).toBe('#game=square7.2.Yq&ply=1');
    const link = await decodeLink(url.hash);
    expect(link?.ok && link.value.path).toBe(store.getState().path);
  });

  test('when the clipboard is refused, the link is there to copy by hand', async () => {
    const { store } = tableWith();
    const view = renderWith(store, <GameFiles />);
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    click(button(view, 'Copy link'));
    await until(() => expect(view.querySelector('.manual-link input')).not.toBeNull());
    const field = view.querySelector<HTMLInputElement>('.manual-link input')!;
    expect(field.value).toMatch(/#game=square7\.2$/);
    expect(statusText(view)).toBe('');
    click(button(view, 'Done'));
    expect(view.querySelector('.manual-link')).toBeNull();
  });
});
