import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DELETED_NAME } from '../../src/online/name';
import { PLAYER_KEY_HEADER } from '../../src/online/protocol';
import { type AppOptions, buildApp } from '../../src/server/app';
import { openSqlite } from '../../src/server/storage/sqlite';
import { TestClient } from './client';

const HOST = 'games.test';
const OWN = `http://${HOST}`;
const FOREIGN = 'http://evil.test';
const PASSWORD = 'correct horse battery';
/** A player key as a browser makes one. */
const KEY = 'player-key-000000000001';

let apps: FastifyInstance[] = [];
let clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients) c.close();
  for (const app of apps) await app.close();
  apps = [];
  clients = [];
});

/** scrypt at a 32nd of the server's cost: these tests hash hundreds of passwords (test/server/accounts/password.test.ts holds the server's). */
const QUICK_HASHES = { N: 2 ** 10, r: 8, p: 1 };

/** A game server over an in-memory database, with the time `clock.t`. */
async function server(options: Partial<AppOptions> = {}) {
  const storage = await openSqlite(':memory:');
  const clock = { t: 1_000_000 };
  const app = await buildApp({
    storage,
    now: () => clock.t,
    computerBudget: { playouts: 5 },
    passwordCost: QUICK_HASHES,
    ...options,
  });
  app.addHook('onClose', async () => storage.close());
  apps.push(app);

  interface Ask {
    readonly cookie?: string;
    readonly origin?: string | null;
    readonly address?: string;
    readonly key?: string;
    readonly headers?: Record<string, string>;
  }
  /** A request as the app's own page sends it, unless `origin` says otherwise (null: no Origin). */
  const ask = async (method: InjectOptions['method'], url: string, body?: unknown, how: Ask = {}) => {
    const headers: Record<string, string> = { host: HOST, ...how.headers };
    const origin = how.origin === undefined ? OWN : how.origin;
    if (origin !== null) headers['origin'] = origin;
    if (how.cookie !== undefined) headers['cookie'] = `momentum_session=${how.cookie}`;
    if (how.key !== undefined) headers[PLAYER_KEY_HEADER] = how.key;
    const answer = await app.inject({
      method,
      url,
      headers,
      remoteAddress: how.address ?? '10.0.0.1',
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    const session = answer.cookies.find((c) => c.name === 'momentum_session');
    return {
      status: answer.statusCode,
      json: (answer.body === '' ? null : answer.json()) as Record<string, unknown> | null,
      session,
      headers: answer.headers,
    };
  };
  const signUp = async (name: string, password = PASSWORD, how: Ask = {}) => {
    const answer = await ask('POST', '/api/account', { name, password }, how);
    return { ...answer, token: answer.session?.value ?? '' };
  };
  const signIn = async (name: string, password = PASSWORD, how: Ask = {}) => {
    const answer = await ask('POST', '/api/session', { name, password }, how);
    return { ...answer, token: answer.session?.value ?? '' };
  };
  const me = async (cookie: string, how: Ask = {}) =>
    (await ask('GET', '/api/me', undefined, { origin: null, cookie, ...how })).json!['account'];
  /** A quick game of two (seat 1 of a new one unless one with the same clock, `minutes`, is waiting). */
  const quick = (how: Ask, minutes = 5) =>
    ask(
      'POST',
      '/api/quick',
      { setup: { preset: 'square7', players: 2 }, clock: { kind: 'realtime', minutes, increment: 0 }, name: 'Ann' },
      how,
    );
  const profile = (name: string) => ask('GET', `/api/players/${encodeURIComponent(name)}`, undefined, { origin: null });
  return { app, storage, clock, ask, signUp, signIn, me, quick, profile };
}

describe('accounts', () => {
  it('signs up with a name and a password, in a cookie out of scripts’ reach', async () => {
    const s = await server();
    const made = await s.signUp('Ann');
    expect(made.status).toBe(201);
    expect(made.json).toEqual({ name: 'Ann', created: 1_000_000 });
    expect(made.session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(made.session?.secure).toBeUndefined();
    expect(await s.me(made.token)).toEqual({ name: 'Ann', created: 1_000_000 });
    expect(await s.me('')).toBeNull();
    // Each visit gives the cookie its 30 days again.
    const visit = await s.ask('GET', '/api/me', undefined, { origin: null, cookie: made.token });
    expect(visit.session).toMatchObject({ value: made.token, httpOnly: true, maxAge: 30 * 24 * 3600 });
    // Only the token's hash is stored.
    expect(JSON.stringify(await s.storage.accountByName('ann'))).not.toContain(made.token);
  });

  it('sets the cookie Secure when the request came over TLS through a trusted proxy', async () => {
    const s = await server({ trustProxy: true });
    const made = await s.signUp('Ann', PASSWORD, {
      origin: `https://${HOST}`,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(made.session?.secure).toBe(true);
  });

  it('refuses a name taken in another case, a short password, and names with control characters or markup', async () => {
    const s = await server();
    await s.signUp('Ann');
    expect((await s.signUp('aNN')).json).toEqual({ type: 'error', code: 'name-taken' });
    expect((await s.signUp('Ｂob', 'short')).json).toMatchObject({ code: 'short-password' });
    // A lone surrogate would hash as U+FFFD: another password.
    expect((await s.signUp('Bob', 'pass\ud800word')).json).toEqual({ type: 'error', code: 'bad-password' });
    for (const name of ['Bob\u0007', 'Bo\u202Eb', 'Bob\n', ' Bob', '']) {
      const answer = await s.signUp(name);
      expect([answer.status, answer.json?.['code']]).toEqual([400, name === '' ? 'bad-request' : 'bad-name']);
    }
    for (const name of ['<b>Bob</b>', 'Bob&amp;', '"Bob"', "Bob'"]) {
      expect((await s.signUp(name)).json).toEqual({ type: 'error', code: 'name-markup' });
    }
    expect(await s.storage.accountByName('bob')).toBeNull();
  });

  it('signs in by name in any case, and answers a wrong name as a wrong password', async () => {
    const s = await server();
    await s.signUp('Ann');
    const signed = await s.signIn('ANN');
    expect([signed.status, signed.json]).toEqual([200, { name: 'Ann', created: 1_000_000 }]);
    expect(await s.me(signed.token)).toMatchObject({ name: 'Ann' });
    const wrongPassword = await s.signIn('Ann', 'not the password');
    const wrongName = await s.signIn('Nobody', PASSWORD);
    expect([wrongPassword.status, wrongPassword.json]).toEqual([401, { type: 'error', code: 'wrong-credentials' }]);
    expect([wrongName.status, wrongName.json]).toEqual([wrongPassword.status, wrongPassword.json]);
    expect(wrongPassword.session).toBeUndefined();
    expect(wrongName.session).toBeUndefined();
  });

  it('signs out one browser, or every browser at once', async () => {
    const s = await server();
    const first = (await s.signUp('Ann')).token;
    const second = (await s.signIn('Ann')).token;
    const third = (await s.signIn('Ann')).token;
    const out = await s.ask('DELETE', '/api/session', undefined, { cookie: first });
    expect(out.status).toBe(204);
    expect(out.session?.value).toBe('');
    expect(await s.me(first)).toBeNull();
    expect(await s.me(second)).toMatchObject({ name: 'Ann' });
    expect((await s.ask('DELETE', '/api/sessions', undefined, { cookie: second })).status).toBe(204);
    expect(await s.me(second)).toBeNull();
    expect(await s.me(third)).toBeNull();
    expect((await s.ask('DELETE', '/api/sessions', undefined, { cookie: second })).json).toMatchObject({
      code: 'signed-out',
    });
  });

  it('changes the password with the current one, and signs out the other browsers', async () => {
    const s = await server();
    const here = (await s.signUp('Ann')).token;
    const elsewhere = (await s.signIn('Ann')).token;
    const change = (current: string) =>
      s.ask('PUT', '/api/account/password', { current, password: 'a new passphrase' }, { cookie: here });
    expect((await change('not the password')).json).toEqual({ type: 'error', code: 'wrong-password' });
    expect((await change('pass\udc00word')).json).toEqual({ type: 'error', code: 'bad-password' });
    const broken = { current: PASSWORD, password: 'a new \ud800passphrase' };
    expect((await s.ask('PUT', '/api/account/password', broken, { cookie: here })).json).toEqual({
      type: 'error',
      code: 'bad-password',
    });
    expect((await s.signIn('Ann', 'pass\ud800word')).json).toEqual({ type: 'error', code: 'bad-password' });
    expect(await s.me(elsewhere)).toMatchObject({ name: 'Ann' });
    expect((await change(PASSWORD)).status).toBe(204);
    expect(await s.me(here)).toMatchObject({ name: 'Ann' });
    expect(await s.me(elsewhere)).toBeNull();
    expect((await s.signIn('Ann')).status).toBe(401);
    expect((await s.signIn('Ann', 'a new passphrase')).status).toBe(200);
  });

  it('deletes the account with its password: the name and sessions go, its games stay under the deleted name', async () => {
    const s = await server();
    const token = (await s.signUp('Ann')).token;
    const game = await s.quick({ cookie: token, key: KEY });
    expect(game.status).toBe(201);
    const id = game.json!['id'] as string;
    const remove = (password: string) => s.ask('DELETE', '/api/account', { password }, { cookie: token });
    expect((await remove('not the password')).status).toBe(403);
    expect(await s.me(token)).toMatchObject({ name: 'Ann' });
    expect((await remove(PASSWORD)).status).toBe(204);
    expect(await s.me(token)).toBeNull();
    expect((await s.signIn('Ann')).status).toBe(401);
    expect((await s.profile('Ann')).status).toBe(404);
    const kept = await s.storage.loadGame(id);
    expect(kept?.seats[0]?.name).toBe(DELETED_NAME);
    expect((await s.ask('GET', '/api/mine', undefined, { key: KEY })).json!['games']).toEqual([]);
    // The name can be taken again, by someone new with none of the old games.
    const again = await s.signUp('Ann');
    expect(again.status).toBe(201);
    expect((await s.profile('Ann')).json!['games']).toEqual([]);
  });

  it('claims the games this browser played when it signs up or in, and gives a signed-in player their seats', async () => {
    const s = await server();
    const before = await s.quick({ key: KEY });
    expect((await s.ask('GET', '/api/mine', undefined, { key: KEY })).json!['games']).toHaveLength(1);
    const token = (await s.signUp('Ann', PASSWORD, { key: KEY })).token;
    s.clock.t += 1000;
    const during = await s.quick({ cookie: token, key: 'player-key-000000000002' }, 10);
    const listed = (await s.profile('ann')).json!;
    expect(listed['name']).toBe('Ann');
    expect((listed['games'] as { id: string; seat: number; status: string }[]).map((g) => [g.id, g.seat])).toEqual([
      [during.json!['id'], 1],
      [before.json!['id'], 1],
    ]);
    // Another browser's games are claimed when it signs in.
    await s.quick({ key: 'player-key-000000000003' }, 15);
    await s.signIn('Ann', PASSWORD, { key: 'player-key-000000000003' });
    expect((await s.profile('Ann')).json!['games']).toHaveLength(3);
    expect((await s.profile('Nobody')).json).toEqual({ type: 'error', code: 'no-such-player' });
  });

  it('gives a seat taken from the lobby while signed in to the account', async () => {
    const s = await server();
    const opened = await s.quick({ key: 'player-key-000000000004' }, 20);
    const token = (await s.signUp('Bob')).token;
    const id = opened.json!['id'] as string;
    const taken = await s.ask('POST', `/api/games/${id}/seat`, { name: 'Bob' }, { cookie: token });
    expect(taken.json).toMatchObject({ id, seat: 2 });
    expect((await s.profile('Bob')).json!['games']).toMatchObject([{ id, seat: 2, names: ['Ann', 'Bob'] }]);
  });

  it('marks a seat joined over a socket opened signed in from the app’s own page', async () => {
    const s = await server();
    const url = await s.app.listen({ host: '127.0.0.1', port: 0 });
    const token = (await s.signUp('Ann')).token;
    const opened = await s.ask('POST', '/api/games', {
      setup: { preset: 'square7', players: 2 },
      clock: { kind: 'none' },
    });
    const [first, second] = opened.json!['seats'] as { secret: string }[];
    const join = async (secret: string, origin: string) => {
      const c = await TestClient.open(url, { cookie: `momentum_session=${token}`, origin });
      clients.push(c);
      c.send({ type: 'join', game: opened.json!['id'], secret });
      await c.next('state');
    };
    await join(first!.secret, url);
    const account = await s.storage.accountByName('ann');
    const seats = async () => (await s.storage.loadGame(opened.json!['id'] as string))!.seats.map((x) => x.accountId);
    expect(await seats()).toEqual([account!.id, null]);
    // The seat shows the account's name, whatever name the join gave (none here).
    const names = async () => (await s.storage.loadGame(opened.json!['id'] as string))!.seats.map((x) => x.name);
    expect(await names()).toEqual(['Ann', null]);
    await expect(join(second!.secret, FOREIGN)).rejects.toThrow(/403/);
    expect(await seats()).toEqual([account!.id, null]);
  });
});

describe('bad actors', () => {
  it('refuses every write sent with the session cookie from another site, and changes nothing', async () => {
    const s = await server();
    const token = (await s.signUp('Ann')).token;
    const from = [{ origin: FOREIGN }, { origin: null }, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }];
    for (const how of from) {
      const tries = [
        await s.ask(
          'PUT',
          '/api/account/password',
          { current: PASSWORD, password: 'taken over!' },
          { cookie: token, ...how },
        ),
        await s.ask('DELETE', '/api/account', { password: PASSWORD }, { cookie: token, ...how }),
        await s.ask('DELETE', '/api/sessions', undefined, { cookie: token, ...how }),
        await s.quick({ cookie: token, ...how }),
      ];
      for (const t of tries) expect([t.status, t.json]).toEqual([403, { type: 'error', code: 'cross-site' }]);
    }
    // A read from elsewhere is answered as for nobody signed in; the account is as it was.
    expect(await s.me(token, { origin: FOREIGN })).toBeNull();
    expect(await s.me(token)).toMatchObject({ name: 'Ann' });
    expect((await s.signIn('Ann')).status).toBe(200);
    expect((await s.profile('Ann')).json!['games']).toEqual([]);
    // The same write from the app's own page, as a browser marks it, goes through.
    const own = await s.ask('DELETE', '/api/sessions', undefined, {
      cookie: token,
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(204);
  });

  it('refuses a sign-in posted from another site’s page', async () => {
    const s = await server();
    await s.signUp('Ann');
    expect((await s.signIn('Ann', PASSWORD, { origin: FOREIGN })).json).toMatchObject({ code: 'cross-site' });
    expect((await s.signUp('Mallory', PASSWORD, { origin: FOREIGN })).status).toBe(403);
    expect(await s.storage.accountByName('mallory')).toBeNull();
  });

  it('treats a guessed or expired session as nobody signed in', async () => {
    const s = await server();
    const token = (await s.signUp('Ann')).token;
    for (const guess of ['guessed', token.slice(0, -2) + 'AA', "' OR '1'='1"]) {
      const asked = await s.ask('GET', '/api/me', undefined, { origin: null, cookie: encodeURIComponent(guess) });
      expect(asked.json).toEqual({ account: null });
      expect(asked.session?.value).toBe('');
      const change = await s.ask(
        'PUT',
        '/api/account/password',
        { current: PASSWORD, password: 'taken over!' },
        {
          cookie: encodeURIComponent(guess),
        },
      );
      expect(change.json).toEqual({ type: 'error', code: 'signed-out' });
    }
    // Used within 30 days, the session lasts; 30 days unused, it is over.
    s.clock.t += 29 * 24 * 3600_000;
    expect(await s.me(token)).toMatchObject({ name: 'Ann' });
    s.clock.t += 29 * 24 * 3600_000;
    expect(await s.me(token)).toMatchObject({ name: 'Ann' });
    s.clock.t += 30 * 24 * 3600_000 + 1;
    expect(await s.me(token)).toBeNull();
    s.clock.t -= 1;
    expect(await s.me(token)).toBeNull();
  });

  it('refuses a flood of sign-ins at one name from one address, with 429, and locks nobody else out', async () => {
    const s = await server();
    await s.signUp('Ann');
    for (let i = 0; i < 10; i++) {
      expect((await s.signIn('Ann', 'guess number ' + i, { address: '10.1.0.1' })).status).toBe(401);
    }
    const refused = await s.signIn('ann', PASSWORD, { address: '10.1.0.1' });
    expect([refused.status, refused.json]).toEqual([429, { type: 'error', code: 'too-many' }]);
    expect(refused.session).toBeUndefined();
    // Ann herself, from her own address, is not held up by the guesses; nor is another account.
    expect((await s.signIn('Ann', PASSWORD, { address: '10.1.0.2' })).status).toBe(200);
    await s.signUp('Bob', PASSWORD, { address: '10.2.0.1' });
    expect((await s.signIn('Bob', PASSWORD, { address: '10.1.0.1' })).status).toBe(200);
  });

  it('keeps the session of a browser whose cookie another site’s page sends to /api/me', async () => {
    const s = await server();
    const token = (await s.signUp('Ann')).token;
    const from = [{ origin: FOREIGN }, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }];
    for (const how of from) {
      const read = await s.ask('GET', '/api/me', undefined, { cookie: token, ...how });
      // Answered as for nobody, with no cookie set or cleared.
      expect([read.status, read.json, read.session]).toEqual([200, { account: null }, undefined]);
      expect(read.headers['set-cookie']).toBeUndefined();
    }
    expect(await s.me(token)).toMatchObject({ name: 'Ann' });
  });

  it('refuses a flood of sign-ins from one address at many names, with 429', async () => {
    const s = await server();
    await s.signUp('Ann', PASSWORD, { address: '10.3.0.1' });
    for (let i = 0; i < 20; i++) {
      expect((await s.signIn(`name${i}`, PASSWORD, { address: '10.9.9.9' })).status).toBe(401);
    }
    expect((await s.signIn('Ann', PASSWORD, { address: '10.9.9.9' })).status).toBe(429);
    expect((await s.signIn('Ann', PASSWORD, { address: '10.9.9.10' })).status).toBe(200);
  });

  it('takes SQL-shaped input in every field literally', async () => {
    const s = await server();
    const name = 'x; DROP TABLE seats;--';
    const password = "' OR '1'='1' --";
    const made = await s.signUp(name, password, { key: KEY });
    expect(made.status).toBe(201);
    expect((await s.signIn('x; drop table seats;--', password)).status).toBe(200);
    expect((await s.signIn("' OR 1=1 --", password)).json).toMatchObject({ code: 'wrong-credentials' });
    expect((await s.signIn(name, "' OR ''='")).status).toBe(401);
    expect((await s.profile("' OR '1'='1")).status).toBe(404);
    expect((await s.profile('%')).status).toBe(404);
    const change = await s.ask(
      'PUT',
      '/api/account/password',
      { current: password, password: "'); DELETE FROM accounts;--" },
      { cookie: made.token },
    );
    expect(change.status).toBe(204);
    expect((await s.signIn(name, "'); DELETE FROM accounts;--")).status).toBe(200);
    const game = await s.quick({ cookie: made.token });
    expect(game.status).toBe(201);
    expect((await s.profile(name)).json).toMatchObject({ name, games: [{ id: game.json!['id'] }] });
  });
});
