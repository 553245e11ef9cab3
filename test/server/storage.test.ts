import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, POSTGRES_MIGRATIONS } from '../../src/server/storage/migrations';
import { PostgresStorage } from '../../src/server/storage/postgres';
import { SqliteStorage, migrate } from '../../src/server/storage/sqlite';
import type { GameStorage, NewGame } from '../../src/server/storage/storage';
import { type TestPostgres, startPostgres } from './postgres';

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
  for (const s of open) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

function storageAt(file = join(dir, 'data', 'momentum.db'), migrations = MIGRATIONS): SqliteStorage {
  const s = new SqliteStorage(file, migrations);
  open.push(s);
  return s;
}

/** A PostgreSQL storage on a database of its own. */
async function postgresAt(url?: string, migrations = POSTGRES_MIGRATIONS): Promise<PostgresStorage> {
  const s = await PostgresStorage.open(url ?? (await postgres.freshDatabase()), migrations);
  open.push(s);
  return s;
}

const ADAPTERS: [string, () => Promise<GameStorage>][] = [
  ['SQLite', async () => storageAt()],
  ['PostgreSQL', () => postgresAt()],
];

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

describe.each(ADAPTERS)('%s storage', (_name, open) => {
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
        status: 'ended',
        result: end,
        createdAt: 1000,
        startedAt: 2000,
        endedAt: 4000,
        rematchId: null,
      },
      seats: [
        { seat: 1, secretHash: 'a'.repeat(64), name: 'Ann', kind: 'human', joinedAt: null },
        { seat: 2, secretHash: 'b'.repeat(64), name: 'Bob', kind: 'computer', joinedAt: 1500 },
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
      },
      { seat: 2, secretHash: 'b'.repeat(64), name: null, kind: 'computer', joinedAt: 1000, level: 'easy' },
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
});

describe('SQLite storage', () => {
  it('creates its folder and file, in WAL mode, at the newest schema version', () => {
    const file = join(dir, 'data', 'momentum.db');
    const s = storageAt(file);
    expect(s.schemaVersion()).toBe(MIGRATIONS.at(-1)!.version);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('opens an existing database without applying a step twice, and applies a new step to it', async () => {
    const file = join(dir, 'momentum.db');
    const first = storageAt(file);
    await first.createGame(newGame('g1', 1000));
    await first.close();
    open = [];
    const again = storageAt(file);
    expect(again.schemaVersion()).toBe(LATEST);
    expect((await again.loadGame('g1'))?.game.id).toBe('g1');
    await again.close();
    open = [];
    const next = [...MIGRATIONS, { version: LATEST + 1, sql: 'ALTER TABLE games ADD COLUMN note TEXT' }];
    const upgraded = storageAt(file, next);
    expect(upgraded.schemaVersion()).toBe(LATEST + 1);
    expect((await upgraded.loadGame('g1'))?.seats).toHaveLength(2);
  });

  it('leaves a database as it was when a migration step fails', () => {
    const db = new Database(':memory:');
    migrate(db);
    const broken = [
      ...MIGRATIONS,
      { version: LATEST + 1, sql: 'CREATE TABLE extra (x INTEGER); SELECT * FROM nowhere' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toBeUndefined();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: LATEST });
    db.close();
  });

  it('brings a database of the third schema to the fourth: games gain a rematch, null for those stored', async () => {
    const file = join(dir, 'momentum.db');
    const old = storageAt(file, MIGRATIONS.slice(0, 3));
    await old.createGame(newGame('g1', 1000));
    await old.close();
    open = [];
    const upgraded = storageAt(file);
    expect(upgraded.schemaVersion()).toBe(4);
    expect((await upgraded.loadGame('g1'))?.game).toMatchObject({ id: 'g1', rematchId: null });
  });

  it('brings a database of the first schema to the second: seats gain a level and a way of leaving', async () => {
    const file = join(dir, 'momentum.db');
    const db = new Database(file);
    migrate(db, MIGRATIONS.slice(0, 1));
    db.exec(`INSERT INTO games (id, setup, time_control, public, status, created_at)
             VALUES ('g1', '${SETUP}', '{"kind":"none"}', 0, 'open', 1000)`);
    db.exec(
      `INSERT INTO seats (game_id, seat, secret_hash, kind) VALUES ('g1', 1, 'a', 'human'), ('g1', 2, 'b', 'human')`,
    );
    db.close();
    const upgraded = storageAt(file, MIGRATIONS.slice(0, 2));
    expect(upgraded.schemaVersion()).toBe(2);
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
    const url = await postgres.freshDatabase();
    const [a, b] = await Promise.all([postgresAt(url), postgresAt(url)]);
    expect(await a.schemaVersion()).toBe(LATEST);
    expect(await b.schemaVersion()).toBe(LATEST);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ version: number }>('SELECT version FROM schema_version ORDER BY version');
    await check.end();
    expect(rows.map((r) => r.version)).toEqual(POSTGRES_MIGRATIONS.map((m) => m.version));
  });

  it('keeps the same version numbers as the SQLite schema', () => {
    expect(POSTGRES_MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('leaves a database as it was when a migration step fails, and applies a new step later', async () => {
    const url = await postgres.freshDatabase();
    const first = await postgresAt(url);
    await first.createGame(newGame('g1', 1000));
    const broken = [
      ...POSTGRES_MIGRATIONS,
      { version: LATEST + 1, sql: 'CREATE TABLE extra (x INTEGER); SELECT * FROM nowhere' },
    ];
    await expect(PostgresStorage.open(url, broken)).rejects.toMatchObject({ code: '42P01' });
    expect(await first.schemaVersion()).toBe(LATEST);
    const next = [...POSTGRES_MIGRATIONS, { version: LATEST + 1, sql: 'CREATE TABLE extra (x INTEGER)' }];
    const upgraded = await postgresAt(url, next);
    expect(await upgraded.schemaVersion()).toBe(LATEST + 1);
    expect((await upgraded.loadGame('g1'))?.seats).toHaveLength(2);
  });

  it('commits exactly one of two moves for the same turn sent at once', async () => {
    const url = await postgres.freshDatabase();
    const [a, b] = [await postgresAt(url), await postgresAt(url)];
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
