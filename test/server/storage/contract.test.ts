import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, type Migration, SchemaMismatch } from '../../../src/server/storage/migrations';
import type { Access } from '../../../src/server/storage/sqlStorage';
import { openPostgres } from '../../../src/server/storage/postgres';
import { openSqlite } from '../../../src/server/storage/sqlite';
import { DELETED_NAME } from '../../../src/online/name';
import type { GameStorage, NewGame } from '../../../src/server/storage/storage';
import type { OnlineResult } from '../../../src/server/result';
import { replayRatings, standingKey } from '../../../src/server/ratings/replay';
import { newSkill, rateGame } from '../../../src/server/ratings/skill';
import { newSolverSkill, puzzleSkill, rateTry } from '../../../src/puzzles/rating';
import { type TestPostgres, startPostgres } from '../postgres';

let dir: string;
let open: GameStorage[];
let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  await postgres.stop();
}, 60_000);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'momentum-storage-'));
  open = [];
});

afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * One database of each kind, driven alike: `place` makes an empty one (a file, a database on the
 * test's PostgreSQL), `open` opens the storage on it, `query` reads it behind the storage's back.
 */
interface Adapter {
  place(): Promise<string>;
  open(place: string, migrations?: readonly Migration[], access?: Access): Promise<GameStorage>;
  query(place: string, text: string): Promise<unknown[]>;
  /** A copy of the database that the storage code before the shared query layer made (fixtures beside this file). */
  previous(): Promise<string>;
  /** What the schema's tables, columns, indexes and constraints are: equal for equal schemas. */
  schema: string;
}

const fixture = (name: string) => join(import.meta.dirname, name);

let files = 0;

const SQLITE: Adapter = {
  place: async () => join(dir, 'data', `${++files}.db`),
  open: (file, migrations, access) => openSqlite(file, migrations, access),
  query: async (file, text) => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare(text).all();
    } finally {
      db.close();
    }
  },
  previous: async () => {
    const file = join(dir, `${++files}.db`);
    copyFileSync(fixture('previous.db'), file);
    return file;
  },
  // SQLite keeps each table's text as written, and ALTER TABLE adds to it: the text is the schema.
  schema: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
};

const POSTGRES: Adapter = {
  place: () => postgres.freshDatabase(),
  open: (url, migrations, access) => openPostgres(url, migrations, access),
  query: async (url, text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  },
  previous: async () => {
    const url = await postgres.freshDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(readFileSync(fixture('previous-postgres.sql'), 'utf8'));
    await client.end();
    return url;
  },
  schema: `SELECT table_name AS name, column_name AS part, data_type || ' ' || is_nullable || ' ' || COALESCE(column_default, '') AS def
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint
      WHERE connamespace = 'public'::regnamespace
    ORDER BY 1, 2, 3`,
};

const ADAPTERS: [string, Adapter][] = [
  ['SQLite', SQLITE],
  ['PostgreSQL', POSTGRES],
];

/** The storage on `place` (a new database when none is given), closed after the test. */
async function opened(
  adapter: Adapter,
  place?: string,
  migrations?: readonly Migration[],
  access?: Access,
): Promise<GameStorage> {
  const s = await adapter.open(place ?? (await adapter.place()), migrations, access);
  open.push(s);
  return s;
}

async function versions(adapter: Adapter, place: string): Promise<number[]> {
  const rows = (await adapter.query(place, 'SELECT version FROM schema_version ORDER BY version')) as {
    version: number;
  }[];
  return rows.map((r) => r.version);
}

const LATEST = MIGRATIONS.at(-1)!.version;

const SETUP = '{"format":"momentum/1","lattice":"square","layout":["...","...","..."],"players":2,"marbles":2}';

function newGame(id: string, createdAt: number, isPublic = true): NewGame {
  return {
    game: {
      id,
      setup: SETUP,
      timeControl: { kind: 'realtime', minutes: 3, increment: 2 },
      public: isPublic,
      createdAt,
    },
    seats: [
      { seat: 1, secretHash: 'a'.repeat(64), name: 'Ann', kind: 'human', joinedAt: null },
      { seat: 2, secretHash: 'b'.repeat(64), name: null, kind: 'computer', joinedAt: null },
    ],
  };
}

/** Accounts named after each id (`acc-ann` is Ann). */
async function accounts(s: GameStorage, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const name = id[0]!.toUpperCase() + id.slice(1);
    await s.createAccount({ id: `acc-${id}`, name, nameKey: id, passwordHash: 'scrypt$x', createdAt: 1 });
  }
}

