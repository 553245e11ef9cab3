import { describe, expect, it } from 'vitest';
import { type PositionAnalysis, createAnalyst } from '../../src/ai/analyst';
import { createThinker, defaultWorkers } from '../../src/ai/client';
import { lineSearcher } from '../../src/ai/lineSearch';
import { reviewGame, reviewTasks } from '../../src/ai/review';
import { thinkingSession } from '../../src/ai/think';
import { loadRecord } from '../../src/engine/record';
import type { WorkerHost } from '../../src/workers/host';
import { jobRunner } from '../../src/workers/jobs';
import { recordText } from '../engine/helpers';

const recordOf = (moves: string[], extra: Record<string, unknown> = {}): string => recordText('hex4', moves, extra);

/** A clock that moves on a few milliseconds each time it is read, so timed searches end quickly. */
function fastClock(): () => number {
  let t = 0;
  return () => (t += 4);
}

/**
 * Worker hosts that run in this thread; `terminated` counts the ones ended, `shared` the parts
 * of searches on a shared tree they ran (one after another here, as threads may too).
 */
function fakeWorkers() {
  const made = { spawned: 0, terminated: 0, shared: 0 };
  const spawn = (): WorkerHost => {
    made.spawned++;
    const run = jobRunner(fastClock());
    let alive = true;
    return {
      run: async (job) => {
        await Promise.resolve();
        if (!alive) return new Promise<never>(() => undefined);
        if (job.kind === 'searchShared') made.shared++;
        return run(job);
      },
      terminate: () => {
        alive = false;
        made.terminated++;
      },
    };
  };
  return { made, spawn };
}

const GAME = recordOf(['d6', 'g7', 'f6', 'g5', 'a3']);

describe('defaultWorkers', () => {
  it.each([
    [16, 15],
    [2, 1],
    [1, 1],
  ])('%i cores give %i workers', (cores, workers) => {
    expect(defaultWorkers(cores)).toBe(workers);
  });
});

describe('the analyst', () => {
  const options = { playouts: 300, seed: 4, signal: new AbortController().signal, onProgress: () => undefined };

  it('reviews a game as the command does, on any number of workers', async () => {
    const replay = loadRecord(GAME);
    if (!replay.ok) throw new Error(JSON.stringify(replay.error));
    const run = lineSearcher(() => 0);
    const expected = reviewGame(
      replay.value,
      reviewTasks(replay.value, { playouts: 300 }, 4).map((task) => (task ? run(task) : null)),
      300,
      4,
    );
    for (const workers of [1, 3]) {
      const progress: [number, number][] = [];
      const analyst = createAnalyst(workers, fakeWorkers().spawn);
      const review = await analyst.review(GAME, {
        ...options,
        onProgress: (done, total) => progress.push([done, total]),
      });
      expect(review).toEqual(expected);
      expect(progress[0]).toEqual([0, 6]);
      expect(progress.at(-1)).toEqual([6, 6]);
    }
  });

  it('stops a review when its signal aborts and resolves null', async () => {
    const controller = new AbortController();
    const analyst = createAnalyst(2, fakeWorkers().spawn);
    const review = analyst.review(GAME, {
      ...options,
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 2) controller.abort();
      },
    });
    expect(await review).toBeNull();
  });

  it('watches a position with the top three moves, deepening until stopped', async () => {
    const { made, spawn } = fakeWorkers();
    const analyst = createAnalyst(2, spawn);
    const updates: PositionAnalysis[] = [];
    let stop = (): void => undefined;
    await new Promise<void>((resolve) => {
      stop = analyst.watch(GAME, (analysis) => {
        updates.push(analysis);
        if (updates.length === 3) resolve();
      });
    });
    stop();
    const count = updates.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(updates).toHaveLength(count);
    expect(made.spawned).toBe(2);
    const playouts = updates.map((u) => u.playouts);
    expect(playouts).toEqual([...playouts].sort((a, b) => a - b));
    expect(playouts[0]).toBeGreaterThan(0);
    for (const { winChance, best } of updates) {
      expect(winChance).toBeGreaterThanOrEqual(0);
      expect(winChance).toBeLessThanOrEqual(1);
      expect(best).toHaveLength(3);
      expect(best[0]!.winChance).toBe(winChance);
      for (const { move } of best) expect(loadRecord(recordOf(['d6', 'g7', 'f6', 'g5', 'a3', move])).ok).toBe(true);
    }
    analyst.dispose();
    expect(made.terminated).toBe(2);
  });

  it('shows a finished game as its outcome', () => {
    const updates: PositionAnalysis[] = [];
    createAnalyst(2, fakeWorkers().spawn).watch(recordOf(['d4'], { marbles: 1 }), (a) => updates.push(a));
    // Player 1 dropped their only marble and won; player 2 would be to move.
    expect(updates).toEqual([{ winChance: 0, playouts: 0, best: [] }]);
  });
});

describe('the thinker on a pool', () => {
  const request = { record: GAME, player: 'hard' as const, seed: 9, budget: { playouts: 600 } };

  it('plays as the single-worker session does with one worker', async () => {
    const expected = thinkingSession(() => 0)(request);
    expect(await createThinker(1, fakeWorkers().spawn).think(request)).toEqual(expected);
  });

  it('plays a legal move from the merged search of every worker', async () => {
    const { made, spawn } = fakeWorkers();
    const answer = await createThinker(3, spawn, false).think(request);
    if (!answer?.ok) throw new Error('no move');
    expect(made.spawned).toBe(3);
    expect(made.shared).toBe(0);
    expect(loadRecord(recordOf(['d6', 'g7', 'f6', 'g5', 'a3', answer.value])).ok).toBe(true);
  });

  it('on an isolated page has every worker grow one shared tree, kept along the game', async () => {
    const { made, spawn } = fakeWorkers();
    const thinker = createThinker(2, spawn, true);
    const moves = ['d6', 'g7', 'f6', 'g5', 'a3'];
    for (let turn = 0; turn < 3; turn++) {
      const answer = await thinker.think({ ...request, record: recordOf(moves), budget: { playouts: 400 } });
      if (!answer?.ok) throw new Error('no move');
      moves.push(answer.value);
      expect(loadRecord(recordOf(moves)).ok).toBe(true);
    }
    expect(made.spawned).toBe(2);
    expect(made.shared).toBe(6);
  });

  it('cancels at once: the search resolves null and the workers are ended', async () => {
    const { made, spawn } = fakeWorkers();
    const thinker = createThinker(2, spawn);
    const answer = thinker.think(request);
    thinker.cancel();
    expect(await answer).toBeNull();
    expect(made.terminated).toBe(2);
  });

  it('after a cancelled search on a shared tree, thinks again on new workers', async () => {
    const { made, spawn } = fakeWorkers();
    const thinker = createThinker(2, spawn, true);
    const cancelled = thinker.think(request);
    thinker.cancel();
    expect(await cancelled).toBeNull();
    const answer = await thinker.think(request);
    if (!answer?.ok) throw new Error('no move');
    expect(made.spawned).toBe(4);
    expect(loadRecord(recordOf(['d6', 'g7', 'f6', 'g5', 'a3', answer.value])).ok).toBe(true);
  });

  it('says why it cannot move', async () => {
    const answer = await createThinker(2, fakeWorkers().spawn).think({
      ...request,
      record: recordOf(['d4'], { marbles: 1 }),
    });
    expect(answer).toEqual({ ok: false, error: { code: 'game-over' } });
  });
});
