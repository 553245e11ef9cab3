import { describe, expect, test } from 'vitest';
import { parseLayout } from '../../src/engine/board';
import { defaultRules, startGame } from '../../src/engine/game';
import { defaultMarbles } from '../../src/engine/marbles';
import { boardSymmetries } from '../../src/engine/symmetry';
import { GALLERY } from '../../src/lab/gallery';

describe('the gallery', () => {
  test('at least 12 boards with distinct ids, the presets first, boards for 2, 3 and 4 players', () => {
    expect(GALLERY.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GALLERY.map((b) => b.id)).size).toBe(GALLERY.length);
    expect(GALLERY.slice(0, 6).map((b) => b.id)).toEqual([
      'square7',
      'square7x9',
      'square9',
      'square9hole',
      'hex4',
      'hex5',
    ]);
    expect(new Set(GALLERY.map((b) => b.players))).toEqual(new Set([2, 3, 4]));
  });

  test.each(GALLERY.map((b) => [b.id, b] as const))(
    '%s starts a game with its default marbles and keeps a symmetry',
    (_, board) => {
      const setup = parseLayout(board.lattice, board.layout);
      if (!setup.ok) throw new Error(JSON.stringify(setup.error));
      const marbles = defaultMarbles(setup.value.board.playable.length, board.players);
      expect(startGame(setup.value, defaultRules(board.players, marbles)).ok).toBe(true);
      expect(boardSymmetries(setup.value.board).length).toBeGreaterThanOrEqual(3);
    },
  );
});