/** A rated game with a clock whose seats are taken by these accounts, in seat order. */
function ratedGame(id: string, players: readonly string[]): NewGame {
  const setup = JSON.parse(SETUP) as Record<string, unknown>;
  return {
    game: {
      id,
      setup: JSON.stringify({ ...setup, players: players.length, ...(players.length === 4 ? { teams: true } : {}) }),
      timeControl: { kind: 'realtime', minutes: 3, increment: 2 },
      public: false,
      rated: true,
      createdAt: 1000,
    },
    seats: players.map((p, i) => ({
      seat: i + 1,
      secretHash: String(i).repeat(64),
      name: p,
      kind: 'human',
      joinedAt: 1000,
      accountId: `acc-${p}`,
    })),
  };
}

function won(winners: number[], at: number) {
  return { status: 'ended', result: { status: 'won', winners, reason: 'all-on-board' }, at } as const;
}

describe.each(ADAPTERS)('%s storage', (_name, adapter) => {
  const open = () => opened(adapter);
  it('gives back a game, its seats and its moves as they were stored', async () => {
    const s = await open();
    await s.createGame(newGame('g1', 1000));
    await s.takeSeat('g1', 2, 1500, 'Bob');
    await s.takeSeat('g1', 2, 1700, null);
    await s.startGame('g1', 2000);
    expect(await s.appendMove('g1', { seq: 0, move: 'b2', committedAt: 2500, clock: [179500, 180000] })).toBe(true);
    const end = { status: 'won' as const, winners: [1], reason: 'resigned' as const, loser: 2 };
    expect(await s.appendMove('g1', { seq: 1, move: 'swap', committedAt: 3000, clock: [1, 2] })).toBe(true);
    expect(await s.endGame('g1', { status: 'ended', result: end, at: 4000 }, 2)).toBe(true);
    const loaded = await s.loadGame('g1');
    expect(loaded).toEqual({
      game: {
        id: 'g1',
        setup: SETUP,
        timeControl: { kind: 'realtime', minutes: 3, increment: 2 },
        public: true,
        rated: false,
        status: 'ended',
        result: end,
        createdAt: 1000,
        startedAt: 2000,
        endedAt: 4000,
        rematchId: null,
      },
      seats: [
        { seat: 1, secretHash: 'a'.repeat(64), name: 'Ann', kind: 'human', joinedAt: null, accountId: null },
        { seat: 2, secretHash: 'b'.repeat(64), name: 'Bob', kind: 'computer', joinedAt: 1500, accountId: null },
      ],
      moves: [
        { seq: 0, move: 'b2', committedAt: 2500, clock: [179500, 180000] },
        { seq: 1, move: 'swap', committedAt: 3000, clock: [1, 2] },
      ],
    });
    expect(await s.loadGame('nothing')).toBeNull();
  });

  it('refuses a second move for the same turn and keeps the first', async () => {
    const s = await open();
    await s.createGame(newGame('g1', 1000));
    expect(await s.appendMove('g1', { seq: 0, move: 'a1', committedAt: 1, clock: [] })).toBe(true);
    const ending = { status: 'ended' as const, result: null, at: 5 };
    expect(await s.appendMove('g1', { seq: 0, move: 'c3', committedAt: 2, clock: [] }, ending)).toBe(false);
    const loaded = await s.loadGame('g1');
    expect(loaded?.moves.map((m) => m.move)).toEqual(['a1']);
    expect(loaded?.game.status).toBe('open');
  });

  it('commits a move and the end it brings together', async () => {
    const s = await open();
    await s.createGame(newGame('g1', 1000));
    const result = { status: 'won' as const, winners: [1], reason: 'all-on-board' as const };
    await s.appendMove('g1', { seq: 0, move: 'a1', committedAt: 1, clock: [] }, { status: 'ended', result, at: 1 });
    expect((await s.loadGame('g1'))?.game).toMatchObject({ status: 'ended', result, endedAt: 1 });
  });

  it('ends a game once: only while it goes on and holds the moves its ender saw', async () => {
    const s = await open();
    await s.createGame(newGame('g1', 1000));
    await s.startGame('g1', 1100);
    await s.appendMove('g1', { seq: 0, move: 'a1', committedAt: 1200, clock: [] });
    const flag = {
      status: 'ended' as const,
      result: { status: 'won' as const, winners: [2], reason: 'timeout' as const, loser: 1 },
      at: 1300,
    };
    // An instance that had not heard of move 0 sees the wrong clock run out: nothing changes.
    expect(await s.endGame('g1', flag, 0)).toBe(false);
    expect((await s.loadGame('g1'))?.game.status).toBe('live');
    expect(await s.endGame('g1', flag, 1)).toBe(true);
    // The second instance to see the same clock run out ends nothing, and no move follows the end.
    expect(await s.endGame('g1', { status: 'aborted', result: null, at: 1400 }, 1)).toBe(false);
    expect(await s.appendMove('g1', { seq: 1, move: 'b2', committedAt: 1500, clock: [] })).toBe(false);
    const loaded = await s.loadGame('g1');
    expect(loaded?.game).toMatchObject({ status: 'ended', result: flag.result, endedAt: 1300 });
    expect(loaded?.moves.map((m) => m.move)).toEqual(['a1']);
  });

  it('lists public games of the asked statuses, oldest first, with seats taken and moves', async () => {
    const s = await open();
    await s.createGame(newGame('late', 3000));
    await s.createGame(newGame('early', 1000));
    await s.createGame(newGame('private', 500, false));
    await s.createGame(newGame('done', 200));
    await s.endGame('done', { status: 'aborted', result: null, at: 300 }, 0);
    await s.takeSeat('late', 1, 3100, null);
    await s.appendMove('late', { seq: 0, move: 'a1', committedAt: 3200, clock: [] });
    const list = await s.listPublic(['open', 'live'], 10);
    expect(list.map((g) => [g.game.id, g.joined, g.seats, g.moves])).toEqual([
      ['early', 0, 2, 0],
      ['late', 1, 2, 1],
    ]);
    // Each game's seats as they stand, read with the list.
    expect(list.map((g) => g.seatList)).toEqual([
      [
        { seat: 1, name: 'Ann', taken: false, kind: 'human' },
        { seat: 2, name: null, taken: false, kind: 'computer' },
      ],
      [
        { seat: 1, name: 'Ann', taken: true, kind: 'human' },
        { seat: 2, name: null, taken: false, kind: 'computer' },
      ],
    ]);
    expect(await s.listPublic(['open'], 1)).toHaveLength(1);
    expect(await s.listPublic([], 10)).toEqual([]);
  });

  it('finds the live games that move on with nobody connected: a computer seat, a clock or no first move', async () => {
    const s = await open();
    const people = (id: string, createdAt: number, clock: NewGame['game']['timeControl']): NewGame => {
      const game = newGame(id, createdAt);
      return {
        game: { ...game.game, timeControl: clock },
        seats: [game.seats[0]!, { ...game.seats[1]!, kind: 'human' }],
      };
    };
    const none = { kind: 'none' } as const;
    await s.createGame(newGame('computer', 1000));
    await s.createGame(people('clock', 1100, { kind: 'correspondence', days: 2 }));
    await s.createGame(people('first', 1200, none));
    await s.createGame(people('moved', 1300, none));
    await s.createGame(people('waiting', 1400, none));
    await s.createGame(newGame('over', 1500));
    for (const [i, id] of ['computer', 'clock', 'first', 'moved', 'over'].entries()) await s.startGame(id, 2000 - i);
    for (const id of ['computer', 'clock', 'moved']) {
      await s.appendMove(id, { seq: 0, move: 'a1', committedAt: 2100, clock: [] });
    }
    await s.endGame('over', { status: 'aborted', result: null, at: 2200 }, 0);
    // Oldest start first; `moved` (people, no clock, a first move) and the open and ended games are not.
    expect(await s.gamesToResume(10)).toEqual(['first', 'clock', 'computer']);
    expect(await s.gamesToResume(2)).toEqual(['first', 'clock']);
  });

  it('lists the finished games with their moves, a page at a time: none still on, none aborted', async () => {
    const s = await open();
    const moves = ['a1', 'b2', 'c3'];
    for (const id of ['g3', 'g1', 'live', 'g2', 'aborted']) {
      await s.createGame(newGame(id, 1000));
      if (id === 'aborted') continue;
      for (const [seq, move] of moves.entries())
        await s.appendMove(
          id,
          { seq, move, committedAt: 1100 + seq, clock: [] },
          seq === 2 && id !== 'live' ? won([1], 1200) : undefined,
        );
    }
    await s.endGame('aborted', { status: 'aborted', result: null, at: 1300 }, 0);
    const first = await s.finishedGames(null, 2);
    expect(first).toEqual([
      { id: 'g1', setup: SETUP, moves },
      { id: 'g2', setup: SETUP, moves },
    ]);
    expect(await s.finishedGames('g2', 2)).toEqual([{ id: 'g3', setup: SETUP, moves }]);
    expect(await s.finishedGames('g3', 2)).toEqual([]);
  });

  it('opened read-only, reads what a server stored and refuses to write', async () => {
    const place = await adapter.place();
    const server = await opened(adapter, place);
    await server.createGame(newGame('g1', 1000));
    await server.appendMove('g1', { seq: 0, move: 'a1', committedAt: 1100, clock: [] }, won([1], 1100));
    const reader = await opened(adapter, place, undefined, 'read-only');
    expect(await reader.finishedGames(null, 10)).toEqual([{ id: 'g1', setup: SETUP, moves: ['a1'] }]);
    await expect(reader.createGame(newGame('g2', 2000))).rejects.toThrow();
    expect(await server.loadGame('g2')).toBeNull();
  });

  it('opened read-only, refuses a schema it would have to bring up to date, and leaves it as it was', async () => {
    const place = await adapter.place();
    await (await adapter.open(place, MIGRATIONS.slice(0, -1))).close();
    const refused = adapter.open(place, MIGRATIONS, 'read-only');
    await expect(refused).rejects.toBeInstanceOf(SchemaMismatch);
    await expect(refused).rejects.toMatchObject({ found: LATEST - 1, expected: LATEST });
    expect(await versions(adapter, place)).toEqual(MIGRATIONS.slice(0, -1).map((m) => m.version));
  });

  it('keeps the level of a computer seat and hands a seat whose player left to the computer', async () => {
    const s = await open();
    const game = newGame('g1', 1000);
    await s.createGame({ ...game, seats: [game.seats[0]!, { ...game.seats[1]!, level: 'easy', joinedAt: 1000 }] });
    expect(await s.leaveSeat('g1', 1, { order: 1, reason: 'timeout' }, 'medium')).toBe(true);
    // A second instance that saw the same clock run out hands nothing over again.
    expect(await s.leaveSeat('g1', 1, { order: 2, reason: 'resigned' }, 'hard')).toBe(false);
    expect((await s.loadGame('g1'))?.seats).toEqual([
      {
        seat: 1,
        secretHash: 'a'.repeat(64),
        name: 'Ann',
        kind: 'computer',
        joinedAt: null,
        level: 'medium',
        left: { order: 1, reason: 'timeout' },
        accountId: null,
      },
      {
        seat: 2,
        secretHash: 'b'.repeat(64),
        name: null,
        kind: 'computer',
        joinedAt: 1000,
        level: 'easy',
        accountId: null,
      },
    ]);
  });

  it("keeps a rematch's id on the game it follows, and renews only a seat its player has not joined", async () => {
    const s = await open();
    await s.createGame(newGame('first', 1000));
    await s.endGame('first', { status: 'aborted', result: null, at: 1100 }, 0);
    const next = newGame('second', 1200);
    await s.createGame({ ...next, rematchOf: 'first' });
    expect((await s.loadGame('first'))?.game.rematchId).toBe('second');
    expect((await s.loadGame('second'))?.game.rematchId).toBeNull();
    expect(await s.renewSecret('second', 1, 'c'.repeat(64))).toBe(true);
    expect((await s.loadGame('second'))?.seats[0]?.secretHash).toBe('c'.repeat(64));
    await s.takeSeat('second', 1, 1300, null);
    expect(await s.renewSecret('second', 1, 'd'.repeat(64))).toBe(false);
    // A computer's seat has no secret to renew.
    expect(await s.renewSecret('second', 2, 'd'.repeat(64))).toBe(false);
    expect((await s.loadGame('second'))?.seats.map((seat) => seat.secretHash)).toEqual([
      'c'.repeat(64),
      'b'.repeat(64),
    ]);
  });

  it('links one rematch to a game: a second, even one stored at the same moment, stores nothing', async () => {
    const s = await open();
    await s.createGame(newGame('first', 1000));
    await s.endGame('first', { status: 'aborted', result: null, at: 1100 }, 0);
    // Two instances open the rematch at once: the database keeps exactly one of the two.
    const opened = await Promise.all(
      ['second', 'other'].map((id) => s.createGame({ ...newGame(id, 1200), rematchOf: 'first' })),
    );
    expect(opened.sort()).toEqual([false, true]);
    const linked = (await s.loadGame('first'))!.game.rematchId;
    const lost = linked === 'second' ? 'other' : 'second';
    expect(linked).toEqual(expect.stringMatching(/^(second|other)$/));
    // The one that lost left neither its game nor its seats behind.
    expect(await s.loadGame(lost)).toBeNull();
    expect(await s.createGame({ ...newGame(lost, 1300), rematchOf: 'first' })).toBe(false);
    expect((await s.loadGame('first'))!.game.rematchId).toBe(linked);
    // A game that is no rematch is stored whatever games have rematches.
    expect(await s.createGame(newGame(lost, 1400))).toBe(true);
    expect((await s.loadGame(lost))!.seats).toHaveLength(2);
  });

  const ANN = { id: 'acc-ann', name: 'Ann', nameKey: 'ann', passwordHash: 'scrypt$hash-ann', createdAt: 500 };

  it('stores an account once per name key, and finds it by key and by id', async () => {
    const s = await open();
    expect(await s.createAccount(ANN)).toBe(true);
    expect(await s.createAccount({ ...ANN, id: 'acc-other', name: 'ANN' })).toBe(false);
    const stored = { id: 'acc-ann', name: 'Ann', passwordHash: 'scrypt$hash-ann', createdAt: 500 };
    expect(await s.accountByName('ann')).toEqual(stored);
    expect(await s.accountById('acc-ann')).toEqual(stored);
    expect(await s.accountByName('bob')).toBeNull();
    await s.setPassword('acc-ann', 'scrypt$new');
    expect((await s.accountById('acc-ann'))?.passwordHash).toBe('scrypt$new');
  });

  it('keeps a session while it is used, ends it when unused too long, and ends the others on demand', async () => {
    const s = await open();
    await s.createAccount(ANN);
    await s.createSession({ idHash: 'h1', accountId: 'acc-ann', at: 1000 });
    await s.createSession({ idHash: 'h2', accountId: 'acc-ann', at: 1000 });
    await s.createSession({ idHash: 'h3', accountId: 'acc-ann', at: 1000 });
    expect((await s.sessionAccount('h1', 900, 2000))?.name).toBe('Ann');
    // Seen at 2000: still fresh when sessions seen since 1500 count, h2 (last seen at 1000) is not.
    expect((await s.sessionAccount('h1', 1500, 2100))?.id).toBe('acc-ann');
    expect(await s.sessionAccount('h2', 1500, 2100)).toBeNull();
    expect(await s.sessionAccount('h2', 0, 2100)).toBeNull();
    expect(await s.sessionAccount('guessed', 0, 2100)).toBeNull();
    await s.deleteSessions('acc-ann', 'h1');
    expect(await s.sessionAccount('h3', 0, 2200)).toBeNull();
    expect(await s.sessionAccount('h1', 0, 2200)).not.toBeNull();
    await s.deleteSession('h1');
    expect(await s.sessionAccount('h1', 0, 2300)).toBeNull();
    await s.createSession({ idHash: 'h4', accountId: 'acc-ann', at: 3000 });
    await s.deleteSessions('acc-ann', null);
    expect(await s.sessionAccount('h4', 0, 3100)).toBeNull();
  });

  it("marks seats with the account that took them, claims a player key's seats, and lists the account's games", async () => {
    const s = await open();
    await s.createAccount(ANN);
    const first = newGame('g1', 1000);
    await s.createGame({
      ...first,
      seats: [{ ...first.seats[0]!, joinedAt: 1000, playerHash: 'key-1', accountId: 'acc-ann' }, first.seats[1]!],
    });
    await s.createGame(newGame('g2', 2000));
    await s.setSeatPlayer('g2', 1, { playerHash: 'key-2', accountId: null });
    const third = newGame('g3', 3000);
    await s.createGame({ ...third, seats: [{ ...third.seats[0]!, kind: 'human' }, third.seats[1]!] });
    expect(
      await s.claimSeat('g3', 1, {
        secretHash: 'c'.repeat(64),
        name: 'Ann',
        playerHash: null,
        accountId: 'acc-ann',
        at: 3100,
      }),
    ).toBe(true);
    expect((await s.loadGame('g1'))?.seats.map((seat) => seat.accountId)).toEqual(['acc-ann', null]);
    expect((await s.accountGames('acc-ann', 10)).map((g) => [g.game.id, g.seat])).toEqual([
      ['g3', 1],
      ['g1', 1],
    ]);
    // Signing in from the browser of key-2 claims its seats; a seat with an account keeps it.
    expect(await s.claimPlayerSeats('key-2', 'acc-ann')).toBe(1);
    expect(await s.claimPlayerSeats('key-2', 'acc-other')).toBe(0);
    await s.setSeatPlayer('g2', 1, { playerHash: 'key-9', accountId: 'acc-other' });
    expect((await s.loadGame('g2'))?.seats[0]?.accountId).toBe('acc-ann');
    expect((await s.accountGames('acc-ann', 2)).map((g) => g.game.id)).toEqual(['g3', 'g2']);
  });

  it("deletes an account's personal data and keeps its games under the deleted name", async () => {
    const s = await open();
    await s.createAccount(ANN);
    await s.createSession({ idHash: 'h1', accountId: 'acc-ann', at: 1000 });
    const game = newGame('g1', 1000);
    await s.createGame({
      ...game,
      seats: [{ ...game.seats[0]!, joinedAt: 1000, playerHash: 'key-1', accountId: 'acc-ann' }, game.seats[1]!],
    });
    await s.deleteAccount('acc-ann', 5000);
    expect(await s.accountById('acc-ann')).toBeNull();
    expect(await s.accountByName('ann')).toBeNull();
    expect(await s.sessionAccount('h1', 0, 5100)).toBeNull();
    expect(await s.playerGames('key-1', 10)).toEqual([]);
    const kept = await s.loadGame('g1');
    expect(kept?.seats.map((seat) => [seat.name, seat.accountId])).toEqual([
      [DELETED_NAME, 'acc-ann'],
      [null, null],
    ]);
    // The name is free again.
    expect(await s.createAccount({ ...ANN, id: 'acc-new' })).toBe(true);
  });

  it('moves the ratings of a rated game in the commit that ends it, once, and of no aborted or unrated game', async () => {
    const s = await open();
    await accounts(s, ['ann', 'bob']);
    await s.createGame(ratedGame('r1', ['ann', 'bob']));
    await s.appendMove('r1', { seq: 0, move: 'a1', committedAt: 2000, clock: [] }, won([2], 2000));
    const [winner, loser] = rateGame('2', [
      { seat: 1, place: 2, before: newSkill() },
      { seat: 2, place: 1, before: newSkill() },
    ]);
    expect(await s.accountRatings('acc-bob')).toEqual([
      { pool: '2', skill: loser, games: 1, history: [{ game: 'r1', at: 2000, skill: loser }] },
    ]);
    expect((await s.accountRatings('acc-ann'))[0]?.skill).toEqual(winner);
    // Ending it a second time (a retry) moves nothing.
    expect(await s.endGame('r1', won([2], 2500), 1)).toBe(false);
    expect((await s.accountRatings('acc-ann'))[0]?.games).toBe(1);
    await s.createGame(ratedGame('r2', ['ann', 'bob']));
    await s.endGame('r2', { status: 'aborted', result: null, at: 3000 }, 0);
    await s.createGame({ ...ratedGame('u1', ['ann', 'bob']), game: { ...ratedGame('u1', []).game, rated: false } });
    await s.endGame('u1', won([1], 3100), 0);
    expect((await s.accountRatings('acc-ann'))[0]?.games).toBe(1);
    expect(await s.accountRatings('acc-nobody')).toEqual([]);
  });

  it("ranks a pool's leaderboard by mu - 3 sigma, and replaying the stored results gives the stored ratings", async () => {
    const s = await open();
    await accounts(s, ['ann', 'bob', 'cy', 'dee']);
    const games: [string[], OnlineResult][] = [
      [['ann', 'bob'], { status: 'won', winners: [1], reason: 'all-on-board' }],
      [['bob', 'cy'], { status: 'won', winners: [1], reason: 'timeout', loser: 2 }],
      [['cy', 'ann'], { status: 'drawn', winners: [], reason: 'agreement' }],
      [['ann', 'cy'], { status: 'won', winners: [1], reason: 'resigned', loser: 2 }],
      [['ann', 'bob', 'cy', 'dee'], { status: 'won', winners: [2, 4], reason: 'all-on-board' }],
      [
        ['dee', 'cy', 'bob'],
        { status: 'won', winners: [2], reason: 'all-on-board', ranking: [[2], [3], [1]], left: [1] },
      ],
    ];
    for (const [i, [players, result]] of games.entries()) {
      await s.createGame(ratedGame(`g${i}`, players));
      await s.endGame(`g${i}`, { status: 'ended', result, at: 1000 * (i + 1) }, 0);
    }
    const board = await s.leaderboard('2', 10);
    expect(board.map((row) => row.name)).toEqual(['Ann', 'Bob', 'Cy']);
    expect(board.map((row) => row.games)).toEqual([3, 2, 3]);
    const ordinals = board.map((row) => row.skill.mu - 3 * row.skill.sigma);
    expect(ordinals).toEqual([...ordinals].sort((a, b) => b - a));
    expect((await s.leaderboard('2x2', 10)).map((row) => row.name).sort()).toEqual(['Ann', 'Bob', 'Cy', 'Dee']);
    expect(await s.leaderboard('4', 10)).toEqual([]);

    const replayed = replayRatings(await s.ratedOutcomes());
    expect(replayed.size).toBe(3 + 4 + 3);
    for (const name of ['ann', 'bob', 'cy', 'dee']) {
      for (const rating of await s.accountRatings(`acc-${name}`)) {
        expect(replayed.get(standingKey(rating.pool, `acc-${name}`))).toEqual({
          skill: rating.skill,
          games: rating.games,
        });
        expect(rating.history.at(-1)?.skill).toEqual(rating.skill);
      }
    }
    expect((await s.accountRatings('acc-dee')).map((r) => r.pool)).toEqual(['2x2', '3']);
  });

  it('keeps found puzzles once, counts the first try of a puzzle per account, and moves both skills then', async () => {
    const s = await open();
    for (const name of ['ann', 'bob'])
      await s.createAccount({ id: `acc-${name}`, name, nameKey: name, passwordHash: 'scrypt$x', createdAt: 1 });
    await s.createGame(ratedGame('found', ['ann', 'bob']));
    const found = { id: 'p1', line: '{"id":"p1"}', gameId: 'found', at: 10 };
    await s.addPuzzles([found, { ...found, id: 'p2', line: '{"id":"p2"}', at: 11 }]);
    await s.addPuzzles([{ ...found, line: '{"id":"other"}' }]);
    expect(await s.foundPuzzles()).toEqual(['{"id":"p1"}', '{"id":"p2"}']);
    expect(await s.solver('acc-ann')).toEqual({ skill: null, tried: [] });
    const start = puzzleSkill({ rating: 1700 });
    const first = await s.recordTry(
      { accountId: 'acc-ann', puzzleId: 'p1', solved: true, moves: ['a1'], at: 20 },
      start,
    );
    expect(first).toEqual({ first: true, solved: true, ...rateTry(newSolverSkill(), start, true) });
    const again = await s.recordTry(
      { accountId: 'acc-ann', puzzleId: 'p1', solved: false, moves: ['b2'], at: 30 },
      start,
    );
    expect(again).toEqual({ ...first, first: false });
    expect(await s.solver('acc-ann')).toEqual({ skill: first.solver, tried: ['p1'] });
    expect(await s.puzzleRatings()).toEqual(new Map([['p1', first.puzzle]]));
  });

  it('stores and looks up SQL-shaped text literally', async () => {
    const s = await open();
    const name = "Robert'); DROP TABLE accounts;--";
    const sly = { ...ANN, id: "x' OR '1'='1", name, nameKey: name.toLowerCase(), passwordHash: "' OR 1=1 --" };
    expect(await s.createAccount(sly)).toBe(true);
    expect(await s.accountByName("x' or '1'='1")).toBeNull();
    expect(await s.accountByName(name.toLowerCase())).toEqual({
      id: sly.id,
      name,
      passwordHash: sly.passwordHash,
      createdAt: 500,
    });
    expect(await s.sessionAccount("' OR ''='", 0, 1000)).toBeNull();
    expect(await s.accountGames("' OR ''='", 10)).toEqual([]);
    expect(await s.claimPlayerSeats("' OR ''='", sly.id)).toBe(0);
    expect(await s.createAccount(ANN)).toBe(true);
  });
});

