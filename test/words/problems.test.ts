import { describe, expect, it } from 'vitest';
import type { BoardProblem, CellNameProblem } from '../../src/engine/board';
import type { MoveProblem, StartProblem } from '../../src/engine/game';
import type { RecordProblem } from '../../src/engine/record';
import type { TreeProblem } from '../../src/engine/tree';
import type { LineProblem, TreeRecordProblem } from '../../src/engine/treeRecord';
import type { Words } from '../../src/i18n/catalogue';
import { en } from '../../src/i18n/en';
import { LANGUAGES } from '../../src/i18n/languages';
import { loadMessages } from '../../src/i18n/load';
import { createTranslator } from '../../src/i18n/translate';
import { english } from '../../src/store/language';
import {
  boardProblemWords,
  cellNameProblemWords,
  lineProblemWords,
  moveProblemWords,
  recordProblemWords,
  startProblemWords,
  treeProblemWords,
} from '../../src/words/problems';

/** Examples of every code of a problem union: the type refuses a table that leaves a code out. */
type Examples<P extends { readonly code: string }> = {
  readonly [C in P['code']]: readonly [Extract<P, { readonly code: C }>, ...Extract<P, { readonly code: C }>[]];
};

const main = (ply: number) => ({ ply, branch: null });

const BOARD: Examples<BoardProblem> = {
  'bad-lattice': [{ code: 'bad-lattice', found: '"tri"' }],
  'layout-not-list': [{ code: 'layout-not-list', found: '"..."' }],
  'no-rows': [{ code: 'no-rows' }],
  'too-many-rows': [{ code: 'too-many-rows', rows: 27, max: 26 }],
  'row-not-text': [{ code: 'row-not-text', row: 2, found: '7' }],
  'empty-row': [{ code: 'empty-row', row: 1 }],
  'too-many-columns': [{ code: 'too-many-columns', cols: 27, max: 26 }],
  'ragged-row': [
    { code: 'ragged-row', row: 3, length: 3, expected: 4 },
    { code: 'ragged-row', row: 2, length: 1, expected: 4 },
  ],
  'unknown-char': [{ code: 'unknown-char', row: 2, col: 2, char: 'x' }],
  'no-playable-cell': [{ code: 'no-playable-cell' }],
};

const CELL_NAME: Examples<CellNameProblem> = {
  'not-cell-name': [{ code: 'not-cell-name', text: 'zz' }],
  'off-board': [{ code: 'off-board', name: 'h1' }],
};

const START: Examples<StartProblem> = {
  'bad-players': [{ code: 'bad-players', players: 5 }],
  'bad-marbles': [{ code: 'bad-marbles', marbles: 0 }],
  'teams-need-four': [{ code: 'teams-need-four', players: 3 }],
  'bad-round-limit': [{ code: 'bad-round-limit', roundLimit: 0 }],
  'bad-to-move': [{ code: 'bad-to-move', toMove: 3, players: 2 }],
  'too-few-cells': [
    { code: 'too-few-cells', cells: 8, marbles: 8 },
    { code: 'too-few-cells', cells: 1, marbles: 2 },
  ],
  'absent-player': [{ code: 'absent-player', player: 4, cell: 'g1', players: 3 }],
  'no-reserve': [
    { code: 'no-reserve', player: 1, placed: 2, max: 1 },
    { code: 'no-reserve', player: 2, placed: 1, max: 0 },
  ],
};

const MOVE: Examples<MoveProblem> = {
  'game-over': [{ code: 'game-over', move: 'c3' }],
  'no-swap': [{ code: 'no-swap' }],
  'swap-too-late': [{ code: 'swap-too-late' }],
  'no-such-cell': [{ code: 'no-such-cell', cell: 57 }],
  'not-a-cell': [
    { code: 'not-a-cell', move: 'a1', tile: 'gap' },
    { code: 'not-a-cell', move: 'c3', tile: 'cushion' },
    { code: 'not-a-cell', move: 'a2', tile: 'bumper' },
    { code: 'not-a-cell', move: 'c2', tile: 'hole' },
  ],
  occupied: [{ code: 'occupied', move: 'd4' }],
  'must-block': [{ code: 'must-block', move: 'c1', player: 2 }],
};

