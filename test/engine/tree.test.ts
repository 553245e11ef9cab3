import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Move } from '../../src/engine/game';
import {
  EMPTY_TREE,
  type MoveNode,
  type MoveTree,
  type TreePath,
  type TreeProblem,
  addLine,
  addMove,
  childrenAt,
  continuation,
  deleteAt,
  lineEnd,
  lineTree,
  mainLine,
  moveId,
  nodesAt,
  onMainLine,
  parentPath,
  pathDepth,
  pathOf,
  promote,
  splitPath,
  treeSize,
} from '../../src/engine/tree';
import { EMPTY7, cellOf, stateOf } from './helpers';
import { unwrap } from '../result';

const BOARD = stateOf(EMPTY7).board;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A move written as a cell name of the 7×7 board, or `swap`. */
function m(name: string): Move {
  return name === 'swap' ? 'swap' : cellOf(BOARD, name);
}

function movesOf(names: string): Move[] {
  return names
    .split(' ')
    .filter((n) => n !== '')
    .map(m);
}

/** The path of moves written as cell names separated by spaces. */
function p(names: string): TreePath {
  return pathOf(movesOf(names));
}

/** A tree from lines of cell names, each added from the start after the ones before it. */
function treeOf(...lines: string[]): MoveTree {
  let tree = EMPTY_TREE;
  for (const line of lines) tree = unwrap(addLine(tree, '', movesOf(line))).tree;
  return tree;
}

/** The tree written out as `move(children…)`, siblings in order, so expectations read like a game score. */
function shape(tree: { readonly children: readonly MoveNode[] }): string {
  return tree.children
    .map((node) => {
      const name = node.move === 'swap' ? 'swap' : `${'abcdefg'[node.move % 7]!}${7 - Math.floor(node.move / 7)}`;
      return node.children.length > 0 ? `${name}(${shape(node)})` : name;
    })
    .join(' ');
}

/** The node at `path`, failing loudly when there is none. */
function nodeAt(tree: MoveTree, path: TreePath): MoveNode {
  const node = nodesAt(tree, path)?.at(-1);
  if (!node) throw new Error(`no node at ${path}`);
  return node;
}

/** Every node's path, depth first, siblings in order. */
function allPaths(tree: MoveTree): TreePath[] {
  const out: TreePath[] = [];
  const walk = (children: readonly MoveNode[], at: TreePath): void => {
    for (const child of children) {
      const path = at + moveId(child.move);
      out.push(path);
      walk(child.children, path);
    }
  };
  walk(tree.children, '');
  return out;
}

