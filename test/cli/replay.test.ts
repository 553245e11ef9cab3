import { describe, expect, it } from 'vitest';
import { cli } from './run';

const EMPTY7 = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];

function record(fields: Record<string, unknown>): string {
  return JSON.stringify({ format: 'momentum/1', lattice: 'square', layout: EMPTY7, players: 2, marbles: 8, ...fields });
}

describe('momentum replay', () => {
  it('reports each ply with displacements, board and reserves', async () => {
    // Worked drop example 2 as a set-up position: player 1 drops d6.
    const layout = ['..2.1..', '..1.1..', '.2...2.', '.......', '.......', '.......', '.......'];
    const run = await cli(['replay', '-'], record({ layout, moves: ['d6'] }));
    expect(run.status).toBe(0);
    expect(run.err).toEqual([]);
    const report = JSON.parse(run.out[0]!);
    expect(report.plies).toHaveLength(1);
    const ply = report.plies[0];
    expect(ply.move).toBe('d6');
    expect(ply.player).toBe(1);
    expect(
      ply.displacements.map((d: { from: string; to: string | null; out?: string }) => [d.from, d.to, d.out]),
    ).toEqual([
      ['c6', 'b6', undefined],
      ['e6', 'f6', undefined],
      ['c7', null, 'edge'],
      ['e7', null, 'edge'],
    ]);
    expect(ply.displacements[2]).toMatchObject({ direction: 'nw', phase: 1, line: ['c7'] });
    expect(ply.board).toEqual({ b6: 1, d6: 1, f6: 1, b5: 2, f5: 2 });
    expect(ply.reserves).toEqual([5, 6]);
    expect(report).toMatchObject({ status: 'ongoing', winners: [], reason: null, toMove: 2 });
    expect(report.legal).toHaveLength(49 - 5);
    expect(report.legal).toEqual([...report.legal].sort());
    expect(report.legal).not.toContain('d6');
  });

  it('reports a hole as out "hole" and offers swap on the second turn', async () => {
    const layout = ['.......', '.......', '.......', '...H...', '.......', '.......', '.......'];
    const run = await cli(['replay', '-'], record({ layout, moves: ['d5'] }));
    const report = JSON.parse(run.out[0]!);
    expect(report.legal).toContain('swap');
    expect(report.legal).toHaveLength(48 - 1 + 1);
    const pushed = await cli(['replay', '-'], record({ layout, moves: ['d5', 'd6'] }));
    expect(JSON.parse(pushed.out[0]!).plies[1].displacements).toEqual([
      { from: 'd5', to: null, out: 'hole', direction: 's', phase: 1, line: ['d5'] },
    ]);
  });

  it('reports a finished game with its winners and no legal moves', async () => {
    const layout = ['1111...', '.......', '.......', '.......', '.......', '.......', '......2'];
    const run = await cli(['replay', '-'], record({ layout, marbles: 5, moves: ['g4'] }));
    const report = JSON.parse(run.out[0]!);
    expect(report).toMatchObject({ status: 'won', winners: [1], reason: 'all-on-board', legal: [] });
  });

  it.each([
    [record({ moves: ['d4', 'd4'] }), 'ply 2: d4 is occupied'],
    [record({ moves: ['d4', 'e5', 'swap'] }), "ply 3: swap is only allowed on the second player's first turn"],
    [record({ moves: ['z9'] }), 'ply 1: z9 is not on the board'],
    [record({ roundlimit: 10 }), 'record has an unknown field "roundlimit"'],
    ['{"format": "momentum/1",', 'record is not valid JSON'],
  ])('rejects an invalid record with one line on standard error and status 2', async (input, message) => {
    const run = await cli(['replay', '-'], input);
    expect(run.status).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toContain(message);
  });

  it('--jsonl answers every line and keeps going past an invalid one', async () => {
    const input = [record({ moves: ['d4'] }), 'not json', '', record({ moves: ['d4', 'd4'] }), record({})].join('\n');
    const run = await cli(['replay', '--jsonl', '-'], input);
    expect(run.status).toBe(0);
    const lines = run.out.map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0].plies[0].board).toEqual({ d4: 1 });
    expect(lines[1].error).toContain('not valid JSON');
    expect(lines[2]).toEqual({ error: 'ply 2: d4 is occupied' });
    expect(lines[3].plies).toEqual([]);
    expect(lines[3].legal).toHaveLength(49);
  });

  it('names a missing file', async () => {
    const run = await cli(['replay', '/nonexistent/game.json']);
    expect(run.status).toBe(2);
    expect(run.err[0]).toMatch(/cannot read input: .*no such file/);
  });
});
