import { describe, expect, it } from 'vitest';
import { runBench } from '../../src/cli/bench';
import { cli } from './run';

/** Runs `lab` with --json and returns the report, failing loudly on an error. */
async function lab(args: string[]): Promise<Record<string, unknown>> {
  const run = await cli(['lab', ...args, '--json']);
  if (run.status !== 0) throw new Error(run.err.join('\n'));
  expect(run.out).toHaveLength(1);
  return JSON.parse(run.out[0]!) as Record<string, unknown>;
}

/** The report without what depends on the machine: the figures themselves. */
function figures(report: Record<string, unknown>): Record<string, unknown> {
  const { threads, seconds, gamesPerSecond, ...rest } = report;
  expect([threads, seconds, gamesPerSecond].every((n) => typeof n === 'number' && n > 0)).toBe(true);
  return rest;
}

const interval = { value: expect.any(Number), low: expect.any(Number), high: expect.any(Number) };

describe('momentum lab', () => {
  it('reports the same figures on one thread and on two', { timeout: 30_000 }, async () => {
    const args = ['square7', '--games', '4', '--playouts', '20', '--seed', '3'];
    const two = await lab([...args, '--threads', '2']);
    expect(two).toMatchObject({
      board: 'square7',
      players: 2,
      marbles: 8,
      player: { level: 'hard', playouts: 20 },
      games: 4,
      threads: 2,
      wins: [expect.any(Number), expect.any(Number)],
      draws: expect.any(Number),
      swaps: expect.any(Number),
      meanRounds: expect.any(Number),
      firstPlayerScore: interval,
      drawRate: interval,
      roundLimitRate: interval,
      swapRate: interval,
      gamesPerSecond: expect.any(Number),
    });
    const wins = two.wins as number[];
    expect(wins[0]! + wins[1]! + (two.draws as number)).toBe(4);
    const drops = (two.heat as { drops: Record<string, number> }).drops;
    expect(Object.keys(drops).every((cell) => /^[a-g][1-7]$/.test(cell))).toBe(true);
    expect(Object.values(drops).reduce((a, b) => a + b)).toBeGreaterThan(4 * 8 - (two.swaps as number));
    expect(figures(await lab([...args, '--threads', '1']))).toEqual(figures(two));
    expect(figures(await lab(['square7', '--games', '4', '--playouts', '20', '--seed', '4']))).not.toEqual(
      figures(two),
    );
  });

  it(
    'takes a board as layout rows, with marbles scaled to its cells, and more players',
    { timeout: 30_000 },
    async () => {
      const report = await lab([
        '...../..C../...../...../.....',
        '--players',
        '3',
        '--games',
        '3',
        '--level',
        'random',
      ]);
      expect(report).toMatchObject({ players: 3, marbles: 3, games: 3, player: { level: 'random' } });
      expect(report.seatScores).toHaveLength(3);
      expect((report.wins as number[]).length).toBe(3);
    },
  );

  it('prints a readable table without --json', { timeout: 30_000 }, async () => {
    const run = await cli(['lab', 'hex4', '--games', '2', '--level', 'greedy', '--threads', '1']);
    expect(run.status).toBe(0);
    const text = run.out.join('\n');
    expect(text).toContain('hex4: 2 players, 6 marbles each, 2 games of greedy');
    for (const label of ['First player score', 'Wins by seat', 'Game length (rounds)', 'Drops per cell:']) {
      expect(text).toContain(label);
    }
  });

  it.each([
    [['square7', '--level', 'hard'], 'thinks by time'],
    [['square7', '--level', 'grandmaster'], '--level must be one of'],
    [['square7', '--players', '5'], '--players must be 2, 3 or 4'],
    [['square7', '--games', '0'], '--games must be a whole number of at least 1'],
    [[], 'exactly one BOARD'],
    [['nosuchboard'], 'unknown board'],
  ])('refuses %j with status 2', async (args, message) => {
    const run = await cli(['lab', ...args]);
    expect(run.status).toBe(2);
    expect(run.err.join('\n')).toContain(message);
  });

  it('has its one-thread speed in the bench', () => {
    expect(runBench(0.05).labGamesPerSecond).toBeGreaterThan(0);
  });

  it('explains itself in --help', async () => {
    const run = await cli(['lab', '--help']);
    expect(run.out[0]).toContain('Usage: momentum lab BOARD');
    expect(run.out[0]).toContain('300 playouts');
  });
});
