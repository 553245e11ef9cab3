import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Board, parseLayout, step } from '../../src/engine/board';
import type { MoveEvent, PushResult } from '../../src/engine/drop';
import { type GameState, type Move, legalMoves, play, startGame } from '../../src/engine/game';
import { type LatticeKind, DIRECTIONS, OPPOSITE } from '../../src/engine/lattice';
import { hexagonLayout } from '../../src/engine/presets';
import { type RecordProblem, loadRecord, makeRecord, parseRecord, writeRecord } from '../../src/engine/record';
import type { Result } from '../../src/engine/result';
import type { Words } from '../../src/i18n/catalogue';
import { en } from '../../src/i18n/en';
import { placeholders } from '../../src/i18n/translate';
import { english } from '../../src/store/language';
import { recordProblemWords } from '../../src/words/problems';

/** Mostly playable cells, with gaps and obstacles sprinkled in. */
const TILE = fc.oneof(
  { weight: 6, arbitrary: fc.constant('.') },
  { weight: 1, arbitrary: fc.constantFrom('-', 'C', 'B', 'H') },
);

function charsOf(count: number): fc.Arbitrary<string[]> {
  return fc.array(TILE, { minLength: count, maxLength: count });
}

/** A rectangle; on the hex lattice it is drawn as a parallelogram. */
function rectangle(lattice: LatticeKind): fc.Arbitrary<{ lattice: LatticeKind; layout: string[] }> {
  return fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 3, max: 8 })).chain(([rows, cols]) =>
    charsOf(rows * cols).map((chars) => ({
      lattice,
      layout: Array.from({ length: rows }, (_, r) => chars.slice(r * cols, (r + 1) * cols).join('')),
    })),
  );
}

const hexagon = fc.integer({ min: 2, max: 4 }).chain((side) => {
  const shape = hexagonLayout(side);
  const n = shape.length;
  return charsOf(n * n).map((chars) => ({
    lattice: 'hex' as const,
    layout: shape.map((row, r) => [...row].map((ch, c) => (ch === '-' ? '-' : chars[r * n + c]!)).join('')),
  }));
});

const LAYOUT = fc.oneof({ weight: 2, arbitrary: rectangle('square') }, rectangle('hex'), hexagon);

/** A valid start position on a random board, and the numbers that pick each move of a random game. */
const GAME = fc
  .record({
    board: LAYOUT,
    players: fc.integer({ min: 2, max: 4 }),
    marbleSeed: fc.nat(),
    toMoveSeed: fc.nat(),
    pie: fc.boolean(),
    roundLimit: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    mustBlock: fc.boolean(),
    teams: fc.boolean(),
    picks: fc.array(fc.nat(), { minLength: 5, maxLength: 40 }),
  })
  .map(({ board, players, marbleSeed, toMoveSeed, pie, roundLimit, mustBlock, teams, picks }) => {
    const setup = parseLayout(board.lattice, board.layout);
    if (!setup.ok) return null;
    // Playable cells must outnumber all marbles. At most 8 each keeps the games short, and
    // marbles in the upper half of what fits keep them from ending in a few drops.
    const most = Math.min(8, Math.floor((setup.value.board.playable.length - 1) / players));
    if (most < 1) return null;
    const rules = {
      players,
      marbles: most - (marbleSeed % Math.ceil(most / 2)),
      pie,
      roundLimit,
      mustBlock,
      teams: teams && players === 4,
    };
    const start = startGame(setup.value, rules, 1 + (toMoveSeed % players));
    if (!start.ok) throw new Error(`a valid start was refused: ${JSON.stringify(start.error)}`);
    return { start: start.value, picks };
  })
  .filter((game) => game !== null);

interface Ply {
  readonly before: GameState;
  readonly move: Move;
  readonly after: GameState;
  readonly events: readonly MoveEvent[];
}

/** Plays the move each pick selects among the legal moves, until the picks run out or the game ends. */
function playGame(start: GameState, picks: readonly number[]): Ply[] {
  const plies: Ply[] = [];
  let state = start;
  for (const pick of picks) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[pick % legal.length]!;
    const played = play(state, move);
    if (!played.ok) throw new Error(`legal move ${String(move)} refused: ${JSON.stringify(played.error)}`);
    plies.push({ before: state, move, after: played.value.state, events: played.value.events });
    state = played.value.state;
  }
  return plies;
}

function expectedResult(board: Board, target: number | null, phase: 1 | 2): PushResult {
  const tile = target === null ? 'gap' : board.tiles[target]!;
  if (tile === 'cell') return 'moved';
  if (tile === 'gap') return 'edge';
  if (tile === 'hole') return 'hole';
  if (tile === 'bumper' && phase === 1) return 'reflected';
  return 'absorbed';
}

/** The cells X+d, X+2d, ... that hold a marble, up to the first that holds none. */
function ray(board: Board, owners: readonly number[], from: number, dir: number): number[] {
  const cells: number[] = [];
  for (let at = step(board, from, dir); at !== null && owners[at]! > 0; at = step(board, at, dir)) cells.push(at);
  return cells;
}

