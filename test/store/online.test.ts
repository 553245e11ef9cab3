import { describe, expect, it } from 'vitest';
import { moveName } from '../../src/engine/game';
import type { ServerMessageOf } from '../../src/online/protocol';
import { type OnlineDeps, createOnline, seatAtStake, timeLeft } from '../../src/store/online';
import { defaultOptions } from '../../src/setup/options';
import { clockText } from '../../src/ui/onlineClock';
import { onlineRefusalWords, ratingChangeWords } from '../../src/words/online';
import { FakeSocket } from './fakeSocket';
import { answersArrive, tableWith } from './fixtures';

const SERVER = 'http://127.0.0.1:5173';
const GAME = 'pQ3k7ZxWb2Aa';
const SECRET = 'Ou7d1yqFv1x2dXr5o0iB6Dz8p1M7s0aQ';

function setUp({ contentType = 'application/json; charset=utf-8', deps = {} as OnlineDeps } = {}) {
  const table = tableWith({ presetId: 'square7', players: 2 });
  table.setSpeed('instant');
  const sockets: FakeSocket[] = [];
  const asked: string[] = [];
  const retries: (() => void)[] = [];
  const online = createOnline(table.store, {
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    fetch: (url) => {
      asked.push(url);
      return Promise.resolve({ status: 200, headers: { get: () => contentType } });
    },
    now: () => 1_000,
    // No heartbeat: every callback scheduled is a reconnection (the client's tests cover pings).
    heartbeatMs: 0,
    schedule: (_ms, fn) => {
      retries.push(fn);
      return () => undefined;
    },
    ...deps,
  });
  const record = {
    format: 'momentum/1',
    lattice: 'square',
    layout: Array.from({ length: 7 }, () => '.......'),
    players: 2,
    marbles: 8,
    pie: true,
    roundLimit: 30,
    toMove: 1,
  } as const;
  const state = (moves: string[], change: Partial<ServerMessageOf<'state'>> = {}): ServerMessageOf<'state'> => ({
    type: 'state',
    game: GAME,
    seat: 1,
    record: { ...record, layout: [...record.layout], moves },
    seq: moves.length,
    status: 'live',
    result: null,
    toMove: moves.length % 2 === 0 ? 1 : 2,
    clock: {
      control: { kind: 'realtime', minutes: 3, increment: 2 },
      view: { remaining: [180_000, 180_000], deadline: 181_000 + 2_000 },
    },
    seats: [
      { seat: 1, name: 'Ann', kind: 'human', joined: true, connected: true },
      { seat: 2, name: 'Bob', kind: 'human', joined: true, connected: false },
    ],
    watchers: 2,
    drawOffer: null,
    now: 3_000,
    ...change,
  });
  const last = () => sockets[sockets.length - 1]!;
  return { table, online, sockets, asked, retries, state, last };
}

const moves = (t: ReturnType<typeof setUp>) => t.table.store.getState().line.map((p) => p.move);
const names = (t: ReturnType<typeof setUp>) => {
  const { line, start } = t.table.store.getState();
  return line.map((p) => moveName(start.board, p.move));
};

/** A seat joined, its game live with `played` on the table. */
async function joined(played: string[] = []) {
  const t = setUp();
  t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
  await answersArrive();
  t.last().open();
  t.last().receive(t.state(played));
  return t;
}

