import { describe, expect, test } from 'vitest';
import { parseCellName } from '../../src/engine/board';
import { defaultMarbles } from '../../src/engine/marbles';
import {
  type Draft,
  draftOf,
  draftStart,
  marblesDraft,
  obstaclesDraft,
  obstacleCounts,
  paintDraft,
  placedBetween,
  playersDraft,
  shapeDraft,
  textDraft,
  transformDraft,
  withoutPlaced,
} from '../../src/setup/draft';
import { stateOf, EMPTY7 } from '../engine/helpers';

const SQUARE7: Draft = { lattice: 'square', layout: EMPTY7, players: 2, marbles: null };

function cell(draft: Draft, name: string): number {
  const start = draftStart(draft);
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  const at = parseCellName(start.value.board, name);
  if (!at.ok) throw new Error(JSON.stringify(at.error));
  return at.value;
}

function accepted<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('paintDraft', () => {
  test.each([
    [
      'a cushion, no symmetry',
      'cushion',
      'none',
      ['C......', '.......', '.......', '.......', '.......', '.......', '.......'],
    ],
    [
      'a mirrored bumper pair',
      'bumper',
      'mirror',
      ['B.....B', '.......', '.......', '.......', '.......', '.......', '.......'],
    ],
    [
      'four holes by quarter turns',
      'hole',
      '4',
      ['H.....H', '.......', '.......', '.......', '.......', '.......', 'H.....H'],
    ],
    [
      'a marble of player 2',
      'marble2',
      'none',
      ['2......', '.......', '.......', '.......', '.......', '.......', '.......'],
    ],
  ] as const)('%s at a7', (_, tool, mode, layout) => {
    expect(accepted(paintDraft(SQUARE7, cell(SQUARE7, 'a7'), tool, mode)).layout).toEqual(layout);
  });

  test('the eraser takes a marble or an obstacle off first, then the cell itself', () => {
    const at = cell(SQUARE7, 'a7');
    const marble = accepted(paintDraft(SQUARE7, at, 'marble1', 'none'));
    const plain = accepted(paintDraft(marble, at, 'erase', 'none'));
    expect(plain.layout[0]).toBe('.......');
    expect(accepted(paintDraft(plain, at, 'erase', 'none')).layout[0]).toBe('-......');
  });

  test('a gap can be painted back into a cell', () => {
    const at = cell(SQUARE7, 'd4');
    const gap = accepted(paintDraft(SQUARE7, at, 'gap', 'none'));
    expect(gap.layout[3]).toBe('...-...');
    expect(accepted(paintDraft(gap, at, 'cell', 'none')).layout).toEqual(EMPTY7);
  });

  test('refused: a symmetry the board lacks, a marble of a player not in the game, too few cells, no cell', () => {
    const rectangle = accepted(shapeDraft(SQUARE7, { shape: 'rectangle', rows: 5, cols: 7 }));
    expect(paintDraft(rectangle, 0, 'cushion', '4')).toEqual({ ok: false, error: { code: 'symmetry', mode: '4' } });
    expect(paintDraft(SQUARE7, 0, 'marble3', 'none')).toEqual({
      ok: false,
      error: { code: 'rules', problem: { code: 'absent-player', player: 3, cell: 'a7', players: 2 } },
    });
    const tiny: Draft = { lattice: 'square', layout: ['.....'], players: 2, marbles: 2 };
    expect(paintDraft(tiny, 0, 'gap', 'none')).toEqual({
      ok: false,
      error: { code: 'rules', problem: { code: 'too-few-cells', cells: 4, marbles: 4 } },
    });
    const lone: Draft = { lattice: 'square', layout: ['-.-'], players: 2, marbles: null };
    expect(paintDraft(lone, 1, 'erase', 'none')).toEqual({
      ok: false,
      error: { code: 'board', problem: { code: 'no-playable-cell' } },
    });
  });
});

