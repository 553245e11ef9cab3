import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBoardArgument } from '../../src/cli/boardArg';
import { UsageError } from '../../src/cli/options';
import { parseLayout } from '../../src/engine/board';
import { symmetryModes } from '../../src/engine/symmetry';
import { cli } from './run';

const dir = mkdtempSync(join(tmpdir(), 'momentum-board-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const RECORD = JSON.stringify({
  format: 'momentum/1',
  lattice: 'square',
  layout: ['1....', '.....', '..H..', '.....', '....2'],
  players: 2,
  marbles: 4,
  roundLimit: null,
});

async function json(args: string[]): Promise<Record<string, unknown>> {
  const run = await cli(['board', ...args, '--json']);
  expect(run.err).toEqual([]);
  expect(run.status).toBe(0);
  return JSON.parse(run.out[0]!) as Record<string, unknown>;
}

describe('reading the BOARD argument', () => {
  it('takes a preset, keeping it for its marbles table', async () => {
    const board = await readBoardArgument('hex4');
    expect(board).toMatchObject({ name: 'hex4', lattice: 'hex', preset: { id: 'hex4' } });
    expect(board.setup.board.playable).toHaveLength(37);
  });

  it('takes a momentum/1 record with its players and rules', async () => {
    const board = await readBoardArgument(file('game.json', RECORD));
    expect(board).toMatchObject({ lattice: 'square', players: 2, marbles: 4, rules: { roundLimit: null } });
    expect(board.layout).toEqual(['1....', '.....', '..H..', '.....', '....2']);
    expect(board.setup.owners.filter((o) => o > 0)).toEqual([1, 2]);
  });

  it.each([
    ['a layout object', '{"lattice": "hex", "layout": ["-..", "...", "..-"]}', 'hex', ['-..', '...', '..-']],
    ['a bare list of square rows', '["..", ".C"]', 'square', ['..', '.C']],
    ['plain rows of text', '...\n.B.\n...\n', 'square', ['...', '.B.', '...']],
    ['plain rows with a lattice prefix', 'hex:\n-..\n...\n..-\n', 'hex', ['-..', '...', '..-']],
  ])('takes a file holding %s', async (_, text, lattice, layout) => {
    const board = await readBoardArgument(file('layout.txt', text));
    expect({ lattice: board.lattice, layout: board.layout }).toEqual({ lattice, layout });
    expect(board.players).toBeUndefined();
  });

  it.each([
    ['...../...../.....', 'square', 15],
    ['hex:-../.../..-', 'hex', 7],
    ['square:1.2', 'square', 3],
  ])('takes inline rows %s', async (arg, lattice, playable) => {
    const board = await readBoardArgument(arg);
    expect(board.lattice).toBe(lattice);
    expect(board.setup.board.playable).toHaveLength(playable);
    expect(board.setup).toEqual((parseLayout(lattice, board.layout) as { value: unknown }).value);
  });

  it.each([
    ['square8', 'unknown board "square8": not a preset (square7, '],
    ['.../..X/...', 'as rows: row 2, column 3: "X" is no board character'],
    ['hex:.../..', 'board hex:.../..: row 2 has 2 characters where the others have 3'],
    [file('bad.json', '{"lattice": "hex", "layout": [".."], "players": 2}'), 'unknown field "players"'],
    [file('bad-record.json', RECORD.replace('"players":2', '"players":5')), 'players must be 2, 3 or 4'],
    [file('broken.json', '{"lattice": '), 'not valid JSON'],
    [file('no-cells.txt', 'CC\nHH'), 'the board has no cell to play on'],
  ])('refuses %s, saying why', async (arg, message) => {
    const read = readBoardArgument(arg);
    await expect(read).rejects.toBeInstanceOf(UsageError);
    await expect(read).rejects.toThrow(message);
  });
});

describe('momentum board', () => {
  it('is listed, with its help', async () => {
    expect((await cli(['--help'])).out[0]).toContain('board');
    const help = await cli(['board', '--help']);
    expect(help.out[0]).toContain('Usage: momentum board BOARD');
  });

  it('describes a preset in text', async () => {
    const run = await cli(['board', 'square7x9']);
    expect(run.status).toBe(0);
    const lines = run.out[0]!.split('\n');
    expect(lines.slice(1, 8)).toEqual(Array<string>(7).fill('.........'));
    expect(lines).toContain('playable cells: 63');
    expect(lines).toContain('symmetries: 4');
    expect(lines).toContain('symmetry modes: none, mirror, 2');
  });

  it.each([
    ['square7', 49, 8, ['none', 'mirror', '2', '4']],
    ['square7x9', 63, 4, ['none', 'mirror', '2']],
    ['square9hole', 80, 8, ['none', 'mirror', '2', '4']],
    ['hex5', 61, 12, ['none', 'mirror', '2', '3', '6']],
    ['C......./......../......../......../......../......../......../........', 63, 2, ['none', 'mirror']],
  ])('--json for %s: %i playable cells, %i symmetries', async (arg, playable, symmetries, modes) => {
    expect(await json([arg])).toMatchObject({ playable, symmetries, modes });
  });

  it('places obstacles invariant under the symmetry, the same for a seed', async () => {
    const args = ['hex5', '--obstacles', '6', '--symmetry', '3', '--seed', '4', '--kinds', 'bumper,hole'];
    const report = await json(args);
    expect(report.playable).toBe(55);
    const obstacles = report.obstacles as { cell: string; kind: string }[];
    expect(obstacles).toHaveLength(6);
    expect(new Set(obstacles.map((o) => o.kind)).has('cushion')).toBe(false);
    const setup = parseLayout('hex', report.layout);
    if (!setup.ok) throw new Error(JSON.stringify(setup.error));
    expect(symmetryModes(setup.value.board)).toContain('3');
    expect(await json(args)).toEqual(report);
    expect(await json([...args.slice(0, -4), '--seed', '5'])).not.toEqual(report);
  });

  it('lists the obstacles in text', async () => {
    const run = await cli(['board', 'square7', '--obstacles', '1', '--symmetry', '4', '--kinds', 'hole']);
    expect(run.out[0]!.split('\n')).toContain('obstacles: hole d4');
  });

  it.each([
    [['square7', '--obstacles', '6', '--symmetry', '4'], 'possible counts are 0, 1, 4, 5, 8, 9,'],
    [['square7', '--obstacles', '49'], 'possible counts are 0 to 48'],
    [['square7x9', '--obstacles', '2', '--symmetry', '4'], 'the board has no quarter turn symmetry'],
    [['square7', '--obstacles', '2', '--symmetry', 'diagonal'], '--symmetry must be one of none, mirror, 2, 3, 4, 6'],
    [['square7', '--obstacles', '2', '--kinds', 'cushion,wall'], '"wall" is no kind of obstacle'],
    [['square7', '--obstacles', 'two'], '--obstacles must be a whole number'],
    [['square7', '--seed', '3'], '--seed needs --obstacles'],
    [['board'], 'unknown board "board"'],
    [[], 'board takes exactly one BOARD'],
    [['..X../.....'], 'row 1, column 3: "X" is no board character'],
  ])('refuses %j with status 2 and one line', async (args, message) => {
    const run = await cli(['board', ...args]);
    expect(run.status).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).not.toContain('\n');
    expect(run.err[0]).toContain(message);
  });
});
