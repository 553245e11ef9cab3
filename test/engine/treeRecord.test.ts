import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type GameState, legalMoves, moveName } from '../../src/engine/game';
import { loadRecord, makeRecord, parseMove, parseRecord, writeRecord } from '../../src/engine/record';
import { type GameTree, type MoveTree, addLine, lineTree, mainLine } from '../../src/engine/tree';
import {
  MAX_NESTING,
  finish,
  growTree,
  makeTreeRecord,
  readTreeRecord,
  readTreeRecordSteps,
  type TreeRecordProblem,
} from '../../src/engine/treeRecord';
import { EMPTY7, cellOf, stateOf } from './helpers';
import { GAME_TREE, endlessStart, longGame } from './trees';

const START = stateOf(EMPTY7);

function moves(state: GameState, names: string): (number | 'swap')[] {
  return names
    .split(' ')
    .filter((n) => n !== '')
    .map((n) => (n === 'swap' ? 'swap' : cellOf(state.board, n)));
}

/** A tree from lines of cell names, each added from the start after the ones before it. */
function treeOf(...lines: string[]): MoveTree {
  let tree = lineTree([]);
  for (const line of lines) {
    const added = addLine(tree, '', moves(START, line));
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    tree = added.value.tree;
  }
  return tree;
}

/** The JSON of a record with these moves and meta, as a file would hold it. */
function recordJson(names: string, meta?: Record<string, unknown>): unknown {
  const record = makeRecord(START, moves(START, names), meta);
  return JSON.parse(writeRecord(record));
}

function read(value: unknown) {
  const record = parseRecord(value);
  if (!record.ok) throw new Error(JSON.stringify(record.error));
  return readTreeRecord(record.value);
}

function roundTrip(game: GameTree): GameTree {
  const back = read(JSON.parse(writeRecord(makeTreeRecord(game))));
  if (!back.ok) throw new Error(JSON.stringify(back.error));
  return back.value;
}

describe('makeTreeRecord', () => {
  test('the main line is the record’s moves; variations go under meta.variations as [ply, line, ...]', () => {
    const tree = treeOf('d4 a1 g7 a7', 'd4 a1 g1', 'd4 a1 a4 g4', 'd4 d1', 'd4 a1 g7 d7');
    const record = makeTreeRecord({ start: START, tree, meta: { event: 'club night' } });
    expect(record.moves).toEqual(['d4', 'a1', 'g7', 'a7']);
    expect(record.meta).toEqual({
      event: 'club night',
      variations: [
        [1, ['d1']],
        [2, ['g1'], ['a4', 'g4']],
        [3, ['d7']],
      ],
    });
  });

  test('variations of variations nest the way PGN nests them, each list after the move it replaces', () => {
    const tree = treeOf('d4 a1 g7', 'd4 g1 a4 a7', 'd4 g1 a4 d1 d7', 'd4 g1 g4');
    expect(makeTreeRecord({ start: START, tree }).meta).toEqual({
      variations: [[1, ['g1', 'a4', [['g4']], 'a7', [['d1', 'd7']]]]],
    });
  });

  test('a game without variations has no meta.variations, and no meta unless it had one', () => {
    expect(makeTreeRecord({ start: START, tree: treeOf('d4 a1') }).meta).toBeUndefined();
    const meta = { names: ['Zoë', 'Łukasz'], date: '2024-05-01' };
    expect(makeTreeRecord({ start: START, tree: treeOf('d4 a1'), meta }).meta).toEqual(meta);
  });

  test('a stale meta.variations in the game’s meta is never written back', () => {
    const game = { start: START, tree: treeOf('d4'), meta: { variations: [[0, ['a1']]], event: 'x' } };
    expect(makeTreeRecord(game).meta).toEqual({ event: 'x' });
  });

  test('every momentum/1 reader replays the main line of a record with variations', () => {
    const tree = treeOf('d4 a1 g7 a7', 'd4 a1 g1');
    const replay = loadRecord(writeRecord(makeTreeRecord({ start: START, tree })));
    expect(replay.ok && replay.value.plies.length).toBe(4);
  });
});

