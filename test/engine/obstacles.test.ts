import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Setup, countTiles } from '../../src/engine/board';
import {
  OBSTACLE_KINDS,
  type ObstacleKind,
  type ObstacleOptions,
  type ObstacleProblem,
  nearestObstacleCounts,
  placeObstacles,
  reachableObstacleCounts,
} from '../../src/engine/obstacles';
import { hexagonLayout } from '../../src/engine/presets';
import { type SymmetryMode, modeTransforms, playableOrbits, symmetryModes } from '../../src/engine/symmetry';
import { transformSetup } from '../../src/engine/transform';
import { setupOf } from './helpers';

const SQUARE7 = setupOf(Array<string>(7).fill('.......'));
const HEX5 = setupOf(hexagonLayout(5), 'hex');
const SQUARE9HOLE = setupOf([
  ...Array<string>(4).fill('.........'),
  '....H....',
  ...Array<string>(4).fill('.........'),
]);

const ALL = OBSTACLE_KINDS;

function placed(setup: Setup, count: number, symmetry: SymmetryMode, seed: number, kinds = ALL): Setup {
  const result = placeObstacles(setup, { count, kinds, symmetry, seed });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const obstacles = (setup: Setup): number =>
  countTiles(setup.board, 'cushion') + countTiles(setup.board, 'bumper') + countTiles(setup.board, 'hole');

describe('the nearest reachable counts', () => {
  it('are the reachable count below and the one above, none when the count is reachable', () => {
    const quarter = reachableObstacleCounts(SQUARE7, '4')!;
    expect(nearestObstacleCounts(quarter, 6)).toEqual([5, 8]);
    expect(nearestObstacleCounts(quarter, 3)).toEqual([1, 4]);
    expect(nearestObstacleCounts(quarter, 8)).toEqual([]);
    expect(nearestObstacleCounts([0, 4, 8], 20)).toEqual([8]);
  });
});

describe('reachable obstacle counts', () => {
  it('are every count short of the whole board without symmetry', () => {
    expect(reachableObstacleCounts(SQUARE7, 'none')).toEqual(Array.from({ length: 49 }, (_, i) => i));
  });

  it('are sums of whole orbits: fours and the centre on 7x7 with quarter turns', () => {
    const expected = Array.from({ length: 49 }, (_, i) => i).filter((n) => n % 4 === 0 || n % 4 === 1);
    expect(reachableObstacleCounts(SQUARE7, '4')).toEqual(expected);
  });

  it('are multiples of four on 9x9 whose centre is already a hole', () => {
    expect(reachableObstacleCounts(SQUARE9HOLE, '4')).toEqual(Array.from({ length: 20 }, (_, i) => 4 * i));
  });

  it('are sums of sixes and the centre on a hexagon with 60-degree turns', () => {
    const counts = reachableObstacleCounts(HEX5, '6')!;
    expect(counts.slice(0, 5)).toEqual([0, 1, 6, 7, 12]);
    expect(counts.every((n) => n % 6 <= 1)).toBe(true);
  });

  it('leave out orbits with a marble on them', () => {
    const marked = setupOf(['1......', ...Array<string>(6).fill('.......')]);
    const counts = reachableObstacleCounts(marked, '4')!;
    expect(counts.at(-1)).toBe(45);
    expect(counts).not.toContain(48);
  });

  it('are null for a symmetry the board lacks', () => {
    expect(reachableObstacleCounts(SQUARE7, '6')).toBeNull();
  });
});

describe('placing obstacles', () => {
  it.each([
    ['square7', SQUARE7, 4, '4'],
    ['square7', SQUARE7, 5, '4'],
    ['square7', SQUARE7, 6, 'mirror'],
    ['square9hole', SQUARE9HOLE, 8, '2'],
    ['hex5', HEX5, 6, '6'],
    ['hex5', HEX5, 3, '3'],
    ['hex5', HEX5, 7, 'none'],
  ] as const)('on %s puts %i obstacles invariant under %s', (_, setup, count, mode) => {
    const result = placed(setup, count, mode, 11);
    expect(obstacles(result) - obstacles(setup)).toBe(count);
    expect(result.board.playable).toHaveLength(setup.board.playable.length - count);
    expect(symmetryModes(result.board)).toContain(mode);
    for (const t of modeTransforms(setup.board, mode)!) {
      expect(transformSetup(result, t).board.tiles).toEqual(result.board.tiles);
    }
  });

  it('gives each orbit one kind, drawn from the kinds asked for', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const result = placed(SQUARE7, 12, '4', seed, ['bumper', 'hole']);
      expect(countTiles(result.board, 'cushion')).toBe(0);
      for (const orbit of playableOrbits(SQUARE7.board, '4')!) {
        expect(new Set(orbit.map((cell) => result.board.tiles[cell]))).toHaveProperty('size', 1);
      }
    }
  });

  it('is the same for a seed, and differs between seeds', () => {
    const layouts = [1, 2, 3, 4].map((seed) => placed(HEX5, 6, '3', seed).board.tiles.join());
    expect(placed(HEX5, 6, '3', 1).board.tiles.join()).toBe(layouts[0]);
    expect(new Set(layouts).size).toBeGreaterThan(1);
  });

  it('never covers a marble, and keeps the marbles where they are', () => {
    const setup = setupOf(['1.....2', '.......', '...3...', '.......', '.......', '.......', '2.....1']);
    for (let seed = 0; seed < 20; seed++) {
      const result = placed(setup, 40, 'none', seed);
      expect(result.owners).toEqual(setup.owners);
      setup.owners.forEach((owner, cell) => owner > 0 && expect(result.board.tiles[cell]).toBe('cell'));
    }
  });

  it('changes nothing for no obstacles', () => {
    expect(placed(SQUARE9HOLE, 0, '4', 3)).toEqual(SQUARE9HOLE);
  });

  it('reaches every reachable count, with the right number of obstacles (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(SQUARE7, HEX5, SQUARE9HOLE), fc.nat(), fc.nat(), fc.nat(), (setup, m, c, seed) => {
        const modes = symmetryModes(setup.board);
        const mode = modes[m % modes.length]!;
        const counts = reachableObstacleCounts(setup, mode)!;
        const count = counts[c % counts.length]!;
        const result = placed(setup, count, mode, seed);
        expect(obstacles(result) - obstacles(setup)).toBe(count);
        expect(symmetryModes(result.board)).toContain(mode);
        expect(result.board.playable.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  });

  const REFUSALS: [Partial<ObstacleOptions>, ObstacleProblem][] = [
    [
      { count: 5, symmetry: '4' },
      { code: 'unreachable-count', count: 5, reachable: [0, 4, 8, 12] },
    ],
    [{ count: -1 }, { code: 'bad-count', count: -1 }],
    [{ count: 1.5 }, { code: 'bad-count', count: 1.5 }],
    [{ kinds: [] }, { code: 'no-kinds' }],
    [{ kinds: ['cushion', 'gap' as ObstacleKind] }, { code: 'unknown-kind', kind: 'gap' }],
    [{ symmetry: '3' }, { code: 'symmetry-unavailable', symmetry: '3', available: ['none', 'mirror', '2', '4'] }],
  ];

  it.each(REFUSALS)('refuses %j with %j', (options, problem) => {
    // A marble in a corner takes a whole orbit of four out of reach.
    const small = setupOf(['1...', '....', '....', '....']);
    const result = placeObstacles(small, { count: 4, kinds: ALL, symmetry: 'none', seed: 1, ...options });
    expect(result).toEqual({ ok: false, error: problem });
  });
});