describe('the online store', () => {
  it('asks the server about the game without the secret, and sends the secret only in the join message', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET }, 'Ann');
    expect(t.online.getState().connection).toBe('connecting');
    await answersArrive();
    expect(t.asked).toEqual([`${SERVER}/api/games/${GAME}`]);
    expect(t.last().url).toBe('ws://127.0.0.1:5173/api/socket');
    t.last().open();
    expect(t.last().sent).toEqual([{ type: 'join', game: GAME, secret: SECRET, name: 'Ann' }]);
  });

  it('loads the game on its state: seats, watchers, clocks and the moves so far on the table', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state(['d4', 'c3']));
    const s = t.online.getState();
    expect(s).toMatchObject({ connection: 'live', seat: 1, watchers: 2, toMove: 1, status: 'live' });
    expect(s.seats.map((seat) => [seat.name, seat.connected])).toEqual([
      ['Ann', true],
      ['Bob', false],
    ]);
    expect(t.table.store.getState().line).toHaveLength(2);
    expect(t.table.store.getState().cursor).toBe(2);
    // The server's clock is 2 s ahead of this machine's: the deadline is read in the server's time.
    expect(timeLeft(s.clock, 1, s.toMove, 1_000)).toBe(180_000);
    expect(timeLeft(s.clock, 2, s.toMove, 1_000)).toBe(180_000);
    expect(timeLeft(s.clock, 1, s.toMove, 61_000)).toBe(120_000);
  });

  it('gives the first seat the move when the last seat is taken', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state([], { status: 'open' }));
    expect(t.online.getState().toMove).toBeNull();
    const refused = t.table.store.getState().play(t.table.store.getState().legal[0]!);
    expect(refused.ok ? null : refused.error).toEqual({ code: 'online', reason: 'not-started' });
    t.last().receive({ type: 'presence', seats: t.state([]).seats, watchers: 0, status: 'live' });
    expect(t.online.getState()).toMatchObject({ status: 'live', toMove: 1 });
    expect(t.table.store.getState().play(t.table.store.getState().legal[0]!).ok).toBe(true);
  });

  it("plays the other side's committed moves on the table", async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state(['d4']));
    expect(t.online.getState().toMove).toBe(2);
    t.last().receive({
      type: 'moved',
      seq: 1,
      seat: 2,
      move: 'c3',
      clock: { remaining: [178_000, 170_000], deadline: 200_000 },
    });
    expect(t.table.store.getState().line).toHaveLength(2);
    expect(t.online.getState().toMove).toBe(1);
    expect(t.online.getState().clock?.view.remaining).toEqual([178_000, 170_000]);
  });

  it("plays the person's move on the table at once, sends it with its seq, and keeps it when the server commits it", async () => {
    const t = await joined();
    const cell = t.table.store.getState().legal[0]!;
    expect(t.table.store.getState().play(cell).ok).toBe(true);
    expect(t.last().sent.at(-1)).toMatchObject({ type: 'move', seq: 0 });
    // Shown the moment it is made, as in local play.
    expect(moves(t)).toEqual([cell]);
    const shown = t.table.store.getState().line;
    expect(t.online.getState()).toMatchObject({ sending: true, toMove: 2 });
    // A second move before the answer goes nowhere.
    const again = t.table.store.getState().play(t.table.store.getState().legal[1]!);
    expect(again.ok ? null : again.error).toEqual({ code: 'online', reason: 'sending' });
    t.last().receive({ type: 'ack', seq: 0, clock: { remaining: [180_000, 180_000], deadline: 100_000 } });
    // The acknowledgement plays nothing again: the table keeps the move it showed.
    expect(t.table.store.getState().line).toBe(shown);
    expect(t.online.getState()).toMatchObject({ sending: false, toMove: 2 });
  });

  it('takes a refused move back to the exact earlier state, with the reason next to the board', async () => {
    const t = await joined(['d4']);
    t.last().receive({ type: 'moved', seq: 1, seat: 2, move: 'c3', clock: { remaining: [1, 1], deadline: 9 } });
    const before = t.table.store.getState();
    expect(before.play(before.legal[0]!).ok).toBe(true);
    expect(moves(t)).toHaveLength(3);
    t.last().receive({ type: 'error', code: 'game-over' });
    const after = t.table.store.getState();
    for (const key of ['start', 'tree', 'path', 'line', 'linePath', 'cursor', 'game', 'legal'] as const) {
      expect(after[key]).toBe(before[key]);
    }
    expect(after.motion).toBeNull();
    expect(after.notice).toEqual({ code: 'online-refused', refusal: 'game-over' });
    expect(t.online.getState()).toMatchObject({ sending: false, toMove: 1 });
  });

  it('checks a move with the engine first and words it as offline, sending nothing', async () => {
    const t = await joined(['d4', 'c3']);
    const sent = t.last().sent.length;
    const occupied = t.table.store.getState().game.owners.findIndex((owner) => owner !== 0);
    const online = t.table.store.getState().play(occupied);
    const local = tableWith({ presetId: 'square7', players: 2 });
    local.store.getState().playText('d4');
    local.store.getState().playText('c3');
    const offline = local.store.getState().play(occupied);
    expect(online.ok ? null : online.error).toMatchObject({ code: 'illegal' });
    expect(online).toEqual(offline);
    expect(t.table.store.getState().moveError).toEqual(local.store.getState().moveError);
    expect(t.last().sent).toHaveLength(sent);
  });

  it("words the server's refusal of an illegal move as the engine does, should the two ever disagree", async () => {
    const t = await joined(['d4']);
    t.last().receive({ type: 'moved', seq: 1, seat: 2, move: 'c3', clock: { remaining: [1, 1], deadline: 9 } });
    t.table.store.getState().playText('e5');
    t.last().receive({ type: 'error', code: 'illegal-move', detail: 'occupied' });
    // The engine here finds e5 legal: the server's reason is told as it gave it.
    expect(t.table.store.getState().notice).toEqual({
      code: 'online-refused',
      refusal: 'illegal-move',
      detail: 'occupied',
    });
    expect(moves(t)).toHaveLength(2);
  });

  it('clears a refusal shown once the game moves on', async () => {
    const t = await joined(['d4']);
    t.last().receive({ type: 'error', code: 'too-many' });
    expect(t.table.store.getState().notice).toMatchObject({ code: 'online-refused' });
    t.last().receive({ type: 'moved', seq: 1, seat: 2, move: 'c3', clock: { remaining: [1, 1], deadline: 9 } });
    expect(t.table.store.getState().notice).toBeNull();
  });

  it('keeps a move made while the socket is away, shown, and sends it once the game is back', async () => {
    const t = await joined([]);
    t.last().drop();
    expect(t.online.getState().connection).toBe('reconnecting');
    const cell = t.table.store.getState().legal[0]!;
    expect(t.table.store.getState().play(cell).ok).toBe(true);
    expect(moves(t)).toEqual([cell]);
    t.retries.shift()!();
    t.last().open();
    t.last().receive(t.state([]));
    const name = t.last().sent.at(-1) as { type: string; seq: number; move: string };
    expect(name).toMatchObject({ type: 'move', seq: 0 });
    expect(moves(t)).toEqual([cell]);
    t.last().receive({ type: 'ack', seq: 0, clock: { remaining: [1, 1], deadline: 9 } });
    expect(moves(t)).toEqual([cell]);
    expect(t.online.getState().sending).toBe(false);
  });

  it("ends a reconnect in the middle of an unacknowledged move with the server's game", async () => {
    // Committed while the socket was away: kept as it is.
    const kept = await joined([]);
    kept.table.store.getState().playText('d4');
    const shown = kept.table.store.getState().line;
    kept.last().drop();
    kept.retries.shift()!();
    kept.last().open();
    kept.last().receive(kept.state(['d4']));
    expect(kept.table.store.getState().line).toBe(shown);
    expect(kept.last().sent.filter((m) => (m as { type: string }).type === 'move')).toEqual([]);
    expect(kept.online.getState()).toMatchObject({ sending: false, toMove: 2 });

    // Another device of the seat moved first: its move stands.
    const other = await joined([]);
    other.table.store.getState().playText('d4');
    other.last().drop();
    other.retries.shift()!();
    other.last().open();
    other.last().receive(other.state(['a1', 'b2']));
    expect(names(other)).toEqual(['a1', 'b2']);
    expect(other.online.getState()).toMatchObject({ sending: false, toMove: 1 });

    // The game ended meanwhile: the move is taken back.
    const ended = await joined(['d4', 'c3']);
    const before = ended.table.store.getState();
    before.playText('e5');
    ended.last().drop();
    ended.retries.shift()!();
    ended.last().open();
    const result = { status: 'won' as const, winners: [2], reason: 'timeout' as const, loser: 1 };
    ended.last().receive(ended.state(['d4', 'c3'], { status: 'ended', result, toMove: null }));
    expect(ended.table.store.getState().line).toBe(before.line);
    expect(ended.table.store.getState().tree).toBe(before.tree);
    expect(ended.online.getState()).toMatchObject({ status: 'ended', sending: false });
  });

  it('refuses moves out of turn and from watchers, sending nothing', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state(['d4']));
    const sent = t.last().sent.length;
    const outOfTurn = t.table.store.getState().play(t.table.store.getState().legal[0]!);
    expect(outOfTurn.ok ? null : outOfTurn.error).toEqual({ code: 'online', reason: 'not-your-turn' });

    const w = setUp();
    w.online.getState().join({ server: SERVER, game: GAME, secret: null });
    await answersArrive();
    w.last().open();
    expect(w.last().sent).toEqual([{ type: 'watch', game: GAME }]);
    w.last().receive(w.state([], { seat: null }));
    const watcher = w.table.store.getState().play(w.table.store.getState().legal[0]!);
    expect(watcher.ok ? null : watcher.error).toEqual({ code: 'online', reason: 'watcher' });
    expect(t.last().sent).toHaveLength(sent);
    expect(w.last().sent).toHaveLength(1);
  });

  it('refuses the moves of a player who left: the computer plays their seat on', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    const seats = [
      { seat: 1, name: 'Ann', kind: 'computer', level: 'medium', left: 'resigned', joined: true, connected: true },
      { seat: 2, name: 'Bob', kind: 'human', joined: true, connected: true },
    ] as const;
    t.last().receive(t.state([], { seats: seats.map((s) => ({ ...s })) }));
    const sent = t.last().sent.length;
    const left = t.table.store.getState().play(t.table.store.getState().legal[0]!);
    expect(left.ok ? null : left.error).toEqual({ code: 'online', reason: 'over' });
    expect(t.last().sent).toHaveLength(sent);
  });

  it('shows a refusal of the server as a notice', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state([]));
    t.table.store.getState().play(t.table.store.getState().legal[0]!);
    t.last().receive({ type: 'error', code: 'illegal-move', detail: 'occupied' });
    expect(t.table.store.getState().notice).toEqual({
      code: 'online-refused',
      refusal: 'illegal-move',
      detail: 'occupied',
    });
    expect(t.online.getState().sending).toBe(false);
  });

  it('says it is reconnecting while the socket is down, and catches up on the moves missed', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state(['d4']));
    const before = t.table.store.getState().line;
    t.last().drop();
    expect(t.online.getState().connection).toBe('reconnecting');
    t.retries.shift()!();
    t.last().open();
    t.last().receive(t.state(['d4', 'c3', 'a1']));
    expect(t.online.getState().connection).toBe('live');
    expect(moves(t)).toHaveLength(3);
    // The same game was carried on, not opened again: the first move is the same ply.
    expect(t.table.store.getState().line[0]).toBe(before[0]);
  });

  it('knows whether the game is rated, as the state says', async () => {
    const t = await joined([]);
    expect(t.online.getState().rated).toBe(false);
    t.last().receive(t.state([], { rated: true }));
    expect(t.online.getState().rated).toBe(true);
  });

  it('knows from the rules whether the game has two sides, which alone may draw', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state([]));
    expect(t.online.getState().twoSides).toBe(true);
    const four = (teams: boolean) => {
      const base = t.state([]);
      const seats = [1, 2, 3, 4].map((seat) => ({ ...base.seats[0]!, seat }));
      const view = { remaining: [1, 2, 3, 4].map(() => 180_000), deadline: 183_000 };
      return t.state([], { record: { ...base.record, players: 4, teams }, seats, clock: { ...base.clock, view } });
    };
    t.last().receive(four(false));
    expect(t.online.getState().twoSides).toBe(false);
    t.last().receive(four(true));
    expect(t.online.getState().twoSides).toBe(true);
  });

  it('keeps draw offers, presence and the end as the server tells them', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state(['d4', 'c3']));
    t.last().receive({ type: 'draw', offeredBy: 2 });
    expect(t.online.getState().drawOffer).toBe(2);
    t.online.getState().acceptDraw();
    expect(t.last().sent.at(-1)).toEqual({ type: 'draw-accept' });
    t.last().receive({
      type: 'presence',
      seats: t.state([]).seats.map((s) => ({ ...s, connected: true })),
      watchers: 5,
      status: 'live',
    });
    expect(t.online.getState().watchers).toBe(5);
    expect(t.online.getState().seats.every((s) => s.connected)).toBe(true);
    t.online.getState().resign();
    expect(t.last().sent.at(-1)).toEqual({ type: 'resign' });
    t.last().receive({
      type: 'end',
      status: 'ended',
      result: { status: 'won', winners: [2], reason: 'resigned', loser: 1 },
      seq: 2,
    });
    expect(t.online.getState()).toMatchObject({ status: 'ended', toMove: null, drawOffer: null });
    expect(t.online.getState().result).toMatchObject({ reason: 'resigned', loser: 1 });
    // Over: the table takes moves of its own again, as variations to look at.
    await answersArrive();
    t.table.store.getState().goToPly(1);
    expect(t.table.store.getState().play(t.table.store.getState().legal[0]!).ok).toBe(true);
    expect(t.last().sent.filter((m) => (m as { type: string }).type === 'move')).toEqual([]);
  });

  it('says so when no game server answers, and leaves local play untouched', async () => {
    const t = setUp({ contentType: 'text/html' });
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    expect(t.online.getState().connection).toBe('no-server');
    expect(t.sockets).toHaveLength(0);
    expect(t.table.store.getState().play(t.table.store.getState().legal[0]!).ok).toBe(true);
    expect(t.table.store.getState().line).toHaveLength(1);
  });

  it('plays locally again after leaving', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state(['d4'], { seat: 1 }));
    t.online.getState().leave();
    expect(t.online.getState().connection).toBe('idle');
    expect(t.table.store.getState().play(t.table.store.getState().legal[0]!).ok).toBe(true);
    expect(t.table.store.getState().line).toHaveLength(2);
  });

  it('leaves the online game when another game is put on the table', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET });
    await answersArrive();
    t.last().open();
    t.last().receive(t.state(['d4']));
    t.table.store.getState().newGame(defaultOptions('square7', 2));
    expect(t.online.getState().connection).toBe('idle');
    expect(t.last().readyState).toBe(3);
    expect(t.table.store.getState().play(t.table.store.getState().legal[0]!).ok).toBe(true);
  });
});

