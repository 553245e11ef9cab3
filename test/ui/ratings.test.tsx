// @vitest-environment jsdom
import { act } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LeaderboardAnswer, PoolRatingAnswer } from '../../src/online/ratings';
import { defaultOptions } from '../../src/setup/options';
import { createAccountStore } from '../../src/store/account';
import { SavedBoardsContext } from '../../src/store/context';
import { createSavedBoards } from '../../src/store/savedBoards';
import { Leaderboards } from '../../src/ui/Leaderboards';
import { OnlineGameDialog } from '../../src/ui/OnlineGameDialog';
import { ProfileRatings } from '../../src/ui/ProfileRatings';
import { tableWith } from '../store/fixtures';
import { button, byLabel, choose, click, renderWith, submit, typeInto } from './render';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => vi.unstubAllGlobals());

/** A server that answers each path with the JSON `answers` gives it (404 for others), keeping what was asked. */
function serving(answers: Record<string, { status: number; body: unknown }>) {
  const asked: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    asked.push({ url, init });
    const answer = answers[url] ?? { status: 404, body: { type: 'error', code: 'not-found' } };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return asked;
}

const TWO: LeaderboardAnswer = {
  pool: '2',
  players: [
    { rank: 1, name: 'Bob', rating: 1612, games: 14, provisional: false },
    { rank: 2, name: 'Ann', rating: 1188, games: 3, provisional: true },
  ],
};

describe('Leaderboards', () => {
  test('shows a tab per pool, each its table, provisional ratings marked, and an empty pool says so', async () => {
    serving({
      '/api/leaderboard/2': { status: 200, body: TWO },
      '/api/leaderboard/3': { status: 200, body: { pool: '3', players: [] } },
      '/api/leaderboard/4': { status: 200, body: { pool: '4', players: [] } },
      '/api/leaderboard/2x2': { status: 500, body: { type: 'error', code: 'server-error' } },
    });
    const { store } = tableWith();
    let back = 0;
    const view = renderWith(store, <Leaderboards onBack={() => (back += 1)} />);
    await settle();
    const tabs = [...view.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['2 players', '3 players', '4 players', '2 teams of 2']);
    expect(document.activeElement?.textContent).toBe('2 players');
    const panels = [...view.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    const rows = [...panels[0]!.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['1', 'Bob', '1612', '14'],
      ['2', 'Ann', '1188 (provisional)', '3'],
    ]);
    expect(panels[0]!.querySelector('caption')?.textContent).toBe('Leaderboard: Two players');
    // A name too long for its cell is cut on the screen: the link keeps it whole in its tooltip.
    const link = panels[0]!.querySelector('tbody a');
    expect([link?.getAttribute('href'), link?.getAttribute('title')]).toEqual(['/players/Bob', 'Bob']);
    expect(panels[0]!.querySelector('.provisional')?.getAttribute('title')).toBe(
      'Provisional: fewer than 10 rated games so far',
    );
    expect(panels[1]!.textContent).toBe('Nobody has played a rated game of this kind yet.');
    expect(panels[3]!.textContent).toBe('The game server did not give the leaderboard (server-error).');
    click(button(view, 'Back to the lobby'));
    expect(back).toBe(1);
  });
});

describe('ProfileRatings', () => {
  test("draws each pool's rating history as a line, and says it in words", () => {
    const ratings: PoolRatingAnswer[] = [
      {
        pool: '2',
        rating: 1180,
        games: 3,
        provisional: true,
        history: [
          { game: 'g1', at: 1, rating: 1086 },
          { game: 'g2', at: 2, rating: 1042 },
          { game: 'g3', at: 3, rating: 1180 },
        ],
      },
      { pool: '2x2', rating: 1030, games: 1, provisional: true, history: [{ game: 'g4', at: 4, rating: 1030 }] },
    ];
    const { store } = tableWith();
    const view = renderWith(store, <ProfileRatings ratings={ratings} />);
    const charts = [...view.querySelectorAll('svg[role="img"]')];
    expect(charts.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Rating in Two players over 3 games, from 1086 to 1180',
      'Rating in Two teams of two after 1 game: 1030',
    ]);
    const points = charts[0]!.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(points).toHaveLength(3);
    // Higher ratings are drawn higher: the last point (the best) above the second (the lowest).
    const ys = points.map((p) => Number(p.split(',')[1]));
    expect(ys[2]).toBeLessThan(ys[0]!);
    expect(ys[1]).toBeGreaterThan(ys[0]!);
    expect([...charts[0]!.querySelectorAll('text')].map((x) => x.textContent)).toEqual(['1042', '1180']);
    expect(view.textContent).toContain('Two players: 1180 (provisional) · 3 rated games');
    // One game alone is drawn as a line from the starting rating to the rating after it.
    const single = charts[1]!.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect(single).toHaveLength(2);
    expect(Number(single[1]!.split(',')[1])).toBeLessThan(Number(single[0]!.split(',')[1]));
    expect([...charts[1]!.querySelectorAll('text')].map((x) => x.textContent)).toEqual(['1000', '1030']);
    expect(charts[1]!.querySelector('circle')).toBeNull();
  });

  test('says when there are no rated games', () => {
    const { store } = tableWith();
    const view = renderWith(store, <ProfileRatings ratings={[]} />);
    expect(view.textContent).toBe('RatingsNo rated games yet.');
  });
});

