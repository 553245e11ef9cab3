import { describe, expect, it } from 'vitest';
import { moveName } from '../../src/engine/game';
import {
  RECORD_FORMAT,
  loadRecord,
  makeRecord,
  parseRecord,
  writeRecord,
  type GameRecord,
  type RecordProblem,
  type Replay,
} from '../../src/engine/record';
import { EMPTY7, cellOf, layoutOf, playMoves, stateOf } from './helpers';

const BASE = { format: 'momentum/1', lattice: 'square', layout: EMPTY7, players: 2, marbles: 8 };

function replayOf(input: unknown): Replay {
  const replay = loadRecord(input);
  if (!replay.ok) throw new Error(JSON.stringify(replay.error));
  return replay.value;
}

describe('parseRecord fills in the defaults', () => {
  const defaults = { pie: true, roundLimit: 30, toMove: 1, moves: [] };
  it.each([
    { players: 2, mustBlock: false, teams: false },
    { players: 3, mustBlock: true, teams: false },
    { players: 4, mustBlock: true, teams: true },
  ])('$players players: mustBlock $mustBlock, teams $teams', ({ players, mustBlock, teams }) => {
    expect(parseRecord({ ...BASE, players, marbles: 5 })).toStrictEqual({
      ok: true,
      value: { ...BASE, players, marbles: 5, ...defaults, mustBlock, teams },
    });
  });

  it('keeps every optional field it is given', () => {
    const full = {
      ...BASE,
      players: 4,
      marbles: 5,
      pie: false,
      roundLimit: null,
      mustBlock: false,
      teams: false,
      toMove: 3,
      moves: ['d4', 'a1'],
    };
    expect(parseRecord(full)).toStrictEqual({ ok: true, value: full });
  });

  it('keeps meta untouched, whatever it holds', () => {
    const meta = { names: ['Ann', 'Bo'], date: '2026-01-02', event: { round: 3, tags: [null, true] }, roundlimit: 9 };
    const parsed = parseRecord({ ...BASE, meta });
    expect(parsed.ok && parsed.value.meta).toStrictEqual(meta);
  });

  it('reads JSON text the same as a parsed value', () => {
    const value = { ...BASE, roundLimit: 12, moves: ['d4'] };
    expect(parseRecord(JSON.stringify(value))).toStrictEqual(parseRecord(value));
  });
});

