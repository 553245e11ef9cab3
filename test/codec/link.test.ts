import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Move, legalMoves } from '../../src/engine/game';
import { makeRecord, parseRecord, writeRecord } from '../../src/engine/record';
import { findPreset } from '../../src/engine/presets';
import { presetGame } from '../../src/engine/setup';
import { type GameTree, type MoveTree, addLine, lineTree, mainLine, pathOf } from '../../src/engine/tree';
import { makeTreeRecord } from '../../src/engine/treeRecord';
import {
  type GameLink,
  MAX_RECORD_BYTES,
  decodeLink,
  encodeGame,
  encodeLink,
  encodeRecord,
  linkParams,
  recordHash,
} from '../../src/codec/link';
import { english } from '../../src/store/language';
import { linkProblemWords, seatProblemWords } from '../../src/words/open';
import { SEATS, type Seat } from '../../src/setup/seats';
import { EMPTY7, cellOf, stateOf } from '../engine/helpers';
import { GAME_TREE, longGame } from '../engine/trees';

const RECORD = {
  format: 'momentum/1',
  lattice: 'square',
  layout: ['.......', '.......', '.......', '...H...', '.......', '.......', '.......'],
  players: 2,
  marbles: 8,
  moves: ['d5', 'swap', 'c3', 'e5'],
  meta: { event: 'Café de la Gare', names: ['Zoë', 'Łukasz'] },
};

const SQUARE7 = stateOf(EMPTY7);

interface Coded {
  readonly code: string;
  readonly problem?: unknown;
}

/** The codes of a problem and of the problems it wraps, outermost first: `short-link/unknown-preset`. */
function codePath(problem: Coded): string {
  const inner = problem.problem;
  return typeof inner === 'object' && inner !== null && 'code' in inner
    ? `${problem.code}/${codePath(inner as Coded)}`
    : problem.code;
}

function parsed(value: unknown) {
  const record = parseRecord(value);
  if (!record.ok) throw new Error(JSON.stringify(record.error));
  return record.value;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

async function deflated(text: string): Promise<string> {
  const packed = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return Buffer.from(await new Response(packed).arrayBuffer()).toString('base64url');
}

function tree7(...lines: string[]): MoveTree {
  let tree = lineTree([]);
  for (const line of lines) {
    const moves = line.split(' ').map((name): Move => (name === 'swap' ? 'swap' : cellOf(SQUARE7.board, name)));
    const added = addLine(tree, '', moves);
    if (!added.ok) throw new Error(JSON.stringify(added.error));
    tree = added.value.tree;
  }
  return tree;
}

async function decoded(hash: string): Promise<GameLink> {
  const link = await decodeLink(hash);
  if (!link?.ok) throw new Error(`${hash} does not open: ${link ? codePath(link.error) : 'no game'}`);
  return link.value;
}

/** A 40-ply game on the 7×7 board with the default rules, a move from every few legal ones. */
function fortyPlies(): GameTree {
  const { moves } = longGame(SQUARE7, 40, 1);
  return { start: SQUARE7, tree: lineTree(moves) };
}

describe('recordHash', () => {
  test('a record survives the round trip, accents in its metadata included', async () => {
    const record = parsed(RECORD);
    const link = await decoded(recordHash(record));
    expect(makeTreeRecord(link.game)).toEqual(record);
    expect(mainLine(link.game.tree)).toHaveLength(4);
  });

  test('the link text is base64url of the canonical JSON, without padding', () => {
    const encoded = encodeRecord(parsed(RECORD));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))).toMatchObject(RECORD);
  });

  test('the position after the record does not disturb it', async () => {
    const hash = `${recordHash(parsed(RECORD), ['hard', 'human'])}&ply=2`;
    expect((await decodeLink(hash))?.ok).toBe(true);
  });

  test.each([
    ['#record=', 'no-record', 'no record after #record='],
    ['#record=abc$def', 'not-base64url', 'not base64url'],
    ['#record=a', 'not-base64url', 'not base64url'],
    [`#record=${Buffer.from([0xff, 0xfe, 0x41]).toString('base64url')}`, 'not-utf8', 'not UTF-8'],
    [`#record=${base64url('{"format": "momentum/1",')}`, 'invalid-record/not-json', 'not valid JSON'],
    [
      `#record=${base64url(JSON.stringify({ ...RECORD, roundlimit: 3 }))}`,
      'invalid-record/unknown-field',
      'unknown field "roundlimit"',
    ],
    [
      `#record=${base64url(JSON.stringify({ ...RECORD, moves: ['d5', 'd5'] }))}`,
      'invalid-record/illegal-move/occupied',
      'ply 2: d5 is occupied',
    ],
  ])('%s is refused: %s', async (hash, code, why) => {
    const read = await decodeLink(hash);
    if (!read || read.ok) throw new Error(`${hash} was read`);
    expect(codePath(read.error)).toBe(code);
    expect(english.words(linkProblemWords(read.error))).toContain(why);
  });
});

