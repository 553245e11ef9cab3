import { describe, expect, it } from 'vitest';
import { defaultRules, startGame } from '../../src/engine/game';
import { Random } from '../../src/engine/random';
import { type LabOutcome, batchSize, runLabPool } from '../../src/lab/pool';
import { type LabJob, runLabGames } from '../../src/lab/tally';
import { setupOf } from '../engine/helpers';
import { FakeWorkers, settle } from './fakeWorkers';

const SMALL = ['.....', '.C...', '.....', '...B.', '.....'];

function smallJob(seed = 7): LabJob {
  const start = startGame(setupOf(SMALL), defaultRules(2, 4));
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  return { start: start.value, player: { level: 'random' }, seed };
}

/** Runs the pool to its end, answering the batches in an order drawn from `order`. */
async function runShuffled(job: LabJob, games: number, workers: number, order: number) {
  const fakes = new FakeWorkers();
  const random = new Random(order);
  let outcome: LabOutcome | null = null;
  void runLabPool(job, { games, workers, spawn: fakes.spawn }).outcome.then((o) => (outcome = o));
  while (!outcome) {
    if (fakes.pending.length > 0) fakes.pending[random.below(fakes.pending.length)]!.answer();
    await settle();
  }
  return { outcome: outcome as LabOutcome, fakes };
}

describe('batchSize', () => {
  it('hands out up to 8 games early and single games near the end', () => {
    expect(batchSize(1000, 0, 4)).toBe(8);
    expect(batchSize(1000, 990, 4)).toBe(1);
    expect(batchSize(20, 0, 2)).toBe(2);
    expect(batchSize(3, 2, 8)).toBe(1);
  });
});

describe('runLabPool', () => {
  it('gives the tally of playing every game in one go, for 1, 2 or 3 workers and any order of answers', async () => {
    const job = smallJob();
    const whole = runLabGames(job, 0, 30);
    for (const [workers, order] of [
      [1, 1],
      [2, 2],
      [3, 3],
      [3, 4],
    ] as const) {
      const { outcome, fakes } = await runShuffled(job, 30, workers, order);
      expect(outcome).toEqual({ tally: whole, stopped: false });
      expect(fakes.spawned).toBe(workers);
      // Every game was played once, and every worker was ended once.
      const played = fakes.batches.flatMap((b) => Array.from({ length: b.to - b.from }, (_, k) => b.from + k));
      expect(played.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
      expect(fakes.terminated.sort()).toEqual(Array.from({ length: workers }, (_, i) => i));
    }
  });

  it('starts no more workers than there are games, and reports the tally after every batch', async () => {
    const fakes = new FakeWorkers(true);
    const seen: number[] = [];
    const run = runLabPool(smallJob(), {
      games: 2,
      workers: 4,
      spawn: fakes.spawn,
      onProgress: (t) => seen.push(t.games),
    });
    const { tally } = await run.outcome;
    expect(fakes.spawned).toBe(2);
    expect(tally.games).toBe(2);
    expect(seen).toEqual([1, 2]);
  });

  it('ends a worker as soon as no batch is left for it', async () => {
    const fakes = new FakeWorkers();
    void runLabPool(smallJob(), { games: 3, workers: 2, spawn: fakes.spawn });
    // Two workers, three games: the first to answer takes the last game, the other is ended.
    fakes.pending.find((b) => b.worker === 0)!.answer();
    await settle();
    fakes.pending.find((b) => b.worker === 1)!.answer();
    await settle();
    expect(fakes.terminated).toEqual([1]);
    expect(fakes.pending.map((b) => [b.worker, b.from])).toEqual([[0, 2]]);
  });

  it('stops at once: workers ended, the finished games kept, later answers ignored', async () => {
    const fakes = new FakeWorkers();
    const seen: number[] = [];
    const run = runLabPool(smallJob(), {
      games: 40,
      workers: 2,
      spawn: fakes.spawn,
      onProgress: (t) => seen.push(t.games),
    });
    const first = fakes.pending[0]!;
    first.answer();
    await settle();
    run.stop();
    const late = fakes.pending.find((b) => b.worker === 1)!;
    late.answer();
    await settle();
    const outcome = await run.outcome;
    expect(outcome.stopped).toBe(true);
    expect(outcome.tally).toEqual(runLabGames(smallJob(), first.from, first.to));
    expect(seen).toEqual([first.to - first.from]);
    expect(fakes.terminated.sort()).toEqual([0, 1]);
  });

  it('fails when a worker fails, ending the others', async () => {
    const fakes = new FakeWorkers();
    const run = runLabPool(smallJob(), { games: 10, workers: 2, spawn: fakes.spawn });
    fakes.pending[0]!.fail(new Error('out of memory'));
    await expect(run.outcome).rejects.toThrow('out of memory');
    expect(fakes.terminated.sort()).toEqual([0, 1]);
  });
});