describe('move ids and paths', () => {
  test('the shape helper writes cells as the board names them', () => {
    expect(shape(treeOf('a7 g1 d4'))).toBe('a7(g1(d4))');
  });

  test.each<[Move, string]>([
    [0, 'AA'],
    [1, 'AB'],
    [25, 'AZ'],
    [26, 'Aa'],
    [52, 'A0'],
    [62, 'A-'],
    [63, 'A_'],
    [64, 'BA'],
    [65, 'BB'],
    // The last cell of the largest board, 26 × 26: 675 = 10·64 + 35.
    [26 * 26 - 1, 'Kj'],
    ['swap', '__'],
  ])('moveId(%s) is %s, its index in base 64', (move, id) => {
    expect(moveId(move)).toBe(id);
  });

  test('every cell index of the largest board and the swap has its own two-character id, and reads back', () => {
    const moves: Move[] = [...Array.from({ length: 26 * 26 }, (_, i) => i), 'swap'];
    const ids = moves.map(moveId);
    expect(ids.every((id) => id.length === 2)).toBe(true);
    expect(new Set(ids).size).toBe(moves.length);
    for (const move of moves) expect(splitPath(moveId(move))).toEqual({ ok: true, value: [move] });
    expect(splitPath(pathOf(moves))).toEqual({ ok: true, value: moves });
    expect(splitPath(pathOf([...moves].reverse()))).toEqual({ ok: true, value: [...moves].reverse() });
  });

  test('every two-character id over the URL-safe alphabet reads as the move whose id it is', () => {
    const ids = [...ALPHABET].flatMap((hi) => [...ALPHABET].map((lo) => hi + lo));
    const back = ids.map((id) => {
      const split = splitPath(id);
      return split.ok && split.value.length === 1 ? moveId(split.value[0]!) : null;
    });
    expect(back).toEqual(ids);
  });

  test('the empty path is the start, with no moves', () => {
    expect(splitPath('')).toEqual({ ok: true, value: [] });
    expect(pathOf([])).toBe('');
  });

  test.each<[string, TreeProblem]>([
    ['A', { code: 'odd-path', length: 1 }],
    ['AAB', { code: 'odd-path', length: 3 }],
    ['AAAAA', { code: 'odd-path', length: 5 }],
    ['!!', { code: 'unknown-move-id', id: '!!' }],
    ['A.', { code: 'unknown-move-id', id: 'A.' }],
    [' A', { code: 'unknown-move-id', id: ' A' }],
    ['AAé_', { code: 'unknown-move-id', id: 'é_' }],
    ['AA+/BB', { code: 'unknown-move-id', id: '+/' }],
  ])('splitPath(%j) is an error', (path, error) => {
    expect(splitPath(path)).toEqual({ ok: false, error });
  });

  test('parentPath drops the last move and pathDepth counts the moves', () => {
    expect(parentPath(p('d4 e5 f6'))).toBe(p('d4 e5'));
    expect(parentPath(p('d4'))).toBe('');
    expect(pathDepth('')).toBe(0);
    expect(pathDepth(p('d4 e5 swap'))).toBe(3);
  });

  test('a round trip over any list of moves', () => {
    const move = fc.oneof(fc.integer({ min: 0, max: 26 * 26 - 1 }), fc.constant<Move>('swap'));
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        const path = pathOf(moves);
        expect(path).toHaveLength(2 * moves.length);
        expect(splitPath(path)).toEqual({ ok: true, value: moves });
      }),
    );
  });
});

describe('addMove', () => {
  test('the first move from the start becomes the main line', () => {
    const added = unwrap(addMove(EMPTY_TREE, '', m('d4')));
    expect(added.path).toBe(p('d4'));
    expect(shape(added.tree)).toBe('d4');
    expect(mainLine(added.tree)).toEqual([m('d4')]);
    expect(EMPTY_TREE.children).toEqual([]);
  });

  test('the first move from a leaf continues its line', () => {
    const tree = treeOf('d4 e5', 'c3');
    const added = unwrap(addMove(tree, p('c3'), m('b2')));
    expect(added.path).toBe(p('c3 b2'));
    expect(shape(added.tree)).toBe('d4(e5) c3(b2)');
    expect(continuation(added.tree, p('c3'))).toEqual([m('b2')]);
  });

  test('a move already played from there is followed: same tree, the existing child’s path', () => {
    const tree = treeOf('d4 e5', 'd4 c3', 'a1');
    for (const [at, move] of [
      ['', 'd4'],
      ['', 'a1'],
      ['d4', 'c3'],
    ] as const) {
      const added = unwrap(addMove(tree, p(at), m(move)));
      expect(added.tree).toBe(tree);
      expect(added.path).toBe(p(`${at} ${move}`));
    }
  });

  test('a new move goes after its siblings, as a variation; the main line is kept', () => {
    const tree = treeOf('d4 e5', 'c3');
    const atStart = unwrap(addMove(tree, '', m('f6')));
    expect(shape(atStart.tree)).toBe('d4(e5) c3 f6');
    expect(atStart.path).toBe(p('f6'));
    const deeper = unwrap(addMove(tree, p('d4'), m('swap')));
    expect(shape(deeper.tree)).toBe('d4(e5 swap) c3');
    expect(mainLine(deeper.tree)).toEqual(movesOf('d4 e5'));
  });

  test.each([
    ['a move that is not in the tree', p('a1')],
    ['one move past a leaf', p('d4 e5 f6')],
    ['a path through a missing move', p('d4 a1 e5')],
    ['an odd path', p('d4') + 'A'],
    ['an unknown id', '!!'],
  ])('a path beyond the tree is an error: %s', (_, path) => {
    const tree = treeOf('d4 e5');
    const added = addMove(tree, path, m('g7'));
    expect(added).toEqual({ ok: false, error: { code: 'off-tree' } });
  });

  test('only the nodes on the path are rebuilt: every other subtree is the same object', () => {
    const tree = treeOf('d4 e5 f6', 'd4 e5 a1', 'd4 c3 b2', 'g7 g6');
    const added = unwrap(addMove(tree, p('d4 e5'), m('a7')));
    expect(shape(added.tree)).toBe('d4(e5(f6 a1 a7) c3(b2)) g7(g6)');
    expect(nodeAt(added.tree, p('g7'))).toBe(nodeAt(tree, p('g7')));
    expect(nodeAt(added.tree, p('d4 c3'))).toBe(nodeAt(tree, p('d4 c3')));
    expect(nodeAt(added.tree, p('d4 e5 f6'))).toBe(nodeAt(tree, p('d4 e5 f6')));
    expect(nodeAt(added.tree, p('d4 e5 a1'))).toBe(nodeAt(tree, p('d4 e5 a1')));
    expect(nodeAt(added.tree, p('d4'))).not.toBe(nodeAt(tree, p('d4')));
    expect(nodeAt(added.tree, p('d4 e5'))).not.toBe(nodeAt(tree, p('d4 e5')));
    // The old tree is untouched.
    expect(shape(tree)).toBe('d4(e5(f6 a1) c3(b2)) g7(g6)');
  });
});

