import { describe, expect, it } from 'vitest';
import { legalList } from '../../src/ai/bots';
import { widthOf } from '../../src/ai/history';
import { type SearchResult } from '../../src/ai/searchTypes';
import { Searcher, search } from '../../src/ai/serialSearch';
import { PROVEN_LOSS } from '../../src/ai/searchTypes';
import { type SerialTree } from '../../src/ai/serialTree';
import { FastGame, ONGOING } from '../../src/engine/fast';
import { findPreset } from '../../src/engine/presets';
import { Random } from '../../src/engine/random';
import { presetGame } from '../../src/engine/setup';

function fresh(board: string, players: number, teams = false): FastGame {
  const state = presetGame(findPreset(board)!, players, { teams });
  if (!state.ok) throw new Error(JSON.stringify(state.error));
  return FastGame.fromState(state.value);
}

const visitsOf = (result: SearchResult): number => result.stats.reduce((n, s) => n + s.visits, 0);

describe('the search result', () => {
  it.each([
    ['square7', 2, false],
    ['hex5', 2, false],
    ['square7', 3, false],
    ['hex4', 4, true],
  ] as const)('on %s with %d players: legal moves, values in range, the best first', (board, players, teams) => {
    const game = fresh(board, players, teams);
    game.play(legalList(game)[3]!);
    const result = search(game, { seed: 9, playouts: 5000 });
    expect(result.playouts).toBe(5000);
    expect(visitsOf(result)).toBe(5000);
    expect(new Set(result.stats.map((s) => s.move))).toEqual(new Set(legalList(game)));
    expect(result.move).toBe(result.stats[0]!.move);
    expect(result.value).toBe(result.stats[0]!.value);
    for (const stat of result.stats) {
      expect(stat.value).toBeGreaterThanOrEqual(0);
      expect(stat.value).toBeLessThanOrEqual(1);
    }
    const visits = result.stats.map((s) => s.visits);
    expect(visits).toEqual([...visits].sort((a, b) => b - a));
  });
});

describe('a search for the best move only', () => {
  it('picks the move the full result puts first, ties and proofs included, with that move alone', () => {
    for (const [board, players] of [
      ['square7', 2],
      ['hex4', 3],
    ] as const) {
      const game = fresh(board, players);
      const random = new Random(4);
      // From the first drop (few playouts: many tied moves) to a late position (proven moves).
      while (game.status === ONGOING) {
        for (const playouts of [20, 400]) {
          const full = search(game, { seed: game.turn, playouts });
          const best = search(game, { seed: game.turn, playouts, bestOnly: true });
          expect(best).toEqual({ ...full, stats: [full.stats[0]] });
        }
        const moves = legalList(game);
        game.play(moves[random.below(moves.length)]!);
      }
    }
  });
});

describe('a searcher that keeps its tree', () => {
  it('starts the next search from what it learnt below the moves played', () => {
    const game = fresh('square7', 2);
    const searcher = new Searcher();
    let result = searcher.search(game, { seed: 1, playouts: 20_000 });
    for (const seed of [2, 3]) {
      game.play(result.move);
      searcher.advance(result.move);
      result = searcher.search(game, { seed, playouts: 1000 });
      expect(result.playouts).toBe(1000);
      expect(visitsOf(result)).toBeGreaterThan(1000);
      expect(legalList(game)).toContain(result.move);
    }
    const kept = result;
    // Asked again about the same position, it goes on adding to the same tree.
    const more = searcher.search(game, { seed: 4, playouts: 1000 });
    expect(visitsOf(more)).toBe(visitsOf(kept) + 1000);
  });

  it('forgets the tree after a move it never looked at, and on another position', () => {
    const game = fresh('square7', 2);
    const searcher = new Searcher();
    // Thirty playouts try thirty of the 49 first moves.
    const visited = new Set(searcher.search(game, { seed: 1, playouts: 30 }).stats.map((s) => s.move));
    const unseen = legalList(game).find((m) => !visited.has(m))!;
    game.play(unseen);
    searcher.advance(unseen);
    expect(visitsOf(searcher.search(game, { seed: 2, playouts: 500 }))).toBe(500);
    expect(visitsOf(searcher.search(fresh('hex5', 2), { seed: 2, playouts: 500 }))).toBe(500);
  });

  it('after forget, searches the same position as a searcher that never saw it', () => {
    const game = fresh('square7', 2);
    const searcher = new Searcher();
    searcher.search(game, { seed: 1, playouts: 2000 });
    searcher.forget();
    const again = searcher.search(game, { seed: 5, playouts: 300 });
    expect(visitsOf(again)).toBe(300);
    expect(again).toEqual(new Searcher().search(game, { seed: 5, playouts: 300 }));
  });

  it('is deterministic over a whole game for a seed and a playout budget', () => {
    const play = (): number[] => {
      const game = fresh('hex4', 2);
      const searcher = new Searcher();
      const moves: number[] = [];
      for (let turn = 0; game.status === 0; turn++) {
        const { move } = searcher.search(game, { seed: turn, playouts: 400 });
        moves.push(move);
        game.play(move);
        searcher.advance(move);
      }
      return moves;
    };
    expect(play()).toEqual(play());
  });
});