describe('readTreeRecord', () => {
  test('reads variations back into the tree, siblings in their order; other meta passes through', () => {
    const tree = treeOf('d4 a1 g7', 'd4 g1 a4 a7', 'd4 g1 a4 d1 d7', 'd4 g1 g4', 'd4 d1', 'a7');
    const game = { start: START, tree, meta: { names: ['Ann', 'Bo'], event: 'Café <b>' } };
    expect(roundTrip(game)).toEqual(game);
  });

  test('alternatives to a variation’s first move may also be written inside it: they join the same siblings', () => {
    const nested = read(recordJson('d4 a1', { variations: [[1, ['g1', [['g4'], ['a4']]], ['d1']]] }));
    expect(nested.ok && nested.value.tree).toEqual(treeOf('d4 a1', 'd4 g1', 'd4 g4', 'd4 a4', 'd4 d1'));
  });

  test('a record without variations keeps its meta as it is', () => {
    const meta = { names: ['A', 'B'], event: 'x' };
    const game = read(recordJson('d4 a1', meta));
    expect(game.ok && game.value.meta).toEqual(meta);
  });

  const at = (ply: number | null, branch: number | null = null) => ({ ply, branch });
  test.each<[string, string, unknown, TreeRecordProblem]>([
    [
      'the main line',
      'd4 d4',
      undefined,
      { code: 'illegal-move', place: at(2), problem: { code: 'occupied', move: 'd4' } },
    ],
    [
      'a variation’s first move',
      'd4 a1 g7',
      [[2, ['a1']]],
      { code: 'illegal-move', place: at(3, 2), problem: { code: 'occupied', move: 'a1' } },
    ],
    [
      'a later move',
      'd4 a1 g7',
      [[1, ['g1', 'a7', 'g1']]],
      { code: 'illegal-move', place: at(4, 1), problem: { code: 'occupied', move: 'g1' } },
    ],
    [
      'a nested variation',
      'd4 a1 g7',
      [[0, ['a1', 'g1', [['a1']]]]],
      { code: 'illegal-move', place: at(2, 1), problem: { code: 'occupied', move: 'a1' } },
    ],
    [
      'a move that is no cell',
      'd4 a1',
      [[0, ['z9']]],
      { code: 'unreadable-move', place: at(1, 0), problem: { code: 'off-board', name: 'z9' } },
    ],
    [
      'a swap out of turn',
      'd4 a1',
      [[1, ['g1', 'swap']]],
      { code: 'illegal-move', place: at(3, 1), problem: { code: 'swap-too-late' } },
    ],
    [
      'a repeat of the move it replaces',
      'd4 a1',
      [[1, ['a1', 'g7']]],
      { code: 'repeated-move', place: at(2, 1), move: 'a1' },
    ],
    [
      'two variations that start alike',
      'd4 a1',
      [[1, ['g1'], ['g1', 'g7']]],
      { code: 'repeated-move', place: at(2, 1), move: 'g1' },
    ],
    ['entries that are no list', 'd4', { 1: ['a1'] }, { code: 'variations-not-list', found: '{"1":["a1"]}' }],
    ['an entry without lines', 'd4 a1', [[1]], { code: 'entry-not-list', entry: 1, found: '[1]' }],
    ['an entry past the main line', 'd4 a1', [[2, ['g1']]], { code: 'entry-bad-ply', entry: 1, found: '2', last: 1 }],
    ['an entry in a game of no moves', '', [[0, ['a1']]], { code: 'entry-no-main-line', entry: 1, found: '0' }],
    ['an entry that is no ply', 'd4 a1', [['1', ['g1']]], { code: 'entry-bad-ply', entry: 1, found: '"1"', last: 1 }],
    [
      'entries out of order',
      'd4 a1 g7',
      [
        [2, ['a7']],
        [1, ['g1']],
      ],
      { code: 'entry-out-of-order', entry: 2, ply: 1, previous: 2 },
    ],
    [
      'entries that repeat a ply',
      'd4 a1 g7',
      [
        [1, ['g1']],
        [1, ['g4']],
      ],
      { code: 'entry-out-of-order', entry: 2, ply: 1, previous: 1 },
    ],
    ['an item that is neither', 'd4 a1', [[1, ['g1', 7]]], { code: 'not-an-item', place: at(2, 1), found: '7' }],
    ['an empty list of variations', 'd4 a1', [[1, ['g1', []]]], { code: 'no-variations', place: at(2, 1) }],
    ['an empty variation', 'd4 a1', [[1, []]], { code: 'bad-variation', place: at(2), index: 1 }],
    ['a variation that is no list', 'd4 a1', [[1, 'g1']], { code: 'bad-variation', place: at(2), index: 1 }],
    ['a list before any move', 'd4 a1', [[1, [[['g1']]]]], { code: 'variations-first', place: at(null, 1) }],
  ])('refuses %s', (_what, names, variations, error) => {
    expect(read(recordJson(names, variations === undefined ? undefined : { variations }))).toEqual({
      ok: false,
      error,
    });
  });

  test.each<[Record<string, unknown>, TreeRecordProblem]>([
    [{ names: 'Ann and Bo' }, { code: 'names-not-list', found: '"Ann and Bo"' }],
    [{ names: ['Ann'] }, { code: 'names-count', count: 1, players: 2 }],
    [{ names: ['Ann', { html: '<b>Bo</b>' }] }, { code: 'name-not-text', index: 2, found: '{"html":"<b>Bo</b>"}' }],
  ])('refuses malformed names: %j', (meta, error) => {
    expect(read(recordJson('d4', meta))).toEqual({ ok: false, error });
  });

  test(`variations nested deeper than ${MAX_NESTING} are refused, so writing them back cannot overflow`, () => {
    const start = endlessStart();
    const { moves, states } = longGame(start, MAX_NESTING + 3);
    const names = moves.map((move, ply) => moveName(states[ply]!.board, move));
    // Each level plays a main-line move, then another move whose variation is the next level.
    let line: unknown[] = [names[MAX_NESTING + 1]!];
    for (let ply = MAX_NESTING; ply >= 0; ply--) {
      const other = legalMoves(states[ply + 1]!).find((move) => move !== moves[ply + 1])!;
      line = [names[ply]!, moveName(start.board, other), [line]];
    }
    const tree = finish(growTree(start, line, parseMove));
    expect(tree).toEqual({
      ok: false,
      error: { code: 'too-deep', place: { ply: MAX_NESTING + 2, branch: MAX_NESTING }, max: MAX_NESTING },
    });
  });

  test('reads a slice at a time: the reader yields while it plays, then returns the game', () => {
    const { moves } = longGame(endlessStart(), 300);
    const record = makeRecord(endlessStart(), moves);
    const steps = readTreeRecordSteps(record);
    const yields: number[] = [];
    let next = steps.next();
    for (; !next.done; next = steps.next()) yields.push(next.value);
    expect(yields).toEqual([128, 256]);
    expect(next.value.ok && mainLine(next.value.value.tree)).toEqual(moves);
  });
});

describe('properties', () => {
  test('any tree on any board survives the record exactly, sibling order included', () => {
    fc.assert(
      fc.property(GAME_TREE, ({ game }) => {
        expect(roundTrip(game)).toEqual(game);
      }),
      { numRuns: 150 },
    );
  });

  test('the record’s moves are the main line, which replays as an ordinary record', () => {
    fc.assert(
      fc.property(GAME_TREE, ({ game }) => {
        const replay = loadRecord(writeRecord(makeTreeRecord(game)));
        expect(replay.ok && replay.value.plies.map((p) => p.move)).toEqual(mainLine(game.tree));
      }),
      { numRuns: 100 },
    );
  });
});