describe('clockText', () => {
  it('shows minutes and seconds, and hours from an hour up, rounding up to the second', () => {
    expect(clockText(180_000)).toBe('3:00');
    expect(clockText(5_001)).toBe('0:06');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(2 * 86_400_000 + 61_000)).toBe('48:01:01');
  });
});

describe('timeLeft', () => {
  const clock = {
    control: { kind: 'realtime', minutes: 3, increment: 2 } as const,
    view: { remaining: [50_000, 40_000], deadline: 10_000 },
    offset: 0,
  };
  it('counts the seat to move down to zero from its deadline, and shows the others as they stood', () => {
    expect(timeLeft(clock, 1, 1, 4_000)).toBe(6_000);
    expect(timeLeft(clock, 1, 1, 20_000)).toBe(0);
    expect(timeLeft(clock, 2, 1, 4_000)).toBe(40_000);
  });
  it('is null without a real-time clock', () => {
    expect(timeLeft(null, 1, 1, 0)).toBeNull();
    expect(
      timeLeft({ ...clock, control: { kind: 'none' }, view: { remaining: [], deadline: null } }, 1, 1, 0),
    ).toBeNull();
  });

  it('sends the player key with the join, and after a rematch follows to its new seat with it', async () => {
    const followed: unknown[] = [];
    const t = setUp({ deps: { playerKey: 'player-key-00000000001', follow: (link) => followed.push(link) } });
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET }, 'Ann');
    await answersArrive();
    t.last().open();
    expect(t.last().sent).toEqual([
      { type: 'join', game: GAME, secret: SECRET, name: 'Ann', player: 'player-key-00000000001' },
    ]);
    t.last().receive(t.state(['d4']));
    t.last().receive({
      type: 'end',
      status: 'ended',
      result: { status: 'drawn', winners: [], reason: 'agreement' },
      seq: 1,
    });
    await answersArrive();
    // The game is over and the socket stays for the rematch.
    t.online.getState().offerRematch();
    expect(t.last().sent.at(-1)).toEqual({ type: 'rematch' });
    t.last().receive({ type: 'rematch', offeredBy: [1] });
    expect(t.online.getState().rematch).toEqual([1]);

    const first = t.last();
    const next = { server: SERVER, game: 'Zt8mQ2rLx0Pc', secret: 'b3Jd0Qm1yXw8Pz6Ae2Ck9Tq4Vn7Hs5Lf' };
    first.receive({ type: 'next-game', game: next.game, seat: 2, secret: next.secret });
    expect(followed).toEqual([next]);
    expect(first.readyState).toBe(3);
    expect(t.online.getState()).toMatchObject({ game: next.game, connection: 'connecting', rematch: [] });
    await answersArrive();
    t.last().open();
    expect(t.last().sent).toEqual([
      { type: 'join', game: next.game, secret: next.secret, name: 'Ann', player: 'player-key-00000000001' },
    ]);
  });
});

