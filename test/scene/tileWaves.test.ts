import { describe, expect, test } from 'vitest';
import { addWave, growingCells, restingGaps, tileWave } from '../../src/scene/tileWaves';
import { cellOf, EMPTY7, setupOf } from '../engine/helpers';

const PLAIN = setupOf(EMPTY7).board;
const EDITED = setupOf(['-......', '.C.....', ...EMPTY7.slice(2)]).board;

describe('tileWave', () => {
  test('grows the new tiles, shrinks the ones taken off and opens the new gaps', () => {
    const wave = tileWave(1, PLAIN, EDITED)!;
    expect(wave).toMatchObject({ id: 1, before: PLAIN, resized: false });
    expect(wave.grown).toEqual([cellOf(EDITED, 'b6')]);
    expect(wave.shrunk).toEqual([cellOf(PLAIN, 'a7')]);
    expect(wave.opened).toEqual([cellOf(EDITED, 'a7')]);
  });

  test('a gap filled again grows its tile back; nothing changed is no wave', () => {
    const wave = tileWave(2, EDITED, PLAIN)!;
    expect(wave.grown).toEqual([cellOf(PLAIN, 'a7'), cellOf(PLAIN, 'b6')]);
    expect([wave.shrunk, wave.opened]).toEqual([[], []]);
    expect(tileWave(3, PLAIN, setupOf(EMPTY7).board)).toBeNull();
  });

  test('on a layout of another size the whole new board grows in, gaps and all', () => {
    const small = setupOf(['-.-', '...']).board;
    const wave = tileWave(4, PLAIN, small)!;
    expect(wave).toMatchObject({ resized: true, grown: [1, 3, 4, 5], opened: [0, 2], shrunk: [] });
  });
});

describe('addWave', () => {
  const first = tileWave(1, PLAIN, EDITED)!;

  test('a newer wave takes over the positions it touches; an older wave left with none ends', () => {
    const back = tileWave(2, EDITED, PLAIN)!;
    expect(addWave([first], back)).toEqual([back]);
    const other = setupOf(['-......', '.C.....', '..C....', ...EMPTY7.slice(3)]).board;
    const third = tileWave(3, EDITED, other)!;
    expect(addWave([first], third)).toEqual([first, third]);
  });

  test('a new layout size ends every older wave', () => {
    const resized = tileWave(2, EDITED, setupOf(['...']).board)!;
    expect(addWave([first], resized)).toEqual([resized]);
  });

  test('keeps a bounded number of waves, dropping the oldest', () => {
    /** The 7x7 board with cushions on its first `n` cells, row by row. */
    const cushions = (n: number) => {
      const flat = 'C'.repeat(n) + '.'.repeat(49 - n);
      return setupOf(EMPTY7.map((_, r) => flat.slice(7 * r, 7 * r + 7))).board;
    };
    let waves = [first];
    for (let n = 1; n <= 12; n++) waves = addWave(waves, tileWave(n + 1, cushions(n - 1), cushions(n))!);
    expect(waves.map((w) => w.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13]);
  });
});

describe('what the settled board leaves to the waves', () => {
  test('the growing cells are left out of the board, and gaps being opened out of the resting marks', () => {
    const wave = tileWave(1, PLAIN, EDITED)!;
    expect([...growingCells([wave])]).toEqual([cellOf(EDITED, 'b6')]);
    expect(restingGaps(EDITED, [wave])).toEqual([]);
    expect(restingGaps(EDITED, [])).toEqual([cellOf(EDITED, 'a7')]);
  });
});
