import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/server/storage/migrations';
import { SqliteStorage, migrate } from '../../src/server/storage/sqlite';
import type { NewGame } from '../../src/server/storage/storage';

let dir: string;
let open: SqliteStorage[];

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

/** The schema's newest version: a step added in a test comes after it. */
const NEWEST = MIGRATIONS.at(-1)!.version;

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
    expect(again.schemaVersion()).toBe(NEWEST);
    expect((await again.loadGame('g1'))?.game.id).toBe('g1');
    await again.close();
    open = [];
    const next = [...MIGRATIONS, { version: NEWEST + 1, sql: 'ALTER TABLE games ADD COLUMN note TEXT' }];
    const upgraded = storageAt(file, next);
    expect(upgraded.schemaVersion()).toBe(NEWEST + 1);
    expect((await upgraded.loadGame('g1'))?.seats).toHaveLength(2);
  });

  it('leaves a database as it was when a migration step fails', () => {
    const db = new Database(':memory:');
    migrate(db);
    const broken = [
      ...MIGRATIONS,
      { version: NEWEST + 1, sql: 'CREATE TABLE extra (x INTEGER); SELECT * FROM nowhere' },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toBeUndefined();
    expect(db.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: NEWEST });
    db.close();
  });

  it('gives back a game, its seats and its moves as they were stored', async () => {
    const s = storageAt();
    await s.createGame(newGame('g1', 1000));
    await s.takeSeat('g1', 2, 1500, 'Bob');
    await s.takeSeat('g1', 2, 1700, null);
    await s.startGame('g1', 2000);
    expect(await s.appendMove('g1', { seq: 0, move: 'b2', committedAt: 2500, clock: [179500, 180000] })).toBe(true);
    const end = { status: 'won' as const, winners: [1], reason: 'resigned' as const, loser: 2 };
    expect(await s.appendMove('g1', { seq: 1, move: 'swap', committedAt: 3000, clock: [1, 2] })).toBe(true);
    await s.endGame('g1', { status: 'ended', result: end, at: 4000 });
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
    const s = storageAt();
    await s.createGame(newGame('g1', 1000));
    expect(await s.appendMove('g1', { seq: 0, move: 'a1', committedAt: 1, clock: [] })).toBe(true);
    const ending = { status: 'ended' as const, result: null, at: 5 };
    expect(await s.appendMove('g1', { seq: 0, move: 'c3', committedAt: 2, clock: [] }, ending)).toBe(false);
    const loaded = await s.loadGame('g1');
    expect(loaded?.moves.map((m) => m.move)).toEqual(['a1']);
    expect(loaded?.game.status).toBe('open');
  });

  it('commits a move and the end it brings together', async () => {
    const s = storageAt();
    await s.createGame(newGame('g1', 1000));
    const result = { status: 'won' as const, winners: [1], reason: 'all-on-board' as const };
    await s.appendMove('g1', { seq: 0, move: 'a1', committedAt: 1, clock: [] }, { status: 'ended', result, at: 1 });
    expect((await s.loadGame('g1'))?.game).toMatchObject({ status: 'ended', result, endedAt: 1 });
  });

  it('lists public games of the asked statuses, oldest first, with seats taken and moves', async () => {
    const s = storageAt();
    await s.createGame(newGame('late', 3000));
    await s.createGame(newGame('early', 1000));
    await s.createGame(newGame('private', 500, false));
    await s.createGame(newGame('done', 200));
    await s.endGame('done', { status: 'aborted', result: null, at: 300 });
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
});