describe('an invitation', () => {
  const seatLink = { server: SERVER, game: GAME, secret: SECRET };
  /** A game server whose game has Ann seated and a free seat named `blue`. */
  const gameWith = (blue: string | null): OnlineDeps => ({
    fetch: () =>
      Promise.resolve({
        status: 200,
        headers: { get: () => 'application/json' },
        json: () =>
          Promise.resolve({
            meta: {
              seats: [
                { seat: 1, name: 'Ann', kind: 'human', joined: true },
                { seat: 2, name: blue, kind: 'human', joined: false },
              ],
            },
          }),
      }),
  });

  it('asks for a name first when a seat is opened with none, then joins under the name given', async () => {
    const t = setUp({ deps: gameWith(null) });
    t.online.getState().invite(seatLink);
    expect(t.online.getState().connection).toBe('connecting');
    await answersArrive();
    expect(t.online.getState()).toMatchObject({ game: GAME, connection: 'naming' });
    expect(t.sockets).toEqual([]);
    expect(t.online.getState().giveName('A\ud800B')).toBe('bad-name');
    expect(t.online.getState().giveName('   ')).toBe('bad-name');
    expect(t.online.getState().connection).toBe('naming');
    expect(t.online.getState().giveName('Bob')).toBeNull();
    await answersArrive();
    t.last().open();
    expect(t.last().sent).toEqual([{ type: 'join', game: GAME, secret: SECRET, name: 'Bob' }]);
    // The name is given once: asked again, nothing waits for one.
    expect(t.online.getState().giveName('Cy')).toBe('not-naming');
  });

  it('joins at once with a name kept, a watch link, or a free seat the opener named; signed in, without a name', async () => {
    const kept = setUp({ deps: gameWith(null) });
    kept.online.getState().invite(seatLink, 'Ann');
    const watching = setUp({ deps: gameWith(null) });
    watching.online.getState().invite({ ...seatLink, secret: null });
    const named = setUp({ deps: gameWith('Bob') });
    named.online.getState().invite(seatLink);
    await answersArrive();
    for (const t of [kept, watching, named]) {
      t.last().open();
      expect(t.last().sent[0]).toMatchObject({ game: GAME });
    }
    expect(watching.last().sent).toEqual([{ type: 'watch', game: GAME }]);
    expect(named.last().sent).toEqual([{ type: 'join', game: GAME, secret: SECRET }]);
    // Signed in, the account's name is the seat's: the link waiting for a name joins without one.
    const account = setUp({ deps: gameWith(null) });
    account.online.getState().invite(seatLink);
    await answersArrive();
    expect(account.online.getState().giveName(null)).toBeNull();
    await answersArrive();
    account.last().open();
    expect(account.last().sent).toEqual([{ type: 'join', game: GAME, secret: SECRET }]);
  });

  it('forgets the link waiting for a name once the table leaves it', async () => {
    const t = setUp({ deps: gameWith(null) });
    t.online.getState().invite(seatLink);
    await answersArrive();
    t.online.getState().leave();
    expect(t.online.getState().connection).toBe('idle');
    expect(t.online.getState().giveName('Bob')).toBe('not-naming');
  });
});