describe('a tree with a node cap', () => {
  it('stops growing at the cap, still runs every playout asked for, and the cap follows each search', () => {
    const game = fresh('square7', 2);
    game.play(legalList(game)[3]!);
    const searcher = new Searcher();
    const capped = searcher.search(game, { seed: 4, playouts: 20_000, maxNodes: 5_000 });
    const tree = (searcher as unknown as { tree: { nodes: number } }).tree;
    expect(tree.nodes).toBeLessThanOrEqual(5_000);
    expect(capped.playouts).toBe(20_000);
    expect(visitsOf(capped)).toBe(20_000);
    expect(legalList(game)).toContain(capped.move);
    const free = new Searcher();
    free.search(game, { seed: 4, playouts: 20_000 });
    expect((free as unknown as { tree: { nodes: number } }).tree.nodes).toBeGreaterThan(5_000);
  });
});

describe('widening', () => {
  // Null after a search that won on the spot, which grows no tree.
  const treeOf = (searcher: Searcher): SerialTree | null => (searcher as unknown as { tree: SerialTree | null }).tree;

  it('tries a few moves at first and more as the visits grow; allMoves tries each before choosing', () => {
    const game = fresh('square7', 2);
    game.play(legalList(game)[3]!);
    const narrow = search(game, { seed: 3, playouts: 30 });
    // The root's last try came after at most 29 playouts.
    expect(narrow.stats.length).toBeGreaterThan(2);
    expect(narrow.stats.length).toBeLessThanOrEqual(widthOf(29));
    const all = search(game, { seed: 3, playouts: 30, allMoves: true });
    expect(all.stats.length).toBe(30);
    expect(search(game, { seed: 3, playouts: 3000 }).stats.length).toBe(legalList(game).length);
  });

  it('never lets a node try more moves than its visits allow, unless all it tried were lost', () => {
    let checked = 0;
    let beyond = 0;
    for (const seed of [8, 9, 10]) {
      const game = fresh('hex4', 2);
      const random = new Random(seed);
      while (game.status === ONGOING) {
        const searcher = new Searcher();
        searcher.search(game, { seed: game.turn, playouts: 4000 });
        const tree = treeOf(searcher);
        for (let node = 0; tree && node < tree.nodes; node++) {
          const f = tree.family[node]!;
          if (f < 0) continue;
          const tried = tree.tried[f]!;
          checked++;
          if (tried <= widthOf(tree.visits[node]!)) continue;
          beyond++;
          // Past its width a node tries a move only when every move it had tried was proven lost.
          let lost = 0;
          for (let s = tree.first[f]!; s < tree.first[f]! + tried; s++) if (tree.proof[s] === PROVEN_LOSS) lost++;
          expect(lost).toBeGreaterThanOrEqual(tried - 1);
        }
        const moves = legalList(game);
        game.play(moves[random.below(moves.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(beyond).toBeGreaterThan(0);
  });
});

describe('rewards', () => {
  // A mean of whole wins and draws over n playouts is a multiple of 1 / 2n; margins give others.
  const halves = (stat: { visits: number; value: number }): number => stat.value * stat.visits * 2;
  const whole = (x: number): boolean => Math.abs(x - Math.round(x)) < 1e-6;

  it('count the margin of a win in the search the levels use, and wins alone with allMoves', () => {
    const game = fresh('square7', 2);
    game.play(legalList(game)[10]!);
    const unproven = (r: SearchResult) => r.stats.filter((s) => s.proof === undefined);
    const widened = unproven(search(game, { seed: 5, playouts: 3000 }));
    const fair = unproven(search(game, { seed: 5, playouts: 3000, allMoves: true }));
    expect(widened.some((s) => !whole(halves(s)))).toBe(true);
    expect(fair.length).toBeGreaterThan(10);
    expect(fair.every((s) => whole(halves(s)))).toBe(true);
  });
});
