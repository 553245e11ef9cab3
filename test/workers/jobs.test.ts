import { describe, expect, it } from 'vitest';
import { lineSearcher } from '../../src/ai/lineSearch';
import { sharedTreeMemory } from '../../src/ai/sharedTree';
import { thinkingSession } from '../../src/ai/think';
import { TreeParallelSearch } from '../../src/ai/treeParallelSearch';
import { FastGame } from '../../src/engine/fast';
import { defaultRules, startGame } from '../../src/engine/game';
import { runLabGames } from '../../src/lab/tally';
import { jobRunner } from '../../src/workers/jobs';
import { presetStart, recordText, setupOf } from '../engine/helpers';

describe('a worker job runner', () => {
  it('answers a search of its own as the line searcher does, keeping its tree when asked', () => {
    const start = presetStart('hex4');
    const run = jobRunner(() => 0);
    const direct = lineSearcher(() => 0);
    for (const task of [
      { start, moves: [], seed: 1, playouts: 400, keepTree: true },
      { start, moves: [10], seed: 2, playouts: 300, keepTree: true },
      { start, moves: [10, 20], seed: 3, playouts: 300 },
    ]) {
      expect(run({ kind: 'search', task })).toEqual(direct(task));
    }
  });

  it("answers the computer's move for a record as a fresh thinking session does", () => {
    const request = { record: recordText('hex4', ['d6']), player: 'hard' as const, seed: 5, budget: { playouts: 200 } };
    const run = jobRunner(() => 0);
    expect(run({ kind: 'think', task: request })).toEqual(thinkingSession(() => 0)(request));
    // Searched afresh: asked again, the same move.
    expect(run({ kind: 'think', task: request })).toEqual(thinkingSession(() => 0)(request));
  });

  it('runs its part of a search on a shared tree, and a batch of lab games', () => {
    const start = presetStart('hex4');
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 16));
    const [task] = shared.tasks(start, [], FastGame.fromState(start), { seed: 3, playouts: 500 }, [3]);
    const run = jobRunner(() => 0);
    expect(run({ kind: 'searchShared', task: task! })).toBe(500);
    expect(shared.result(500).playouts).toBe(500);
    const small = startGame(setupOf(['.....', '.C...', '.....', '...B.', '.....']), defaultRules(2, 4));
    if (!small.ok) throw new Error(JSON.stringify(small.error));
    const job = { start: small.value, player: { level: 'random' as const }, seed: 9 };
    expect(run({ kind: 'labGames', task: { job, from: 2, to: 5 } })).toEqual(runLabGames(job, 2, 5));
  });
});
