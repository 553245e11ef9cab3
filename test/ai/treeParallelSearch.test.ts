import { describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { MoveHistory } from '../../src/ai/history';
import { LEAF, SHARED_NODE_BYTES, SharedTree, sharedTreeMemory } from '../../src/ai/sharedTree';
import { UNPROVEN } from '../../src/ai/searchTypes';
import { TreeParallelSearch, treeParallelSearcher, tryNext } from '../../src/ai/treeParallelSearch';
import { FastGame } from '../../src/engine/fast';
import { Random } from '../../src/engine/random';
import type { GameState } from '../../src/engine/game';
import { presetStart, stateOf } from '../engine/helpers';
import { forcedWins, moveOutcomes } from './exhaustive';
import { checkSharedTree } from './sharedTreeChecks';

/** A search on a shared tree run by this thread alone, as one of the threads of a parallel one would. */
function searchOnce(shared: TreeParallelSearch, start: GameState, moves: number[], seed: number, playouts: number) {
  const game = FastGame.fromState(start);
  for (const move of moves) game.play(move);
  const [task] = shared.tasks(start, moves, game, { seed, playouts }, [seed]);
  const ran = treeParallelSearcher(() => 0)(task!);
  return { game, task: task!, ran, result: shared.result(ran) };
}

describe('the memory of a shared tree', () => {
  it('takes SHARED_NODE_BYTES a node across its tables', () => {
    const { capacity, header, ...tables } = sharedTreeMemory(1000);
    expect(capacity).toBe(1000);
    // The count of slots taken and the count of playouts claimed.
    expect(header.byteLength).toBe(8);
    expect(Object.values(tables).reduce((n, b) => n + b.byteLength, 0)).toBe(1000 * SHARED_NODE_BYTES);
  });
});

describe('trying the next move of a node on a shared tree', () => {
  /** A root with its children made, and a history in which the mover has won with only its legal move number `good`. */
  function rootWithChildren(good: number) {
    const game = FastGame.fromState(presetStart('square7'));
    const moves = Int32Array.from(legalList(game));
    const tree = new SharedTree(sharedTreeMemory(1000));
    tree.reset(2);
    tree.addChildren(0, moves, moves.length, game.toMove);
    const history = new MoveHistory(game);
    for (const move of moves) history.count(game.toMove, game.frame.padded[move]!, 0);
    history.count(game.toMove, game.frame.padded[moves[good]!]!, 1 << game.toMove);
    return { tree, history, moves, first: tree.first[0]! };
  }

  it('tries the untried move the history now rates best, whatever order the children were made in', () => {
    const { tree, history, moves, first } = rootWithChildren(7);
    const slot = tryNext(tree, 0, first, 0, history, new Random(1));
    expect(slot).toBe(first);
    expect(tree.move[slot]).toBe(moves[7]);
    expect(tree.tried[0]).toBe(1);
    // The family still holds every move once.
    expect([...tree.move.subarray(first, first + moves.length)].sort((a, b) => a - b)).toEqual(
      [...moves].sort((a, b) => a - b),
    );
  });

  it('leaves the node alone while another thread chooses, or once another has tried a move since', () => {
    const { tree, history, first } = rootWithChildren(0);
    // Held by another thread, which has tried none of its moves yet.
    tree.tried[0] = ~0;
    expect(tree.triedOf(0)).toBe(0);
    expect(tryNext(tree, 0, first, 0, history, new Random(1))).toBe(-1);
    expect(tree.tried[0]).toBe(~0);
    tree.tried[0] = 1;
    expect(tryNext(tree, 0, first, 0, history, new Random(1))).toBe(-1);
    expect(tree.tried[0]).toBe(1);
  });

  it('still shows the moves tried so far while a thread holds the node to choose its next', () => {
    const { tree, history, first } = rootWithChildren(3);
    const tried = tryNext(tree, 0, first, 0, history, new Random(1));
    // Another thread takes the hold for its try: the count reads negative until it publishes.
    tree.tried[0] = ~1;
    expect(tree.triedOf(0)).toBe(1);
    expect(tree.triedChild(0, tree.move[tried]!)).toBe(tried);
    expect(tree.triedChild(0, tree.move[first + 1]!)).toBe(-1);
  });
});

describe('the search on a shared tree, on one thread', () => {
  it('is deterministic for a seed and a playout budget, and leaves a sound tree', () => {
    const start = presetStart('square7');
    const first = new TreeParallelSearch(sharedTreeMemory(1 << 16));
    const a = searchOnce(first, start, [], 5, 3000);
    const b = searchOnce(new TreeParallelSearch(sharedTreeMemory(1 << 16)), start, [], 5, 3000);
    expect(a.ran).toBe(3000);
    expect(a.result).toEqual(b.result);
    expect(a.result.stats.reduce((n, s) => n + s.visits, 0)).toBe(3000);
    expect(legalList(a.game)).toContain(a.result.move);
    checkSharedTree(first.tree, 0, a.game, 3000);
    expect(searchOnce(first, start, [], 6, 3000).result).not.toEqual(a.result);
  });

  it('resumes below the moves played since, and starts afresh for another line', () => {
    const start = presetStart('square7');
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 16));
    const before = searchOnce(shared, start, [], 1, 2000);
    const played = [before.result.move];
    const kept = shared.tree.visitsOf(shared.tree.triedChild(0, played[0]!));
    expect(kept).toBeGreaterThan(0);
    expect(before.task.fresh).toBe(true);
    const after = searchOnce(shared, start, played, 2, 1000);
    expect(after.task).toMatchObject({ fresh: false });
    expect(after.task.root).not.toBe(0);
    expect(shared.tree.visitsOf(after.task.root)).toBe(kept + 1000);
    const other = legalList(FastGame.fromState(start)).find((m) => m !== played[0])!;
    const afresh = searchOnce(shared, start, [other], 3, 1000);
    expect(afresh.task).toMatchObject({ root: 0, fresh: true });
    // Nothing of the tree before is left in the slots.
    checkSharedTree(shared.tree, 0, afresh.game, 1000);
  });

  it('moves the part it keeps to the front once half full, and goes on from there', () => {
    const start = presetStart('square7');
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 15));
    const before = searchOnce(shared, start, [], 1, 3000);
    expect(shared.tree.nodes).toBeGreaterThan(shared.tree.capacity / 2);
    const played = [before.result.move];
    const child = shared.tree.triedChild(0, played[0]!);
    const kept = shared.tree.visitsOf(child);
    const value = shared.tree.valueOf(child);
    const after = searchOnce(shared, start, played, 2, 500);
    expect(after.task).toMatchObject({ root: 0, fresh: false });
    expect(shared.tree.nodes).toBeLessThan(shared.tree.capacity / 2);
    expect(shared.tree.visitsOf(0)).toBe(kept + 500);
    expect(shared.tree.valueOf(0)).not.toBe(value);
    // Every node kept is reachable from the new root, and the tree below it is sound.
    checkSharedTree(shared.tree, 0, after.game, kept + 500);
    expect(legalList(after.game)).toContain(after.result.move);
  });

  it('has a node that tries a move at the end of a descent try a second there, a playout from each', () => {
    const start = presetStart('square7');
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 16));
    const { game, ran } = searchOnce(shared, start, [], 3, 3000);
    const tree = shared.tree;
    let parents = 0;
    let one = 0;
    for (let node = 0; node < tree.nodes; node++) {
      const first = tree.first[node]!;
      if (first <= LEAF) continue;
      parents++;
      // A node left with one move tried, where a second was open and the first proved nothing.
      if (tree.tried[node] === 1 && tree.size[node]! > 1 && tree.proof[first] === UNPROVEN) one++;
    }
    expect(ran).toBe(3000);
    expect(parents).toBeGreaterThan(100);
    // Only the last descent may have ended with the budget spent before its second try.
    expect(one).toBeLessThanOrEqual(1);
    checkSharedTree(tree, 0, game, 3000);
  });

  it('plays out from its leaves once the tree is full', () => {
    const start = presetStart('square7');
    const shared = new TreeParallelSearch(sharedTreeMemory(200));
    const { game, ran, result } = searchOnce(shared, start, [], 1, 2000);
    expect(ran).toBe(2000);
    expect(shared.tree.nodes).toBeLessThanOrEqual(200);
    expect(legalList(game)).toContain(result.move);
    checkSharedTree(shared.tree, 0, game, 2000);
  });

  it('proves a forced win and plays it', () => {
    const start = stateOf(['.....', '21112', '...1.', '2....', '.....'], { marbles: 6, roundLimit: null });
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 18));
    const { game, ran, result } = searchOnce(shared, start, [], 1, 20_000);
    expect(result.stats[0]).toMatchObject({ move: result.move, proof: 'win', value: 1 });
    expect(forcedWins(game, 2)).toContain(result.move);
    expect(ran).toBeLessThan(20_000);
    checkSharedTree(shared.tree, 0, game, ran);
  });

  it("proves every root move's outcome to the end of a short game", () => {
    const start = stateOf(['.....2.', '.......', '......2', '.....1.', '2.1....', '..22..1', '.1...1.'], {
      roundLimit: 1,
    });
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 18));
    const { game, ran, result } = searchOnce(shared, start, [], 2, 20_000);
    const exact = moveOutcomes(game);
    expect(result.stats.length).toBe(exact.size);
    for (const stat of result.stats) expect(stat.proof).toBe(exact.get(stat.move));
    expect(result.stats[0]!.proof).toBe('draw');
    checkSharedTree(shared.tree, 0, game, ran);
  });
});