/**
 * Checks a drop's push list against the position before it, replaying the events one by one,
 * and returns the position and reserves the events lead to.
 */
function replayDrop(ply: Ply): { owners: number[]; reserves: number[] } {
  const { before, events } = ply;
  const { board } = before;
  const mover = before.toMove;
  const cell = ply.move as number;
  const owners = before.owners.slice();
  const reserves = before.reserves.slice();
  expect(events[0]).toEqual({ kind: 'drop', cell, player: mover });
  expect(board.tiles[cell]).toBe('cell');
  expect(owners[cell]).toBe(0);
  owners[cell] = mover;
  reserves[mover - 1]!--;
  const dirs = DIRECTIONS[board.lattice].map((_, d) => d);
  const phase1Dirs = dirs.filter((d) => ray(board, owners, cell, d).length > 0);
  const reflected = new Map<number, readonly number[]>();
  const pushes = events.slice(1);
  expect(pushes.map((e) => (e.kind === 'push' ? [e.phase, e.dir] : e.kind))).toEqual([
    ...phase1Dirs.map((d) => [1, d]),
    ...pushes.filter((e) => e.kind === 'push' && e.phase === 2).map((e) => [2, (e as { dir: number }).dir]),
  ]);
  for (const e of pushes) {
    if (e.kind !== 'push') throw new Error('only pushes follow the drop');
    const line = ray(board, owners, cell, e.dir);
    expect(e.line).toEqual(line);
    const back = e.phase === 2 ? reflected.get(OPPOSITE[board.lattice][e.dir]!) : undefined;
    if (e.phase === 2) {
      expect(back).toBeDefined();
      expect(e.path).toEqual([...back!].reverse().concat(cell, line));
    } else {
      expect(e.path).toEqual(line);
    }
    if (line.length === 0) {
      expect(e).toMatchObject({ phase: 2, from: null, owner: 0, target: null, result: null });
      continue;
    }
    const from = line[line.length - 1]!;
    const target = step(board, from, e.dir);
    const result = expectedResult(board, target, e.phase);
    expect(e).toMatchObject({ from, owner: owners[from], target, result });
    if (result === 'reflected') reflected.set(e.dir, line);
    if (result === 'moved') owners[target!] = owners[from]!;
    if (result === 'moved' || result === 'edge' || result === 'hole') {
      if (result !== 'moved') reserves[owners[from]! - 1]!++;
      owners[from] = 0;
    }
  }
  // Every reflection travels back exactly once, in the opposite direction.
  const phase2Dirs = pushes.flatMap((e) => (e.kind === 'push' && e.phase === 2 ? [e.dir] : []));
  expect(phase2Dirs).toEqual(dirs.filter((d) => reflected.has(OPPOSITE[board.lattice][d]!)));
  return { owners, reserves };
}

function replaySwap(ply: Ply): { owners: number[]; reserves: number[] } {
  const { before, events } = ply;
  const cell = before.swapCell!;
  const from = before.owners[cell]!;
  expect(events).toEqual([{ kind: 'swap', cell, from, to: before.toMove }]);
  const owners = before.owners.slice();
  const reserves = before.reserves.slice();
  owners[cell] = before.toMove;
  reserves[from - 1]!++;
  reserves[before.toMove - 1]!--;
  return { owners, reserves };
}

/** The players who share a win: teams 1+3 and 2+4 in a team game. */
function sidesOf(state: GameState): number[][] {
  const { players, teams } = state.rules;
  if (teams) {
    return [
      [1, 3],
      [2, 4],
    ];
  }
  return Array.from({ length: players }, (_, i) => [i + 1]);
}

/** docs/rules.md sections 7 and 9: only the mover can win by emptying the reserve; else the round limit may end the game. */
function expectEndConsistent(ply: Ply): void {
  const { before, after } = ply;
  const { rules } = before;
  const mover = before.toMove;
  const sides = sidesOf(before);
  if (after.reserves[mover - 1] === 0) {
    const winners = sides.find((side) => side.includes(mover));
    expect(after.result).toEqual({ status: 'won', winners, reason: 'all-on-board' });
  } else if (rules.roundLimit !== null && after.turn >= rules.roundLimit * rules.players) {
    const counts = sides.map((side) => after.owners.filter((o) => side.includes(o)).length);
    const leaders = sides.filter((_, i) => counts[i] === Math.max(...counts));
    expect(after.result).toEqual(
      leaders.length === 1
        ? { status: 'won', winners: leaders[0], reason: 'round-limit' }
        : { status: 'drawn', winners: [], reason: 'round-limit' },
    );
  } else {
    expect(after.result).toBeNull();
  }
  expect(after.turn).toBe(before.turn + 1);
  expect(after.toMove).toBe((mover % rules.players) + 1);
}

const RUNS = { numRuns: 60 };

