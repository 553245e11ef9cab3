import { describe, expect, it } from 'vitest';
import { cellName, countTiles } from '../../src/engine/board';
import { defaultRules, startGame } from '../../src/engine/game';
import { PRESETS, PRESET_IDS, findPreset, presetMarbles } from '../../src/engine/presets';
import { HEX4, setupOf } from './helpers';

// docs/rules.md section 1: board sizes and the marble table.
const TABLE = [
  { id: 'square7', lattice: 'square', rows: 7, cols: 7, playable: 49, marbles: [8, 6, 5] },
  { id: 'square7x9', lattice: 'square', rows: 7, cols: 9, playable: 63, marbles: [10, 7, 6] },
  { id: 'square9', lattice: 'square', rows: 9, cols: 9, playable: 81, marbles: [12, 8, 7] },
  { id: 'square9hole', lattice: 'square', rows: 9, cols: 9, playable: 80, marbles: [12, 8, 7] },
  { id: 'hex4', lattice: 'hex', rows: 7, cols: 7, playable: 37, marbles: [6, 5, 4] },
  { id: 'hex5', lattice: 'hex', rows: 9, cols: 9, playable: 61, marbles: [10, 7, 6] },
] as const;

describe('presets', () => {
  it('are exactly the six boards of the rules', () => {
    expect(PRESET_IDS).toEqual(TABLE.map((t) => t.id));
  });

  describe.each(TABLE)('$id', (expected) => {
    const preset = findPreset(expected.id)!;
    const { board, owners } = setupOf(preset.layout, preset.lattice);

    it('has the right shape and playable cells', () => {
      expect(preset.lattice).toBe(expected.lattice);
      expect([board.rows, board.cols]).toEqual([expected.rows, expected.cols]);
      expect(board.playable).toHaveLength(expected.playable);
      expect(owners.every((o) => o === 0)).toBe(true);
    });

    it.each([2, 3, 4])('gives the marble table count for %i players, and a valid start', (players) => {
      const marbles = expected.marbles[players - 2]!;
      expect(presetMarbles(preset, players)).toBe(marbles);
      expect(startGame({ board, owners }, defaultRules(players, marbles)).ok).toBe(true);
    });
  });

  it('square9hole has its only obstacle, a hole, in the centre e5', () => {
    const { board } = setupOf(findPreset('square9hole')!.layout);
    const obstacles = board.tiles.flatMap((t, i) => (t === 'cell' ? [] : [[t, cellName(board, i)]]));
    expect(obstacles).toEqual([['hole', 'e5']]);
  });

  it.each(['square7', 'square7x9', 'square9'])('%s has no obstacle', (id) => {
    const { board } = setupOf(findPreset(id)!.layout);
    expect(countTiles(board, 'cell')).toBe(board.rows * board.cols);
  });

  it('hex4 is the hexagon of side 4 in axial storage', () => {
    expect(findPreset('hex4')!.layout).toEqual(HEX4);
  });

  it('hex5 is the hexagon of side 5 in axial storage', () => {
    expect(findPreset('hex5')!.layout).toEqual([
      '----.....',
      '---......',
      '--.......',
      '-........',
      '.........',
      '........-',
      '.......--',
      '......---',
      '.....----',
    ]);
  });

  it('has a title for every preset, and finds no unknown id', () => {
    expect(PRESETS.every((p) => p.title.length > 0)).toBe(true);
    expect(findPreset('square8')).toBeUndefined();
  });
});
