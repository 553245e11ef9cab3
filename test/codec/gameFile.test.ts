import { describe, expect, test } from 'vitest';
import { makeRecord, writeRecord } from '../../src/engine/record';
import { type GameTree, addLine, lineTree, mainLine, pathOf } from '../../src/engine/tree';
import type { Result } from '../../src/engine/result';
import { makeTreeRecord } from '../../src/engine/treeRecord';
import { en } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';
import { createTranslator } from '../../src/i18n/translate';
import { type NamedProblem, gameFileName, gameFileText, readGameFile, readGameText } from '../../src/codec/gameFile';
import { findJsonSyntaxError } from '../../src/codec/jsonSyntax';
import { english } from '../../src/store/language';
import { MAX_RECORD_BYTES, encodeLink } from '../../src/codec/link';
import { namedProblemWords } from '../../src/words/open';
import { EMPTY7, cellOf, stateOf } from '../engine/helpers';
import { endlessStart, longGame } from '../engine/trees';

const START = stateOf(EMPTY7);

function cells(names: string): number[] {
  return names.split(' ').map((name) => cellOf(START.board, name));
}

/** d4 a1 g7 on the main line, g1 a7 instead of a1. */
function withVariation(meta?: Record<string, unknown>): GameTree {
  const added = addLine(lineTree(cells('d4 a1 g7')), pathOf(cells('d4')), cells('g1 a7'));
  if (!added.ok) throw new Error(JSON.stringify(added.error));
  return { start: START, tree: added.value.tree, ...(meta ? { meta } : {}) };
}

/** Why a text or file is no game, in English; fails the test when it is one. */
function why(read: Result<unknown, NamedProblem>): string {
  if (read.ok) throw new Error('it opened');
  return english.words(namedProblemWords(read.error));
}

async function opened(name: string, text: string) {
  const read = await readGameText(name, text);
  if (!read.ok) throw new Error(JSON.stringify(read.error));
  return read.value;
}

describe('writing a game file', () => {
  test('the record, indented, in the canonical field order, variations and names included', () => {
    const game = withVariation({ names: ['Ann', 'Bo'] });
    const text = gameFileText(game);
    expect(text.split('\n').slice(0, 3)).toEqual(['{', '  "format": "momentum/1",', '  "lattice": "square",']);
    expect(JSON.stringify(JSON.parse(text))).toBe(writeRecord(makeTreeRecord(game)));
    expect(text.endsWith('}\n')).toBe(true);
  });

  test('the file name says the board and the length of the main line', () => {
    expect(gameFileName(withVariation())).toBe('momentum-square7-3-moves.json');
    expect(gameFileName({ start: START, tree: lineTree(cells('d4')) })).toBe('momentum-square7-1-move.json');
    const holed = stateOf(['.....', '..H..', '.....'], { marbles: 2 });
    expect(gameFileName({ start: holed, tree: lineTree([]) })).toBe('momentum-square3x5-0-moves.json');
  });

  test('a saved file opens as the same game, at the end of its main line', async () => {
    const game = withVariation({ names: ['Zoë', '<b>Bo</b>'], event: 'club' });
    const read = await opened('game.json', gameFileText(game));
    expect(read.game).toEqual(game);
    expect(read.path).toBe(pathOf(mainLine(game.tree)));
    expect(read.seats).toBeNull();
  });
});

