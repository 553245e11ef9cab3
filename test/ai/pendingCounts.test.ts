import { describe, expect, it } from 'vitest';
import { PendingCounts } from '../../src/ai/pendingCounts';
import { SCORE, VISITS } from '../../src/ai/sharedTree';

describe("a thread's gathered counts of busy nodes", () => {
  it('adds nothing to the tree until written, then each node its sums, once', () => {
    const stats = new Int32Array(2 * 5000);
    stats[2 * 7 + VISITS] = 300;
    stats[2 * 7 + SCORE] = 1000;
    const pending = new PendingCounts();
    for (let i = 0; i < 3; i++) pending.visit(7);
    pending.add(7, 16);
    pending.add(7, 13);
    pending.visit(4096 + 7);
    pending.add(4999, 16);
    expect(pending.size).toBe(3);
    expect(stats[2 * 7 + VISITS]).toBe(300);
    pending.write(stats);
    expect(stats[2 * 7 + VISITS]).toBe(303);
    expect(stats[2 * 7 + SCORE]).toBe(1029);
    expect(stats[2 * (4096 + 7) + VISITS]).toBe(1);
    expect(stats[2 * 4999 + VISITS]).toBe(0);
    expect(stats[2 * 4999 + SCORE]).toBe(16);
    expect(pending.size).toBe(0);
    pending.write(stats);
    expect(stats[2 * 7 + VISITS]).toBe(303);
  });

  it('says it is full before its table could fill', () => {
    const pending = new PendingCounts();
    let nodes = 0;
    while (!pending.full) pending.visit(nodes++);
    expect(nodes).toBe(2048);
    const stats = new Int32Array(2 * nodes);
    pending.write(stats);
    expect(pending.full).toBe(false);
    for (let node = 0; node < nodes; node++) expect(stats[2 * node + VISITS]).toBe(1);
  });
});