describe('the online game dialog', () => {
  function dialog(node: ReactNode) {
    return (
      <SavedBoardsContext.Provider value={createSavedBoards({ storage: null })}>{node}</SavedBoardsContext.Provider>
    );
  }

  /** An account store that heard from the server who is signed in (`name`), or that nobody is. */
  async function accountOf(name: string | null) {
    const account = createAccountStore({ playerKey: 'player-key-00000000001', storage: null });
    await account.getState().load();
    expect(account.getState().status).toBe(name === null ? 'signed-out' : 'signed-in');
    return account;
  }

  test("signed in, plays under the account's name, and says why Open the game waits without a name", async () => {
    serving({ '/api/me': { status: 200, body: { account: { name: 'Ann', created: 1 } } } });
    const account = await accountOf('Ann');
    const { store } = tableWith();
    const view = renderWith(
      store,
      dialog(<OnlineGameDialog options={defaultOptions('square7', 2)} account={account} onClose={() => undefined} />),
    );
    expect(byLabel<HTMLInputElement>(view, 'Your name').value).toBe('Ann');
    const open = button(view, 'Open the game');
    expect(open.disabled).toBe(false);
    expect(view.querySelector('#online-create-why')).toBeNull();
    typeInto(byLabel(view, 'Your name'), ' ');
    expect(open.disabled).toBe(true);
    expect(open.getAttribute('aria-describedby')).toBe('online-create-why');
    expect(view.querySelector('#online-create-why')!.textContent).toBe(
      'Give the name you play under to open the game.',
    );
  });

  test('offers a rated game only with a clock and people in every seat, sends it, and words a refusal', async () => {
    const asked = serving({
      '/api/me': { status: 200, body: { account: { name: 'Ann', created: 1 } } },
      '/api/games': { status: 401, body: { type: 'error', code: 'account-required' } },
    });
    const account = await accountOf('Ann');
    const { store } = tableWith();
    const view = renderWith(
      store,
      dialog(<OnlineGameDialog options={defaultOptions('square7', 2)} account={account} onClose={() => undefined} />),
    );
    const rated = byLabel<HTMLInputElement>(view, 'Rated game');
    expect(rated.disabled).toBe(true);
    expect(view.querySelector('#online-rated-hint')!.textContent).toContain('The result moves each player');
    click(byLabel(view, 'Real time'));
    expect(rated.disabled).toBe(false);
    choose(byLabel(view, 'Blue'), 'easy');
    expect(rated.disabled).toBe(true);
    choose(byLabel(view, 'Blue'), 'human');
    click(rated);
    typeInto(byLabel(view, 'Your name'), 'Ann');
    submit(view.querySelector('form')!);
    await settle();
    expect(JSON.parse(String(asked.at(-1)!.init.body))).toMatchObject({ rated: true, clock: { kind: 'realtime' } });
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('Sign in to your account to play rated games.');
  });

  test('while signed out, keeps the rated box off with a word and a way to sign in that comes back to it', async () => {
    serving({
      '/api/me': { status: 200, body: { account: null } },
      '/api/session': { status: 200, body: { name: 'Ann', created: 1 } },
    });
    const account = await accountOf(null);
    const { store } = tableWith();
    const view = renderWith(
      store,
      dialog(<OnlineGameDialog options={defaultOptions('square7', 2)} account={account} onClose={() => undefined} />),
    );
    typeInto(byLabel(view, 'Your name'), 'Ann');
    click(byLabel(view, 'Real time'));
    const rated = () => byLabel<HTMLInputElement>(view, 'Rated game');
    // A clock and people in every seat, but no account: the box stays off and says why.
    expect(rated().disabled).toBe(true);
    expect(view.querySelector('#online-rated-hint')!.textContent).toBe('Sign in to your account to play rated games.');

    click(button(view, 'Sign in'));
    const signIn = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(signIn.textContent).toContain('Account');
    typeInto(byLabel(signIn, 'Name'), 'Ann');
    typeInto(byLabel(signIn, 'Password'), 'a long passphrase');
    submit(signIn.querySelector('form')!);
    await settle();

    // Back at the same choices, signed in: the box can be ticked, and the keyboard is on it.
    expect(byLabel<HTMLInputElement>(view, 'Your name').value).toBe('Ann');
    expect(byLabel<HTMLInputElement>(view, 'Real time').checked).toBe(true);
    expect(rated().disabled).toBe(false);
    expect(document.activeElement).toBe(rated());
    expect(view.querySelector('.online-sign-in')).toBeNull();
  });
});
