import { afterEach, describe, expect, it } from 'vitest';
import { LEVEL_BUDGET } from '../../src/ai/levels';
import { makeRecord, writeRecord } from '../../src/engine/record';
import { presetGame } from '../../src/engine/setup';
import { findPreset } from '../../src/engine/presets';
import { ComputerPool, QUICK_BUDGET, moveBudget, moveSeed } from '../../src/server/computers';

const pools: ComputerPool[] = [];
afterEach(async () => {
  for (const p of pools.splice(0)) await p.close();
});

function opening(): string {
  const start = presetGame(findPreset('square7')!, 2);
  if (!start.ok) throw new Error(start.error.code);
  return JSON.stringify({ ...JSON.parse(writeRecord(makeRecord(start.value, []))), moves: ['d4'] });
}

describe("the server's computer players", () => {
  it("keep a level's budget, and cut a timed one to a share of the clock less the time the turn has taken", () => {
    const turn = (left: number, elapsed = 0) => ({ left, elapsed });
    expect(moveBudget('hard', null)).toEqual(LEVEL_BUDGET.hard);
    expect(moveBudget('hard', turn(60_000))).toEqual({ ms: 1000 });
    expect(moveBudget('hard', turn(4_000))).toEqual({ ms: 200 });
    // Time spent waiting for a thread is taken off: the computer never runs out of time in a queue.
    expect(moveBudget('hard', turn(4_000, 150))).toEqual({ ms: 50 });
    expect(moveBudget('hard', turn(60_000, 2_500))).toEqual({ ms: 500 });
    // Too little left to search: a quick move.
    expect(moveBudget('hard', turn(4_000, 195))).toEqual(QUICK_BUDGET);
    expect(moveBudget('hard', turn(60_000, 10_000))).toEqual(QUICK_BUDGET);
    expect(moveBudget('medium', turn(10))).toEqual(QUICK_BUDGET);
    expect(moveBudget('easy', turn(10))).toEqual(LEVEL_BUDGET.easy);
    expect(moveBudget('hard', turn(4_000), { playouts: 7 })).toEqual({ playouts: 7 });
  });

  it('seed each move from the game and its number', () => {
    expect(moveSeed('game0001', 3)).toBe(moveSeed('game0001', 3));
    expect(new Set([moveSeed('game0001', 3), moveSeed('game0001', 4), moveSeed('game0002', 3)]).size).toBe(3);
  });

  it('answer every request of a queue longer than the threads, the same move for the same request', async () => {
    const pool = new ComputerPool(1);
    pools.push(pool);
    const request = { record: opening(), player: 'hard' as const, seed: 42, budget: { playouts: 30 } };
    const answers = await Promise.all([pool.think(request), pool.think(request), pool.think({ ...request, seed: 7 })]);
    for (const a of answers) expect(a.ok).toBe(true);
    expect(answers[1]).toEqual(answers[0]);
    const broken = await pool.think({ ...request, record: '{"format":"momentum/1"}' });
    expect(broken).toMatchObject({ ok: false, error: { code: 'invalid-record' } });
  });

  it("settle a queued search's budget only when a thread takes it up", async () => {
    const pool = new ComputerPool(1);
    pools.push(pool);
    const request = { record: opening(), player: 'hard' as const, seed: 42, budget: { playouts: 400 } };
    const asked: string[] = [];
    const budget = (name: string) => () => {
      asked.push(name);
      return { playouts: 20 };
    };
    const first = pool.think(request, budget('first'));
    const second = pool.think({ ...request, seed: 7 }, budget('second'));
    // One thread: the second search waits, and its budget is not settled while it waits.
    expect(asked).toEqual(['first']);
    const answers = await Promise.all([first, second]);
    expect(asked).toEqual(['first', 'second']);
    // The settled budget is the one searched with: the same move as a request that carries it.
    expect(answers[1]).toEqual(await pool.think({ ...request, seed: 7, budget: { playouts: 20 } }));
  });

  it('refuse a request once closed', async () => {
    const pool = new ComputerPool(1);
    await pool.close();
    await expect(pool.think({ record: opening(), player: 'easy', seed: 1 })).rejects.toThrow('closed');
  });
});