describe('reading a text as a game', () => {
  test('a syntax error is placed by the file’s own lines, blank lines at its start included', async () => {
    const read = await readGameText('game.json', '\uFEFF\n\n{\n  "format" "momentum/1"\n}');
    expect(read).toEqual({
      ok: false,
      error: {
        name: 'game.json',
        problem: {
          code: 'json-syntax',
          error: { line: 4, column: 12, problem: { code: 'want-colon', char: '"\\""' } },
        },
      },
    });
    expect(why(read)).toBe(
      'game.json: line 4, column 12: unexpected "\\"" where a ":" should follow the property name',
    );
  });

  test('a one-line record, a byte-order mark and blank lines around it are fine', async () => {
    const text = `\uFEFF\n  ${writeRecord(makeRecord(START, cells('d4 a1')))}\n\n`;
    expect(mainLine((await opened('game.json', text)).game.tree)).toEqual(cells('d4 a1'));
  });

  test('a link, as a whole URL or only its hash, opens at the position it names, with its seats', async () => {
    const game = withVariation();
    const hash = await encodeLink(game, pathOf(cells('d4 g1')), ['human', 'hard']);
    for (const text of [`https://example.org/momentum/${hash}`, `Look at this: ${hash} !`, hash]) {
      const read = await opened('Pasted text', text);
      expect(read).toEqual({ game, path: pathOf(cells('d4 g1')), seats: { ok: true, value: ['human', 'hard'] } });
    }
  });

  test.each([
    [
      '{\n  "format": "momentum/1",\n  "lattice": "square"\n  "layout": []\n}',
      'line 4, column 3: unexpected "\\"" where a "," or "}" should be',
    ],
    [
      '{\n  "format": "momentum/1",\n  "lattice": "square",\n}',
      'line 4, column 1: unexpected "}" where a property name',
    ],
    ['{"format": "momentum/1", "moves": ["d4",]}', 'line 1, column 41: unexpected "]" where a value should be'],
    ['{"format": "momentum/1", \'moves\': []}', 'line 1, column 26: unexpected "\'" where a property name'],
    ['{"format": "momentum/1"', 'line 1, column 24: the text ends before the record does'],
    ['{"format": "momentum/1} ', 'line 1, column 12: a string is never closed'],
    ['{"format": "mom\\xentum"}', 'line 1, column 16: a string has an unknown escape'],
    ['{"players": 02}', 'line 1, column 14: unexpected "2" where a "," or "}" should be'],
    ['{"a": 1} {"b": 2}', 'line 1, column 10: unexpected "{" after the end of the record'],
    ['{"a": tru}', 'line 1, column 7: unexpected "t" where a value should be'],
  ])('a syntax error names its line and column: %s', async (text, words) => {
    expect(why(await readGameText('game.json', text))).toContain(words);
  });

  test.each([
    [{ moves: ['d4', 'a1', 'd4'] }, 'game.json: ply 3: d4 is occupied'],
    [{ moves: ['d4'], meta: { variations: [[0, ['a1', 'a1']]] } }, 'game.json: variation after ply 0, ply 2: a1 is'],
    [{ roundlimit: 3 }, 'game.json: record has an unknown field "roundlimit"'],
    [{ meta: { names: ['Ann'] } }, 'game.json: meta.names has 1 name for 2 players'],
  ])('a record that is no game says why, after the file name: %j', async (change, words) => {
    const text = JSON.stringify({ ...JSON.parse(writeRecord(makeRecord(START, []))), ...change }, null, 2);
    const read = await readGameText('game.json', text);
    expect(!read.ok && read.error.problem.code).toBe('invalid-record');
    expect(why(read)).toContain(words);
  });

  test.each([
    [
      'notes.txt',
      'remember the milk',
      'notes.txt: neither a game record (a momentum/1 JSON object) nor a link to a game',
    ],
    ['list.json', '[1, 2]', 'list.json: neither a game record (a momentum/1 JSON object) nor a link to a game'],
    ['Pasted text', 'https://example.org/#game=square7.2.YY', 'Pasted text: ply 2: d4 is occupied'],
    ['Pasted text', '#record=%%%', 'Pasted text: the text after #record= is not base64url'],
  ])('%s that holds no game says so', async (name, text, words) => {
    expect(why(await readGameText(name, text))).toBe(words);
  });

  test('says so in the reader’s language', async () => {
    const german = createTranslator('de', await loadMessages('de'), en);
    const read = await readGameText('notes.txt', 'remember the milk');
    expect(read).toEqual({ ok: false, error: { name: 'notes.txt', problem: { code: 'no-game' } } });
    expect(!read.ok && german.words(namedProblemWords(read.error))).toBe(
      'notes.txt: weder eine Partieaufzeichnung (ein JSON-Objekt momentum/1) noch ein Link zu einer Partie',
    );
  });

  test('the JSON scanner agrees with JSON.parse about valid texts', () => {
    for (const text of ['{}', '[]', '{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]}', ' "x" ', '0']) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonSyntaxError(text)).toBeNull();
    }
  });
});

describe('files', () => {
  test('a file is read as text under its name', async () => {
    const file = new File([writeRecord(makeRecord(START, cells('d4')))], 'mine.json');
    const read = await readGameFile(file);
    expect(read.ok && mainLine(read.value.game.tree)).toEqual(cells('d4'));
    const bad = await readGameFile(new File(['{"format": 1'], 'bad.json'));
    expect(why(bad)).toBe('bad.json: line 1, column 13: the text ends before the record does');
  });

  test('a file too large to be a game is refused unread', async () => {
    const huge = { name: 'huge.json', size: MAX_RECORD_BYTES + 1, text: () => Promise.reject(new Error('read')) };
    const read = await readGameFile(huge as unknown as File);
    expect(read).toEqual({ ok: false, error: { name: 'huge.json', problem: { code: 'too-large', mb: 17, max: 16 } } });
    expect(why(read)).toBe('huge.json: the file is 17 MB; a game file is at most 16 MB');
  });
});

describe('long games', () => {
  const start = endlessStart();
  const { moves } = longGame(start, 10_000);

  /** Reads a text as a file, and how long the page's main thread was held at most meanwhile. */
  async function timedRead(name: string, text: string) {
    let last = performance.now();
    let longest = 0;
    const beat = setInterval(() => {
      longest = Math.max(longest, performance.now() - last);
      last = performance.now();
    }, 1);
    const read = await opened(name, text);
    clearInterval(beat);
    return { read, longest };
  }

  test('a record of 10,000 moves opens whole, and the page is never held as long as 200 ms', async () => {
    const { read, longest } = await timedRead('long.json', gameFileText({ start, tree: lineTree(moves) }));
    expect(mainLine(read.game.tree)).toEqual(moves);
    expect(longest).toBeLessThan(200);
  });

  test('so does a file of several megabytes', async () => {
    const game = { start, tree: lineTree(moves), meta: { notes: 'x'.repeat(6_000_000) } };
    const text = gameFileText(game);
    expect(text.length).toBeGreaterThan(6_000_000);
    const { read, longest } = await timedRead('big.json', text);
    // Not toEqual on the trees: comparing 10,000 nested nodes would overflow the stack.
    expect(mainLine(read.game.tree)).toEqual(moves);
    expect(read.game.meta).toEqual(game.meta);
    expect(longest).toBeLessThan(200);
  });
});
