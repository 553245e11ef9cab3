import { describe, expect, test } from 'vitest';
import { loadRecord } from '../../src/engine/record';
import { en } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';
import { createTranslator } from '../../src/i18n/translate';
import { english as t } from '../../src/i18n/english';
import { moveCaptions, progressInWords, titleLines } from '../../src/words/export';
import { EMPTY7 } from '../engine/helpers';

const german = createTranslator('de', await loadMessages('de'), en);
const japanese = createTranslator('ja', await loadMessages('ja'), en);

function replayOf(moves: readonly string[], fields: Record<string, unknown> = {}) {
  const record = { format: 'momentum/1', lattice: 'square', layout: EMPTY7, players: 2, marbles: 8, moves, ...fields };
  const replay = loadRecord(JSON.stringify(record));
  if (!replay.ok) throw new Error('the test record does not load');
  return replay.value;
}

describe('moveCaptions', () => {
  test('each move as the live region says it', () => {
    const { start, plies } = replayOf(['d4', 'd5', 'e4']);
    expect(moveCaptions(t, start, plies)).toEqual([
      'Red drops d4.',
      'Blue drops d5: d4 to d3.',
      'Red drops e4: d5 to c6 and d3 to c2.',
    ]);
  });

  test('in the language of the translator given', () => {
    const { start, plies } = replayOf(['d4', 'd5']);
    const [red, blue] = moveCaptions(german, start, plies);
    expect(red).toMatch(/^Rot .*d4\.$/);
    expect(blue).toMatch(/^Blau .*d5.*d4.*d3\.$/);
    const [first] = moveCaptions(japanese, start, plies);
    expect(first).toMatch(/^赤.*d4/);
  });
});

describe('titleLines', () => {
  test('the players, the moves shown, and no result while the game goes on', () => {
    const { start, plies } = replayOf(['d4', 'd5', 'e4']);
    expect(titleLines(t, start, plies, 1, 3)).toEqual(['Momentum', 'Red against Blue', '3 moves']);
    expect(titleLines(t, start, plies, 2, 3)).toEqual(['Momentum', 'Red against Blue', 'Moves 2 to 3 of 3']);
    expect(titleLines(t, start, plies, 2, 2)).toEqual(['Momentum', 'Red against Blue', 'Move 2 of 3']);
    expect(titleLines(t, start, plies, 1, 3, ['Ada', ' '])[1]).toBe('Red (Ada) against Blue');
    expect(titleLines(t, start, plies.slice(0, 1), 1, 1)[2]).toBe('1 move');
  });

  test('the result when the last move shown ends the game', () => {
    const { start, plies } = replayOf(['a1', 'g7', 'c3'], { marbles: 2 });
    expect(titleLines(t, start, plies, 1, 3)).toEqual([
      'Momentum',
      'Red against Blue',
      '3 moves',
      'Red wins with every marble on the board.',
    ]);
  });

  test('teams of four play side against side; three players are listed', () => {
    const four = replayOf(['d4'], { players: 4, marbles: 4 });
    expect(titleLines(t, four.start, four.plies, 1, 1)[1]).toBe('Red and Green against Blue and Amber');
    const three = replayOf(['d4'], { players: 3, marbles: 4 });
    // Listed the language's way (English's serial comma included, if the translator writes one).
    expect(titleLines(t, three.start, three.plies, 1, 1)[1]).toBe(t.list(['Red', 'Blue', 'Green']));
  });

  test('in German and in Japanese when given their translators', () => {
    const { start, plies } = replayOf(['d4', 'd5', 'e4']);
    expect(titleLines(german, start, plies, 1, 3, ['Ada', 'Bo'])).toEqual([
      'Momentum',
      'Rot (Ada) gegen Blau (Bo)',
      '3 Züge',
    ]);
    expect(titleLines(german, start, plies, 2, 3)[2]).toBe('Züge 2 bis 3 von 3');
    expect(titleLines(japanese, start, plies, 1, 3)).toEqual(['Momentum', '赤 対 青', '3手']);
    expect(titleLines(japanese, start, plies, 2, 2)[2]).toBe('3手中2手目');
    const four = replayOf(['d4'], { players: 4, marbles: 4 });
    expect(titleLines(german, four.start, four.plies, 1, 1)[1]).toBe('Rot und Grün gegen Blau und Gelb');
  });
});

test.each([
  { done: 1, total: 80, secondsLeft: 0.2, words: 'Frame 1 of 80, about 1 s left' },
  { done: 40, total: 800, secondsLeft: 64.5, words: 'Frame 40 of 800, about 1 min 5 s left' },
])('progressInWords: $words', ({ words, ...progress }) => {
  expect(progressInWords(t, progress)).toBe(words);
});

test('progressInWords in Japanese', () => {
  expect(progressInWords(japanese, { done: 40, total: 800, secondsLeft: 64.5 })).toBe(
    '800フレーム中40フレーム目、残り約1分5秒',
  );
});
