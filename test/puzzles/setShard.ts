import { describe, it } from 'vitest';
import { expectReproved } from './reprove';
import { SHIPPED } from './shipped';

/**
 * The shipped set is proved again whole, in this many test files (set.shardK.test.ts, K from 1):
 * the whole set takes about 24 s on one core, and the suite runs two files at a time, so shards
 * let both workers share it and fill the gaps other files leave.
 */
export const SHARDS = 4;

/** The shard's puzzles: every SHARDS-th of the set, so each shard holds a like mix of boards and depths. */
export function shardOf(shard: number): typeof SHIPPED {
  return SHIPPED.filter((_, i) => i % SHARDS === shard - 1);
}

/** Proves every puzzle of shard `shard` (from 1) again: one winning first move, and its solution wins in that many turns. */
export function reproveShard(shard: number): void {
  describe(`the shipped puzzle set, shard ${shard} of ${SHARDS}`, () => {
    it.each(shardOf(shard).map((puzzle) => [puzzle.id, puzzle] as const))('proves %s again', (_, puzzle) =>
      expectReproved(puzzle),
    );
  });
}