describe('addLine', () => {
  test('adds the moves one after the other and returns the path of the last', () => {
    const tree = treeOf('d4 e5 f6');
    const added = unwrap(addLine(tree, p('d4'), movesOf('e5 g7 a1')));
    expect(added.path).toBe(p('d4 e5 g7 a1'));
    expect(shape(added.tree)).toBe('d4(e5(f6 g7(a1)))');
  });

  test('no moves: the same tree and path', () => {
    const tree = treeOf('d4 e5');
    expect(unwrap(addLine(tree, p('d4'), []))).toEqual({ tree, path: p('d4') });
    expect(unwrap(addLine(tree, p('d4'), [])).tree).toBe(tree);
  });

  test('a line that is already there changes nothing', () => {
    const tree = treeOf('d4 e5 f6', 'c3');
    const added = unwrap(addLine(tree, '', movesOf('d4 e5 f6')));
    expect(added.tree).toBe(tree);
    expect(added.path).toBe(p('d4 e5 f6'));
  });

  test('from a path beyond the tree it is an error', () => {
    expect(addLine(treeOf('d4'), p('e5'), movesOf('f6 g7'))).toEqual({ ok: false, error: { code: 'off-tree' } });
  });

  test('lineTree of any moves is addLine of them from the empty tree', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 48 }), { maxLength: 20 }), (moves) => {
        expect(addLine(EMPTY_TREE, '', moves)).toEqual({
          ok: true,
          value: { tree: lineTree(moves), path: pathOf(moves) },
        });
      }),
    );
  });
});

describe('nodesAt and childrenAt', () => {
  const tree = treeOf('d4 e5 f6', 'd4 c3', 'a1');

  test('nodesAt gives the nodes from the first move down to the path’s node', () => {
    const nodes = nodesAt(tree, p('d4 e5 f6'));
    expect(nodes?.map((n) => n.move)).toEqual(movesOf('d4 e5 f6'));
    expect(nodes?.[0]).toBe(tree.children[0]);
    expect(nodes?.[1]).toBe(tree.children[0]!.children[0]);
    expect(nodesAt(tree, p('d4 c3'))?.at(-1)).toBe(tree.children[0]!.children[1]);
    expect(nodesAt(tree, '')).toEqual([]);
  });

  test('childrenAt gives the moves played from there, in order', () => {
    expect(childrenAt(tree, '')).toBe(tree.children);
    expect(childrenAt(tree, p('d4'))?.map((n) => n.move)).toEqual(movesOf('e5 c3'));
    expect(childrenAt(tree, p('d4 e5 f6'))).toEqual([]);
    expect(childrenAt(tree, p('a1'))).toEqual([]);
  });

  test.each([
    ['a first move not played', p('g7')],
    ['a move not played further down', p('d4 e5 g7')],
    ['a path past a leaf', p('a1 b2')],
    ['an odd path', p('d4').slice(0, 1)],
    ['an unknown id', '!!'],
  ])('a path that leaves the tree gives null: %s', (_, path) => {
    expect(nodesAt(tree, path)).toBeNull();
    expect(childrenAt(tree, path)).toBeNull();
  });
});

