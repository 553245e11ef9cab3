// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ReactNode } from 'react';
import { GALLERY } from '../../src/lab/gallery';
import { defaultOptions } from '../../src/setup/options';
import { SavedBoardsContext } from '../../src/store/context';
import { createSavedBoards } from '../../src/store/savedBoards';
import { OnlineGameDialog } from '../../src/ui/OnlineGameDialog';
import { tableWith } from '../store/fixtures';
import { OPENED } from './openedGame';
import { button, byLabel, choose, click, renderWith, submit, typeInto } from './render';

/** The dialog as the app shows it, beside the boards a person saved (none here). */
function dialog(node: ReactNode) {
  return <SavedBoardsContext.Provider value={createSavedBoards({ storage: null })}>{node}</SavedBoardsContext.Provider>;
}

function answering(game: unknown) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(game), { status: 201, headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return () => JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;
}

/** Lets the answer of the stubbed server and the QR codes reach the dialog. */
async function settle(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

afterEach(() => vi.unstubAllGlobals());

describe('OnlineGameDialog', () => {
  test('opens the game with the chosen clock and name, then shows the other seat and watch links', async () => {
    const sent = answering(OPENED);
    const { store } = tableWith();
    const view = renderWith(
      store,
      dialog(<OnlineGameDialog options={defaultOptions('square7', 2)} onClose={() => undefined} />),
    );
    expect(document.activeElement).toBe(byLabel(view, 'Your name'));
    typeInto(byLabel(view, 'Your name'), 'Ann');
    click(byLabel(view, 'Real time'));
    typeInto(byLabel(view, 'Minutes each'), '3');
    typeInto(byLabel(view, 'Seconds added per move'), '2');
    submit(view.querySelector('form')!);
    await settle();
    expect(sent()).toMatchObject({ clock: { kind: 'realtime', minutes: 3, increment: 2 }, names: ['Ann', null] });
    expect(byLabel<HTMLInputElement>(view, 'Link for Blue').value).toBe(OPENED.seats[1]!.link);
    expect(byLabel<HTMLInputElement>(view, 'Link for watchers').value).toBe(OPENED.watch);
    expect(view.textContent).not.toContain(OPENED.seats[0]!.link);
    expect([...view.querySelectorAll('img')].map((img) => img.alt)).toEqual([
      'QR code: Link for Blue',
      'QR code: Link for watchers',
    ]);
    expect(view.querySelectorAll('button[aria-label="Copy: Link for Blue"]')).toHaveLength(1);
    expect(document.activeElement).toBe(button(view, 'Take your seat (Red)'));
  });

  test('says so when no game server answers', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { store } = tableWith();
    const view = renderWith(
      store,
      dialog(<OnlineGameDialog options={defaultOptions('square7', 2)} onClose={() => undefined} />),
    );
    typeInto(byLabel(view, 'Your name'), 'Ann');
    submit(view.querySelector('form')!);
    await settle();
    expect(view.querySelector('[role="alert"]')!.textContent).toContain('No game server can be reached here');
  });

  test('opens a game on a board of the gallery with a seat for the computer, which gets no link', async () => {
    const board = GALLERY.find((b) => b.players === 3)!;
    const sent = answering({
      id: OPENED.id,
      seats: [OPENED.seats[0], { seat: 3, link: 'http://h/online/pQ3k7ZxWb2Aa#Zt9cK2lP0qW8nB6vX4mZ1rS5hJ3gF7dA' }],
      computer: [{ seat: 2, level: 'hard' }],
      watch: OPENED.watch,
    });
    const { store } = tableWith();
    const view = renderWith(
      store,
      dialog(<OnlineGameDialog options={defaultOptions('square7', 2)} onClose={() => undefined} />),
    );
    typeInto(byLabel(view, 'Your name'), 'Ann');
    choose(byLabel<HTMLSelectElement>(view, 'Board'), `gallery:${board.id}`);
    expect(view.querySelectorAll('.seat-choice select')).toHaveLength(2);
    choose(byLabel<HTMLSelectElement>(view, 'Blue'), 'hard');
    submit(view.querySelector('form')!);
    await settle();
    expect(sent()).toMatchObject({
      setup: { record: { layout: board.layout, players: 3 } },
      computer: [{ seat: 2, level: 'hard' }],
      names: ['Ann', null, null],
    });
    expect(() => byLabel(view, 'Link for Blue')).toThrow();
    expect(byLabel<HTMLInputElement>(view, 'Link for Green').value).toContain('#Zt9c');
  });
});
