import { describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { BusyPrefix } from '../../src/ai/busyPrefix';
import { PROVEN_WIN, UNPROVEN } from '../../src/ai/searchTypes';
import { SharedTree, sharedTreeMemory } from '../../src/ai/sharedTree';
import { FastGame } from '../../src/engine/fast';
import { presetStart } from '../engine/helpers';

/** A tree of three generations along its first moves, the run root, first child, first grandchild. */
function threeGenerations() {
  const game = FastGame.fromState(presetStart('square7'));
  const tree = new SharedTree(sharedTreeMemory(10_000));
  tree.reset(2);
  const path = new Int32Array(8);
  const tried = new Int32Array(8);
  let node = 0;
  for (let depth = 0; depth < 3; depth++) {
    path[depth] = node;
    const moves = Int32Array.from(legalList(game));
    tree.addChildren(node, moves, moves.length, game.toMove);
    tree.tried[node] = 1 + depth;
    tried[depth] = 1 + depth;
    node = tree.first[node]!;
    if (depth < 2) game.play(tree.move[node]!);
  }
  return { game, tree, path, tried };
}

describe("a thread's run of busy nodes on a shared tree", () => {
  it('gives back the run and its position while nothing has changed', () => {
    const { game, tree, path, tried } = threeGenerations();
    const prefix = new BusyPrefix(FastGame.fromState(presetStart('square7')));
    expect(prefix.holds(tree)).toBe(false);
    prefix.keep(path, tried, 3, game);
    expect(prefix.holds(tree)).toBe(true);
    const into = new Int32Array(8).fill(-1);
    expect(prefix.copyInto(into)).toBe(3);
    expect([...into.subarray(0, 4)]).toEqual([...path.subarray(0, 3), -1]);
    expect(prefix.game.grid).toEqual(game.grid);
    expect(prefix.game.turn).toBe(2);
    // The position kept is its own: playing on the one given does not move it.
    game.play(legalList(game)[0]!);
    expect(prefix.game.turn).toBe(2);
  });

  it('no longer holds once cleared (as a write of the counts does), a move is tried or a node is proven', () => {
    const { game, tree, path, tried } = threeGenerations();
    const prefix = new BusyPrefix(game);
    prefix.keep(path, tried, 3, game);
    prefix.clear();
    expect(prefix.holds(tree)).toBe(false);
    // Each change to the tree, and how to undo it.
    const changes: [(t: SharedTree) => void, (t: SharedTree) => void][] = [
      [(t) => Atomics.add(t.tried, path[1]!, 1), (t) => Atomics.sub(t.tried, path[1]!, 1)],
      [(t) => t.prove(path[2]!, PROVEN_WIN), (t) => t.prove(path[2]!, UNPROVEN)],
    ];
    for (const [change, undo] of changes) {
      const copy = threeGenerations();
      prefix.keep(path, tried, 3, game);
      expect(prefix.holds(copy.tree)).toBe(true);
      change(copy.tree);
      expect(prefix.holds(copy.tree)).toBe(false);
      // Forgotten, not set aside: with the change undone it holds no more.
      undo(copy.tree);
      expect(prefix.holds(copy.tree)).toBe(false);
    }
  });
});