describe('continuation, lineEnd and mainLine', () => {
  const tree = treeOf('d4 e5 f6', 'd4 c3 b2 a1', 'd4 c3 g1', 'a7');

  test.each([
    ['', 'd4 e5 f6'],
    ['d4', 'e5 f6'],
    ['d4 c3', 'b2 a1'],
    ['d4 c3 g1', ''],
    ['a7', ''],
    ['d4 e5 f6', ''],
  ])('after "%s" the line goes on with "%s"', (at, rest) => {
    expect(continuation(tree, p(at))).toEqual(movesOf(rest));
    expect(lineEnd(tree, p(at))).toBe(p(`${at} ${rest}`));
  });

  test('a path off the tree has no continuation and is its own line end', () => {
    expect(continuation(tree, p('g7'))).toEqual([]);
    expect(lineEnd(tree, p('g7'))).toBe(p('g7'));
  });

  test('mainLine follows first children from the start', () => {
    expect(mainLine(tree)).toEqual(movesOf('d4 e5 f6'));
    expect(mainLine(EMPTY_TREE)).toEqual([]);
    expect(mainLine(lineTree(movesOf('a1 swap g7')))).toEqual(movesOf('a1 swap g7'));
  });
});

describe('onMainLine', () => {
  const tree = treeOf('d4 e5 f6', 'd4 c3 b2', 'a1');

  test.each([
    ['', true],
    ['d4', true],
    ['d4 e5', true],
    ['d4 e5 f6', true],
    ['d4 c3', false],
    ['d4 c3 b2', false],
    ['a1', false],
    ['d4 e5 f6 g7', false],
    ['g7', false],
  ])('"%s": %s', (at, expected) => {
    expect(onMainLine(tree, p(at))).toBe(expected);
  });
});