describe('seats in the link', () => {
  test('a game with a computer seat carries its seats after the record; the record still reads', async () => {
    const record = parsed(RECORD);
    const hash = recordHash(record, ['hard', 'human']);
    expect(hash).toBe(`${recordHash(record)}&seats=hard,human`);
    const link = await decoded(hash);
    expect(makeTreeRecord(link.game)).toEqual(record);
    expect(link.seats).toEqual({ ok: true, value: ['hard', 'human'] });
  });

  test('a game between people keeps the plain link', async () => {
    const record = parsed(RECORD);
    expect(recordHash(record, ['human', 'human'])).toBe(recordHash(record));
    expect((await decoded(recordHash(record))).seats).toBeNull();
  });

  test('seats that do not fit the game are refused with the reason, and the game still opens', async () => {
    const hash = `${recordHash(parsed(RECORD))}&seats=hard`;
    const link = await decoded(hash);
    expect(link.seats).toEqual({ ok: false, error: { code: 'seat-count', seats: 1, players: 2 } });
    expect(!link.seats?.ok && english.words(seatProblemWords(link.seats!.error))).toBe('it names 1 seat for 2 players');
    expect(mainLine(link.game.tree)).toHaveLength(4);
  });
});

describe('links of today open as they did', () => {
  test('a #record= link opens its game at the end, with its seats and meta', async () => {
    const record = parsed(RECORD);
    const link = await decoded(recordHash(record, ['human', 'hard']));
    expect(makeTreeRecord(link.game)).toEqual(record);
    expect(link.path).toBe(pathOf(mainLine(link.game.tree)));
    expect(link.seats).toEqual({ ok: true, value: ['human', 'hard'] });
  });

  test('a hash that names no game is not a link', async () => {
    expect(await decodeLink('')).toBeNull();
    expect(await decodeLink('#about')).toBeNull();
  });
});

