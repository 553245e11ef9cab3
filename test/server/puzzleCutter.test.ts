import { describe, expect, it, vi } from 'vitest';
import { type GameRecord, parseRecord, replayRecord, writeRecord } from '../../src/engine/record';
import { GENERATE_DEFAULTS, noFigures } from '../../src/puzzles/generate';
import type { Puzzle } from '../../src/puzzles/puzzle';
import { cutGame } from '../../src/puzzles/cut';
import { MAX_WAITING, PuzzleCutter } from '../../src/server/puzzles/cutter';
import { readPuzzleFile } from '../../src/server/puzzles/set';
import type { FoundPuzzle } from '../../src/server/storage/storage';
import type { WorkerHost } from '../../src/workers/host';
import type { AnswerOf, WorkerJob } from '../../src/workers/jobs';
import { servedForFile } from './served';

/** A clock a second further at each reading: a game's sixty moves in a row never look like a flood of messages. */
let seconds = 1_000_000;
const served = servedForFile('puzzle-cutting', { cutPuzzles: true, now: () => (seconds += 1_000) });

const SHIPPED = readPuzzleFile('src/puzzles/set.jsonl');
/** A win in 2 on square7: the game it came from is its record played on along its solution. */
const PUZZLE = SHIPPED.find((p) => p.id === 'f2e32e76e4c4abd5')!;

function playedOut(puzzle: Puzzle): GameRecord {
  const written = JSON.parse(writeRecord(puzzle.record)) as object;
  const record = parseRecord({ ...written, moves: [...puzzle.record.moves, ...puzzle.solution] });
  if (!record.ok) throw new Error(record.error.code);
  return record.value;
}

function recorder() {
  const stored: FoundPuzzle[] = [];
  const offered: Puzzle[] = [];
  const failures: string[] = [];
  const storage = { addPuzzles: (found: readonly FoundPuzzle[]) => Promise.resolve(void stored.push(...found)) };
  return { stored, offered, failures, storage };
}

/** A host on the test's own thread; `broken` hosts fail every job as a stopped thread does. */
function inlineHost(jobs: WorkerJob[], broken = false): WorkerHost {
  return {
    run: <J extends WorkerJob>(job: J) => {
      jobs.push(job);
      if (broken) return Promise.reject(new Error('a worker thread stopped (exit 1)'));
      if (job.kind !== 'cutPuzzles') throw new Error(job.kind);
      return Promise.resolve(cutGame(job.task) as AnswerOf<J>);
    },
    terminate: () => undefined,
  };
}

