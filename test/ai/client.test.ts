import { describe, expect, it } from 'vitest';
import { SHARED_NODES, nodesPerWorker } from '../../src/ai/client';
import { MAX_NODES, NODE_BYTES } from '../../src/ai/serialTree';
import { SHARED_NODE_BYTES } from '../../src/ai/sharedTree';

describe('the memory a pool of search workers may take', () => {
  it.each([1, 2, 3, 7, 15, 63])('with %d workers: each tree and its spare together stay within 512 MiB', (workers) => {
    const nodes = nodesPerWorker(workers);
    expect(nodes).toBeLessThanOrEqual(MAX_NODES);
    expect(workers * 2 * nodes * NODE_BYTES).toBeLessThanOrEqual(512 * 2 ** 20);
  });

  it('gives each worker less as the pool grows, and a small pool the full tree', () => {
    expect(nodesPerWorker(1)).toBe(MAX_NODES);
    expect(nodesPerWorker(15)).toBeLessThan(nodesPerWorker(7));
  });

  it('gives a shared tree at most the same memory as a pool of trees', () => {
    expect(SHARED_NODES).toBeLessThanOrEqual(MAX_NODES);
    expect(SHARED_NODES * SHARED_NODE_BYTES).toBeLessThanOrEqual(512 * 2 ** 20);
  });
});
