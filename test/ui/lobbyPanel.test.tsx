// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findPreset } from '../../src/engine/presets';
import { DELETED_NAME } from '../../src/online/name';
import { SavedBoardsContext } from '../../src/store/context';
import { ONLINE_NAME_KEY } from '../../src/store/onlineName';
import { createSavedBoards } from '../../src/store/savedBoards';
import type { LobbyGame, MyGame } from '../../src/online/protocol';
import { createAccountStore } from '../../src/store/account';
import { createLobby } from '../../src/store/lobby';
import { LobbyPanel } from '../../src/ui/LobbyPanel';
import { FakeSocket } from '../store/fakeSocket';
import { tableWith } from '../store/fixtures';
import { OPENED } from './openedGame';
import { button, byLabel, choose, click, renderWith, submit, typeInto } from './render';

const SERVER = 'http://127.0.0.1:5173';
const layout = Array.from({ length: 7 }, () => '.......');
const hex5 = [...findPreset('hex5')!.layout];

const waiting: LobbyGame = {
  id: 'pQ3k7ZxWb2Aa',
  status: 'open',
  players: 2,
  lattice: 'square',
  layout,
  clock: { kind: 'realtime', minutes: 5, increment: 3 },
  joined: 1,
  seats: 2,
  // Tomas was named for the second seat when the game was opened, but has not taken it.
  names: ['Mirela', 'Tomas'],
  waiting: ['Mirela'],
  moves: 0,
  created: 1,
};
const live: LobbyGame = {
  ...waiting,
  id: 'Zt8mQ2rLx0Pc',
  status: 'live',
  joined: 2,
  names: ['Ana', 'Jon'],
  waiting: ['Ana', 'Jon'],
  moves: 3,
};
const lost: MyGame = {
  id: 'Lq2mQ2rLx0Pc',
  status: 'ended',
  result: { status: 'won', winners: [2], reason: 'resigned', loser: 1 },
  seat: 1,
  players: 2,
  lattice: 'hex',
  layout: ['.'],
  clock: { kind: 'none' },
  names: ['Ann', 'Bob'],
  created: 1,
  ended: 2,
};

/** The button a screen reader names `name` (its aria-label). */
function named(view: HTMLElement, name: string): HTMLButtonElement {
  const found = view.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  if (!found) throw new Error(`no button named ${name}`);
  return found;
}

