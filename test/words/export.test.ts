import { describe, expect, test } from 'vitest';
import { loadRecord } from '../../src/engine/record';
import { en } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';
import { createTranslator } from '../../src/i18n/translate';
import { english as t } from '../../src/i18n/english';
import type { HighlightMoment } from '../../src/export/highlights';
import { highlightCaption, moveCaptions, overlayFrame, progressInWords, titleLines } from '../../src/words/export';
import { EMPTY7 } from '../engine/helpers';

const german = createTranslator('de', await loadMessages('de'), en);
const japanese = createTranslator('ja', await loadMessages('ja'), en);
const spanish = createTranslator('es', await loadMessages('es'), en);

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

// Red drops a1, Blue g7, Red c3: Red's last marble, which wins the game (two marbles each).
const WON = replayOf(['a1', 'g7', 'c3'], { marbles: 2 });

function moment(change: Partial<HighlightMoment>): HighlightMoment {
  return { ply: 1, swing: 0, off: 0, lastMarble: false, final: false, seconds: 3, ...change };
}

describe('highlightCaption', () => {
  // What a highlight says, by what its move did: marbles off (one, three), the last marble, a
  // swing that turned the game (either way), a quiet drop, and the move that ended the game.
  const MOMENTS = [
    moment({ off: 1 }),
    moment({ off: 3, lastMarble: true, swing: 0.5 }),
    moment({ lastMarble: true, swing: 0.5 }),
    moment({ swing: -0.3 }),
    moment({ swing: 0.1 }),
  ];
  test.each([
    {
      language: 'en',
      t,
      said: [
        'Red pushes a marble off',
        'Red pushes 3 marbles off',
        'Red drops the last marble',
        'Red drops a1 and turns the game',
        'Red drops a1',
        'Red drops the last marble: Red wins with every marble on the board.',
      ],
    },
    {
      language: 'de',
      t: german,
      said: [
        'Rot schiebt einen Stein hinaus',
        'Rot schiebt 3 Steine hinaus',
        'Rot setzt den letzten Stein',
        'Rot setzt auf a1 und wendet die Partie',
        'Rot setzt auf a1',
        'Rot setzt den letzten Stein: Rot gewinnt mit allen Steinen auf dem Brett.',
      ],
    },
    {
      language: 'es',
      t: spanish,
      said: [
        'Rojo echa una ficha fuera',
        'Rojo echa 3 fichas fuera',
        'Rojo coloca la última ficha',
        'Rojo coloca en a1 y da la vuelta a la partida',
        'Rojo coloca en a1',
        'Rojo coloca la última ficha: Rojo gana con todas sus fichas en el tablero.',
      ],
    },
    {
      language: 'ja',
      t: japanese,
      said: [
        '赤がコマを1個押し出す',
        '赤がコマを3個押し出す',
        '赤が最後のコマを置く',
        '赤がa1に置き、形勢を逆転する',
        '赤がa1に置く',
        '赤が最後のコマを置く：赤が全てのコマをボードに置いて勝ちました。',
      ],
    },
  ])('in $language', ({ t, said }) => {
    const { start, plies } = WON;
    const final = highlightCaption(t, start, moment({ ply: 3, lastMarble: true, final: true }), plies[2]!);
    expect([...MOMENTS.map((m) => highlightCaption(t, start, m, plies[0]!)), final]).toEqual(said);
  });
});

describe('overlayFrame', () => {
  const colourOf = (player: number) => `colour ${player}`;
  const { start, plies } = WON;
  const second = { ply: 2, shown: plies[1]!.state, ended: false };
  const end = { ply: 3, shown: plies[2]!.state, ended: true };

  test('nothing when no overlay is chosen, even at the end', () => {
    expect(overlayFrame(t, start, [], end, null, colourOf)).toEqual({ players: [], move: null, result: null });
  });

  // Each language's words for the overlays of the game above, after move 2 and at its end.
  const LANGUAGES = [
    {
      language: 'en',
      t,
      red: 'Red (Ada)',
      blue: 'Blue',
      move: 'Move 2 · Round 1',
      reserves: ['0 in reserve', '1 in reserve'],
      result: 'Red wins with every marble on the board.',
    },
    {
      language: 'de',
      t: german,
      red: 'Rot (Ada)',
      blue: 'Blau',
      move: 'Zug 2 · Runde 1',
      reserves: ['0 in Reserve', '1 in Reserve'],
      result: 'Rot gewinnt mit allen Steinen auf dem Brett.',
    },
    {
      language: 'es',
      t: spanish,
      red: 'Rojo (Ada)',
      blue: 'Azul',
      move: 'Jugada 2 · Ronda 1',
      reserves: ['0 en reserva', '1 en reserva'],
      result: 'Rojo gana con todas sus fichas en el tablero.',
    },
    {
      language: 'ja',
      t: japanese,
      red: '赤（Ada）',
      blue: '青',
      move: '2手目・1ラウンド',
      reserves: ['残り0個', '残り1個'],
      result: '赤が全てのコマをボードに置いて勝ちました。',
    },
  ];

  test.each(LANGUAGES)(
    'every overlay in $language: the players in their colours, whose turn, reserves, the move',
    (row) => {
      const every = overlayFrame(
        row.t,
        start,
        ['players', 'reserves', 'move', 'result'],
        second,
        ['Ada', ' '],
        colourOf,
      );
      expect(every).toEqual({
        players: [
          { colour: 'colour 1', name: row.red, reserve: row.reserves[1], toMove: true },
          { colour: 'colour 2', name: row.blue, reserve: row.reserves[1], toMove: false },
        ],
        move: row.move,
        // Not before the clip's final hold.
        result: null,
      });
    },
  );

  test.each(LANGUAGES)('at the end in $language: the result, nobody to move; reserves without names', (row) => {
    const shown = overlayFrame(row.t, start, ['reserves', 'result'], end, null, colourOf);
    expect(shown.result).toBe(row.result);
    expect(shown.move).toBeNull();
    expect(shown.players.map((p) => [p.name, p.reserve, p.toMove])).toEqual([
      ['', row.reserves[0], false],
      ['', row.reserves[1], false],
    ]);
  });

  test("the round counts every player's move once", () => {
    const four = replayOf(['a1', 'g7', 'a7', 'g1', 'd4'], { players: 4, marbles: 4 });
    const at = { ply: 5, shown: four.plies[4]!.state, ended: false };
    expect(overlayFrame(t, four.start, ['move'], at, null, colourOf).move).toBe('Move 5 · Round 2');
  });
});
