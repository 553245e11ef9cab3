import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type GameState, type Move, play } from '../../src/engine/game';
import { findPreset } from '../../src/engine/presets';
import type { Ply } from '../../src/engine/record';
import type { Result } from '../../src/engine/result';
import { presetGame } from '../../src/engine/setup';
import { EMPTY_TREE, type MoveTree, type TreePath, addLine, lineTree, pathOf, splitPath } from '../../src/engine/tree';
import { english } from '../../src/store/language';
import { type Line, type LinePlayProblem, lineThrough, stateAt } from '../../src/engine/line';
import { linePlayProblemWords } from '../../src/words/open';
import { cellOf, playMoves } from './helpers';
import { growRandomTree } from './trees';
import { unwrap } from '../result';

/** Why a line was refused, in English; fails the test when it was played. */
function refusal(result: Result<unknown, LinePlayProblem>): string {
  if (result.ok) throw new Error('the line was played');
  return english.words(linePlayProblemWords(result.error));
}

const START: GameState = unwrap(presetGame(findPreset('square7')!, 2));

function movesOf(names: string): Move[] {
  return names
    .split(' ')
    .filter((n) => n !== '')
    .map((n) => (n === 'swap' ? 'swap' : cellOf(START.board, n)));
}

function p(names: string): TreePath {
  return pathOf(movesOf(names));
}

/** A tree from lines of cell names, each added from the start after the ones before it. */
function treeOf(...lines: string[]): MoveTree {
  let tree = EMPTY_TREE;
  for (const line of lines) tree = unwrap(addLine(tree, '', movesOf(line))).tree;
  return tree;
}

/** The plies of moves played one by one with the engine itself. */
function playedPlies(names: string): Ply[] {
  const plies: Ply[] = [];
  let state = START;
  for (const move of movesOf(names)) {
    const played = unwrap(play(state, move));
    plies.push({ move, player: state.toMove, events: played.events, state: played.state });
    state = played.state;
  }
  return plies;
}

describe('lineThrough', () => {
  const tree = treeOf('d4 e5 f6', 'd4 c3 b2 a1', 'g7');

  test.each([
    ['', 'd4 e5 f6'],
    ['d4', 'd4 e5 f6'],
    ['d4 e5 f6', 'd4 e5 f6'],
    ['d4 c3', 'd4 c3 b2 a1'],
    ['d4 c3 b2 a1', 'd4 c3 b2 a1'],
    ['g7', 'g7'],
  ])('through "%s" the line is "%s", on along first children', (at, line) => {
    const through = unwrap(lineThrough(START, tree, p(at)));
    expect(through.path).toBe(p(line));
    expect(through.plies).toEqual(playedPlies(line));
  });

  test('the empty tree gives the empty line', () => {
    expect(lineThrough(START, EMPTY_TREE, '')).toEqual({ ok: true, value: { plies: [], path: '' } });
  });

  test('reuses the plies of the moves it shares with the previous line, object for object', () => {
    const main = unwrap(lineThrough(START, tree, ''));
    const variation = unwrap(lineThrough(START, tree, p('d4 c3'), main));
    expect(variation.plies[0]).toBe(main.plies[0]);
    expect(variation.plies[1]).not.toBe(main.plies[1]);
    expect(variation).toEqual(unwrap(lineThrough(START, tree, p('d4 c3'))));

    const same = unwrap(lineThrough(START, tree, p('d4 e5'), main));
    expect(same.path).toBe(main.path);
    same.plies.forEach((ply, i) => expect(ply).toBe(main.plies[i]));

    const other = unwrap(lineThrough(START, tree, p('g7'), main));
    expect(other.plies).toEqual(playedPlies('g7'));
    expect(other.plies[0]).not.toBe(main.plies[0]);
  });

  test('a longer line after a move is added reuses the whole previous line', () => {
    const before = unwrap(lineThrough(START, tree, ''));
    const grown = unwrap(addLine(tree, before.path, movesOf('a7 b7')));
    const after = unwrap(lineThrough(START, grown.tree, grown.path, before));
    expect(after.path).toBe(p('d4 e5 f6 a7 b7'));
    expect(after.plies).toHaveLength(5);
    before.plies.forEach((ply, i) => expect(after.plies[i]).toBe(ply));
    expect(after.plies).toEqual(playedPlies('d4 e5 f6 a7 b7'));
  });

  test('an illegal move in the tree is an error naming its ply, wherever the line reaches it', () => {
    const bad = treeOf('a1 g7 a1', 'd4 d4');
    expect(refusal(lineThrough(START, bad, ''))).toBe('ply 3: a1 is occupied');
    expect(refusal(lineThrough(START, bad, p('a1 g7')))).toBe('ply 3: a1 is occupied');
    expect(refusal(lineThrough(START, bad, p('d4')))).toBe('ply 2: d4 is occupied');
    const previous = unwrap(lineThrough(START, treeOf('a1 g7'), ''));
    expect(refusal(lineThrough(START, bad, p('a1'), previous))).toBe('ply 3: a1 is occupied');
  });

  test.each([
    ['an odd path', 'A'],
    ['an unknown id', '!!'],
  ])('a path that is not a path is an error: %s', (_, path) => {
    const through = lineThrough(START, tree, path);
    expect(through.ok).toBe(false);
    expect(through).toEqual(splitPath(path));
  });

  test('from any previous line, the line through any node equals a fresh one and shares the common prefix', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 40 }), fc.nat(), fc.nat(), (picks, a, b) => {
        const { tree: grown, paths } = growRandomTree(START, picks);
        const first: Line = unwrap(lineThrough(START, grown, paths[a % paths.length]!));
        const target = paths[b % paths.length]!;
        const next = unwrap(lineThrough(START, grown, target, first));
        expect(next).toEqual(unwrap(lineThrough(START, grown, target)));
        expect(next.path.startsWith(target)).toBe(true);
        const moves = unwrap(splitPath(next.path));
        expect(next.plies.map((ply) => ply.move)).toEqual(moves);
        let shared = 0;
        while (shared < Math.min(first.path.length, next.path.length) / 2) {
          if (first.path.slice(2 * shared, 2 * shared + 2) !== next.path.slice(2 * shared, 2 * shared + 2)) break;
          shared++;
        }
        next.plies.forEach((ply, i) => {
          if (i < shared) expect(ply).toBe(first.plies[i]);
          else expect(first.plies).not.toContain(ply);
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe('stateAt', () => {
  test('ply 0 is the start; ply k the position after move k', () => {
    const moves = movesOf('d4 a1 g7');
    const { plies } = unwrap(lineThrough(START, lineTree(moves), pathOf(moves)));
    expect(stateAt(START, plies, 0)).toBe(START);
    expect(stateAt(START, [], 0)).toBe(START);
    plies.forEach((ply, i) => expect(stateAt(START, plies, i + 1)).toBe(ply.state));
    expect(stateAt(START, plies, 3)).toEqual(playMoves(START, ['d4', 'a1', 'g7']));
  });
});