describe('random games on random boards', () => {
  it('conserve marbles and never put one on a gap, cushion, bumper or hole', () => {
    fc.assert(
      fc.property(GAME, ({ start, picks }) => {
        for (const { after } of playGame(start, picks)) {
          for (let p = 1; p <= after.rules.players; p++) {
            const onBoard = after.owners.filter((o) => o === p).length;
            expect(onBoard + after.reserves[p - 1]!).toBe(after.rules.marbles);
          }
          expect(after.owners.length).toBe(after.board.tiles.length);
          after.owners.forEach((o, i) => {
            expect(o === 0 || after.board.tiles[i] === 'cell').toBe(true);
            expect(o).toBeLessThanOrEqual(after.rules.players);
          });
        }
      }),
      RUNS,
    );
  });

  it('report push lists that lead from each position to the next', () => {
    fc.assert(
      fc.property(GAME, ({ start, picks }) => {
        for (const ply of playGame(start, picks)) {
          const expected = ply.move === 'swap' ? replaySwap(ply) : replayDrop(ply);
          expect(ply.after.owners).toEqual(expected.owners);
          expect(ply.after.reserves).toEqual(expected.reserves);
          expectEndConsistent(ply);
        }
      }),
      RUNS,
    );
  });

  it('replay from their written record to the same final position and result', () => {
    fc.assert(
      fc.property(GAME, ({ start, picks }) => {
        const plies = playGame(start, picks);
        const final = plies.length > 0 ? plies[plies.length - 1]!.after : start;
        const text = writeRecord(
          makeRecord(
            start,
            plies.map((p) => p.move),
            { seed: picks.length },
          ),
        );
        const replay = loadRecord(text);
        if (!replay.ok) throw new Error(JSON.stringify(replay.error));
        const { owners, reserves, toMove, turn, result } = replay.value.final;
        expect({ owners, reserves, toMove, turn, result }).toEqual({
          owners: final.owners,
          reserves: final.reserves,
          toMove: final.toMove,
          turn: final.turn,
          result: final.result,
        });
        expect(replay.value.plies.map((p) => p.events)).toEqual(plies.map((p) => p.events));
      }),
      RUNS,
    );
  });
});

describe('parseRecord and loadRecord never throw', () => {
  /** Every placeholder of the message, and of the messages inside it, has its parameter. */
  const filled = (message: Words): boolean =>
    [...placeholders(en[message.key])].every((name) => message.params?.[name] !== undefined) &&
    Object.values(message.params ?? {}).every((param) =>
      Array.isArray(param) ? param.every(filled) : typeof param === 'object' ? filled(param as Words) : true,
    );
  /** Success, or a problem that reads as an English sentence with every placeholder filled. */
  const isResult = (r: Result<unknown, RecordProblem>): boolean => {
    if (r.ok) return true;
    const message = recordProblemWords(r.error);
    return english.words(message).length > 0 && filled(message);
  };

  it('on any JSON value, given as a value or as text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(isResult(parseRecord(value))).toBe(true);
        expect(isResult(loadRecord(JSON.stringify(value)))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('on any string, and on a record text cut short or with a character replaced', () => {
    const text = JSON.stringify({
      format: 'momentum/1',
      lattice: 'square',
      layout: ['.......', '..1.2..', '...H...'],
      players: 2,
      marbles: 3,
      roundLimit: null,
      moves: ['a1', 'c3', 'g1'],
      meta: { names: ['Ann', 'Bo'] },
    });
    expect(loadRecord(text).ok).toBe(true);
    const damaged = fc
      .tuple(fc.nat({ max: text.length - 1 }), fc.string({ unit: 'grapheme', maxLength: 1 }))
      .map(([at, ch]) => text.slice(0, at) + ch + text.slice(at + 1));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), damaged), (input) => {
        expect(isResult(loadRecord(input))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('on records whose fields are sometimes valid and sometimes anything', () => {
    const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid }, fc.jsonValue());
    const record = fc.record(
      {
        format: maybe(fc.constant('momentum/1')),
        lattice: maybe(fc.constantFrom('square', 'hex')),
        layout: maybe(LAYOUT.map((l) => l.layout)),
        players: maybe(fc.integer({ min: 1, max: 5 })),
        marbles: maybe(fc.integer({ min: 0, max: 4 })),
        pie: maybe(fc.boolean()),
        roundLimit: maybe(fc.option(fc.integer({ min: 0, max: 3 }), { nil: null })),
        mustBlock: maybe(fc.boolean()),
        teams: maybe(fc.boolean()),
        toMove: maybe(fc.integer({ min: 0, max: 5 })),
        moves: maybe(
          fc.array(fc.oneof(fc.constantFrom('a1', 'b2', 'c3', 'd4', 'swap'), fc.string()), { maxLength: 8 }),
        ),
        meta: maybe(fc.dictionary(fc.string(), fc.jsonValue())),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(record, (value) => {
        expect(isResult(loadRecord(value))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
