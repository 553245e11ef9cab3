import { afterAll, describe, expect, it } from 'vitest';
import { lineSearcher } from '../../src/ai/lineSearch';
import { NodeHost } from '../../src/workers/nodeHost';
import { presetStart } from '../engine/helpers';

const hosts: NodeHost[] = [];
afterAll(() => Promise.all(hosts.map((h) => h.terminate())));
const host = (): NodeHost => {
  const made = new NodeHost();
  hosts.push(made);
  return made;
};

describe('a worker host on a Node thread', () => {
  it('answers jobs one after another as the same search in this thread would', async () => {
    const start = presetStart('hex4');
    const thread = host();
    const direct = lineSearcher(() => 0);
    const tasks = [
      { start, moves: [], seed: 1, playouts: 300, keepTree: true },
      { start, moves: [10], seed: 2, playouts: 300, keepTree: true },
    ];
    for (const task of tasks) expect(await thread.run({ kind: 'search', task })).toEqual(direct(task));
  });

  it('fails a job whose search throws, and runs the next', async () => {
    const start = presetStart('hex4');
    const finished = { ...start, result: { status: 'drawn', winners: [], reason: 'round-limit' } } as const;
    const thread = host();
    await expect(
      thread.run({ kind: 'search', task: { start: finished, moves: [], seed: 1, playouts: 10 } }),
    ).rejects.toThrow('finished game');
    const answer = await thread.run({ kind: 'search', task: { start, moves: [], seed: 1, playouts: 10 } });
    expect(answer.playouts).toBe(10);
    expect(thread.alive).toBe(true);
  });

  it('fails the job it runs when the thread stops, and every job after', async () => {
    const start = presetStart('square7');
    const thread = host();
    const running = thread.run({ kind: 'search', task: { start, moves: [], seed: 1, playouts: 10_000_000 } });
    await thread.terminate();
    await expect(running).rejects.toThrow('a worker thread stopped');
    expect(thread.alive).toBe(false);
    await expect(thread.run({ kind: 'search', task: { start, moves: [], seed: 1, playouts: 10 } })).rejects.toThrow(
      'a worker thread stopped',
    );
  });
});
