import { describe, expect, it } from 'vitest';
import { shown } from '../../src/engine/shown';

describe('shown', () => {
  it('writes what it found as JSON does', () => {
    for (const value of [
      null,
      true,
      7,
      -0.5,
      'd4',
      '"quoted"\n',
      [],
      {},
      [1, 'a', null],
      { a: [1, { b: 'c' }], d: {} },
    ]) {
      expect(shown(value)).toBe(JSON.stringify(value));
    }
    expect(shown(undefined)).toBe('undefined');
  });

  it('cuts a long value short at 40 characters', () => {
    expect(shown('x'.repeat(100))).toBe(`"${'x'.repeat(38)}…`);
    expect(shown(Array.from({ length: 100 }, (_, i) => i))).toBe(
      `${JSON.stringify(Array.from({ length: 100 }, (_, i) => i)).slice(0, 39)}…`,
    );
  });

  it('shows a value nested far deeper than JSON.stringify can write', () => {
    const deep = JSON.parse('['.repeat(30_000) + ']'.repeat(30_000)) as unknown;
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(shown(deep)).toBe(`${'['.repeat(39)}…`);
    const objects = JSON.parse('{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)) as unknown;
    expect(shown(objects)).toBe(`${'{"a":'.repeat(8).slice(0, 39)}…`);
  });
});
