import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runBench } from '../../src/cli/bench';
import { loadRecord } from '../../src/engine/record';
import { cli } from './run';

describe('momentum command line', () => {
  it('lists the commands in --help and explains each one', async () => {
    const overview = await cli(['--help']);
    expect(overview.status).toBe(0);
    for (const name of ['replay', 'selfplay', 'bench']) {
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
      if (!replay.ok) throw new Error(replay.error);
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
  });

  it('runs as a real process through bin/momentum.js', () => {
    const input = JSON.stringify({
      format: 'momentum/1',
      lattice: 'hex',
      layout: ['---....', '--.....', '-......', '.......', '......-', '.....--', '....---'],
      players: 2,
      marbles: 6,
      moves: ['d4'],
    });
    const output = execFileSync('node', ['bin/momentum.js', 'replay', '-'], { input, encoding: 'utf8' });
    expect(JSON.parse(output).plies[0].board).toEqual({ d4: 1 });
  });
});
