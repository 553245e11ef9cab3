import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARDS, shardOf } from './setShard';
import { SHIPPED } from './shipped';

/** The issue asks for a set of at least this many. */
const SHIPPED_AT_LEAST = 600;

describe('the shipped puzzle set', () => {
  const puzzles = SHIPPED;

  it('reads as puzzles with distinct ids', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(SHIPPED_AT_LEAST);
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
  });

  it('is proved again whole: each shard has its own test file, and together they hold every puzzle once', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((name) => /^set\.shard\d+\.test\.ts$/.test(name));
    expect(files.sort()).toEqual(Array.from({ length: SHARDS }, (_, i) => `set.shard${i + 1}.test.ts`).sort());
    for (const file of files)
      expect(readFileSync(new URL(file, import.meta.url), 'utf8')).toContain(
        `reproveShard(${Number(file.match(/\d+/)![0])});`,
      );
    const ids = Array.from({ length: SHARDS }, (_, i) => shardOf(i + 1))
      .flat()
      .map((p) => p.id);
    expect(ids.sort()).toEqual(puzzles.map((p) => p.id).sort());
  });
});
