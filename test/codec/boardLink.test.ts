import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { boardLink, decodeBoardLink } from '../../src/codec/boardLink';
import { boardLinkProblemWords } from '../../src/words/boards';
import type { Draft } from '../../src/setup/draft';
import { english } from '../../src/store/language';

const DRAFT: Draft = {
  lattice: 'square',
  layout: ['.....', '.C.B.', '1...2', '.H.-.', '.....'],
  players: 2,
  marbles: 4,
};

describe('board links', () => {
  test('read as the board does, and round trip', () => {
    const hash = boardLink(DRAFT);
    expect(hash).toBe('#board=square:...../.C.B./1...2/.H.-./.....&players=2&marbles=4');
    expect(decodeBoardLink(hash)).toEqual({ ok: true, value: DRAFT });
    const auto = { ...DRAFT, marbles: null };
    expect(boardLink(auto)).not.toContain('marbles');
    expect(decodeBoardLink(boardLink(auto))).toEqual({ ok: true, value: auto });
  });

  test('round trip for any board of cells, gaps and obstacles the engine accepts', () => {
    const row = fc.stringMatching(/^[.\-CBH]{7}$/);
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 4, maxLength: 7 }),
        fc.constantFrom('square', 'hex'),
        (layout, lattice) => {
          const draft: Draft = {
            lattice: lattice as Draft['lattice'],
            layout: ['.......', ...layout],
            players: 2,
            marbles: 1,
          };
          const decoded = decodeBoardLink(boardLink(draft));
          // A board with too few cells is refused with the engine's reason; every other one comes back whole.
          if (decoded?.ok) expect(decoded.value).toEqual(draft);
          else expect(decoded?.error.code).toBe('rules');
        },
      ),
    );
  });

  test('a hash of another kind is no board link', () => {
    expect(decodeBoardLink('#game=square7.2.')).toBeNull();
    expect(decodeBoardLink('')).toBeNull();
  });

  test.each([
    ['#board=cube:.../.../...', 'the board link names the lattice "cube"; it must be square or hex'],
    ['#board=', 'the board link names no lattice; it must be square or hex'],
    ['#board=square:.../.../...&seats=hard', 'the board link has an unknown part "seats"'],
    ['#board=square:.../.../...&players=two', 'the board link\'s players must be a whole number, not "two"'],
    ['#board=square:.../..../...', 'row 2 has 4 characters where the others have 3'],
    ['#board=square:.../.x./...', 'row 2, column 2: "x" is no board character (use . - C B H or 1 to 4)'],
    ['#board=square:.../.../...&players=5', 'players must be 2, 3 or 4, not 5'],
    [
      '#board=square:.../.../...&marbles=9',
      'the board has too few cells: 9 playable cells for 18 marbles (it needs more cells than marbles)',
    ],
  ])('%s is refused: %s', (hash, words) => {
    const decoded = decodeBoardLink(hash);
    if (decoded === null || decoded.ok) throw new Error(`${hash} was not refused`);
    expect(english.words(boardLinkProblemWords(decoded.error))).toBe(words);
  });
});