describe.each(ADAPTERS)('%s schema', (_name, adapter) => {
  it('opens an existing database without applying a step twice, and applies a new step to it', async () => {
    const place = await adapter.place();
    const first = await adapter.open(place);
    await first.createGame(newGame('g1', 1000));
    await first.close();
    const again = await opened(adapter, place);
    expect(await versions(adapter, place)).toEqual(MIGRATIONS.map((m) => m.version));
    expect((await again.loadGame('g1'))?.game.id).toBe('g1');
    const next = [...MIGRATIONS, { version: LATEST + 1, statements: () => ['ALTER TABLE games ADD COLUMN note TEXT'] }];
    const upgraded = await opened(adapter, place, next);
    expect((await versions(adapter, place)).at(-1)).toBe(LATEST + 1);
    expect((await upgraded.loadGame('g1'))?.seats).toHaveLength(2);
  });

  it('leaves a database as it was when a migration step fails', async () => {
    const place = await adapter.place();
    const first = await opened(adapter, place);
    await first.createGame(newGame('g1', 1000));
    const broken = [
      ...MIGRATIONS,
      { version: LATEST + 1, statements: () => ['CREATE TABLE extra (x INTEGER)', 'SELECT * FROM nowhere'] },
    ];
    await expect(adapter.open(place, broken)).rejects.toThrow(/nowhere/);
    expect((await versions(adapter, place)).at(-1)).toBe(LATEST);
    await expect(adapter.query(place, 'SELECT x FROM extra')).rejects.toThrow(/extra/);
    expect((await first.loadGame('g1'))?.seats).toHaveLength(2);
  });
});

