import { describe, expect, test } from 'vitest';
import { play } from '../../src/engine/game';
import { en } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';
import { createTranslator } from '../../src/i18n/translate';
import { moveNameWords, moveWords, resultWords, typedMove } from '../../src/words/moves';
import { english } from '../../src/store/language';
import { EMPTY7, cellOf, stateOf } from '../engine/helpers';
import { rulesExample } from '../engine/rules-examples';

function fromRules(n: number): { layout: readonly string[]; drop: string } {
  return { layout: rulesExample(n).before, drop: rulesExample(n).drop };
}

/** The worked drop examples, read aloud. */
const EXAMPLES: readonly { name: string; layout: readonly string[]; drop: string; words: string }[] = [
  {
    name: 'lines in several directions',
    ...fromRules(1),
    words: 'Red drops d4: d6 to d7, e4 to f4 and c3 to b2.',
  },
  {
    name: 'off the edge',
    ...fromRules(2),
    words: 'Red drops d6: c6 to b6, e6 to f6, c7 off the board and e7 off the board.',
  },
  {
    name: 'cushion and hole',
    ...fromRules(3),
    words: 'Red drops d3: the cushion at d6 absorbs the push and d2 into the hole at d1.',
  },
  {
    name: 'bumper reflection',
    ...fromRules(4),
    words: 'Red drops d3: the bumper at d6 reflects the push, d1 off the board and d2 to d1.',
  },
  {
    name: 'between two bumpers',
    ...fromRules(6),
    words:
      'Red drops d4: the bumper at d6 reflects the push, the bumper at d2 reflects the push, ' +
      'the bumper at d6 stops the reflected push and the bumper at d2 stops the reflected push.',
  },
  {
    name: 'nothing to push',
    layout: EMPTY7,
    drop: 'a1',
    words: 'Red drops a1.',
  },
];

describe('moveWords', () => {
  test.each(EXAMPLES)('$name', ({ layout, drop, words }) => {
    const state = stateOf(layout);
    const played = play(state, cellOf(state.board, drop));
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    expect(english.words(moveWords(state.board, 1, played.value.events, played.value.state.result))).toBe(words);
  });

  test('a swap names both colours', () => {
    const empty = stateOf(['.......', '.......', '.......', '.......', '.......', '.......', '.......']);
    const first = play(empty, cellOf(empty.board, 'd4'));
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const swapped = play(first.value.state, 'swap');
    if (!swapped.ok) throw new Error(JSON.stringify(swapped.error));
    expect(english.words(moveWords(empty.board, 2, swapped.value.events, null))).toBe(
      'Blue swaps: the Red marble on d4 becomes Blue.',
    );
  });

  test('the last marble of a reserve ends the game in the same sentence', () => {
    const state = stateOf(['.......', '.......', '.......', '.......', '.......', '.......', '.......'], {
      marbles: 1,
    });
    const played = play(state, cellOf(state.board, 'a1'));
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    expect(english.words(moveWords(state.board, 1, played.value.events, played.value.state.result))).toBe(
      'Red drops a1. Red wins with every marble on the board.',
    );
  });
});

describe('resultWords', () => {
  test.each([
    [{ status: 'won', winners: [2], reason: 'all-on-board' } as const, 'Blue wins with every marble on the board.'],
    [
      { status: 'won', winners: [1, 3], reason: 'round-limit' } as const,
      'The round limit is reached: Red and Green win with the most marbles on the board.',
    ],
    [
      { status: 'drawn', winners: [], reason: 'round-limit' } as const,
      'The round limit is reached and the game is drawn.',
    ],
  ])('%j', (result, words) => {
    expect(english.words(resultWords(result))).toBe(words);
  });
});

describe('in another language', () => {
  test('a drop and its pushes come out in German, listed the German way', async () => {
    const german = createTranslator('de', await loadMessages('de'), en);
    const example = rulesExample(2);
    const state = stateOf(example.before);
    const played = play(state, cellOf(state.board, example.drop));
    if (!played.ok) throw new Error(JSON.stringify(played.error));
    expect(german.words(moveWords(state.board, 1, played.value.events, null))).toBe(
      'Rot setzt auf d6: c6 nach b6, e6 nach f6, c7 fällt vom Brett und e7 fällt vom Brett.',
    );
  });

  test('a win by two players is said in the plural', async () => {
    const german = createTranslator('de', await loadMessages('de'), en);
    expect(german.words(resultWords({ status: 'won', winners: [1, 3], reason: 'all-on-board' }))).toBe(
      'Rot und Grün gewinnen mit allen Steinen auf dem Brett.',
    );
  });
});

describe('moveNameWords', () => {
  test('names the swap in every language, and a cell by its name', async () => {
    const names: Record<string, string> = {};
    for (const language of ['en', 'de', 'es', 'ja'] as const) {
      const t = createTranslator(language, await loadMessages(language), en);
      names[language] = t.words(moveNameWords('swap'));
      expect(t.words(moveNameWords('d4'))).toBe('d4');
    }
    expect(names).toEqual({ en: 'swap', de: 'Tausch', es: 'cambio', ja: '入れ替え' });
  });
});

describe('typedMove', () => {
  test.each([
    { language: 'de', typed: 'Tausch' },
    { language: 'de', typed: ' tausch ' },
    { language: 'es', typed: 'Cambio' },
    { language: 'ja', typed: '入れ替え' },
    { language: 'ja', typed: 'ｓｗａｐ' },
    { language: 'de', typed: 'SWAP' },
  ] as const)('$typed in $language is the swap', async ({ language, typed }) => {
    const t = createTranslator(language, await loadMessages(language), en);
    expect(typedMove(typed, t)).toBe('swap');
  });

  test("another language's name for the swap, and a cell, go to the parser as typed", async () => {
    const german = createTranslator('de', await loadMessages('de'), en);
    expect(typedMove('cambio', german)).toBe('cambio');
    expect(typedMove('d4', german)).toBe('d4');
  });
});
