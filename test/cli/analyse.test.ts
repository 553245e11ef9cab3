import { describe, expect, it } from 'vitest';
import { cli } from './run';
import { recordText } from '../engine/helpers';

// Player 2's last move, a7, leaves player 1 a drop that wins at once.
const BLUNDER = recordText('square7', [
  'f2',
  'b6',
  'd6',
  'c2',
  'f1',
  'e6',
  'e7',
  'g1',
  'a5',
  'e3',
  'g5',
  'c5',
  'c4',
  'a7',
]);

async function analyse(args: string[]): Promise<{ plies: { ply: number; move: string; label: string }[] }> {
  const run = await cli(['analyse', '-', ...args, '--json'], BLUNDER);
  // A progress line appears when a position takes over a second, as on a busy machine; nothing else may.
  expect(run.err.filter((line) => !/^analyse: \d+\/\d+ positions$/.test(line))).toEqual([]);
  expect(run.status).toBe(0);
  return JSON.parse(run.out[0]!);
}

describe('momentum analyse', () => {
  it('reviews every move, finds the blunder and gives the same figures on any number of threads', async () => {
    const one = await analyse(['--playouts', '1500', '--seed', '5', '--threads', '1']);
    expect(one).toMatchObject({ playouts: 1500, seed: 5 });
    expect(one.plies.map((p) => p.ply)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(one.plies.map((p) => p.move)).toEqual(JSON.parse(BLUNDER).moves);
    expect(one.plies.at(-1)).toMatchObject({ player: 2, move: 'a7', after: 0, label: 'blunder' });
    expect(await analyse(['--playouts', '1500', '--seed', '5', '--threads', '2'])).toEqual(one);
    expect(await analyse(['--playouts', '1500', '--seed', '5', '--threads', '1'])).toEqual(one);
  });

  it('prints a table by default', async () => {
    const run = await cli(['analyse', '-', '--playouts', '300', '--threads', '1'], BLUNDER);
    expect(run.status).toBe(0);
    const lines = run.out[0]!.split('\n');
    expect(lines[0]).toBe('14 moves, 300 playouts a position, seed 1');
    expect(lines[1]).toMatch(/^ply +player +move +before +after +best +best chance +label$/);
    expect(lines).toHaveLength(2 + 14 + 1);
    expect(lines[15]).toMatch(/^14 +2 +a7 .* blunder$/);
    expect(lines.at(-1)).toMatch(/^\d+ inaccuracies, \d+ mistakes, [1-9]\d* blunders, \d+ unclear$/);
  });

  it.each([
    [['analyse', '-'], '{"format": "momentum/1"', 'record is not valid JSON'],
    [['analyse', '-'], JSON.stringify({ ...JSON.parse(BLUNDER), moves: ['d4', 'd4'] }), 'ply 2: d4 is occupied'],
    [['analyse', '-', '--depth', '3'], BLUNDER, "Unknown option '--depth'"],
    [['analyse', '-', '--ms', '100', '--playouts', '100'], BLUNDER, 'give --playouts or --ms, not both'],
    [['analyse', '-', '--threads', '0'], BLUNDER, '--threads must be a whole number of at least 1'],
    [['analyse'], BLUNDER, 'analyse takes exactly one RECORD'],
  ])('refuses %j with status 2', async (args, input, message) => {
    const run = await cli(args, input);
    expect(run.status).toBe(2);
    expect(run.err.join('\n')).toContain(message);
  });
});
