import { describe, expect, it } from 'vitest';
import { contenderOf } from '../../src/cli/play';
import { UsageError } from '../../src/cli/options';
import { cli } from './run';

describe('arena sides', () => {
  it.each([
    ['hard:1000ms', 'hard', { ms: 1000 }],
    ['uct:4000ms', 'uct', { ms: 4000 }],
    ['uct:500p', 'uct', { playouts: 500 }],
    ['easy:20p', 'easy', { playouts: 20 }],
  ])('reads %s', (spec, kind, budget) => {
    const side = contenderOf('a', spec);
    expect(side).toMatchObject({ kind, budget });
    // A time budget carries the command line's clock; a playout budget needs none.
    expect(side.budget?.now === undefined).toBe(!('ms' in budget));
  });

  it.each([
    ['hard:1000ms:2t', { kind: 'hard', budget: { ms: 1000 }, threads: 2 }],
    ['easy:300p:3t', { kind: 'easy', budget: { playouts: 300 }, threads: 3 }],
    ['medium:4t', { kind: 'medium', threads: 4 }],
    ['hard:100ms:2tree', { kind: 'hard', budget: { ms: 100 }, threads: 2, parallel: 'tree' }],
    ['hard:2root', { kind: 'hard', threads: 2, parallel: 'root' }],
    ['hard:500p:1tree', { kind: 'hard', budget: { playouts: 500 }, threads: 1, parallel: 'tree' }],
  ])('reads %s with its threads', (spec, side) => {
    expect(contenderOf('a', spec)).toMatchObject(side);
  });

  it('leaves the way threads share a search to them unless the side names one', () => {
    expect(contenderOf('a', 'hard:2t').parallel).toBeUndefined();
  });

  it.each(['uct', 'greedy', 'random', 'medium'])('reads %s without a budget', (spec) => {
    expect(contenderOf('b', spec)).toEqual({ kind: spec });
  });

  it.each([
    [undefined, '--a must be one of random, greedy, easy, medium, hard, uct, not ""'],
    ['grandmaster:100ms', '--a must be one of random, greedy, easy, medium, hard, uct, not "grandmaster:100ms"'],
    ['hard:1s', 'milliseconds like 1000ms or playouts like 2000p, not "1s"'],
    ['uct:0p', 'not "0p"'],
    ['uct:', 'not ""'],
    ['uct:12.5ms', 'not "12.5ms"'],
    ['random:100p', '--a: random does not search, so takes no budget'],
    ['uct:1000ms:2t', '--a: only the levels easy, medium, hard search on threads'],
    ['hard:1000ms:0t', 'not "1000ms:0t"'],
  ])('refuses %s', (spec, message) => {
    expect(() => contenderOf('a', spec)).toThrow(UsageError);
    expect(() => contenderOf('a', spec)).toThrow(message);
  });
});