describe('promote', () => {
  // Two forks on the way to d4 c3 a1, where it is second each time; a7 is a second first move.
  const tree = treeOf('d4 e5 f6', 'd4 c3 b2', 'd4 c3 a1', 'a7');

  test.each([
    ['d4 c3 a1', false, 'd4(e5(f6) c3(a1 b2)) a7'],
    ['d4 c3 a1', true, 'd4(c3(a1 b2) e5(f6)) a7'],
    ['d4 c3 b2', false, 'd4(c3(b2 a1) e5(f6)) a7'],
    ['d4 c3 b2', true, 'd4(c3(b2 a1) e5(f6)) a7'],
    ['d4 c3', false, 'd4(c3(b2 a1) e5(f6)) a7'],
    ['a7', false, 'a7 d4(e5(f6) c3(b2 a1))'],
    ['a7', true, 'a7 d4(e5(f6) c3(b2 a1))'],
  ])('promote(%s, toMainLine %s)', (at, toMainLine, expected) => {
    const promoted = unwrap(promote(tree, p(at), toMainLine));
    expect(shape(promoted)).toBe(expected);
    if (toMainLine) expect(onMainLine(promoted, p(at))).toBe(true);
    expect(treeSize(promoted)).toBe(treeSize(tree));
  });

  test('without toMainLine only the nearest fork turns, so the node may stay off the main line', () => {
    const promoted = unwrap(promote(tree, p('d4 c3 a1'), false));
    expect(onMainLine(promoted, p('d4 c3 a1'))).toBe(false);
    const again = unwrap(promote(promoted, p('d4 c3 a1'), false));
    expect(onMainLine(again, p('d4 c3 a1'))).toBe(true);
    expect(again).toEqual(unwrap(promote(tree, p('d4 c3 a1'), true)));
  });

  test('the promoted move goes first and its other siblings keep their order', () => {
    const wide = treeOf('a1', 'b2', 'c3', 'd4');
    expect(shape(unwrap(promote(wide, p('c3'), false)))).toBe('c3 a1 b2 d4');
    expect(shape(unwrap(promote(wide, p('d4'), true)))).toBe('d4 a1 b2 c3');
  });

  test.each([
    ['d4 e5 f6', false],
    ['d4 e5 f6', true],
    ['d4', true],
    ['', false],
    ['', true],
  ])('a node already on the main line leaves the tree as it is: %s, %s', (at, toMainLine) => {
    expect(unwrap(promote(tree, p(at), toMainLine))).toBe(tree);
  });

  test('a node first at its own forks, in a variation further up, leaves every fork below alone', () => {
    const promoted = unwrap(promote(tree, p('d4 c3 b2'), false));
    expect(nodeAt(promoted, p('d4 c3'))).toBe(nodeAt(tree, p('d4 c3')));
    expect(nodeAt(promoted, p('d4 e5'))).toBe(nodeAt(tree, p('d4 e5')));
    expect(nodeAt(promoted, p('a7'))).toBe(nodeAt(tree, p('a7')));
  });

  test.each([['g7'], ['d4 g7'], ['d4 c3 a1 g7']])('a path off the tree is an error: %s', (at) => {
    expect(promote(tree, p(at), false)).toEqual({ ok: false, error: { code: 'off-tree' } });
    expect(promote(tree, p(at), true)).toEqual({ ok: false, error: { code: 'off-tree' } });
  });
});

describe('deleteAt', () => {
  const tree = treeOf('d4 e5 f6', 'd4 c3 b2', 'd4 c3 a1', 'a7');

  test.each([
    ['d4 c3', 'd4(e5(f6)) a7', 3],
    ['d4 c3 a1', 'd4(e5(f6) c3(b2)) a7', 1],
    ['d4 e5 f6', 'd4(e5 c3(b2 a1)) a7', 1],
    ['d4 e5', 'd4(c3(b2 a1)) a7', 2],
    ['d4', 'a7', 6],
    ['a7', 'd4(e5(f6) c3(b2 a1))', 1],
  ])('deleteAt(%s) removes the node and everything after it', (at, expected, removed) => {
    const deleted = unwrap(deleteAt(tree, p(at)));
    expect(shape(deleted)).toBe(expected);
    expect(treeSize(deleted)).toBe(treeSize(tree) - removed);
    expect(nodesAt(deleted, p(at))).toBeNull();
  });

  test('deleting the first child makes the next sibling the line', () => {
    expect(mainLine(unwrap(deleteAt(tree, p('d4 e5'))))).toEqual(movesOf('d4 c3 b2'));
    expect(mainLine(unwrap(deleteAt(tree, p('d4'))))).toEqual(movesOf('a7'));
  });

  test('untouched subtrees are shared', () => {
    const deleted = unwrap(deleteAt(tree, p('d4 e5')));
    expect(nodeAt(deleted, p('d4 c3'))).toBe(nodeAt(tree, p('d4 c3')));
    expect(nodeAt(deleted, p('a7'))).toBe(nodeAt(tree, p('a7')));
  });

  test('the start cannot be deleted', () => {
    expect(deleteAt(tree, '')).toEqual({ ok: false, error: { code: 'delete-start' } });
  });

  test.each([
    ['a first move not played', p('g7')],
    ['a move not played further down', p('d4 c3 g7')],
    ['a path past a leaf', p('a7 a6')],
    ['an odd path', p('d4').slice(0, 1)],
    ['an odd path below a node', p('d4') + 'A'],
    ['an unknown id', '!!'],
  ])('a path off the tree is an error: %s', (_, path) => {
    expect(deleteAt(tree, path)).toEqual({ ok: false, error: { code: 'off-tree' } });
  });
});