const TREE: Examples<TreeProblem> = {
  'odd-path': [{ code: 'odd-path', length: 3 }],
  'unknown-move-id': [{ code: 'unknown-move-id', id: '!!' }],
  'off-tree': [{ code: 'off-tree' }],
  'delete-start': [{ code: 'delete-start' }],
};

/** Every code a game file can be refused with, and every kind of place a move can stand. */
const RECORD: Examples<RecordProblem | TreeRecordProblem> = {
  layout: [{ code: 'layout', problem: { code: 'no-playable-cell' } }],
  start: [{ code: 'start', problem: { code: 'too-few-cells', cells: 8, marbles: 8 } }],
  'unreadable-move': [{ code: 'unreadable-move', place: main(2), problem: { code: 'not-cell-name', text: 'zz' } }],
  'illegal-move': [
    { code: 'illegal-move', place: main(3), problem: { code: 'occupied', move: 'd4' } },
    { code: 'illegal-move', place: { ply: 3, branch: 2 }, problem: { code: 'occupied', move: 'a1' } },
    { code: 'illegal-move', place: { ply: 4, branch: 1 }, problem: { code: 'occupied', move: 'g1' } },
  ],
  'repeated-move': [{ code: 'repeated-move', place: { ply: 2, branch: 1 }, move: 'a1' }],
  'not-an-item': [{ code: 'not-an-item', place: { ply: 2, branch: 1 }, found: '7' }],
  'variations-first': [
    { code: 'variations-first', place: { ply: null, branch: 1 } },
    { code: 'variations-first', place: { ply: null, branch: null } },
  ],
  'no-variations': [{ code: 'no-variations', place: { ply: 2, branch: 1 } }],
  'too-deep': [{ code: 'too-deep', place: { ply: 1002, branch: 1000 }, max: 1000 }],
  'bad-variation': [{ code: 'bad-variation', place: main(2), index: 1 }],
  'not-json': [{ code: 'not-json', detail: 'Unexpected end of JSON input' }],
  'not-object': [{ code: 'not-object', found: '[1,2]' }],
  'unknown-field': [{ code: 'unknown-field', field: 'roundlimit' }],
  'missing-field': [{ code: 'missing-field', field: 'lattice' }],
  'bad-format': [{ code: 'bad-format', found: '"momentum/2"', expected: 'momentum/1' }],
  'bad-players': [{ code: 'bad-players', found: '5' }],
  'bad-marbles': [{ code: 'bad-marbles', found: '"8"' }],
  'not-boolean': [{ code: 'not-boolean', field: 'pie', found: '"yes"' }],
  'teams-need-four': [{ code: 'teams-need-four', players: 2 }],
  'bad-round-limit': [{ code: 'bad-round-limit', found: '0' }],
  'bad-to-move': [{ code: 'bad-to-move', found: '3', players: 2 }],
  'moves-not-list': [{ code: 'moves-not-list', found: '"d4 e5"' }],
  'move-not-text': [{ code: 'move-not-text', ply: 2, found: '33' }],
  'meta-not-object': [{ code: 'meta-not-object', found: '["Ann"]' }],
  'variations-not-list': [{ code: 'variations-not-list', found: '{"1":["a1"]}' }],
  'entry-not-list': [{ code: 'entry-not-list', entry: 1, found: '[1]' }],
  'entry-bad-ply': [{ code: 'entry-bad-ply', entry: 1, found: '2', last: 1 }],
  'entry-no-main-line': [{ code: 'entry-no-main-line', entry: 1, found: '0' }],
  'entry-out-of-order': [{ code: 'entry-out-of-order', entry: 2, ply: 1, previous: 2 }],
  'names-not-list': [{ code: 'names-not-list', found: '"Ann and Bo"' }],
  'names-count': [
    { code: 'names-count', count: 1, players: 2 },
    { code: 'names-count', count: 3, players: 2 },
  ],
  'name-not-text': [{ code: 'name-not-text', index: 2, found: '{"html":"<b>Bo</b>"}' }],
};