describe('momentum arena with budgets', () => {
  it('pits plain UCT on a playout budget against random', async () => {
    const run = await cli(['arena', '--a', 'uct:50p', '--b', 'random', '--games', '2', '--seed', '4', '--json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.out[0]!);
    expect(report).toMatchObject({ a: 'uct:50p', b: 'random', games: 2 });
    expect(report.wins + report.draws + report.losses).toBe(2);
    // The score so far after each game, on standard error; the last line is the report's.
    expect(run.err).toHaveLength(2);
    expect(run.err[0]).toMatch(/^arena: 1\/2 games; a won [01], drew [01], lost [01]$/);
    expect(run.err[1]).toBe(`arena: 2/2 games; a won ${report.wins}, drew ${report.draws}, lost ${report.losses}`);
    // What each side's searches ran: the yardstick its whole budget every move, the bot nothing.
    expect(report.searched.a.playouts).toBe(50 * report.searched.a.searches);
    expect(report.searched.a.ms).toBeGreaterThan(0);
    expect(report.searched.b).toEqual({ searches: 0, playouts: 0, ms: 0 });
  });

  it('prints the playouts each searching side ran a move and a millisecond', async () => {
    const run = await cli(['arena', '--a', 'uct:50p', '--b', 'random', '--games', '2', '--seed', '4']);
    expect(run.status).toBe(0);
    const text = run.out.join('\n');
    expect(text).toMatch(/^a searched 50 playouts a move, \d+ a millisecond of its searches$/m);
    expect(text).not.toMatch(/^b searched/m);
  });

  it('reads a three-player score against the third an equal player would take', async () => {
    const run = await cli(['arena', '--a', 'random', '--b', 'random', '--players', '3', '--games', '6', '--seed', '2']);
    expect(run.status).toBe(0);
    const text = run.out.join('\n');
    const draws = Number(/draws (\d+)/.exec(text)![1]);
    const fair = ((6 - draws) / 6 / 3 + draws / 6 / 2) * 100;
    expect(text).toContain(`a player as strong as random would score ${fair.toFixed(1)}% here`);
  });

  it('two sides need no such line', async () => {
    const run = await cli(['arena', '--a', 'random', '--b', 'random', '--games', '2']);
    expect(run.out.join('\n')).not.toContain('as strong as');
  });

  it('lets a level search on threads of its own and names them', async () => {
    const args = ['arena', '--a', 'hard:400p:2root', '--b', 'hard:400p', '--games', '2', '--seed', '3', '--json'];
    const first = await cli(args);
    expect(first.status).toBe(0);
    const report = JSON.parse(first.out[0]!);
    expect(report).toMatchObject({ a: 'hard:400p:2root', b: 'hard:400p', games: 2 });
    // With a tree each, the same seed and playouts replay the same games on the threads, all but
    // the time the searches took.
    const untimed = (out: readonly string[]): unknown => {
      const { searched, ...rest } = JSON.parse(out[0]!);
      const counts = (side: { searches: number; playouts: number }) => [side.searches, side.playouts];
      return { ...rest, searched: [counts(searched.a), counts(searched.b)] };
    };
    expect(untimed((await cli(args)).out)).toEqual(untimed(first.out));
  });

  it.each(['t', 'tree'])('plays a level on threads sharing one tree with :2%s', async (suffix) => {
    // Threads on one tree interleave as they will, so only the games' count and the names are fixed.
    const run = await cli(['arena', '--a', `hard:400p:2${suffix}`, '--b', 'hard:400p', '--games', '2', '--json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.out[0]!);
    expect(report).toMatchObject({ a: `hard:400p:2${suffix}`, b: 'hard:400p', games: 2 });
    expect(report.wins + report.draws + report.losses).toBe(2);
  });

  it('grows the shared tree on one thread with :1tree, replaying its games for a seed', async () => {
    const args = ['arena', '--a', 'hard:300p:1tree', '--b', 'hard:300p', '--games', '2', '--seed', '5', '--json'];
    const first = await cli(args);
    expect(first.status).toBe(0);
    const report = JSON.parse(first.out[0]!);
    expect(report).toMatchObject({ a: 'hard:300p:1tree', b: 'hard:300p', games: 2 });
    // One thread on the shared tree interleaves with no other: a seed and playouts fix its games.
    const results = (out: readonly string[]): unknown => {
      const { wins, draws, losses, searched } = JSON.parse(out[0]!);
      return [wins, draws, losses, searched.a.playouts, searched.b.playouts];
    };
    expect(results((await cli(args)).out)).toEqual(results(first.out));
  });

  it('names each side with the budget it searched on in the heading', async () => {
    const run = await cli(['arena', '--a', 'easy', '--b', 'uct:30p', '--games', '2', '--playouts', '20']);
    expect(run.status).toBe(0);
    expect(run.out[0]!.split('\n')[0]).toBe('easy:20p vs uct:30p: 2 games');
  });
});
