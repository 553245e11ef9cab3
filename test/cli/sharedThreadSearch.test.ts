import { afterAll, describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { chooseMove } from '../../src/ai/levels';
import { seedsOf } from '../../src/ai/rootParallel';
import { sharedTreeMemory } from '../../src/ai/sharedTree';
import { TreeParallelSearch } from '../../src/ai/treeParallelSearch';
import { SearchThreads, SharedThreadSearch } from '../../src/cli/searchThreads';
import { FastGame } from '../../src/engine/fast';
import { moveOutcomes } from '../ai/exhaustive';
import { checkSharedTree } from '../ai/sharedTreeChecks';
import { presetStart, stateOf } from '../engine/helpers';

const one = new SearchThreads(1);
const two = new SearchThreads(2);
afterAll(() => Promise.all([one.close(), two.close()]));

/*
 * With several threads on one tree the result depends on how they interleave, so these tests
 * check what holds however they do, not a particular result.
 */
describe('two threads on one shared tree', () => {
  it('count every playout once, lose no node and make only legal moves', () => {
    const start = presetStart('square7');
    const game = FastGame.fromState(start);
    // Room to spare: the tree never fills, so every node made is in it.
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 21));
    const tasks = shared.tasks(start, [], game, { seed: 1, playouts: 20_000 }, seedsOf(1, 2));
    const ran = two.eachShared(tasks);
    expect(ran.reduce((n, r) => n + r, 0)).toBe(20_000);
    expect(shared.tree.nodes).toBeLessThan(shared.tree.capacity);
    checkSharedTree(shared.tree, 0, game, 20_000);
    const result = shared.result(20_000);
    expect(legalList(game)).toContain(result.move);
    expect(result.stats.reduce((n, s) => n + s.visits, 0)).toBeLessThanOrEqual(20_000);
  });

  it('prove outcomes that agree with an exhaustive search', () => {
    const start = stateOf(['.....2.', '.......', '......2', '.....1.', '2.1....', '..22..1', '.1...1.'], {
      roundLimit: 1,
    });
    const game = FastGame.fromState(start);
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 18));
    const ran = two.eachShared(shared.tasks(start, [], game, { seed: 3, playouts: 40_000 }, seedsOf(3, 2)));
    const playouts = ran.reduce((n, r) => n + r, 0);
    const result = shared.result(playouts);
    const exact = moveOutcomes(game);
    expect(result.stats.length).toBe(exact.size);
    for (const stat of result.stats) expect(stat.proof).toBe(exact.get(stat.move));
    expect(result.stats[0]!.proof).toBe('draw');
    checkSharedTree(shared.tree, 0, game, playouts);
  });

  it('move the part they keep to the front, wherever their blocks put its families, and go on', () => {
    const start = presetStart('square7');
    const game = FastGame.fromState(start);
    // Small enough to be half full within a few moves.
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 17));
    const moves: number[] = [];
    let moved = 0;
    for (let turn = 0; turn < 8; turn++) {
      const tasks = shared.tasks(start, moves, game, { seed: turn, playouts: 3000 }, seedsOf(turn, 2));
      const kept = shared.tree.visitsOf(tasks[0]!.root);
      const ran = two.eachShared(tasks).reduce((n, r) => n + r, 0);
      if (!tasks[0]!.fresh && tasks[0]!.root === 0) {
        moved++;
        checkSharedTree(shared.tree, 0, game, kept + ran);
      }
      const move = shared.result(ran).move;
      expect(legalList(game)).toContain(move);
      game.play(move);
      moves.push(move);
    }
    expect(moved).toBeGreaterThan(0);
  });

  it('follow a game, every move legal and the tree sound below each new root', () => {
    const start = presetStart('square7');
    const game = FastGame.fromState(start);
    const shared = new TreeParallelSearch(sharedTreeMemory(1 << 20));
    const searcher = new SharedThreadSearch(two, shared, start);
    let root = 0;
    for (let turn = 0; turn < 6; turn++) {
      const before = game.clone();
      const move = chooseMove(game, 'hard', { seed: turn, budget: { playouts: 2000 }, searcher });
      expect(legalList(before)).toContain(move);
      game.play(move);
      searcher.advance(move);
      // The tree below the move is what the next search resumes from.
      root = root < 0 ? -1 : shared.tree.triedChild(root, move);
      if (root >= 0) checkSharedTree(shared.tree, root, game, shared.tree.visitsOf(root));
    }
  });
});

describe('SharedThreadSearch on one thread', () => {
  it('chooses the same moves for the same seeds', () => {
    const start = presetStart('square7');
    const play = (): number[] => {
      const game = FastGame.fromState(start);
      const searcher = new SharedThreadSearch(one, new TreeParallelSearch(sharedTreeMemory(1 << 20)), start);
      const moves: number[] = [];
      for (let turn = 0; turn < 4; turn++) {
        const move = chooseMove(game, 'hard', { seed: turn, budget: { playouts: 1500 }, searcher });
        game.play(move);
        searcher.advance(move);
        moves.push(move);
      }
      return moves;
    };
    expect(play()).toEqual(play());
  });

  it('refuses a position off the game it follows', () => {
    const start = presetStart('square7');
    const game = FastGame.fromState(start);
    game.play(legalList(game)[0]!);
    const searcher = new SharedThreadSearch(one, new TreeParallelSearch(sharedTreeMemory(1 << 10)), start);
    expect(() => searcher.search(game, { seed: 1, playouts: 10 })).toThrow('another game');
  });
});