/** Lets the stubbed server's answers reach the panel. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem(ONLINE_NAME_KEY);
});

describe('LobbyPanel', () => {
  test('lists the games waiting and being played as pushed, my games with their outcome, and asks for seats', async () => {
    const sockets: FakeSocket[] = [];
    const posted: { url: string; body: unknown }[] = [];
    const lobby = createLobby({
      server: SERVER,
      playerKey: 'player-key-00000000001',
      open: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      fetch: (url, init) => {
        if (init.body) posted.push({ url, body: JSON.parse(String(init.body)) });
        const body = url.endsWith('/api/mine') ? { games: [lost] } : { type: 'error', code: 'no-free-seat' };
        const status = url.endsWith('/api/mine') ? 200 : 409;
        return Promise.resolve(
          new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
        );
      },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { store } = tableWith();
    const view = renderWith(store, <LobbyPanel lobby={lobby} onClose={() => undefined} />);
    expect(document.activeElement).toBe(byLabel(view, 'Your name'));
    await settle();
    act(() => {
      sockets.at(-1)!.open();
      sockets.at(-1)!.receive({ type: 'lobby', games: [waiting, live] });
    });

    const waitingList = view.querySelector('[aria-labelledby="lobby-waiting-title"]')!;
    expect(waitingList.textContent).toContain('Square 7×7 · 2 players · 5+3');
    // Who waits in it: a seat named for a friend who has not come is no one waiting.
    expect(waitingList.textContent).toContain('Mirela · 1 of 2 seats taken');
    expect(waitingList.textContent).not.toContain('Tomas');
    const liveList = view.querySelector('[aria-labelledby="lobby-live-title"]')!;
    expect(liveList.textContent).toContain('Ana · Jon · 3 moves');
    // Each name its own box, cut on the screen where it is too long and whole in its tooltip.
    expect([...liveList.querySelectorAll('.player-name')].map((n) => n.getAttribute('title'))).toEqual(['Ana', 'Jon']);
    const mine = view.querySelector('[aria-labelledby="lobby-mine-title"]')!;
    expect(mine.textContent).toContain('Lost');
    expect(mine.textContent).toContain('You played Red');

    // Joining needs a name, and the greyed-out button says so; a seat taken first is said so where the eye is.
    const join = named(view, 'Join: Square 7×7 · 2 players · 5+3');
    expect(join.disabled).toBe(true);
    const why = () => document.getElementById(join.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(why()).toBe('Give the name you play under to join a game or start a quick one.');
    typeInto(byLabel(view, 'Your name'), 'Bob');
    expect(join.hasAttribute('aria-describedby')).toBe(false);
    expect(view.textContent).not.toContain('Give the name you play under');
    click(join);
    await settle();
    expect(posted).toEqual([{ url: `${SERVER}/api/games/${waiting.id}/seat`, body: { name: 'Bob' } }]);
    expect(view.querySelector('[role="alert"]')!.textContent).toBe(
      'Someone took that seat first: choose another game.',
    );

    // Three players play without a clock: the quick game asks for none.
    choose(byLabel(view, 'Time control'), '1');
    click(view.querySelector('input[name="lobby-players"][value="3"]')!);
    expect(byLabel<HTMLSelectElement>(view, 'Time control').disabled).toBe(true);
    submit(view.querySelector('form')!);
    await settle();
    expect(posted[1]).toEqual({
      url: `${SERVER}/api/quick`,
      body: { setup: { preset: 'square7', players: 3 }, clock: { kind: 'none' }, name: 'Bob' },
    });

    click(named(view, 'Watch: Square 7×7 · 2 players · 5+3'));
    expect(assign).toHaveBeenCalledWith(`/online/${live.id}`);
    click(named(view, 'Replay: Custom board · 2 players · No clock'));
    expect(assign).toHaveBeenLastCalledWith(`/online/${lost.id}`);
  });

  /** A lobby whose server answers `answers` by path (JSON), its socket opened. */
  function lobbyServing(answers: Record<string, unknown>) {
    const sockets: FakeSocket[] = [];
    const fetch = (url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(answers[new URL(url, SERVER).pathname] ?? { type: 'error', code: 'not-found' }), {
          status: new URL(url, SERVER).pathname in answers ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    const lobby = createLobby({
      server: SERVER,
      playerKey: 'player-key-00000000001',
      open: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      fetch,
    });
    const account = createAccountStore({ playerKey: 'player-key-00000000001', storage: null, fetch });
    return { lobby, account, sockets, fetch };
  }

  test('names a deleted account’s seat with the catalogue’s word, and leaves an unnamed seat out', async () => {
    const { lobby, sockets } = lobbyServing({ '/api/mine': { games: [{ ...lost, names: [DELETED_NAME, null] }] } });
    const { store } = tableWith();
    const view = renderWith(store, <LobbyPanel lobby={lobby} onClose={() => undefined} />);
    await settle();
    act(() => {
      sockets.at(-1)!.open();
      sockets.at(-1)!.receive({
        type: 'lobby',
        games: [
          { ...live, names: ['Ana', DELETED_NAME] },
          { ...waiting, waiting: [DELETED_NAME] },
        ],
      });
    });
    const liveList = view.querySelector('[aria-labelledby="lobby-live-title"]')!;
    expect(liveList.textContent).toContain('Ana · deleted · 3 moves');
    const waitingList = view.querySelector('[aria-labelledby="lobby-waiting-title"]')!;
    expect(waitingList.textContent).toContain('deleted · 1 of 2 seats taken');
    const mine = view.querySelector('[aria-labelledby="lobby-mine-title"]')!;
    expect(mine.textContent).toContain('You played Red · deleted');
  });

  test('opens a game of your own in its place, listed and on the board chosen, and lists it once the server does', async () => {
    const { lobby, sockets, fetch } = lobbyServing({ '/api/mine': { games: [] }, '/api/games': OPENED });
    // The dialog asks the server the page came from, as the app's does.
    const posted: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (init.body) posted.push({ url, body: JSON.parse(String(init.body)) });
      return fetch(url);
    });
    const { store } = tableWith();
    const view = renderWith(
      store,
      <SavedBoardsContext.Provider value={createSavedBoards({ storage: null })}>
        <LobbyPanel lobby={lobby} onClose={() => undefined} />
      </SavedBoardsContext.Provider>,
    );
    await settle();
    act(() => {
      sockets.at(-1)!.open();
      sockets.at(-1)!.receive({ type: 'lobby', games: [] });
    });
    const waitingList = () => document.querySelector('[aria-labelledby="lobby-waiting-title"]')!;
    expect(waitingList().textContent).toContain('No game is waiting for players: open one, or play a quick game.');
    typeInto(byLabel(view, 'Your name'), 'Ann');
    choose(byLabel(view, 'Board'), 'hex5');

    click(button(view, 'Open a game'));
    const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog().getAttribute('aria-labelledby')).toBe('online-game-title');
    expect(document.querySelector('#lobby-title')).toBeNull();
    // Listed in the lobby unless unticked, on the board chosen here, under the name typed here.
    expect(byLabel<HTMLInputElement>(dialog(), 'Public (shown in the lobby)').checked).toBe(true);
    expect(byLabel<HTMLSelectElement>(dialog(), 'Board').selectedOptions[0]!.textContent).toBe(
      'Hexagon, side 5, 2 players',
    );
    expect(byLabel<HTMLInputElement>(dialog(), 'Your name').value).toBe('Ann');
    // Cancelled: the lobby again, the keyboard on the button that opened the dialog.
    click(button(dialog(), 'Cancel'));
    expect(document.activeElement).toBe(button(view, 'Open a game'));

    click(button(view, 'Open a game'));
    submit(dialog().querySelector('form')!);
    await settle();
    expect(posted).toMatchObject([
      { url: '/api/games', body: { setup: { preset: 'hex5', players: 2 }, public: true, names: ['Ann', null] } },
    ]);
    click(button(dialog(), 'Close'));
    expect(document.activeElement).toBe(button(view, 'Open a game'));
    // The server lists the game once Ann took her seat: strangers see her waiting in it.
    act(() =>
      sockets.at(-1)!.receive({
        type: 'lobby',
        games: [{ ...waiting, id: OPENED.id, lattice: 'hex', layout: hex5, names: ['Ann', null], waiting: ['Ann'] }],
      }),
    );
    expect(waitingList().textContent).toContain('Ann · 1 of 2 seats taken');
    expect(named(view, 'Join: Hexagon, side 5 · 2 players · 5+3').disabled).toBe(false);
  });

  test('offers a visitor its own sign-in, back in the lobby once signed in, naming the player with their page', async () => {
    const { lobby, account } = lobbyServing({
      '/api/me': { account: null },
      '/api/mine': { games: [] },
      '/api/session': { name: 'Ann Lee', created: 1 },
    });
    await account.getState().load();
    const { store } = tableWith();
    const view = renderWith(store, <LobbyPanel lobby={lobby} account={account} onClose={() => undefined} />);
    await settle();
    typeInto(byLabel(view, 'Your name'), 'Ann');

    const signIn = button(view, 'Sign in');
    click(signIn);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('account-title');
    // Closed without signing in: the lobby again, the keyboard on the button that opened the dialog.
    click(button(dialog, 'Close'));
    expect(document.activeElement).toBe(button(view, 'Sign in'));

    click(button(view, 'Sign in'));
    typeInto(byLabel(view, 'Name'), 'Ann Lee');
    typeInto(byLabel(view, 'Password'), 'a long passphrase');
    submit(view.querySelector('form')!);
    await settle();
    // The lobby as it was left, now naming the player, whose name opens their page.
    expect(byLabel<HTMLInputElement>(view, 'Your name').value).toBe('Ann');
    expect(view.querySelector('.lobby-sign-in')).toBeNull();
    expect(view.querySelector('.lobby-account')!.textContent).toBe('Signed in as Ann Lee');
    expect(view.querySelector('.lobby-account a')!.getAttribute('href')).toBe('/players/Ann%20Lee');
    expect(document.activeElement).toBe(byLabel(view, 'Your name'));
  });

  test("fills a signed-in player's name in, and keeps a name typed before", async () => {
    const { lobby, account } = lobbyServing({ '/api/me': { account: { name: 'Ann Lee', created: 1 } } });
    await account.getState().load();
    const { store } = tableWith();
    const view = renderWith(store, <LobbyPanel lobby={lobby} account={account} onClose={() => undefined} />);
    await settle();
    expect(byLabel<HTMLInputElement>(view, 'Your name').value).toBe('Ann Lee');
    typeInto(byLabel(view, 'Your name'), 'Annie');
    await settle();
    expect(byLabel<HTMLInputElement>(view, 'Your name').value).toBe('Annie');
  });

  test('offers no sign-in before the server said who is signed in', () => {
    const { lobby, account } = lobbyServing({});
    const { store } = tableWith();
    const view = renderWith(store, <LobbyPanel lobby={lobby} account={account} onClose={() => undefined} />);
    expect(view.querySelector('.lobby-sign-in')).toBeNull();
    expect(view.querySelector('.lobby-account')).toBeNull();
  });
});