describe('a rated game', () => {
  it('keeps each player’s rating change from the end, and from the state of a game that ended', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET }, 'Ann');
    await answersArrive();
    t.last().open();
    t.last().receive(t.state(['d4'], { rated: true }));
    expect(t.online.getState()).toMatchObject({ rated: true, ratings: [] });
    const ratings = [
      { seat: 1, before: 1500, after: 1516 },
      { seat: 2, before: 1480, after: 1464 },
    ];
    t.last().receive({
      type: 'end',
      status: 'ended',
      result: { status: 'won', winners: [1], reason: 'resigned', loser: 2 },
      seq: 1,
      ratings,
    });
    expect(t.online.getState()).toMatchObject({ status: 'ended', ratings });
    // A page opened after the end hears the changes in the state.
    t.last().drop();
    t.retries.shift()!();
    t.last().open();
    t.last().receive(
      t.state(['d4'], {
        rated: true,
        status: 'ended',
        result: { status: 'won', winners: [1], reason: 'resigned', loser: 2 },
        ratings: [ratings[0]!],
      }),
    );
    expect(t.online.getState().ratings).toEqual([ratings[0]]);
    expect(ratingChangeWords(ratings[1]!)).toEqual({
      key: 'online.ratingChange',
      params: { player: { key: 'player.2' }, before: '1480', after: '1464', change: '\u221216' },
    });
  });
});