describe.each(ADAPTERS)('%s database made by the previous storage code', (_name, adapter) => {
  it('opens with its games, seats, moves, accounts, sessions and ratings, and the schema of a new one', async () => {
    const place = await adapter.previous();
    const s = await opened(adapter, place);
    const rated = await s.loadGame('rated');
    expect(rated?.game).toMatchObject({
      public: true,
      rated: true,
      status: 'ended',
      result: { status: 'won', winners: [1], reason: 'all-on-board' },
      startedAt: 1100,
      endedAt: 1300,
      rematchId: 'open',
    });
    expect(rated?.seats.map((seat) => [seat.name, seat.accountId, seat.playerHash])).toEqual([
      ['Ann', 'acc-ann', 'key-ann'],
      ['Bob', 'acc-bob', undefined],
    ]);
    expect(rated?.moves).toEqual([
      { seq: 0, move: 'b2', committedAt: 1200, clock: [179000, 180000] },
      { seq: 1, move: 'swap', committedAt: 1300, clock: [179000, 179500] },
    ]);
    expect((await s.loadGame('open'))?.seats.map((seat) => [seat.kind, seat.level, seat.left])).toEqual([
      ['computer', 'medium', { order: 1, reason: 'resigned' }],
      ['computer', 'hard', undefined],
    ]);
    expect((await s.sessionAccount('session-ann', 0, 400))?.name).toBe('Ann');
    expect((await s.leaderboard('2', 10)).map((row) => [row.name, row.games])).toEqual([
      ['Ann', 1],
      ['Bob', 1],
    ]);
    expect((await s.accountRatings('acc-bob'))[0]?.history.map((h) => h.game)).toEqual(['rated']);
    // It goes on: the game left open ends, and the stored player keys still find their games.
    await s.endGame('open', won([2], 2500), 0);
    expect(await s.playerGames('key-ann', 10)).toHaveLength(1);
    const fresh = await adapter.place();
    await opened(adapter, fresh);
    expect(await adapter.query(place, adapter.schema)).toEqual(await adapter.query(fresh, adapter.schema));
  });
});