describe('parseRecord reports every problem as a value', () => {
  const without = (key: keyof typeof BASE): Record<string, unknown> =>
    Object.fromEntries(Object.entries(BASE).filter(([k]) => k !== key));
  const cases: { name: string; input: unknown; error: RecordProblem }[] = [
    {
      name: 'a misspelt field',
      input: { ...BASE, roundlimit: 10 },
      error: { code: 'unknown-field', field: 'roundlimit' },
    },
    { name: 'an unknown field', input: { ...BASE, rules: {} }, error: { code: 'unknown-field', field: 'rules' } },
    ...(['format', 'lattice', 'layout', 'players', 'marbles'] as const).map((key) => ({
      name: `no ${key}`,
      input: without(key),
      error: { code: 'missing-field', field: key } as const,
    })),
    {
      name: 'format momentum/2',
      input: { ...BASE, format: 'momentum/2' },
      error: { code: 'bad-format', found: '"momentum/2"', expected: 'momentum/1' },
    },
    {
      name: 'format as a number',
      input: { ...BASE, format: 1 },
      error: { code: 'bad-format', found: '1', expected: 'momentum/1' },
    },
    {
      name: 'an unknown lattice',
      input: { ...BASE, lattice: 'tri' },
      error: { code: 'layout', problem: { code: 'bad-lattice', found: '"tri"' } },
    },
    {
      name: 'a layout that is a string',
      input: { ...BASE, layout: '.......' },
      error: { code: 'layout', problem: { code: 'layout-not-list', found: '"......."' } },
    },
    {
      name: 'a ragged layout',
      input: { ...BASE, layout: ['...', '..'] },
      error: { code: 'layout', problem: { code: 'ragged-row', row: 2, length: 2, expected: 3 } },
    },
    ...[
      [1, '1'],
      [5, '5'],
      [2.5, '2.5'],
      ['2', '"2"'],
      [null, 'null'],
    ].map(([players, found]) => ({
      name: `players ${JSON.stringify(players)}`,
      input: { ...BASE, players },
      error: { code: 'bad-players', found: String(found) } as const,
    })),
    ...[
      [0, '0'],
      [-1, '-1'],
      [1.5, '1.5'],
      ['8', '"8"'],
      [null, 'null'],
    ].map(([marbles, found]) => ({
      name: `marbles ${JSON.stringify(marbles)}`,
      input: { ...BASE, marbles },
      error: { code: 'bad-marbles', found: String(found) } as const,
    })),
    {
      name: 'pie as a string',
      input: { ...BASE, pie: 'yes' },
      error: { code: 'not-boolean', field: 'pie', found: '"yes"' },
    },
    { name: 'pie null', input: { ...BASE, pie: null }, error: { code: 'not-boolean', field: 'pie', found: 'null' } },
    {
      name: 'mustBlock as a number',
      input: { ...BASE, mustBlock: 1 },
      error: { code: 'not-boolean', field: 'mustBlock', found: '1' },
    },
    {
      name: 'teams as a string',
      input: { ...BASE, players: 4, teams: 'no' },
      error: { code: 'not-boolean', field: 'teams', found: '"no"' },
    },
    { name: 'teams with 2 players', input: { ...BASE, teams: true }, error: { code: 'teams-need-four', players: 2 } },
    {
      name: 'teams false with 3 players',
      input: { ...BASE, players: 3, teams: false },
      error: { code: 'teams-need-four', players: 3 },
    },
    ...[
      [0, '0'],
      [2.5, '2.5'],
      ['30', '"30"'],
      [true, 'true'],
    ].map(([roundLimit, found]) => ({
      name: `roundLimit ${JSON.stringify(roundLimit)}`,
      input: { ...BASE, roundLimit },
      error: { code: 'bad-round-limit', found: String(found) } as const,
    })),
    ...[
      [0, '0'],
      [3, '3'],
      [1.5, '1.5'],
      ['1', '"1"'],
      [null, 'null'],
    ].map(([toMove, found]) => ({
      name: `toMove ${JSON.stringify(toMove)}`,
      input: { ...BASE, toMove },
      error: { code: 'bad-to-move', found: String(found), players: 2 } as const,
    })),
    {
      name: 'moves as a string',
      input: { ...BASE, moves: 'd4 e5' },
      error: { code: 'moves-not-list', found: '"d4 e5"' },
    },
    {
      name: 'a move that is a number',
      input: { ...BASE, moves: ['d4', 33] },
      error: { code: 'move-not-text', ply: 2, found: '33' },
    },
    { name: 'meta as a list', input: { ...BASE, meta: ['Ann'] }, error: { code: 'meta-not-object', found: '["Ann"]' } },
    { name: 'meta as a string', input: { ...BASE, meta: 'Ann' }, error: { code: 'meta-not-object', found: '"Ann"' } },
    { name: 'JSON text of a list', input: '[1, 2]', error: { code: 'not-object', found: '[1,2]' } },
    { name: 'null', input: null, error: { code: 'not-object', found: 'null' } },
    { name: 'a number', input: 7, error: { code: 'not-object', found: '7' } },
  ];
  it.each(cases)('$name', ({ input, error }) => {
    expect(parseRecord(input)).toEqual({ ok: false, error });
    expect(loadRecord(input)).toEqual({ ok: false, error });
  });

  it.each(['{"format": "momentum/1",', ''])('text that is not JSON: %j', (input) => {
    const parsed = parseRecord(input);
    expect(parsed).toEqual({ ok: false, error: { code: 'not-json', detail: expect.any(String) } });
    expect(loadRecord(input)).toEqual(parsed);
  });

  it('cuts a long wrong value short', () => {
    const parsed = parseRecord({ ...BASE, meta: 'x'.repeat(100) });
    expect(parsed).toEqual({ ok: false, error: { code: 'meta-not-object', found: `"${'x'.repeat(38)}…` } });
  });
});

