import { describe, expect, it } from 'vitest';
import { cli } from './run';

describe('momentum puzzles', () => {
  it('generates from self-play, reports its figures, and exports the canonical lines', async () => {
    const run = await cli(['puzzles', 'generate', '--selfplay', '6', '--seed', '1', '--board', 'hex4']);
    expect(run.status).toBe(0);
    expect(run.err.join('\n')).toMatch(
      /^games read 6, candidates tried \d+, proved \d+, kept 3, unsettled 0; [\d.]+ CPU minutes, [\d.]+ kept per CPU minute$/,
    );
    expect(run.out).toHaveLength(3);
    const exported = await cli(['puzzles', 'export', '--json', '-'], run.out.join('\n') + '\n');
    expect(exported.status).toBe(0);
    expect(exported.out).toHaveLength(3);
    for (const [i, line] of exported.out.entries()) {
      const puzzle = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(puzzle)).toEqual(['id', 'record', 'solution', 'winIn', 'themes', 'rating']);
      expect(puzzle.id).toBe((JSON.parse(run.out[i]!) as { id: string }).id);
    }
  });

  it('reads games from a file of records', async () => {
    const games = await cli(['selfplay', '--board', 'hex4', '--games', '3', '--seed', '2']);
    const run = await cli(['puzzles', 'generate', '-', '--win-in', '2'], games.out.join('\n'));
    expect(run.status).toBe(0);
    expect(run.err[0]).toMatch(/^games read 3, /);
  });

  it.each([
    [['puzzles'], 'give an action, generate or export, not ""'],
    [['puzzles', 'solve'], 'not "solve"'],
    [['puzzles', 'generate'], 'give either a FILE of records or --selfplay N, not both'],
    [['puzzles', 'generate', 'games.jsonl', '--selfplay', '3'], 'not both'],
    [['puzzles', 'generate', '--selfplay', '3', '--board', 'square8'], 'unknown board "square8"'],
    [['puzzles', 'generate', '--selfplay', '3', '--player', 'master'], '--player must be one of'],
    [['puzzles', 'export', '-'], 'add --json'],
  ])('refuses %j with status 2', async (args, message) => {
    const run = await cli(args);
    expect(run.status).toBe(2);
    expect(run.err.join('\n')).toContain(message);
  });

  it('names the line of input that is no record or no puzzle', async () => {
    const games = await cli(['puzzles', 'generate', '-'], '\n{"format": "momentum/2"}\n');
    expect(games.status).toBe(2);
    expect(games.err[0]).toContain('line 2: ');
    const puzzles = await cli(['puzzles', 'export', '--json', '-'], '{"id": "x", "solution": []}');
    expect(puzzles.err[0]).toContain("line 1: the puzzle's solution is missing or of the wrong kind");
  });
});
