import { describe, expect, it } from 'vitest';
import { parseLayout } from '../../src/engine/board';
import { type LayoutProblem, checkLayoutText, splitLayoutText } from '../../src/engine/layoutText';

describe('splitting layout text', () => {
  it.each([
    ['...\n.1.\n...', ['...', '.1.', '...']],
    ['.../.1./...', ['...', '.1.', '...']],
    ['  ...  \r\n .1.\n\n', ['...', '.1.']],
    ['\n\n...\n\n...\n', ['...', '', '...']],
    ['', []],
  ])('%j gives %j', (text, rows) => {
    expect(splitLayoutText(text)).toEqual(rows);
  });
});

describe('checking layout text', () => {
  it.each([
    ['square', '.1.\n.C.\n.H2', ['.1.', '.C.', '.H2']],
    ['hex', '-../.../..-', ['-..', '...', '..-']],
    ['square', ' ---- \n -12- \n ---- ', ['----', '-12-', '----']],
  ] as const)('accepts a %s layout %j as parseLayout reads it', (lattice, text, layout) => {
    const checked = checkLayoutText(lattice, text);
    expect(checked).toEqual({
      ok: true,
      value: { layout, setup: (parseLayout(lattice, layout) as { value: unknown }).value },
    });
  });

  const WIDE = '.'.repeat(27);
  const CASES: [string, string, LayoutProblem[]][] = [
    ['nothing', '  \n ', [{ code: 'no-rows' }]],
    ['a short row', '...\n..\n...', [{ code: 'ragged-row', row: 2, length: 2, expected: 3 }]],
    ['a short first row, against the others', '..\n...\n...', [{ code: 'ragged-row', row: 1, length: 2, expected: 3 }]],
    ['a blank row between others', '...\n\n...', [{ code: 'ragged-row', row: 2, length: 0, expected: 3 }]],
    [
      'an unknown character',
      '..x\n.#.',
      [
        { code: 'unknown-char', row: 1, col: 3, char: 'x' },
        { code: 'unknown-char', row: 2, col: 2, char: '#' },
      ],
    ],
    ['a player 5', '5..', [{ code: 'unknown-char', row: 1, col: 1, char: '5' }]],
    ['no playable cell', 'CBH\n---', [{ code: 'no-playable-cell' }]],
    ['only marbles, which stand on cells', '12\n34', []],
    ['too many rows', Array<string>(27).fill('.').join('/'), [{ code: 'too-many-rows', rows: 27, max: 26 }]],
    [
      'too many columns',
      `${WIDE}\n${WIDE}`,
      [
        { code: 'too-many-columns', row: 1, length: 27, max: 26 },
        { code: 'too-many-columns', row: 2, length: 27, max: 26 },
      ],
    ],
    [
      'every problem at once',
      'CCZ\n-\nHH',
      [
        { code: 'unknown-char', row: 1, col: 3, char: 'Z' },
        { code: 'ragged-row', row: 2, length: 1, expected: 3 },
        { code: 'ragged-row', row: 3, length: 2, expected: 3 },
        { code: 'no-playable-cell' },
      ],
    ],
  ];

  it.each(CASES)('reports %s', (_, text, problems) => {
    const checked = checkLayoutText('square', text);
    if (problems.length === 0) {
      expect(checked.ok).toBe(true);
      return;
    }
    expect(checked).toEqual({ ok: false, error: problems });
  });

  it('refuses exactly what parseLayout refuses', () => {
    for (const [, text, problems] of CASES) {
      expect(parseLayout('square', splitLayoutText(text)).ok).toBe(problems.length === 0);
    }
  });
});
