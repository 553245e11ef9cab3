import { expect, test } from 'vitest';
import { sentence } from '../../src/ui/sentence';

test.each([
  ['z9 is not on the board', 'Z9 is not on the board.'],
  ['das Feld ist belegt.', 'Das Feld ist belegt.'],
  ['¿qué?', '¿qué?'],
  ['z9 はボード上にありません', 'Z9 はボード上にありません。'],
  ['ボードの外です。', 'ボードの外です。'],
  ['', ''],
])('%j as a sentence: %j', (text, expected) => {
  expect(sentence(text)).toBe(expected);
});
