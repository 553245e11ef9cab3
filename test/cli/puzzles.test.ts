import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { galleryStart } from '../../src/cli/presetOptions';
import { writeRecord } from '../../src/engine/record';
import { computerGames } from '../../src/puzzles/computerGames';
import { type GeneratedPuzzle, parsePuzzle } from '../../src/puzzles/puzzle';
import { openPostgres } from '../../src/server/storage/postgres';
import { openSqlite } from '../../src/server/storage/sqlite';
import type { GameStorage } from '../../src/server/storage/storage';
import { expectReproved } from '../puzzles/reprove';
import { startPostgres } from '../server/postgres';
import { cli } from './run';

const folders: string[] = [];

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Stores a record's game as the server does: its setup without moves, then each move in turn, the last ending it when `end` is given. */
async function storeGame(storage: GameStorage, id: string, record: string, end?: 'ended' | 'aborted'): Promise<void> {
  const { moves, ...setup } = JSON.parse(record) as { moves: string[] };
  const game = { id, setup: JSON.stringify(setup), timeControl: { kind: 'none' }, public: true, createdAt: 1 } as const;
  await storage.createGame({ game, seats: [] });
  await storage.startGame(id, 2);
  for (const [seq, move] of moves.entries()) {
    const last = seq === moves.length - 1 && end !== undefined;
    const ending = last ? { status: end, result: null, at: 3 + seq } : undefined;
    await storage.appendMove(id, { seq, move, committedAt: 3 + seq, clock: [] }, ending);
  }
}

