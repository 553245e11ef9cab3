import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, describe, expect, it } from 'vitest';
import { legalMoves, moveName } from '../../src/engine/game';
import { loadRecord } from '../../src/engine/record';
import {
  type OnlineEvents,
  type OnlineView,
  OnlineClient,
  type OpenSocket,
  type SocketLike,
} from '../../src/online/client';
import { EngineKeeper } from '../../src/online/engineKeeper';
import { parseLink } from '../../src/online/link';
import { type RunningServer, startServer } from '../../src/server/main';
import { isServerMessage } from '../../src/online/protocol';

const dirs: string[] = [];
const servers: RunningServer[] = [];
const clients: OnlineClient[] = [];

afterAll(async () => {
  for (const c of clients) c.close();
  for (const s of servers) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const openWs: OpenSocket = (url) => new WebSocket(url) as unknown as SocketLike;
/** Quick retries, so that a restart is caught up at once; bounded all the same. */
const BACKOFF = { firstMs: 20, maxMs: 200, tries: 100 };

async function serve(dataDir: string, port = 0): Promise<RunningServer> {
  const server = await startServer({ port, dataDir, staticDir: dataDir, logger: false });
  servers.push(server);
  return server;
}

async function openGame(url: string): Promise<{ id: string; seats: { link: string }[]; watch: string }> {
  const res = await fetch(`${url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; seats: { link: string }[]; watch: string };
}

function linkOf(text: string) {
  const link = parseLink(text);
  if (!link.ok) throw new Error('bad link');
  return link.value;
}

/** A seat that plays the first legal move whenever it is its turn, unless `hold` says to wait. */
function player(text: string, hold: () => boolean = () => false) {
  const moves: number[] = [];
  const go = () =>
    setImmediate(() => {
      if (hold() || !client.myTurn) return;
      const position = client.keeper.position!;
      client.move(moveName(position.board, legalMoves(position)[0]!));
    });
  const events: OnlineEvents = { state: go, status: go, moved: ({ seq }) => (moves.push(seq), go()) };
  const client = new OnlineClient({
    link: linkOf(text),
    open: openWs,
    keeper: new EngineKeeper(),
    events,
    backoff: BACKOFF,
  });
  clients.push(client);
  return { client, moves, go };
}

/** Resolves once `test` holds, looked at every 10 ms (bounded by the test's timeout). */
function until(client: OnlineClient<EngineKeeper>, test: (view: OnlineView) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (client.current && test(client.current)) resolve();
      else setTimeout(check, 10);
    };
    check();
  });
}

function replayed(record: unknown) {
  const replay = loadRecord(record);
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  return replay.value;
}

describe('the online client', () => {
  it('plays a whole game with another client while a third watches', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'momentum-online-'));
    dirs.push(dir);
    const server = await serve(dir);
    const game = await openGame(server.url);
    const watched: number[] = [];
    const watcher = new OnlineClient({
      link: linkOf(game.watch),
      open: openWs,
      keeper: new EngineKeeper(),
      events: { moved: ({ seq }) => watched.push(seq) },
    });
    clients.push(watcher);
    const [a, b] = [player(game.seats[0]!.link), player(game.seats[1]!.link)];
    const [endA] = await Promise.all([a.client.done, b.client.done, watcher.done]);
    expect(endA.status).toBe('ended');
    const played = a.client.keeper.record!.moves;
    expect(b.client.keeper.record!.moves).toEqual(played);
    expect(watcher.keeper.record!.moves).toEqual(played);
    // Every move was told once, in order, to each side.
    const all = played.map((_, i) => i);
    expect([a.moves, b.moves, watched]).toEqual([all, all, all]);
    const res = await fetch(`${server.url}/api/games/${game.id}`);
    const record = (await res.json()) as { moves: string[]; meta: { result: unknown } };
    expect(record.moves).toEqual(played);
    expect(replayed(record).final.result).not.toBeNull();
    expect(endA.result).toEqual(record.meta.result);
  });

  it('refuses a watch of no game, and a wrong secret, without retrying', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'momentum-online-'));
    dirs.push(dir);
    const server = await serve(dir);
    const game = await openGame(server.url);
    const keeper = new EngineKeeper();
    const wrong = new OnlineClient({ link: { ...linkOf(game.watch), secret: 'x'.repeat(32) }, open: openWs, keeper });
    const none = new OnlineClient({ link: { ...linkOf(game.watch), game: 'nosuchgame' }, open: openWs, keeper });
    clients.push(wrong, none);
    await expect(wrong.done).rejects.toEqual({ code: 'refused', refusal: 'wrong-secret' });
    await expect(none.done).rejects.toEqual({ code: 'refused', refusal: 'no-such-game' });
  });

  it('carries on through a server restart, and a move made while it was away is played once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'momentum-online-'));
    dirs.push(dir);
    let server = await serve(dir);
    const port = Number(new URL(server.url).port);
    const game = await openGame(server.url);
    let holding = true;
    const stopAt = 6;
    const hold = (c: () => OnlineClient<EngineKeeper>) => () => holding && c().current!.seq >= stopAt;
    const a: ReturnType<typeof player> = player(
      game.seats[0]!.link,
      hold(() => a.client),
    );
    const b: ReturnType<typeof player> = player(
      game.seats[1]!.link,
      hold(() => b.client),
    );
    await Promise.all([until(a.client, (v) => v.seq === stopAt), until(b.client, (v) => v.seq === stopAt)]);
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    // The seat to move plays while there is no server: the move waits, and goes once the game is back.
    const mover = [a, b].find((p) => p.client.myTurn)!;
    const position = mover.client.keeper.position!;
    const move = moveName(position.board, legalMoves(position)[0]!);
    expect(mover.client.move(move)).toBe(true);
    expect(mover.client.move(move)).toBe(false);
    server = await serve(dir, port);
    holding = false;
    await Promise.all([until(a.client, (v) => v.seq > stopAt), until(b.client, (v) => v.seq > stopAt)]);
    expect(a.client.keeper.record!.moves[stopAt]).toBe(move);
    a.go();
    b.go();
    await Promise.all([a.client.done, b.client.done]);
    expect(a.client.keeper.record!.moves).toEqual(b.client.keeper.record!.moves);
    const res = await fetch(`${server.url}/api/games/${game.id}`);
    const record = (await res.json()) as { moves: string[] };
    expect(record.moves).toEqual(a.client.keeper.record!.moves);
    expect(replayed(record).final.result).not.toBeNull();
  });
});

/** A socket the test drives by hand: it keeps what the client sends. */
class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const RECORD = {
  format: 'momentum/1',
  lattice: 'square',
  layout: ['.......', '.......', '.......', '.......', '.......', '.......', '.......'],
  players: 2,
  marbles: 8,
  pie: true,
  roundLimit: 30,
  toMove: 1,
};

function stateMessage(moves: string[], toMove: number) {
  return {
    type: 'state',
    game: 'game0001',
    seat: 1,
    record: { ...RECORD, moves },
    seq: moves.length,
    status: 'live',
    result: null,
    toMove,
    clock: { control: { kind: 'none' }, view: { remaining: [], deadline: null } },
    seats: [],
    watchers: 0,
    drawOffer: null,
    now: 0,
  };
}

describe('a move lost with its connection', () => {
  function fakeClient(heartbeatMs = 0, checked = false) {
    const sockets: FakeSocket[] = [];
    const retries: (() => void)[] = [];
    const client = new OnlineClient({
      link: { server: 'http://127.0.0.1:1', game: 'game0001', secret: 's'.repeat(32) },
      keeper: new EngineKeeper(),
      open: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
      schedule: (_ms, fn) => {
        retries.push(fn);
        return () => undefined;
      },
      heartbeatMs,
      ...(checked ? { isMessage: isServerMessage } : {}),
    });
    clients.push(client);
    return { client, sockets, retries };
  }

  it('is not sent again when the state after the reconnect holds it', () => {
    const { client, sockets, retries } = fakeClient();
    sockets[0]!.open();
    sockets[0]!.receive(stateMessage([], 1));
    expect(client.move('d4')).toBe(true);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'move', seq: 0, move: 'd4' });
    sockets[0]!.drop();
    retries.shift()!();
    sockets[1]!.open();
    sockets[1]!.receive(stateMessage(['d4'], 2));
    expect(sockets[1]!.sent.map((m) => m.type)).toEqual(['join']);
    expect(client.keeper.record!.moves).toEqual(['d4']);
    expect(client.myTurn).toBe(false);
  });

  it('is sent once more, with the same seq, when the state after the reconnect lacks it', () => {
    const { client, sockets, retries } = fakeClient();
    sockets[0]!.open();
    sockets[0]!.receive(stateMessage([], 1));
    client.move('d4');
    sockets[0]!.drop();
    retries.shift()!();
    sockets[1]!.open();
    sockets[1]!.receive(stateMessage([], 1));
    expect(sockets[1]!.sent).toEqual([
      { type: 'join', game: 'game0001', secret: 's'.repeat(32) },
      { type: 'move', seq: 0, move: 'd4' },
    ]);
    sockets[1]!.receive({ type: 'ack', seq: 0, clock: { remaining: [], deadline: null } });
    expect(client.keeper.record!.moves).toEqual(['d4']);
  });

  it('gives a silent connection up at the heartbeat after its ping, and joins on a new one', () => {
    const { sockets, retries } = fakeClient(15_000);
    sockets[0]!.open();
    sockets[0]!.receive(stateMessage([], 1));
    retries.shift()!();
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'ping' });
    sockets[0]!.receive({ type: 'pong', now: 0 });
    retries.shift()!();
    expect(sockets[0]!.readyState).toBe(1);
    // Nothing since the last ping: the connection is taken for dead.
    retries.shift()!();
    expect(sockets[0]!.readyState).toBe(3);
    retries.shift()!();
    sockets[1]!.open();
    expect(sockets[1]!.sent).toContainEqual({ type: 'join', game: 'game0001', secret: 's'.repeat(32) });
  });

  it('leaves unread what does not fit the protocol', () => {
    const { client, sockets } = fakeClient(0, true);
    sockets[0]!.open();
    sockets[0]!.receive(stateMessage([], 1));
    for (const bad of [{ type: 'moved', seq: 0 }, { type: 'moved', seq: 'x', seat: 1, move: 'd4' }, [], 'text']) {
      sockets[0]!.receive(bad as object);
    }
    sockets[0]!.onmessage?.({ data: '{not json' });
    expect(client.keeper.record!.moves).toEqual([]);
    sockets[0]!.receive({ type: 'moved', seq: 0, seat: 1, move: 'd4', clock: { remaining: [], deadline: null } });
    expect(client.keeper.record!.moves).toEqual(['d4']);
  });

  it('gives up after its tries when the server never comes back', async () => {
    const { client, sockets, retries } = fakeClient();
    sockets[0]!.drop();
    for (let i = 0; i < 100 && retries.length > 0; i++) {
      retries.shift()!();
      sockets.at(-1)!.drop();
    }
    await expect(client.done).rejects.toEqual({ code: 'unreachable' });
    expect(sockets.length).toBe(41);
  });
});