describe('whole-board edits', () => {
  test('a shape replaces the outline and its lattice; a bad size says which', () => {
    const hex = accepted(shapeDraft(SQUARE7, { shape: 'hexagon', side: 4 }));
    expect(hex.lattice).toBe('hex');
    expect(hex.layout).toHaveLength(7);
    expect(shapeDraft(SQUARE7, { shape: 'rectangle', rows: 30, cols: 3 })).toMatchObject({
      ok: false,
      error: { code: 'shape' },
    });
  });

  test('mirror and rotate carry the marbles; a shift too far is refused', () => {
    const marked = accepted(paintDraft(SQUARE7, cell(SQUARE7, 'a7'), 'marble1', 'none'));
    expect(accepted(transformDraft(marked, { kind: 'mirror' })).layout[0]).toBe('......1');
    expect(accepted(transformDraft(marked, { kind: 'rotate', turns: 1 })).layout[0]).toBe('......1');
    const full = { ...SQUARE7, layout: Array.from({ length: 26 }, () => '.'.repeat(7)) };
    expect(transformDraft(full, { kind: 'shift', rows: 1, cols: 0 })).toMatchObject({
      ok: false,
      error: { code: 'shift' },
    });
  });

  test('random obstacles: the same seed gives the same board, and the count is kept', () => {
    const options = { count: 4, kinds: ['cushion', 'hole'] as const, symmetry: '4' as const, seed: 7 };
    const once = accepted(obstaclesDraft(SQUARE7, options));
    expect(accepted(obstaclesDraft(SQUARE7, options))).toEqual(once);
    expect(once.layout.join('').replace(/[.]/g, '')).toHaveLength(4);
    expect(obstaclesDraft(SQUARE7, { ...options, count: 3 })).toMatchObject({
      ok: false,
      error: { code: 'obstacles', problem: { code: 'unreachable-count' } },
    });
  });

  test('a placement is found as the obstacles on cells that were empty, and taken off again alone', () => {
    const painted = accepted(paintDraft(SQUARE7, cell(SQUARE7, 'd4'), 'bumper', 'none'));
    const options = { count: 8, kinds: ['hole'] as const, symmetry: '4' as const, seed: 3 };
    const after = accepted(obstaclesDraft(painted, options));
    const placed = placedBetween(painted, after);
    expect(placed).toHaveLength(8);
    expect(placed.every(({ kind }) => kind === 'hole')).toBe(true);
    expect(withoutPlaced(after, placed)).toEqual(painted);
    // A placed hole painted over by hand is the painter's now, and stays.
    const [first] = placed;
    const repainted = accepted(paintDraft(after, first!.cell, 'cushion', 'none'));
    const left = withoutPlaced(repainted, placed);
    expect([...left.layout.join('').replace(/[.]/g, '')].sort()).toEqual(['B', 'C']);
    expect(withoutPlaced(painted, placed)).toBe(painted);
  });

  test('the counts a symmetry allows are counted on the empty cells', () => {
    expect(obstacleCounts(SQUARE7, '4')?.slice(0, 6)).toEqual([0, 1, 4, 5, 8, 9]);
    const centre = accepted(paintDraft(SQUARE7, cell(SQUARE7, 'd4'), 'bumper', 'none'));
    expect(obstacleCounts(centre, '4')?.slice(0, 4)).toEqual([0, 4, 8, 12]);
  });

  test('text: rows on lines or joined by /, every problem with its place', () => {
    expect(accepted(textDraft(SQUARE7, '...\n.C.\n...')).layout).toEqual(['...', '.C.', '...']);
    expect(accepted(textDraft(SQUARE7, '.../.H./...')).layout).toEqual(['...', '.H.', '...']);
    expect(textDraft(SQUARE7, '...\n.x\n...')).toEqual({
      ok: false,
      error: {
        code: 'layout',
        problems: [
          { code: 'ragged-row', row: 2, length: 2, expected: 3 },
          { code: 'unknown-char', row: 2, col: 2, char: 'x' },
        ],
      },
    });
  });
});

describe('players and marbles', () => {
  test('marbles follow the board until set, and a set count the board cannot take is refused', () => {
    const hex = accepted(shapeDraft(SQUARE7, { shape: 'hexagon', side: 5 }));
    const start = accepted(draftStart(hex));
    expect(start.rules.marbles).toBe(defaultMarbles(61, 2));
    const three = accepted(playersDraft(hex, 3));
    expect(accepted(draftStart(three)).rules).toMatchObject({ players: 3, marbles: defaultMarbles(61, 3) });
    expect(accepted(draftStart(accepted(marblesDraft(three, 4)))).rules.marbles).toBe(4);
    expect(marblesDraft(three, 30)).toMatchObject({ ok: false, error: { code: 'rules' } });
    expect(marblesDraft(three, 0)).toEqual({ ok: false, error: { code: 'marbles', marbles: 0 } });
    expect(playersDraft(three, 5)).toEqual({ ok: false, error: { code: 'players', players: 5 } });
  });

  test("a game's start position as a draft: marbles kept only when they are not the default", () => {
    expect(draftOf(stateOf(EMPTY7))).toEqual(SQUARE7);
    expect(draftOf(stateOf(EMPTY7, { marbles: 3 })).marbles).toBe(3);
  });
});