describe('a watcher taking a seat', () => {
  it('sends `sit` with its name and key, and on `seated` plays at the link of that seat', async () => {
    const followed: unknown[] = [];
    const t = setUp({ deps: { playerKey: 'player-key-00000000001', follow: (link) => followed.push(link) } });
    t.online.getState().join({ server: SERVER, game: GAME, secret: null }, 'Cy');
    await answersArrive();
    t.last().open();
    expect(t.last().sent).toEqual([{ type: 'watch', game: GAME }]);
    const waiting = t.state(['d4'], {
      seat: null,
      status: 'open',
      seats: [
        { seat: 1, name: 'Ann', kind: 'human', joined: true, connected: true },
        { seat: 2, name: null, kind: 'human', joined: false, connected: false },
      ],
    });
    t.last().receive(waiting);
    expect(t.online.getState()).toMatchObject({ seat: null, status: 'open' });

    t.online.getState().sit();
    expect(t.last().sent.at(-1)).toEqual({ type: 'sit', name: 'Cy', player: 'player-key-00000000001' });

    const watching = t.last();
    watching.receive({ type: 'seated', game: GAME, seat: 2, secret: SECRET });
    const seat = { server: SERVER, game: GAME, secret: SECRET };
    expect(followed).toEqual([seat]);
    expect(watching.readyState).toBe(3);
    expect(t.online.getState()).toMatchObject({ game: GAME, connection: 'connecting', seat: null });
    await answersArrive();
    t.last().open();
    expect(t.last().sent).toEqual([
      { type: 'join', game: GAME, secret: SECRET, name: 'Cy', player: 'player-key-00000000001' },
    ]);
    t.last().receive({ ...waiting, seat: 2 });
    expect(t.online.getState()).toMatchObject({ seat: 2, status: 'open', connection: 'live' });
    expect(names(t)).toEqual(['d4']);
  });

  it('says so next to the board when someone took the free seat first, and keeps watching', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: null }, 'Cy');
    await answersArrive();
    t.last().open();
    t.last().receive(t.state([], { seat: null, status: 'open' }));
    t.online.getState().sit();
    t.last().receive({ type: 'error', code: 'no-free-seat' });
    const notice = t.table.store.getState().notice;
    expect(notice).toMatchObject({ code: 'online-refused', refusal: 'no-free-seat' });
    expect(onlineRefusalWords('no-free-seat')).toEqual({ key: 'online.refused.seatGone' });
    // A rated game's seat is an account's: the refusal says why in the ratings' words.
    expect(onlineRefusalWords('account-required')).toEqual({ key: 'ratings.accountRequired' });
    expect(t.online.getState()).toMatchObject({ seat: null, connection: 'live' });
  });

  it('sends no `sit` from a seat already played', async () => {
    const t = setUp();
    t.online.getState().join({ server: SERVER, game: GAME, secret: SECRET }, 'Ann');
    await answersArrive();
    t.last().open();
    t.last().receive(t.state([], { status: 'open' }));
    t.online.getState().sit();
    expect(t.last().sent.map((m) => (m as { type: string }).type)).toEqual(['join']);
  });
});

describe('seatAtStake', () => {
  const seats = [
    { seat: 1, name: 'Ann', kind: 'human', joined: true, connected: true },
    { seat: 2, name: 'Bob', kind: 'human', joined: true, connected: true },
    { seat: 3, name: 'Cy', kind: 'human', joined: true, connected: false, left: 'resigned' },
  ] as const;

  it('holds while this browser plays a seat of a game waiting for players or being played', () => {
    expect(seatAtStake({ seat: 1, status: 'live', seats })).toBe(true);
    expect(seatAtStake({ seat: 2, status: 'open', seats })).toBe(true);
  });

  it('does not hold for a watcher, a game over, or a seat the computer took over', () => {
    expect(seatAtStake({ seat: null, status: 'live', seats })).toBe(false);
    expect(seatAtStake({ seat: 1, status: 'ended', seats })).toBe(false);
    expect(seatAtStake({ seat: 1, status: 'aborted', seats })).toBe(false);
    expect(seatAtStake({ seat: 3, status: 'live', seats })).toBe(false);
  });
});