describe('the puzzle cutter', () => {
  it("cuts a finished game's puzzles on a worker thread, stores them with the game and offers them", async () => {
    const r = recorder();
    const cutter = new PuzzleCutter({ storage: r.storage, now: () => 42, found: (p) => r.offered.push(...p) });
    try {
      cutter.cut('game-1', playedOut(PUZZLE));
      await cutter.settled();
    } finally {
      await cutter.close();
    }
    expect(r.offered.map((p) => p.id)).toContain(PUZZLE.id);
    const stored = r.stored.find((f) => f.id === PUZZLE.id)!;
    expect(stored).toMatchObject({ gameId: 'game-1', at: 42 });
    expect(JSON.parse(stored.line)).toMatchObject({ id: PUZZLE.id, solution: PUZZLE.solution, winIn: PUZZLE.winIn });
    expect(r.stored).toHaveLength(r.offered.length);
    expect(cutter.figures).toMatchObject({ games: 1, kept: r.stored.length });
    expect(cutter.figures.candidates).toBeGreaterThanOrEqual(cutter.figures.proved);
  });

  it('starts a new worker after one failed, and goes on with the next game', async () => {
    const r = recorder();
    const jobs: WorkerJob[] = [];
    let hosts = 0;
    const cutter = new PuzzleCutter({
      storage: r.storage,
      now: () => 0,
      found: (p) => r.offered.push(...p),
      failed: (_e, game) => r.failures.push(game),
      host: () => inlineHost(jobs, hosts++ === 0),
    });
    cutter.cut('lost', playedOut(PUZZLE));
    cutter.cut('kept', playedOut(PUZZLE));
    await cutter.settled();
    expect(r.failures).toEqual(['lost']);
    expect(hosts).toBe(2);
    expect(new Set(r.stored.map((f) => f.gameId))).toEqual(new Set(['kept']));
    expect(jobs.map((j) => j.kind)).toEqual(['cutPuzzles', 'cutPuzzles']);
    expect(jobs[0]).toMatchObject({ task: { options: GENERATE_DEFAULTS } });
  });

  it('keeps at most MAX_WAITING games waiting, dropping the oldest, and cuts nothing after closing', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const records: string[] = [];
    const host: WorkerHost = {
      run: async <J extends WorkerJob>(job: J) => {
        if (job.kind === 'cutPuzzles') records.push(job.task.record);
        await gate;
        return { puzzles: [], figures: { ...noFigures(), games: 1 } } as AnswerOf<J>;
      },
      terminate: () => undefined,
    };
    const r = recorder();
    const cutter = new PuzzleCutter({ storage: r.storage, now: () => 0, found: () => undefined, host: () => host });
    const base = playedOut(PUZZLE);
    // Each game's record says which game it was.
    const game = (n: number): GameRecord => ({ ...base, meta: { n } });
    for (let n = 0; n < MAX_WAITING + 2; n++) cutter.cut(`g${n}`, game(n));
    release();
    await cutter.settled();
    // The first was being cut; of the rest, the oldest waiting (g1) made way for the last.
    const games = records.map((text) => (JSON.parse(text) as { meta: { n: number } }).meta.n);
    expect(games).toEqual([0, ...Array.from({ length: MAX_WAITING }, (_, i) => i + 2)]);
    expect(cutter.figures.games).toBe(MAX_WAITING + 1);
    await cutter.close();
    cutter.cut('late', game(0));
    await cutter.settled();
    expect(records).toHaveLength(MAX_WAITING + 1);
  });
});

describe('a server that cuts puzzles', () => {
  it('offers the puzzles of a game played to its end on it, and stores them with the game', async () => {
    const game = playedOut(PUZZLE);
    const next = () => fetch(`${served.url}/api/puzzles/next`);
    expect((await next()).status).toBe(404);
    const setup = JSON.parse(writeRecord({ ...game, moves: [] })) as Record<string, unknown>;
    delete setup['format'];
    const opened = await fetch(`${served.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: { record: setup }, clock: { kind: 'none' } }),
    });
    expect(opened.status).toBe(201);
    const { id, seats } = (await opened.json()) as { id: string; seats: { secret: string }[] };
    const players = [];
    for (const seat of seats) {
      const c = await served.client();
      c.send({ type: 'join', game: id, secret: seat.secret, name: 'Ann' });
      await c.next('state');
      players.push(c);
    }
    const replay = replayRecord(game);
    if (!replay.ok) throw new Error(replay.error.code);
    for (const [seq, ply] of replay.value.plies.entries()) {
      const mover = players[ply.player - 1]!;
      mover.send({ type: 'move', seq, move: game.moves[seq] });
      await mover.next(seq === game.moves.length - 1 ? 'end' : 'ack');
    }
    // Cut in the background: the game's end was told before its puzzles were proved.
    await vi.waitFor(async () => expect(await served.storage.foundPuzzles()).not.toEqual([]), {
      timeout: 30_000,
      interval: 50,
    });
    const found = (await served.storage.foundPuzzles()).map((line) => (JSON.parse(line) as { id: string }).id);
    expect(found).toContain(PUZZLE.id);
    const offered = await next();
    expect(offered.status).toBe(200);
    expect(found).toContain(((await offered.json()) as { puzzle: { id: string } }).puzzle.id);
  });
});
