import { describe, expect, test } from 'vitest';
import { loadRecord } from '../../src/engine/record';
import { moveCaptions, titleLines } from '../../src/export/captions';
import { EMPTY7 } from '../engine/helpers';

function replayOf(moves: readonly string[], fields: Record<string, unknown> = {}) {
  const record = { format: 'momentum/1', lattice: 'square', layout: EMPTY7, players: 2, marbles: 8, moves, ...fields };
  const replay = loadRecord(JSON.stringify(record));
  if (!replay.ok) throw new Error(replay.error);
  return replay.value;
}

describe('moveCaptions', () => {
  test('each move as the live region says it', () => {
    const { start, plies } = replayOf(['d4', 'd5', 'e4']);
    expect(moveCaptions(start, plies)).toEqual([
      'Red drops d4.',
      'Blue drops d5: d4 to d3.',
      'Red drops e4: d5 to c6, d3 to c2.',
    ]);
  });
});

describe('titleLines', () => {
  test('the players, the moves shown, and no result while the game goes on', () => {
    const { start, plies } = replayOf(['d4', 'd5', 'e4']);
    expect(titleLines(start, plies, 1, 3)).toEqual(['Momentum', 'Red against Blue', '3 moves']);
    expect(titleLines(start, plies, 2, 3)).toEqual(['Momentum', 'Red against Blue', 'Moves 2 to 3 of 3']);
    expect(titleLines(start, plies, 2, 2)).toEqual(['Momentum', 'Red against Blue', 'Move 2 of 3']);
    expect(titleLines(start, plies, 1, 3, ['Ada', ' '])[1]).toBe('Red (Ada) against Blue');
  });

  test('the result when the last move shown ends the game', () => {
    const { start, plies } = replayOf(['a1', 'g7', 'c3'], { marbles: 2 });
    expect(titleLines(start, plies, 1, 3)).toEqual([
      'Momentum',
      'Red against Blue',
      '3 moves',
      'Red wins with every marble on the board.',
    ]);
  });

  test('teams of four play side against side; three players are listed', () => {
    const four = replayOf(['d4'], { players: 4, marbles: 4 });
    expect(titleLines(four.start, four.plies, 1, 1)[1]).toBe('Red and Green against Blue and Amber');
    const three = replayOf(['d4'], { players: 3, marbles: 4 });
    expect(titleLines(three.start, three.plies, 1, 1)[1]).toBe('Red, Blue and Green');
  });
});