describe('SQLite storage', () => {
  it('creates its folder and file, in WAL mode, at the newest schema version', async () => {
    const file = join(dir, 'data', 'momentum.db');
    await opened(SQLITE, file);
    expect(await versions(SQLITE, file)).toEqual(MIGRATIONS.map((m) => m.version));
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  /** A database at the schema's first `steps` steps, with these statements run on it. */
  async function olderDatabase(steps: number, statements: readonly string[]): Promise<string> {
    const file = join(dir, 'momentum.db');
    await (await openSqlite(file, MIGRATIONS.slice(0, steps))).close();
    const db = new Database(file);
    for (const statement of statements) db.exec(statement);
    db.close();
    return file;
  }

  it('brings a database of the third schema to the newest: games gain no rematch, seats no account', async () => {
    const file = await olderDatabase(3, [
      `INSERT INTO games (id, setup, time_control, public, status, created_at)
       VALUES ('g1', '${SETUP}', '{"kind":"none"}', 0, 'open', 1000)`,
      `INSERT INTO seats (game_id, seat, secret_hash, kind, player_hash) VALUES ('g1', 1, 'a', 'human', 'k')`,
    ]);
    const upgraded = await opened(SQLITE, file);
    expect(await versions(SQLITE, file)).toEqual(MIGRATIONS.map((m) => m.version));
    const game = await upgraded.loadGame('g1');
    expect(game?.game).toMatchObject({ id: 'g1', rematchId: null });
    expect(game?.seats.map((seat) => seat.accountId)).toEqual([null]);
    expect((await upgraded.playerGames('k', 10)).map((g) => g.game.id)).toEqual(['g1']);
  });

  it('brings a database of the first schema to the newest: seats gain a level and a way of leaving', async () => {
    const file = await olderDatabase(1, [
      `INSERT INTO games (id, setup, time_control, public, status, created_at)
       VALUES ('g1', '${SETUP}', '{"kind":"none"}', 0, 'open', 1000)`,
      `INSERT INTO seats (game_id, seat, secret_hash, kind) VALUES ('g1', 1, 'a', 'human'), ('g1', 2, 'b', 'human')`,
    ]);
    const upgraded = await opened(SQLITE, file);
    expect((await upgraded.loadGame('g1'))?.seats.map((seat) => [seat.level, seat.left])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    await upgraded.leaveSeat('g1', 2, { order: 1, reason: 'resigned' }, 'hard');
    expect((await upgraded.loadGame('g1'))?.seats[1]).toMatchObject({ level: 'hard', left: { reason: 'resigned' } });
  });
});

describe('PostgreSQL storage', () => {
  it('migrates once when two instances start on the same database at once', async () => {
    const place = await POSTGRES.place();
    const [a, b] = await Promise.all([opened(POSTGRES, place), opened(POSTGRES, place)]);
    expect(await versions(POSTGRES, place)).toEqual(MIGRATIONS.map((m) => m.version));
    await a.createGame(newGame('g1', 1000));
    expect((await b.loadGame('g1'))?.game.id).toBe('g1');
  });

  it('commits exactly one of two moves for the same turn sent at once', async () => {
    const url = await POSTGRES.place();
    const [a, b] = [await opened(POSTGRES, url), await opened(POSTGRES, url)];
    await a.createGame(newGame('g1', 1000));
    const results = await Promise.all([
      a.appendMove('g1', { seq: 0, move: 'a1', committedAt: 1, clock: [] }),
      b.appendMove('g1', { seq: 0, move: 'c3', committedAt: 1, clock: [] }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const kept = (await a.loadGame('g1'))?.moves.map((m) => m.move);
    expect(kept).toEqual([results[0] ? 'a1' : 'c3']);
  });
});
