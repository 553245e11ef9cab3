import { describe, expect, it } from 'vitest';
import type { LobbyGame } from '../../src/online/protocol';
import { createLobby } from '../../src/store/lobby';
import { FakeSocket } from './fakeSocket';
import { memoryStorage } from './memoryStorage';
import { PLAYER_KEY, playerKey } from '../../src/store/playerKey';

const SERVER = 'http://127.0.0.1:5173';
const KEY = 'player-key-00000000001';

const GAME: LobbyGame = {
  id: 'pQ3k7ZxWb2Aa',
  status: 'open',
  players: 2,
  lattice: 'square',
  layout: Array.from({ length: 7 }, () => '.......'),
  clock: { kind: 'none' },
  joined: 1,
  seats: 2,
  names: ['Ann', null],
  waiting: ['Ann'],
  moves: 0,
  created: 1,
};

const json = (status: number, body: unknown, type = 'application/json; charset=utf-8') =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': type } }));

/** Lets the answers of the stubbed server arrive. */
const arrive = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const sockets: FakeSocket[] = [];
  const asked: { url: string; init: RequestInit }[] = [];
  const retries: (() => void)[] = [];
  const lobby = createLobby({
    server: SERVER,
    playerKey: KEY,
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    fetch: (url, init) => {
      asked.push({ url, init });
      return answer(url, init);
    },
    schedule: (_ms, fn) => {
      retries.push(fn);
      return () => undefined;
    },
  });
  return { lobby, sockets, asked, retries, last: () => sockets.at(-1)! };
}

describe('the lobby store', () => {
  it('loads my games with the player key in a header, then subscribes and takes each pushed list', async () => {
    const t = setUp((url) => json(200, url.endsWith('/api/mine') ? { games: [] } : {}));
    t.lobby.getState().open();
    expect(t.lobby.getState().connection).toBe('connecting');
    await arrive();
    expect(t.asked[0]!.url).toBe(`${SERVER}/api/mine`);
    expect((t.asked[0]!.init.headers as Record<string, string>)['x-player-key']).toBe(KEY);
    expect(t.asked[0]!.url).not.toContain(KEY);
    expect(t.lobby.getState().mine).toEqual([]);
    t.last().open();
    expect(t.last().sent).toEqual([{ type: 'lobby' }]);
    t.last().receive({ type: 'lobby', games: [GAME] });
    expect(t.lobby.getState()).toMatchObject({ connection: 'live', games: { waiting: [GAME], live: [] } });

    // A lost socket comes back by itself, and subscribes again.
    t.last().drop();
    expect(t.lobby.getState().connection).toBe('reconnecting');
    t.retries.shift()!();
    t.last().open();
    expect(t.sockets).toHaveLength(2);
    expect(t.last().sent).toEqual([{ type: 'lobby' }]);
    t.lobby.getState().close();
    expect(t.last().readyState).toBe(3);
    expect(t.lobby.getState().connection).toBe('idle');
  });

  it('lists the games with a free seat to join and those being played to watch, apart', async () => {
    const t = setUp((url) => json(200, url.endsWith('/api/mine') ? { games: [] } : {}));
    t.lobby.getState().open();
    await arrive();
    t.last().open();
    // Its last seat just taken, a game waits a moment for its start: it can be neither joined nor watched yet.
    const full: LobbyGame = { ...GAME, id: 'Fu11Fu11Fu11', joined: 2, names: ['Ann', 'Bob'], waiting: ['Ann', 'Bob'] };
    const live: LobbyGame = { ...full, id: 'Zt8mQ2rLx0Pc', status: 'live', moves: 4 };
    const second: LobbyGame = { ...GAME, id: 'Se2Se2Se2Se2', created: 2 };
    t.last().receive({ type: 'lobby', games: [GAME, full, live, second] });
    expect(t.lobby.getState().games).toEqual({ waiting: [GAME, second], live: [live] });
    t.last().receive({ type: 'lobby', games: [live] });
    expect(t.lobby.getState().games).toEqual({ waiting: [], live: [live] });
  });

  it('says when no game server answers, and opens no socket', async () => {
    const t = setUp(() => json(200, '<!doctype html>', 'text/html'));
    t.lobby.getState().open();
    await arrive();
    expect(t.lobby.getState().connection).toBe('no-server');
    expect(t.sockets).toEqual([]);
  });

  it('gives the link of the seat a quick game or a Join got, or keeps the refusal', async () => {
    const link = `${SERVER}/online/${GAME.id}#Ou7d1yqFv1x2dXr5o0iB6Dz8p1M7s0aQ`;
    let refuse = false;
    const t = setUp(() =>
      refuse ? json(409, { type: 'error', code: 'too-many-open', detail: '20' }) : json(200, { link, seat: 2 }),
    );
    const body = { setup: { preset: 'square7' as const, players: 2 }, clock: { kind: 'none' as const }, name: 'Bob' };
    expect(await t.lobby.getState().quick(body)).toBe(link);
    expect(t.asked[0]!.url).toBe(`${SERVER}/api/quick`);
    expect(JSON.parse(String(t.asked[0]!.init.body))).toEqual(body);
    expect(await t.lobby.getState().take(GAME.id, 'Bob')).toBe(link);
    expect(t.asked[1]!.url).toBe(`${SERVER}/api/games/${GAME.id}/seat`);
    refuse = true;
    expect(await t.lobby.getState().quick(body)).toBeNull();
    expect(t.lobby.getState()).toMatchObject({ busy: false, problem: { code: 'refused', refusal: 'too-many-open' } });
  });
});

describe('the player key', () => {
  it('is made once, 128 random bits in 22 URL-safe characters, and kept', () => {
    const storage = memoryStorage();
    const key = playerKey(storage, () => new Uint8Array(16).fill(251));
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storage.items[PLAYER_KEY]).toBe(key);
    expect(playerKey(storage, () => new Uint8Array(16))).toBe(key);
  });

  it('is made again when the one kept is not a key, and still given where nothing can be stored', () => {
    const storage = memoryStorage({ [PLAYER_KEY]: 'no key' });
    expect(playerKey(storage, () => new Uint8Array(16))).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(playerKey(failing, () => new Uint8Array(16))).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
