// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PlayerProfile } from '../../src/online/accountProtocol';
import { createAccountStore } from '../../src/store/account';
import { AccountButton } from '../../src/ui/AccountDialog';
import { ProfileDialog } from '../../src/ui/ProfileDialog';
import { tableWith } from '../store/fixtures';
import { button, byLabel, click, renderWith, submit, typeInto } from './render';

/** Lets the stubbed server's answers reach the dialog. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('AccountButton', () => {
  test('while the server answers, the sign-in button keeps its focus, is marked busy and sends nothing twice', async () => {
    let posts = 0;
    let answer: (response: Promise<Response>) => void = () => undefined;
    const account = createAccountStore({
      playerKey: 'player-key-00000000002',
      storage: null,
      fetch: (url) => {
        if (url === '/api/me') return json(200, { account: null });
        posts++;
        return new Promise<Response>((resolve) => {
          answer = (response) => void response.then(resolve);
        });
      },
    });
    const { store } = tableWith();
    const view = renderWith(store, <AccountButton account={account} onProfile={() => undefined} />);
    await settle();
    click(button(view, 'Sign in'));
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    typeInto(byLabel(dialog, 'Name'), 'Ann');
    typeInto(byLabel(dialog, 'Password'), 'a long passphrase');
    const send = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    send.focus();
    submit(dialog.querySelector('form')!);
    await settle();
    expect(send.disabled).toBe(false);
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(send);
    submit(dialog.querySelector('form')!);
    await settle();
    expect(posts).toBe(1);
    answer(json(401, { type: 'error', code: 'bad-sign-in' }));
    await settle();
    expect(send.getAttribute('aria-disabled')).toBe('false');
  });

  test('signs up from its dialog, says who is signed in, and asks for a confirmation before deleting', async () => {
    const asked: { url: string; method: string; body: unknown }[] = [];
    const account = createAccountStore({
      playerKey: 'player-key-00000000001',
      // A page that may store nothing asks who is signed in on every visit.
      storage: null,
      fetch: (url, init) => {
        const method = init.method ?? 'GET';
        asked.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url === '/api/me') return json(200, { account: null });
        const signUp = asked.filter((a) => a.url === '/api/account' && a.method === 'POST').length;
        return signUp === 1
          ? json(400, { type: 'error', code: 'name-markup' })
          : json(201, { name: 'Ann', created: 1_795_000_000_000 });
      },
    });
    const profiles: string[] = [];
    const { store } = tableWith();
    const view = renderWith(store, <AccountButton account={account} onProfile={(name) => profiles.push(name)} />);
    // Nothing is offered until the server said who is signed in.
    expect(view.querySelector('button')).toBeNull();
    await settle();
    click(button(view, 'Sign in'));
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(document.activeElement).toBe(byLabel(dialog, 'Name'));

    click(byLabel(dialog, 'Create an account'));
    typeInto(byLabel(dialog, 'Name'), '<Ann>');
    typeInto(byLabel(dialog, 'Password'), 'a long passphrase');
    submit(dialog.querySelector('form')!);
    await settle();
    expect(dialog.querySelector('[role="alert"]')!.textContent).toBe('A name cannot hold < > & " \' or `.');
    typeInto(byLabel(dialog, 'Name'), 'Ann');
    submit(dialog.querySelector('form')!);
    await settle();
    expect(asked.slice(1)).toEqual([
      { url: '/api/account', method: 'POST', body: { name: '<Ann>', password: 'a long passphrase' } },
      { url: '/api/account', method: 'POST', body: { name: 'Ann', password: 'a long passphrase' } },
    ]);
    expect(dialog.textContent).toContain('Signed in as Ann');
    expect(view.querySelector('button')!.textContent).toBe('Account: Ann');

    const remove = button(dialog, 'Delete account');
    expect(remove.disabled).toBe(true);
    click(byLabel(dialog, 'Yes, delete my account and its name'));
    expect(remove.disabled).toBe(false);

    click(button(dialog, 'Your profile'));
    expect(profiles).toEqual(['Ann']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});

describe('ProfileDialog', () => {
  test('lists the player’s games, a deleted player under the catalogue’s word, each opening at its page', async () => {
    const profile: PlayerProfile = {
      name: 'Ann',
      created: Date.UTC(2026, 10, 26),
      games: [
        {
          id: 'Lq2mQ2rLx0Pc',
          status: 'ended',
          result: { status: 'won', winners: [2], reason: 'resigned', loser: 1 },
          seat: 2,
          players: 2,
          lattice: 'square',
          layout: Array.from({ length: 7 }, () => '.......'),
          clock: { kind: 'none' },
          names: ['', 'Ann'],
          created: 1,
          ended: 2,
        },
      ],
      ratings: [
        {
          pool: '2',
          rating: 1086,
          games: 1,
          provisional: true,
          history: [{ game: 'Lq2mQ2rLx0Pc', at: 2, rating: 1086 }],
        },
      ],
    };
    const fetch = vi.fn((url: string) => (url === '/api/players/Ann' ? json(200, profile) : json(404, {})));
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { store } = tableWith();
    const view = renderWith(store, <ProfileDialog name="Ann" onClose={() => undefined} />);
    expect(view.textContent).toContain('Loading the profile…');
    await settle();
    expect(view.querySelector('h2')!.textContent).toBe('Player Ann');
    expect(view.textContent).toContain('Won');
    expect(view.textContent).toContain('Played Blue · deleted · Ann');
    expect(view.textContent).toContain('Two players: 1086 (provisional)');
    expect(view.querySelector('svg[role="img"]')!.getAttribute('aria-label')).toBe(
      'Rating in Two players after 1 game: 1086',
    );
    click(view.querySelector('button[aria-label="Replay: Square 7×7 · 2 players · No clock"]')!);
    expect(assign).toHaveBeenCalledWith('/online/Lq2mQ2rLx0Pc');
  });
});