describe('momentum puzzles', () => {
  it('generates from self-play, reports its figures, and exports the canonical lines', async () => {
    const run = await cli(['puzzles', 'generate', '--selfplay', '6', '--seed', '1', '--board', 'hex4']);
    expect(run.status).toBe(0);
    expect(run.err.join('\n')).toMatch(
      /^games read 6, candidates tried \d+, proved \d+, kept 3, unsettled 0; [\d.]+ CPU minutes, [\d.]+ kept per CPU minute$/,
    );
    expect(run.out).toHaveLength(3);
    const exported = await cli(['puzzles', 'export', '--json', '-'], run.out.join('\n') + '\n');
    expect(exported.status).toBe(0);
    expect(exported.out).toHaveLength(3);
    for (const [i, line] of exported.out.entries()) {
      const puzzle = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(puzzle)).toEqual(['id', 'record', 'solution', 'winIn', 'themes', 'rating']);
      expect(puzzle.id).toBe((JSON.parse(run.out[i]!) as { id: string }).id);
    }
  });

  it('cuts from games medium plays against itself, the same puzzles for the same seed, each noting who played', async () => {
    const args = ['puzzles', 'generate', '--selfplay', '1', '--seed', '4', '--board', 'hex4', '--player', 'medium'];
    const run = await cli(args);
    expect(run.status).toBe(0);
    expect(run.err[0]).toMatch(/^games read 1, candidates tried \d+, proved \d+, kept 1, /);
    const { source } = JSON.parse(run.out[0]!) as GeneratedPuzzle;
    expect(source).toMatchObject({ board: 'hex4', game: 1, player: 'medium' });
    const puzzle = parsePuzzle(run.out[0]!);
    if (!puzzle.ok) throw new Error(JSON.stringify(puzzle.error));
    expectReproved(puzzle.value);
    expect((await cli(args)).out).toEqual(run.out);
  });

  it('reads games from a file of records', async () => {
    const games = await cli(['selfplay', '--board', 'hex4', '--games', '3', '--seed', '2']);
    const run = await cli(['puzzles', 'generate', '-', '--win-in', '2'], games.out.join('\n'));
    expect(run.status).toBe(0);
    expect(run.err[0]).toMatch(/^games read 3, /);
  });

  it("reads the game server's finished games from its database, and those alone", async () => {
    // The computer's games, as --selfplay plays them: its slips leave puzzles behind.
    const { start } = galleryStart((name) => (name === 'board' ? 'hex4' : undefined));
    const records = [...computerGames(start, 4, 1, 'easy')].map((r) => writeRecord(r.record));
    const dir = mkdtempSync(join(tmpdir(), 'momentum-puzzles-'));
    folders.push(dir);
    const storage = await openSqlite(join(dir, 'momentum.db'));
    // Three finished, one still being played (all its moves but the last) and one aborted.
    await storeGame(storage, 'g1', records[0]!, 'ended');
    await storeGame(storage, 'g2', records[1]!, 'ended');
    await storeGame(storage, 'g3', records[2]!, 'ended');
    const { moves, ...rest } = JSON.parse(records[3]!) as { moves: string[] };
    await storeGame(storage, 'g4', JSON.stringify({ ...rest, moves: moves.slice(0, -1) }));
    await storeGame(storage, 'g5', JSON.stringify({ ...rest, moves: [] }));
    await storage.endGame('g5', { status: 'aborted', result: null, at: 9 }, 0);

    // Read while the server's connection still holds the database.
    const run = await cli(['puzzles', 'generate', '--server', '--data', dir]);
    await storage.close();
    expect(run.status).toBe(0);
    expect(run.err[0]).toMatch(/^games read 3, /);
    // The same puzzles and figures as from a file of the finished games' records.
    const file = await cli(['puzzles', 'generate', '-'], records.slice(0, 3).join('\n'));
    expect(run.out).toEqual(file.out);
    expect(run.out.length).toBeGreaterThan(0);
    expect(run.err[0]!.split(';')[0]).toBe(file.err[0]!.split(';')[0]);
  });

  it("reads them from the server's PostgreSQL database too", async () => {
    const postgres = await startPostgres();
    try {
      const url = await postgres.freshDatabase();
      const storage = await openPostgres(url);
      await storeGame(storage, 'g1', (await cli(['selfplay', '--board', 'hex4', '--seed', '3'])).out[0]!, 'ended');
      await storage.close();
      const run = await cli(['puzzles', 'generate', '--server', '--database', url]);
      expect(run.status).toBe(0);
      expect(run.err[0]).toMatch(/^games read 1, /);
    } finally {
      await postgres.stop();
    }
  }, 60_000);

  it.each([
    [['puzzles'], 'give an action, generate or export, not ""'],
    [['puzzles', 'solve'], 'not "solve"'],
    [['puzzles', 'generate'], 'give one source of games: a FILE of records, --selfplay N or --server'],
    [['puzzles', 'generate', 'games.jsonl', '--selfplay', '3'], 'give one source of games'],
    [['puzzles', 'generate', 'games.jsonl', '--server'], 'give one source of games'],
    [['puzzles', 'generate', '--selfplay', '3', '--data', 'data'], 'add --server to read its games'],
    [['puzzles', 'generate', '--server', '--database', 'mysql://db/x'], '--database must be a postgres://'],
    [['puzzles', 'generate', '--server', '--data', join(tmpdir(), 'momentum-none')], 'no database at '],
    [
      ['puzzles', 'generate', '--server', '--database', 'postgres://momentum@127.0.0.1:1/games'],
      'cannot open the database postgres://momentum@127.0.0.1:1/games (ECONNREFUSED)',
    ],
    [['puzzles', 'generate', '--selfplay', '3', '--board', 'square8'], 'unknown board "square8"'],
    [['puzzles', 'generate', '--selfplay', '3', '--player', 'master'], '--player must be one of'],
    [['puzzles', 'export', '-'], 'add --json'],
  ])('refuses %j with status 2', async (args, message) => {
    const run = await cli(args);
    expect(run.status).toBe(2);
    expect(run.err.join('\n')).toContain(message);
  });

  it('names the line of input that is no record or no puzzle', async () => {
    const games = await cli(['puzzles', 'generate', '-'], '\n{"format": "momentum/2"}\n');
    expect(games.status).toBe(2);
    expect(games.err[0]).toContain('line 2: ');
    const puzzles = await cli(['puzzles', 'export', '--json', '-'], '{"id": "x", "solution": []}');
    expect(puzzles.err[0]).toContain("line 1: the puzzle's solution is missing or of the wrong kind");
  });
});
