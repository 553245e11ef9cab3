import { afterAll, describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { chooseMove } from '../../src/ai/levels';
import { type LineTask, lineSearcher } from '../../src/ai/lineSearch';
import { SearchThreads, ThreadSearch } from '../../src/cli/searchThreads';
import { FastGame } from '../../src/engine/fast';
import { loadRecord } from '../../src/engine/record';
import { cli } from './run';
import { presetStart, recordText } from '../engine/helpers';

const one = new SearchThreads(1);
const two = new SearchThreads(2);
afterAll(() => Promise.all([one.close(), two.close()]));

describe('search threads', () => {
  it('answer each task as a search in this thread would, however many threads share them', () => {
    const start = presetStart('hex4');
    const run = lineSearcher(() => 0);
    const tasks: LineTask[] = [[], [3], [3, 10], [3, 10, 20]].map((moves, i) => ({
      start,
      moves,
      seed: i,
      playouts: 300,
    }));
    const expected = tasks.map(run);
    const progress: number[] = [];
    expect(two.map(tasks, (done, total) => progress.push(done / total))).toEqual(expected);
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect(one.map(tasks)).toEqual(expected);
  });

  it('report a search that fails in a thread', () => {
    const start = presetStart('hex4');
    const finished = { ...start, result: { status: 'drawn', winners: [], reason: 'round-limit' } } as const;
    expect(() => one.map([{ start: finished, moves: [], seed: 1, playouts: 10 }])).toThrow('a search thread failed');
  });
});

describe('ThreadSearch', () => {
  it('on one thread chooses as the plain search does', () => {
    const start = presetStart('square7');
    const game = FastGame.fromState(start);
    const plain = chooseMove(game, 'hard', { seed: 3, budget: { playouts: 1500 } });
    const threaded = chooseMove(game, 'hard', {
      seed: 3,
      budget: { playouts: 1500 },
      searcher: new ThreadSearch(one, start),
    });
    expect(threaded).toBe(plain);
  });

  it('follows a game on two threads, every move legal and the same for the same seeds', () => {
    const start = presetStart('square7');
    const play = (): number[] => {
      const game = FastGame.fromState(start);
      const searcher = new ThreadSearch(two, start);
      const moves: number[] = [];
      for (let turn = 0; turn < 6; turn++) {
        const move = chooseMove(game, 'hard', { seed: turn, budget: { playouts: 800 }, searcher });
        expect(legalList(game)).toContain(move);
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
    expect(() => new ThreadSearch(one, start).search(game, { seed: 1, playouts: 10 })).toThrow('another game');
  });
});

describe('momentum ai --threads', () => {
  const record = recordText('square7', ['b5', 'b2', 'c7']);
  const ai = async (args: string[]): Promise<string> => {
    const run = await cli(['ai', '-', '--playouts', '3000', '--seed', '2', ...args], record);
    expect(run.status).toBe(0);
    return run.out[0]!;
  };

  it('plays on one thread as without threads, and a legal move on two sharing one tree', async () => {
    expect(await ai(['--threads', '1'])).toBe(await ai([]));
    // Two threads on one tree interleave as they will: the seed no longer fixes the move.
    const two = await ai(['--threads', '2']);
    expect(loadRecord(JSON.stringify({ ...JSON.parse(record), moves: ['b5', 'b2', 'c7', two] })).ok).toBe(true);
  });
});