describe('loadRecord checks the position and every move', () => {
  const at = (ply: number) => ({ ply, branch: null });
  it.each<{ name: string; record: Record<string, unknown>; error: RecordProblem }>([
    {
      name: 'too few cells for the marbles',
      record: { ...BASE, layout: ['...', '.H.', '...'], marbles: 4 },
      error: { code: 'start', problem: { code: 'too-few-cells', cells: 8, marbles: 8 } },
    },
    {
      name: 'a set-up leaving a reserve of 0',
      record: { ...BASE, layout: ['1212...', ...EMPTY7.slice(1)], marbles: 2 },
      error: { code: 'start', problem: { code: 'no-reserve', player: 1, placed: 2, max: 1 } },
    },
    {
      name: 'a marble digit above the player count',
      record: { ...BASE, layout: [...EMPTY7.slice(0, 6), '......4'], players: 3, marbles: 5 },
      error: { code: 'start', problem: { code: 'absent-player', player: 4, cell: 'g1', players: 3 } },
    },
    {
      name: 'a move that is not a cell name',
      record: { ...BASE, moves: ['d4', 'zz'] },
      error: { code: 'unreadable-move', place: at(2), problem: { code: 'not-cell-name', text: 'zz' } },
    },
    {
      name: 'an upper-case cell name',
      record: { ...BASE, moves: ['D4'] },
      error: { code: 'unreadable-move', place: at(1), problem: { code: 'not-cell-name', text: 'D4' } },
    },
    {
      name: 'a cell off the board',
      record: { ...BASE, moves: ['d4', 'h1'] },
      error: { code: 'unreadable-move', place: at(2), problem: { code: 'off-board', name: 'h1' } },
    },
    {
      name: 'an occupied cell',
      record: { ...BASE, moves: ['d4', 'a1', 'd4'] },
      error: { code: 'illegal-move', place: at(3), problem: { code: 'occupied', move: 'd4' } },
    },
    {
      name: 'a drop into a hole',
      record: { ...BASE, layout: ['.......', '.......', '.......', '...H...', ...EMPTY7.slice(4)], moves: ['d4'] },
      error: { code: 'illegal-move', place: at(1), problem: { code: 'not-a-cell', move: 'd4', tile: 'hole' } },
    },
    {
      name: 'a late swap',
      record: { ...BASE, moves: ['d4', 'a1', 'swap'] },
      error: { code: 'illegal-move', place: at(3), problem: { code: 'swap-too-late' } },
    },
    {
      name: 'a swap without the pie rule',
      record: { ...BASE, pie: false, moves: ['d4', 'swap'] },
      error: { code: 'illegal-move', place: at(2), problem: { code: 'no-swap' } },
    },
    {
      name: 'a move after the game ended',
      record: { ...BASE, marbles: 1, moves: ['d4', 'c3'] },
      error: { code: 'illegal-move', place: at(2), problem: { code: 'game-over', move: 'c3' } },
    },
    {
      name: 'a move that does not block',
      record: { ...BASE, layout: ['2........2'], players: 3, marbles: 3, moves: ['c1'] },
      error: { code: 'illegal-move', place: at(1), problem: { code: 'must-block', move: 'c1', player: 2 } },
    },
  ])('$name', ({ record, error }) => {
    expect(parseRecord(record).ok).toBe(true);
    expect(loadRecord(record)).toEqual({ ok: false, error });
  });

  it('replays a record with a hole, a swap and every optional field', () => {
    const replay = replayOf({
      format: 'momentum/1',
      lattice: 'square',
      layout: ['.......', '.......', '.......', '...H...', '.......', '.......', '.......'],
      players: 2,
      marbles: 8,
      pie: true,
      roundLimit: 30,
      moves: ['d5', 'swap', 'c3', 'e5'],
    });
    // d5, swapped to player 2; c3 touches only the hole; e5 pushes d5 west to c5.
    expect(layoutOf(replay.final)).toEqual([
      '.......',
      '.......',
      '..2.2..',
      '...H...',
      '..1....',
      '.......',
      '.......',
    ]);
    expect(replay.final.reserves).toEqual([7, 6]);
    expect(replay.plies.map((p) => [p.player, moveName(replay.final.board, p.move)])).toEqual([
      [1, 'd5'],
      [2, 'swap'],
      [1, 'c3'],
      [2, 'e5'],
    ]);
    expect(replay.final.toMove).toBe(1);
    expect(replay.final.result).toBeNull();
  });

  it('starts a set-up with its reserves and player to move', () => {
    const replay = replayOf({ ...BASE, layout: ['11.2...', ...EMPTY7.slice(1)], marbles: 4, toMove: 2 });
    expect(replay.start.reserves).toEqual([2, 3]);
    expect(replay.start.toMove).toBe(2);
    expect(replay.plies).toEqual([]);
    expect(replay.final).toBe(replay.start);
  });
});

