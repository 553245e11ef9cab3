import { describe, expect, it } from 'vitest';
import { moveName } from '../../src/engine/game';
import {
  RECORD_FORMAT,
  loadRecord,
  makeRecord,
  parseRecord,
  writeRecord,
  type GameRecord,
  type Replay,
} from '../../src/engine/record';
import { EMPTY7, cellOf, layoutOf, playMoves, stateOf } from './helpers';

const BASE = { format: 'momentum/1', lattice: 'square', layout: EMPTY7, players: 2, marbles: 8 };

function replayOf(input: unknown): Replay {
  const replay = loadRecord(input);
  if (!replay.ok) throw new Error(replay.error);
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
  const cases: { name: string; input: unknown; error: string | RegExp }[] = [
    { name: 'a misspelt field', input: { ...BASE, roundlimit: 10 }, error: 'record has an unknown field "roundlimit"' },
    { name: 'an unknown field', input: { ...BASE, rules: {} }, error: 'record has an unknown field "rules"' },
    ...(['format', 'lattice', 'layout', 'players', 'marbles'] as const).map((key) => ({
      name: `no ${key}`,
      input: without(key),
      error: `record lacks the required field "${key}"`,
    })),
    {
      name: 'format momentum/2',
      input: { ...BASE, format: 'momentum/2' },
      error: 'format must be "momentum/1", not "momentum/2"',
    },
    { name: 'format as a number', input: { ...BASE, format: 1 }, error: 'format must be "momentum/1", not 1' },
    { name: 'an unknown lattice', input: { ...BASE, lattice: 'tri' }, error: /^lattice must be "square" or "hex"/ },
    {
      name: 'a layout that is a string',
      input: { ...BASE, layout: '.......' },
      error: 'layout must be a list of strings',
    },
    { name: 'a ragged layout', input: { ...BASE, layout: ['...', '..'] }, error: /^layout rows are ragged/ },
    ...[1, 5, 2.5, '2', null].map((players) => ({
      name: `players ${JSON.stringify(players)}`,
      input: { ...BASE, players },
      error: 'players must be 2, 3 or 4',
    })),
    ...[0, -1, 1.5, '8', null].map((marbles) => ({
      name: `marbles ${JSON.stringify(marbles)}`,
      input: { ...BASE, marbles },
      error: 'marbles must be a whole number of at least 1',
    })),
    { name: 'pie as a string', input: { ...BASE, pie: 'yes' }, error: 'pie must be true or false' },
    { name: 'pie null', input: { ...BASE, pie: null }, error: 'pie must be true or false' },
    { name: 'mustBlock as a number', input: { ...BASE, mustBlock: 1 }, error: 'mustBlock must be true or false' },
    { name: 'teams as a string', input: { ...BASE, players: 4, teams: 'no' }, error: 'teams must be true or false' },
    { name: 'teams with 2 players', input: { ...BASE, teams: true }, error: 'teams is only allowed with 4 players' },
    {
      name: 'teams false with 3 players',
      input: { ...BASE, players: 3, teams: false },
      error: 'teams is only allowed with 4 players',
    },
    ...[0, 2.5, '30', true].map((roundLimit) => ({
      name: `roundLimit ${JSON.stringify(roundLimit)}`,
      input: { ...BASE, roundLimit },
      error: 'roundLimit must be a whole number of at least 1, or null',
    })),
    ...[0, 3, 1.5, '1', null].map((toMove) => ({
      name: `toMove ${JSON.stringify(toMove)}`,
      input: { ...BASE, toMove },
      error: 'toMove must be a player from 1 to 2',
    })),
    { name: 'moves as a string', input: { ...BASE, moves: 'd4 e5' }, error: 'moves must be a list of strings' },
    { name: 'a move that is a number', input: { ...BASE, moves: ['d4', 33] }, error: 'ply 2: move must be a string' },
    { name: 'meta as a list', input: { ...BASE, meta: ['Ann'] }, error: 'meta must be a JSON object' },
    { name: 'meta as a string', input: { ...BASE, meta: 'Ann' }, error: 'meta must be a JSON object' },
    { name: 'invalid JSON text', input: '{"format": "momentum/1",', error: /^record is not valid JSON: / },
    { name: 'empty text', input: '', error: /^record is not valid JSON: / },
    { name: 'JSON text of a list', input: '[1, 2]', error: 'record must be a JSON object' },
    { name: 'null', input: null, error: 'record must be a JSON object' },
    { name: 'a number', input: 7, error: 'record must be a JSON object' },
  ];
  it.each(cases)('$name', ({ input, error }) => {
    const parsed = parseRecord(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(error);
    expect(loadRecord(input)).toEqual(parsed);
  });
});

describe('loadRecord checks the position and every move', () => {
  it.each<{ name: string; record: Record<string, unknown>; error: string }>([
    {
      name: 'too few cells for the marbles',
      record: { ...BASE, layout: ['...', '.H.', '...'], marbles: 4 },
      error: 'board has too few cells: 8 playable cells for 8 marbles (it needs more cells than marbles)',
    },
    {
      name: 'a set-up leaving a reserve of 0',
      record: { ...BASE, layout: ['1212...', ...EMPTY7.slice(1)], marbles: 2 },
      error: 'player 1 has 2 marbles on the layout; at most 1 leave a reserve',
    },
    {
      name: 'a marble digit above the player count',
      record: { ...BASE, layout: [...EMPTY7.slice(0, 6), '......4'], players: 3, marbles: 5 },
      error: 'layout holds a marble of player 4 at g1 in a 3-player game',
    },
    {
      name: 'a move that is not a cell name',
      record: { ...BASE, moves: ['d4', 'zz'] },
      error: 'ply 2: "zz" is not a cell name (a file letter and a rank, such as d4)',
    },
    {
      name: 'an upper-case cell name',
      record: { ...BASE, moves: ['D4'] },
      error: 'ply 1: "D4" is not a cell name (a file letter and a rank, such as d4)',
    },
    { name: 'a cell off the board', record: { ...BASE, moves: ['d4', 'h1'] }, error: 'ply 2: h1 is not on the board' },
    { name: 'an occupied cell', record: { ...BASE, moves: ['d4', 'a1', 'd4'] }, error: 'ply 3: d4 is occupied' },
    {
      name: 'a drop into a hole',
      record: { ...BASE, layout: ['.......', '.......', '.......', '...H...', ...EMPTY7.slice(4)], moves: ['d4'] },
      error: 'ply 1: d4 is a hole',
    },
    {
      name: 'a late swap',
      record: { ...BASE, moves: ['d4', 'a1', 'swap'] },
      error: "ply 3: swap is only allowed on the second player's first turn",
    },
    {
      name: 'a swap without the pie rule',
      record: { ...BASE, pie: false, moves: ['d4', 'swap'] },
      error: 'ply 2: swap is not allowed in this game',
    },
    {
      name: 'a move after the game ended',
      record: { ...BASE, marbles: 1, moves: ['d4', 'c3'] },
      error: 'ply 2: c3: the game is over',
    },
    {
      name: 'a move that does not block',
      record: { ...BASE, layout: ['2........2'], players: 3, marbles: 3, moves: ['c1'] },
      error: 'ply 1: c1: player 2 could then win at once, and another move would block it',
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
    if (!parsed.ok) throw new Error(parsed.error);
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
    if (!parsed.ok) throw new Error(parsed.error);
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