describe('the forms of a link', () => {
  test('a game on a preset with the default rules takes the short form: preset, players, one character a move', async () => {
    const tree = tree7('d4 a1 g7', 'd4 g1 a4', 'd4 g1 d1', 'g4');
    const hash = await encodeGame({ start: SQUARE7, tree });
    expect(hash).toBe('#game=square7.2.Y~b.q~wV~t..G');
    expect((await decoded(hash)).game).toEqual({ start: SQUARE7, tree });
  });

  test('a new game is just its board and players', async () => {
    const hex = presetGame(findPreset('hex5')!, 3);
    if (!hex.ok) throw new Error(JSON.stringify(hex.error));
    expect(await encodeGame({ start: hex.value, tree: lineTree([]) })).toBe('#game=hex5.3');
  });

  test('boards of more than 63 cells write each move with the two characters of its tree id', async () => {
    const nine = presetGame(findPreset('square9')!, 2);
    if (!nine.ok) throw new Error(JSON.stringify(nine.error));
    const moves = legalMoves(nine.value).slice(70, 72);
    expect(await encodeGame({ start: nine.value, tree: lineTree(moves) })).toBe(`#game=square9.2.${pathOf(moves)}`);
  });

  test('another board, other rules or metadata take the record, compressed when that is shorter', async () => {
    const custom = stateOf(RECORD.layout);
    const game = { start: custom, tree: tree7('d4 a1 g7 a7 g1') };
    const plain = `#record=${base64url(writeRecord(makeTreeRecord(game)))}`;
    const packed = `#deflated=${await deflated(writeRecord(makeTreeRecord(game)))}`;
    expect(packed.length).toBeLessThan(plain.length);
    expect(await encodeGame(game)).toBe(packed);
    const named = { start: SQUARE7, tree: lineTree([]), meta: { names: ['Ann', 'Bo'] } };
    expect(await encodeGame(named)).toMatch(/^#(record|deflated)=/);
    const noPie = stateOf(EMPTY7, { pie: false });
    expect(await encodeGame({ start: noPie, tree: lineTree([]) })).toMatch(/^#(record|deflated)=/);
  });

  test('a 40-ply 7×7 game: the short form is the shortest, then the compressed record, then the plain one', async () => {
    const game = fortyPlies();
    const json = writeRecord(makeTreeRecord(game));
    const short = await encodeGame(game);
    const packed = `#deflated=${await deflated(json)}`;
    expect(short).toMatch(/^#game=square7\.2\.[A-Za-z0-9_-]{40}$/);
    expect(packed.length).toBeLessThan(`#record=${base64url(json)}`.length);
    expect(short.length).toBeLessThan(packed.length / 2);
  });

  test('the position: nothing at the end of the main line, &ply=N before it, &path= in a variation', () => {
    const tree = tree7('d4 a1 g7', 'd4 g1 a4');
    const game = { start: SQUARE7, tree };
    const main = pathOf(mainLine(tree));
    expect(linkParams(game, main, ['human', 'human'])).toBe('');
    expect(linkParams(game, main.slice(0, 2), ['human', 'hard'])).toBe('&seats=human,hard&ply=1');
    expect(linkParams(game, '', ['human', 'human'])).toBe('&ply=0');
    const variation = main.slice(0, 2) + pathOf([cellOf(SQUARE7.board, 'g1')]);
    expect(linkParams(game, variation, ['human', 'human'])).toBe(`&path=${variation}`);
  });

  test('an escaped link still opens', async () => {
    const tree = tree7('d4 a1', 'd4 g1');
    const hash = await encodeGame({ start: SQUARE7, tree });
    expect((await decoded(hash.replace('~', '%7E'))).game.tree).toEqual(tree);
  });
});

const SEATS_OF = (players: number) =>
  fc.array(fc.constantFrom(...SEATS), { minLength: players, maxLength: players }) as fc.Arbitrary<Seat[]>;

describe('properties', () => {
  test('every game, at every position, with any seats, comes back from its link exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        GAME_TREE.chain((g) => SEATS_OF(g.game.start.rules.players).map((seats) => ({ ...g, seats }))),
        async ({ game, path, seats }) => {
          const link = await decoded(await encodeLink(game, path, seats));
          expect(link.game).toEqual(game);
          expect(link.path).toBe(path);
          const computer = seats.some((seat) => seat !== 'human');
          expect(link.seats).toEqual(computer ? { ok: true, value: seats } : null);
        },
      ),
      { numRuns: 120 },
    );
  });

  test('the link is the shortest of the forms that fit the game', async () => {
    await fc.assert(
      fc.asyncProperty(GAME_TREE, async ({ game }) => {
        const json = writeRecord(makeTreeRecord(game));
        const hash = await encodeGame(game);
        expect(hash.length).toBeLessThanOrEqual(`#record=${base64url(json)}`.length);
        expect(hash.length).toBeLessThanOrEqual(`#deflated=${await deflated(json)}`.length);
      }),
      { numRuns: 60 },
    );
  });

  test('no text after a link prefix throws: it opens a game or says why not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('#record=', '#deflated=', '#game=square7.2.', '#game='),
        fc.string({ unit: fc.constantFrom(...'AZaz09-_~.%&=,yplseath#') }),
        async (prefix, rest) => {
          const link = await decodeLink(prefix + rest);
          expect(link === null || typeof link.ok === 'boolean').toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('links that cannot be opened say why', () => {
  const record = (value: unknown) => `#record=${base64url(JSON.stringify(value))}`;
  const json = JSON.parse(writeRecord(makeRecord(SQUARE7, [])));

  test.each([
    ['#deflated=abc$', 'not-base64url', 'the text after #deflated= is not base64url'],
    ['#deflated=AAAA', 'damaged', 'the compressed record is damaged'],
    ['#game=', 'short-link/not-short-form', 'the text after #game= is not a board, a number of players and moves'],
    ['#game=square7', 'short-link/not-short-form', 'not a board, a number of players and moves'],
    ['#game=square7.5.Y', 'short-link/not-short-form', 'not a board, a number of players and moves'],
    ['#game=round7.2.Y', 'short-link/unknown-preset', 'there is no board preset "round7"'],
    ['#game=square7.2.YY', 'short-link/illegal-move/occupied', 'ply 2: d4 is occupied'],
    ['#game=square7.2.Yx', 'short-link/unreadable-move/not-a-move', 'ply 2: "x" is not a move on this board'],
    ['#game=square9.2.AAA', 'short-link/half-move-id', 'the moves have half a move id at 3'],
    ['#game=square9.2.A~', 'short-link/half-move-id', 'the moves have half a move id at 1'],
    ['#game=square7.2.Y.', 'short-link/stray-close', 'the moves have a "." at 2 that closes no variation'],
    ['#game=square7.2.Y~Y', 'short-link/repeated-move', 'variation after ply 0: d4 is already played there'],
    [
      '#game=square7.2.~Y',
      'short-link/variations-first',
      'the main line: a list of variations must follow the move it replaces',
    ],
    [
      '#game=square7.2.Y~.',
      'short-link/bad-variation',
      'ply 1: variation 1 of the list must be a non-empty list of moves',
    ],
    [
      record({ ...json, moves: ['d4'], meta: { variations: [[0, ['d4']]] } }),
      'invalid-record/repeated-move',
      'variation after ply 0: d4 is already',
    ],
    [
      record({ ...json, meta: { names: 'Ann' } }),
      'invalid-record/names-not-list',
      'the record is invalid: meta.names must be a list',
    ],
    ['#game=square7.2.Y&ply=2', 'bad-ply', `the link's ply "2" is not a ply of the game (0 to 1)`],
    ['#game=square7.2.Y&ply=-1', 'bad-ply', `the link's ply "-1" is not a ply of the game`],
    ['#game=square7.2.Y&ply=1&path=Y', 'ply-and-path', 'the link names both a ply and a path'],
    [
      '#game=square7.2.Y&path=AYA',
      'bad-path/odd-path',
      "the link's path is not a path: the path has an odd number of characters",
    ],
    ['#game=square7.2.Y&path=AA', 'path-not-found', "the link's path leads to no position of the game"],
    ['#game=square7.2.Y&move=2', 'unknown-part', 'the link has an unknown part "move"'],
  ])('%s: %s', async (hash, code, why) => {
    const link = await decodeLink(hash);
    if (!link || link.ok) throw new Error(`${hash} opened`);
    expect(codePath(link.error)).toBe(code);
    expect(english.words(linkProblemWords(link.error))).toContain(why);
  });

  test('a compressed record that unpacks beyond the limit is refused without unpacking it all', async () => {
    const bomb = `#deflated=${await deflated(' '.repeat(MAX_RECORD_BYTES + 1))}`;
    expect(bomb.length).toBeLessThan(40_000);
    const link = await decodeLink(bomb);
    expect(link).toEqual({ ok: false, error: { code: 'too-large', mb: 16 } });
    expect(english.words(linkProblemWords({ code: 'too-large', mb: 16 }))).toBe(
      'the compressed record unpacks to more than 16 MB',
    );
  });
});