describe('writeRecord and makeRecord', () => {
  it.each([
    { players: 2, keys: ['format', 'lattice', 'layout', 'players', 'marbles', 'pie', 'roundLimit', 'toMove', 'moves'] },
    {
      players: 3,
      keys: ['format', 'lattice', 'layout', 'players', 'marbles', 'pie', 'roundLimit', 'mustBlock', 'toMove', 'moves'],
    },
    {
      players: 4,
      keys: [
        'format',
        'lattice',
        'layout',
        'players',
        'marbles',
        'pie',
        'roundLimit',
        'mustBlock',
        'teams',
        'toMove',
        'moves',
      ],
    },
  ])('writes the defaults out for $players players', ({ players, keys }) => {
    const parsed = parseRecord({ ...BASE, players, marbles: 5 });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(Object.keys(JSON.parse(writeRecord(parsed.value)) as object)).toEqual(keys);
  });

  it.each<Record<string, unknown>>([
    { ...BASE },
    { ...BASE, pie: false, roundLimit: null, moves: ['d4', 'e5'], meta: { names: ['Ann', 'Bo'] } },
    { ...BASE, players: 3, marbles: 6, mustBlock: false, toMove: 2 },
    { ...BASE, players: 4, marbles: 5, teams: false, roundLimit: 3 },
    { ...BASE, lattice: 'hex', layout: ['---....', '--.2...', '-..1...', '...1...', '..2.2.-', '.....--', '....---'] },
  ])('parseRecord(writeRecord(record)) gives the record back: %j', (input) => {
    const parsed = parseRecord(input);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(parseRecord(writeRecord(parsed.value))).toStrictEqual(parsed);
  });

  it('makeRecord writes a set-up start, its rules and the moves; replaying it reaches the same position', () => {
    const start = stateOf(['1.....2', ...EMPTY7.slice(1)], { players: 3, marbles: 5, roundLimit: 4, toMove: 2 });
    const moves = ['b7', 'd4', 'c6', 'f7'];
    const end = playMoves(start, moves);
    const record = makeRecord(
      start,
      moves.map((m) => cellOf(start.board, m)),
      { event: 'club night' },
    );
    expect(record).toStrictEqual({
      format: RECORD_FORMAT,
      lattice: 'square',
      layout: ['1.....2', ...EMPTY7.slice(1)],
      players: 3,
      marbles: 5,
      pie: false,
      roundLimit: 4,
      mustBlock: true,
      teams: false,
      toMove: 2,
      moves,
      meta: { event: 'club night' },
    } satisfies GameRecord);
    const replay = replayOf(writeRecord(record));
    expect(replay.final.owners).toEqual(end.owners);
    expect(replay.final.reserves).toEqual(end.reserves);
    expect(replay.final.toMove).toBe(end.toMove);
    expect(replay.record.meta).toEqual({ event: 'club night' });
  });

  it('makeRecord names a swap "swap"', () => {
    const record = makeRecord(stateOf(EMPTY7), [24, 'swap', 0]);
    expect(record.moves).toEqual(['d4', 'swap', 'a7']);
    expect(record.meta).toBeUndefined();
    expect(replayOf(writeRecord(record)).final.reserves).toEqual([7, 7]);
  });
});
