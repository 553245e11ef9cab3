import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAYER_KEY_HEADER } from '../../src/online/player';
import { SIGNED_IN_HERE, createAccountStore, loadProfile } from '../../src/store/account';
import { memoryStorage } from './memoryStorage';

const KEY = 'player-key-000000000001';

interface Asked {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

/** A server that answers each request with the next of `answers`, and keeps what it was asked. */
function fakeServer(answers: readonly (readonly [number, unknown] | 'html' | 'down')[]) {
  const asked: Asked[] = [];
  let next = 0;
  const fetch = (url: string, init: RequestInit) => {
    asked.push({
      url,
      method: init.method ?? 'GET',
      body: init.body === undefined ? undefined : JSON.parse(init.body as string),
      headers: init.headers as Record<string, string>,
    });
    const answer = answers[next++]!;
    if (answer === 'down') return Promise.reject(new TypeError('failed to fetch'));
    if (answer === 'html')
      return Promise.resolve(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    const [status, body] = answer;
    if (status === 204) return Promise.resolve(new Response(null, { status }));
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  };
  return { fetch, asked };
}

describe('the account store', () => {
  it("asks the server for an account's next puzzle only while signed in, and reads it as a shipped one", async () => {
    const puzzle = JSON.parse(readFileSync('src/puzzles/set.jsonl', 'utf8').split('\n')[0]!) as { id: string };
    const server = fakeServer([
      [200, { account: { name: 'Ann', created: 5 } }],
      [200, { puzzle, rating: 1612 }],
      [200, { puzzle: { ...puzzle, solution: 'b3' }, rating: 1612 }],
      [404, { code: 'no-puzzle-left' }],
    ]);
    const store = createAccountStore({ playerKey: KEY, fetch: server.fetch, storage: null });
    expect(await store.getState().nextPuzzle({ theme: null, board: null })).toBeNull();
    expect(server.asked).toEqual([]);
    await store.getState().load();
    expect(await store.getState().nextPuzzle({ theme: 'push-off', board: 'hex4' })).toMatchObject({
      id: puzzle.id,
      rating: 1612,
    });
    expect(server.asked[1]).toMatchObject({ method: 'GET', url: '/api/puzzles/next?theme=push-off&board=hex4' });
    // A malformed puzzle, and none left: no choice, the browser chooses.
    expect(await store.getState().nextPuzzle({ theme: null, board: null })).toBeNull();
    expect(server.asked[2]!.url).toBe('/api/puzzles/next');
    expect(await store.getState().nextPuzzle({ theme: null, board: null })).toBeNull();
    expect(store.getState().status).toBe('signed-in');
  });

  it("rates a puzzle's try on the account only while signed in, and hears when the session has ended", async () => {
    const rated = { counted: true, solved: true, solver: 1593, puzzle: 1477 };
    const server = fakeServer([
      [200, { account: { name: 'Ann', created: 5 } }],
      [200, rated],
      [401, { code: 'signed-out' }],
    ]);
    const store = createAccountStore({ playerKey: KEY, fetch: server.fetch, storage: null });
    expect(await store.getState().ratePuzzleTry('73184c143a876eb2', true)).toBeNull();
    expect(server.asked).toEqual([]);
    await store.getState().load();
    expect(await store.getState().ratePuzzleTry('73184c143a876eb2', true)).toEqual(rated);
    expect(server.asked[1]).toMatchObject({
      method: 'POST',
      url: '/api/puzzles/73184c143a876eb2/try',
      body: { solved: true },
    });
    expect(await store.getState().ratePuzzleTry('06a6750414b46091', false)).toBeNull();
    expect(store.getState().status).toBe('signed-out');
    expect(await store.getState().ratePuzzleTry('06a6750414b46091', false)).toBeNull();
    expect(server.asked).toHaveLength(3);
  });

  it('asks who is signed in, and knows when there is no game server', async () => {
    const server = fakeServer([
      [200, { account: { name: 'Ann', created: 5 } }],
      [200, { account: null }],
      'html',
      'down',
    ]);
    const store = createAccountStore({ playerKey: KEY, fetch: server.fetch, storage: null });
    expect(store.getState().status).toBe('unknown');
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'signed-in', account: { name: 'Ann', created: 5 } });
    await store.getState().load();
    expect(store.getState()).toMatchObject({ status: 'signed-out', account: null });
    await store.getState().load();
    expect(store.getState().status).toBe('no-server');
    await store.getState().load();
    expect(store.getState().status).toBe('no-server');
    expect(server.asked.map((a) => [a.method, a.url])).toEqual(Array(4).fill(['GET', '/api/me']));
  });

  it('signs up and in with the player key, so that the server gives the account this browser’s games', async () => {
    const server = fakeServer([
      [409, { type: 'error', code: 'name-taken' }],
      [201, { name: 'Ann', created: 7 }],
      [204, null],
      [200, { name: 'Ann', created: 7 }],
    ]);
    const storage = memoryStorage();
    const store = createAccountStore({ playerKey: KEY, fetch: server.fetch, storage });
    expect(await store.getState().signUp('Ann', 'a long passphrase')).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'unknown', problem: 'name-taken', busy: false });
    expect(await store.getState().signUp('Ann', 'a long passphrase')).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'signed-in', account: { name: 'Ann' }, problem: null });
    expect(storage.items[SIGNED_IN_HERE]).toBe('1');
    expect(await store.getState().signOut()).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'signed-out', account: null });
    expect(storage.items[SIGNED_IN_HERE]).toBe('0');
    expect(await store.getState().signIn('ann', 'a long passphrase')).toBe(true);
    expect(store.getState().account).toEqual({ name: 'Ann', created: 7 });
    expect(server.asked.map((a) => [a.method, a.url, a.body])).toEqual([
      ['POST', '/api/account', { name: 'Ann', password: 'a long passphrase' }],
      ['POST', '/api/account', { name: 'Ann', password: 'a long passphrase' }],
      ['DELETE', '/api/session', undefined],
      ['POST', '/api/session', { name: 'ann', password: 'a long passphrase' }],
    ]);
    for (const a of server.asked) expect(a.headers[PLAYER_KEY_HEADER]).toBe(KEY);
  });

  it('keeps the account signed in when the password change is refused, and signed out once it is deleted', async () => {
    const server = fakeServer([
      [200, { name: 'Ann', created: 7 }],
      [403, { type: 'error', code: 'wrong-password' }],
      [204, null],
      [500, 'not an object'],
      [204, null],
    ]);
    const store = createAccountStore({ playerKey: KEY, fetch: server.fetch, storage: null });
    await store.getState().signIn('Ann', 'a long passphrase');
    expect(await store.getState().changePassword('wrong', 'a newer passphrase')).toBe(false);
    expect(store.getState()).toMatchObject({ status: 'signed-in', problem: 'wrong-password' });
    expect(await store.getState().changePassword('a long passphrase', 'a newer passphrase')).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'signed-in', problem: null });
    expect(await store.getState().deleteAccount('a newer passphrase')).toBe(false);
    expect(store.getState().problem).toBe('server-error');
    store.getState().clearProblem();
    expect(store.getState().problem).toBeNull();
    expect(await store.getState().deleteAccount('a newer passphrase')).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'signed-out', account: null });
    expect(server.asked.slice(1).map((a) => [a.method, a.url])).toEqual([
      ['PUT', '/api/account/password'],
      ['PUT', '/api/account/password'],
      ['DELETE', '/api/account'],
      ['DELETE', '/api/account'],
    ]);
  });

  it('asks who is signed in only where this browser signed in before, and forgets it when the server says otherwise', async () => {
    const server = fakeServer([
      [200, { account: { name: 'Ann', created: 5 } }],
      [200, { account: null }],
      [401, { type: 'error', code: 'signed-out' }],
    ]);
    const never = createAccountStore({ playerKey: KEY, fetch: server.fetch, storage: memoryStorage() });
    await never.getState().load();
    expect(never.getState().status).toBe('signed-out');
    expect(server.asked).toEqual([]);

    const storage = memoryStorage({ [SIGNED_IN_HERE]: '1' });
    const store = createAccountStore({ playerKey: KEY, fetch: server.fetch, storage });
    await store.getState().load();
    expect(store.getState().account).toEqual({ name: 'Ann', created: 5 });
    await store.getState().load();
    expect([store.getState().status, storage.items[SIGNED_IN_HERE]]).toEqual(['signed-out', '0']);
    await store.getState().load();
    expect(server.asked).toHaveLength(2);

    // A session that ended elsewhere signs the page out when a request finds it so.
    const again = createAccountStore({ playerKey: KEY, fetch: server.fetch, storage });
    again.setState({ status: 'signed-in', account: { name: 'Ann', created: 5 } });
    expect(await again.getState().signOutEverywhere()).toBe(false);
    expect(again.getState()).toMatchObject({ status: 'signed-out', account: null, problem: 'signed-out' });
  });

  it('loads a player’s profile by a name put safely into the address', async () => {
    const profile = { name: 'A/b?', created: 1, games: [] };
    const server = fakeServer([
      [200, profile],
      [404, { type: 'error', code: 'no-such-player' }],
    ]);
    expect(await loadProfile('A/b?', server.fetch)).toEqual({ ok: true, profile });
    expect(await loadProfile('Nobody', server.fetch)).toEqual({ ok: false, problem: 'no-such-player' });
    expect(server.asked.map((a) => a.url)).toEqual(['/api/players/A%2Fb%3F', '/api/players/Nobody']);
  });
});
