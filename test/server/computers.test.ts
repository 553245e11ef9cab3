import { afterEach, describe, expect, it } from 'vitest';
import { LEVEL_BUDGET } from '../../src/ai/levels';
import { makeRecord, writeRecord } from '../../src/engine/record';
import { presetGame } from '../../src/engine/setup';
import { findPreset } from '../../src/engine/presets';
import { ComputerPool, moveBudget, moveSeed } from '../../src/server/computers';

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
  it("keep a level's budget, and cut a timed one to a share of the clock", () => {
    expect(moveBudget('hard', null)).toEqual(LEVEL_BUDGET.hard);
    expect(moveBudget('hard', 60_000)).toEqual({ ms: 1000 });
    expect(moveBudget('hard', 4_000)).toEqual({ ms: 200 });
    expect(moveBudget('medium', 10)).toEqual({ ms: 1 });
    expect(moveBudget('easy', 10)).toEqual(LEVEL_BUDGET.easy);
    expect(moveBudget('hard', 4_000, { playouts: 7 })).toEqual({ playouts: 7 });
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

  it('refuse a request once closed', async () => {
    const pool = new ComputerPool(1);
    await pool.close();
    await expect(pool.think({ record: opening(), player: 'easy', seed: 1 })).rejects.toThrow('closed');
  });
});