describe('lineTree and treeSize', () => {
  test('lineTree is the line alone, each move the only child of the one before', () => {
    const tree = lineTree(movesOf('d4 e5 swap f6'));
    expect(shape(tree)).toBe('d4(e5(swap(f6)))');
    expect(mainLine(tree)).toEqual(movesOf('d4 e5 swap f6'));
    expect(treeSize(tree)).toBe(4);
    expect(lineTree([])).toEqual(EMPTY_TREE);
  });

  test.each([
    [[], 0],
    [['d4'], 1],
    [['d4 e5 f6'], 3],
    [['d4 e5 f6', 'd4 c3', 'a1 b2'], 6],
    [['d4 e5', 'd4 e5'], 2],
  ])('treeSize of %j is %i', (lines, size) => {
    expect(treeSize(treeOf(...lines))).toBe(size);
  });
});

/** Small moves so that random edits keep meeting moves already played. */
const MOVE = fc.constantFrom<Move>(0, 1, 2, 3, 'swap');

const EDIT = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), at: fc.nat(), move: MOVE }),
  fc.record({ kind: fc.constant('promote' as const), at: fc.nat(), toMainLine: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
);

/** The index of each move of `path` among its siblings. */
function forkIndices(tree: MoveTree, path: TreePath): number[] {
  const out: number[] = [];
  for (let end = 2; end <= path.length; end += 2) {
    const siblings = childrenAt(tree, path.slice(0, end - 2))!;
    out.push(siblings.findIndex((child) => moveId(child.move) === path.slice(end - 2, end)));
  }
  return out;
}

describe('random edits', () => {
  test('every node stays reachable, siblings differ, and the tree holds exactly the paths added and not deleted', () => {
    fc.assert(
      fc.property(fc.array(EDIT, { maxLength: 60 }), (edits) => {
        let tree = EMPTY_TREE;
        /** The model: every path that should be in the tree, '' for the start. */
        const model = new Set<TreePath>(['']);
        for (const edit of edits) {
          const paths = [...model].sort();
          const at = paths[edit.at % paths.length]!;
          const old = tree;
          const before = JSON.stringify(old);
          if (edit.kind === 'add') {
            const existed = model.has(at + moveId(edit.move));
            const added = unwrap(addMove(tree, at, edit.move));
            expect(added.path).toBe(at + moveId(edit.move));
            if (existed) expect(added.tree).toBe(tree);
            else expect(childrenAt(added.tree, at)!.at(-1)!.move).toBe(edit.move);
            model.add(added.path);
            tree = added.tree;
          } else if (edit.kind === 'promote') {
            const indices = forkIndices(tree, at);
            const promoted = unwrap(promote(tree, at, edit.toMainLine));
            if (edit.toMainLine) {
              expect(onMainLine(promoted, at)).toBe(true);
            } else {
              const nearest = indices.findLastIndex((i) => i > 0);
              expect(forkIndices(promoted, at)).toEqual(indices.map((i, level) => (level === nearest ? 0 : i)));
            }
            tree = promoted;
          } else if (at === '') {
            expect(deleteAt(tree, at).ok).toBe(false);
          } else {
            tree = unwrap(deleteAt(tree, at));
            for (const path of [...model]) if (path.startsWith(at)) model.delete(path);
          }
          // Edits never change the tree they were given.
          expect(JSON.stringify(old)).toBe(before);

          const paths2 = allPaths(tree);
          expect(new Set(paths2)).toEqual(new Set([...model].filter((path) => path !== '')));
          expect(paths2).toHaveLength(model.size - 1);
          expect(treeSize(tree)).toBe(model.size - 1);
          for (const path of paths2) {
            const nodes = nodesAt(tree, path);
            expect(nodes?.map((n) => n.move)).toEqual(unwrap(splitPath(path)));
          }
          for (const path of ['', ...paths2]) {
            const moves = childrenAt(tree, path)!.map((child) => child.move);
            expect(new Set(moves).size).toBe(moves.length);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
