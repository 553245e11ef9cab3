import { describe, expect, test } from 'vitest';
import { timeOf } from '../../src/anim/gameTimeline';
import { readEmbedHash } from '../../src/codec/embedLink';
import { recordHash } from '../../src/codec/link';
import { moveName } from '../../src/engine/game';
import { makeRecord } from '../../src/engine/record';
import type { ServerMessageOf } from '../../src/online/protocol';
import { WATCHER_ONLY, loopReplay, openEmbedReplay, watchEmbedGame } from '../../src/store/embedReplay';
import { english } from '../../src/store/language';
import { createOnline } from '../../src/store/online';
import type { TableStore } from '../../src/store/table';
import { embedRefusalWords } from '../../src/words/embed';
import { cellOf } from '../engine/helpers';
import { FakeSocket } from './fakeSocket';
import { tableWith } from './fixtures';

const SERVER = 'http://127.0.0.1:5173';
const GAME = 'pQ3k7ZxWb2Aa';
const EMPTY7 = Array.from({ length: 7 }, () => '.......');

const playedNames = (store: TableStore) => {
  const { line, start } = store.getState();
  return line.map((p) => moveName(start.board, p.move));
};

describe('the embed that autoplays in a loop', () => {
  test('plays the game to its end, then starts again from the first move; a pause stays a pause', async () => {
    const { store, clock } = tableWith({ presetId: 'square7', players: 2 });
    const start = store.getState().start;
    const hash = readEmbedHash(
      `${await recordHash(
        makeRecord(
          start,
          ['d4', 'd5', 'e4'].map((name) => cellOf(start.board, name)),
        ),
      )}&autoplay&loop`,
    );
    loopReplay(store);
    expect(await openEmbedReplay(store, hash)).toBeNull();
    clock.advance(0);
    expect(store.getState().playing).toBe(true);
    const { duration, starts } = store.getState().clock;
    // To the end of the last move and its rest: the replay ran out, and at once runs again from the start.
    clock.advance(duration * 1000);
    const again = store.getState();
    expect(again.playing).toBe(true);
    expect(again.motion?.replay).toBe(true);
    clock.advance((starts[1]! / 2) * 1000);
    expect(store.getState().playing).toBe(true);
    expect(timeOf(store.getState().clock, store.getState().playhead)).toBeLessThan(starts[1]!);
    expect(store.getState().cursor).toBe(1);
    // The watcher pauses it: it stays paused, before the end.
    store.getState().stopPlayback();
    clock.advance(duration * 1000);
    expect(store.getState().playing).toBe(false);
    expect(store.getState().cursor).toBe(1);
  });
});

function watching() {
  const { store, clock } = tableWith({ presetId: 'square7', players: 2 });
  const sockets: FakeSocket[] = [];
  const online = createOnline(store, {
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    fetch: () => Promise.resolve({ status: 200, headers: { get: () => 'application/json' } }),
    heartbeatMs: 0,
    schedule: () => () => undefined,
    idleRoute: WATCHER_ONLY,
  });
  const watched = watchEmbedGame(store, online, { server: SERVER, game: GAME, secret: null }, readEmbedHash(''));
  const socket = async () => {
    // The server is asked first whether it answers; the socket opens after.
    while (sockets.length === 0) await Promise.resolve();
    const opened = sockets[0]!;
    opened.open();
    return opened;
  };
  return { store, clock, online, watched, socket };
}

const state = (moves: string[], status: 'live' | 'ended' = 'live'): ServerMessageOf<'state'> => ({
  type: 'state',
  game: GAME,
  seat: null,
  record: {
    format: 'momentum/1',
    lattice: 'square',
    layout: EMPTY7,
    players: 2,
    marbles: 8,
    pie: true,
    roundLimit: 30,
    toMove: 1,
    moves,
  },
  seq: moves.length,
  status,
  result: null,
  toMove: moves.length % 2 === 0 ? 1 : 2,
  clock: { control: { kind: 'correspondence', days: 1 }, view: { remaining: [], deadline: null } },
  seats: [
    { seat: 1, name: 'Ann', kind: 'human', joined: true, connected: true },
    { seat: 2, name: 'Bob', kind: 'human', joined: true, connected: true },
  ],
  watchers: 1,
  drawOffer: null,
  now: 0,
});

describe('the embed of an online game', () => {
  test('watches it: the moves so far, then each new one as it comes; a drop is refused and nothing is sent', async () => {
    const { store, clock, watched, socket } = watching();
    const live = await socket();
    expect(live.sent).toEqual([{ type: 'watch', game: GAME }]);
    live.receive(state(['d4', 'd5']));
    expect(await watched).toBeNull();
    expect(playedNames(store)).toEqual(['d4', 'd5']);
    live.receive({ type: 'moved', seq: 2, seat: 1, move: 'e4', clock: { remaining: [], deadline: null } });
    expect(playedNames(store)).toEqual(['d4', 'd5', 'e4']);
    // Played as in the app: animated on the table, from the move before.
    expect(store.getState().motion).not.toBeNull();
    clock.advance(store.getState().clock.duration * 1000);
    const refused = store.getState().playText('c4');
    expect(refused).toEqual({ ok: false, error: { code: 'online', reason: 'watcher' } });
    // Over: the table still refuses, as on an embed of a game link.
    live.receive({ type: 'end', status: 'ended', result: null, seq: 3 });
    await Promise.resolve();
    expect(store.getState().playText('c4')).toEqual({ ok: false, error: { code: 'online', reason: 'watcher' } });
    expect(live.sent).toEqual([{ type: 'watch', game: GAME }]);
  });

  test('an id no game has is refused with its code', async () => {
    const { watched, socket } = watching();
    (await socket()).receive({ type: 'error', code: 'no-such-game' });
    const refusal = await watched;
    expect(refusal).toEqual({ code: 'online-refused', refusal: 'no-such-game' });
    expect(english.words(embedRefusalWords(refusal!))).toBe(
      'This game cannot be watched (no-such-game). There is no online game at this link.',
    );
  });
});