function all<P extends { readonly code: string }>(examples: Examples<P>): P[] {
  return Object.values<readonly P[]>(examples).flat();
}

const WORDED: [string, Words][] = [
  ...all(BOARD).map((p): [string, Words] => [p.code, boardProblemWords(p)]),
  ...all(CELL_NAME).map((p): [string, Words] => [p.code, cellNameProblemWords(p)]),
  ...all(START).map((p): [string, Words] => [p.code, startProblemWords(p)]),
  ...all(MOVE).map((p): [string, Words] => [p.code, moveProblemWords(p)]),
  ...all(TREE).map((p): [string, Words] => [p.code, treeProblemWords(p)]),
  ...all(RECORD).map((p): [string, Words] => [p.code, recordProblemWords(p)]),
];

/** The keys of a message and of every message inside its parameters. */
function keysOf(message: Words): string[] {
  const inner = Object.values(message.params ?? {}).flatMap((param) => {
    if (typeof param !== 'object') return [];
    return Array.isArray(param) ? param.flatMap(keysOf) : keysOf(param as Words);
  });
  return [message.key, ...inner];
}

const PLACEHOLDER = /\{\w+\}/;

describe('engine problems in words', () => {
  it.each(WORDED)('%s has its words in the English catalogue', (_code, message) => {
    for (const key of keysOf(message)) expect(Object.keys(en)).toContain(key);
  });

  it.each(LANGUAGES)('every problem reads in %s with every placeholder filled', async (language) => {
    const t = createTranslator(language, await loadMessages(language));
    const unfilled = WORDED.map(([code, message]) => [code, t.words(message)] as const).filter(
      ([, text]) => text === '' || PLACEHOLDER.test(text),
    );
    expect(unfilled).toEqual([]);
  });

  it.each<[RecordProblem | TreeRecordProblem, string]>([
    [RECORD['illegal-move'][0], 'ply 3: d4 is occupied'],
    [RECORD['illegal-move'][1]!, 'variation after ply 2: a1 is occupied'],
    [RECORD['illegal-move'][2]!, 'variation after ply 1, ply 4: g1 is occupied'],
    [RECORD['unreadable-move'][0], 'ply 2: "zz" is not a cell name (a file letter and a rank, such as d4)'],
    [
      { code: 'illegal-move', place: main(1), problem: { code: 'must-block', move: 'c1', player: 2 } },
      'ply 1: after c1, Blue could win at once, and another move would block it',
    ],
    [
      { code: 'illegal-move', place: main(2), problem: { code: 'game-over', move: 'c3' } },
      'ply 2: the game is over, so c3 cannot be played',
    ],
    [RECORD['variations-first'][1]!, 'the main line: a list of variations must follow the move it replaces'],
    [RECORD['too-deep'][0], 'variation after ply 1,000, ply 1,002: variations nest more than 1,000 deep'],
    [RECORD.start[0], 'the board has too few cells: 8 playable cells for 8 marbles (it needs more cells than marbles)'],
    [RECORD.layout[0], 'the layout has no playable cell'],
    [RECORD['names-count'][0], 'meta.names has 1 name for 2 players'],
    [RECORD['unknown-field'][0], 'record has an unknown field "roundlimit"'],
  ])('in English: %j', (problem, text) => {
    expect(english.words(recordProblemWords(problem))).toBe(text);
  });

  it('a line read by another token reader words its problems through that reader', () => {
    const problem: LineProblem<TreeProblem> = {
      code: 'unreadable-move',
      place: { ply: 1, branch: 0 },
      problem: { code: 'unknown-move-id', id: '!!' },
    };
    expect(english.words(lineProblemWords(problem, treeProblemWords))).toBe(
      'variation after ply 0: the path has an unknown move id "!!"',
    );
  });
});
