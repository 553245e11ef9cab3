import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatBench, runBench } from '../../src/cli/bench';
import { loadRecord } from '../../src/engine/record';
import { cli } from './run';
import { recordText } from '../engine/helpers';

describe('momentum command line', () => {
  it('lists the commands in --help and explains each one', async () => {
    const overview = await cli(['--help']);
    expect(overview.status).toBe(0);
    for (const name of ['replay', 'selfplay', 'bench', 'ai', 'arena', 'analyse', 'serve', 'backup', 'online']) {
      expect(overview.out[0]).toContain(name);
      const help = await cli([name, '--help']);
      expect(help.status).toBe(0);
      expect(help.out[0]).toContain(`Usage: momentum ${name}`);
    }
  });

  it.each([
    [['frobnicate'], 'unknown command "frobnicate"'],
    [['selfplay', '--board', 'square8'], 'unknown board "square8"'],
    [['selfplay', '--games', 'ten'], '--games must be a whole number'],
    [['selfplay', '--players', '5'], '--players must be 2, 3 or 4'],
    [['replay'], 'exactly one FILE'],
    [['replay', '--color', 'x'], "Unknown option '--color'"],
    [['arena', '--a', 'hard', '--b', 'grandmaster'], '--b must be one of random, greedy, easy, medium, hard'],
    [['ai', '-', '--level', 'expert'], '--level must be one of'],
  ])('refuses %j with status 2', async (args, message) => {
    const run = await cli(args);
    expect(run.status).toBe(2);
    expect(run.err.join('\n')).toContain(message);
  });

  it.each(['square7', 'square9hole', 'hex4'])('selfplay on %s writes valid finished records', async (board) => {
    const run = await cli(['selfplay', '--board', board, '--games', '3', '--seed', '5', '--players', '3']);
    expect(run.out).toHaveLength(3);
    for (const line of run.out) {
      const replay = loadRecord(line);
      if (!replay.ok) throw new Error(JSON.stringify(replay.error));
      expect(replay.value.record.players).toBe(3);
      expect(replay.value.final.result).not.toBeNull();
    }
  });

  it('selfplay is reproducible from its seed', async () => {
    const a = await cli(['selfplay', '--games', '4', '--seed', '11']);
    const b = await cli(['selfplay', '--games', '4', '--seed', '11']);
    const c = await cli(['selfplay', '--games', '4', '--seed', '12']);
    expect(a.out).toEqual(b.out);
    expect(a.out).not.toEqual(c.out);
  });

  it('bench measures every figure', () => {
    const report = runBench(0.05);
    expect(report.playouts7x7).toBeGreaterThan(0);
    expect(Object.keys(report.playouts)).toEqual(['square7', 'square9hole', 'hex5']);
    for (const figure of Object.values(report.playouts)) expect(figure.turns).toBeGreaterThan(1);
    expect(report.fullResolutionsPerSecond).toBeGreaterThan(0);
    expect(report.searchPlayoutsPerSecond).toBeGreaterThan(0);
    expect(report.uctIterationsPerSecond).toBeGreaterThan(0);
    expect(report.threadedSearch.oneThread).toBeGreaterThan(0);
    expect(report.threadedSearch.twoThreads).toBeGreaterThan(0);
    expect(report.sharedTreeSearch.oneThread).toBeGreaterThan(0);
    expect(report.sharedTreeSearch.twoThreads).toBeGreaterThan(0);
    expect(formatBench(report)).toContain('one shared tree');
  });

  it('runs as a real process through bin/momentum.js', () => {
    const input = recordText('hex4', ['d4']);
    const output = execFileSync('node', ['bin/momentum.js', 'replay', '-'], { input, encoding: 'utf8' });
    expect(JSON.parse(output).plies[0].board).toEqual({ d4: 1 });
  });

  it('ai prints a legal move, the same one for the same seed and playouts', async () => {
    const input = JSON.stringify({
      format: 'momentum/1',
      lattice: 'square',
      layout: ['.....', '.....', '.....', '.....'],
      players: 2,
      marbles: 3,
      moves: ['b2', 'c3'],
    });
    const a = await cli(['ai', '-', '--level', 'hard', '--playouts', '500', '--seed', '4'], input);
    const b = await cli(['ai', '-', '--level', 'hard', '--playouts', '500', '--seed', '4'], input);
    expect(a.status).toBe(0);
    expect(a.out).toEqual(b.out);
    const replay = loadRecord({ ...JSON.parse(input), moves: ['b2', 'c3', a.out[0]] });
    expect(replay.ok).toBe(true);
  });

  it.each([
    ['{"format":"momentum/1"}', 'record lacks the required field "lattice"'],
    [
      JSON.stringify({
        format: 'momentum/1',
        lattice: 'square',
        layout: ['11...', '.....', '.....'],
        players: 2,
        marbles: 3,
        moves: ['e1'],
      }),
      'the game is over',
    ],
  ])('ai refuses an invalid record or a finished game', async (input, message) => {
    const run = await cli(['ai', '-'], input);
    expect(run.status).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err[0]).toContain(message);
  });

  it('arena scores a match from the first side', async () => {
    const run = await cli(['arena', '--a', 'greedy', '--b', 'random', '--games', '6', '--seed', '3', '--json']);
    const report = JSON.parse(run.out[0]!);
    expect(report).toMatchObject({ a: 'greedy', b: 'random', games: 6, board: 'square7', players: 2 });
    expect(report.wins + report.draws + report.losses).toBe(6);
    expect(report.score).toBeCloseTo((report.wins + report.draws / 2) / 6);
    expect(report.scoreLow).toBeLessThanOrEqual(report.score);
    expect(report.scoreHigh).toBeGreaterThanOrEqual(report.score);
  });
});
