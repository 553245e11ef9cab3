import { describe, expect, it } from 'vitest';
import { rankAfterLeaving } from '../../src/server/result';

// Cells of a small board: 0 empty, else the seat whose marble stands there.
const owners = [1, 1, 2, 3, 3, 3, 0, 2];

describe('the result of a game that players left', () => {
  it('is the engine result itself when nobody left', () => {
    const result = { status: 'won', winners: [2], reason: 'all-on-board' } as const;
    expect(rankAfterLeaving(result, owners, 3, [])).toBe(result);
  });

  it('ranks the engine winner first, the others who stayed by marbles on the board, those who left last', () => {
    const result = { status: 'won', winners: [2], reason: 'all-on-board' } as const;
    expect(rankAfterLeaving(result, owners, 4, [4])).toEqual({
      status: 'won',
      winners: [2],
      reason: 'all-on-board',
      ranking: [[2], [3], [1], [4]],
      left: [4],
    });
  });

  it('never lets a seat that left win: the computer playing it on to the end ranks it last all the same', () => {
    const result = { status: 'won', winners: [3], reason: 'all-on-board' } as const;
    expect(rankAfterLeaving(result, owners, 3, [3])).toMatchObject({ winners: [1, 2], ranking: [[1, 2], [3]] });
  });

  it('puts the first to leave lowest, and turns a drawn round limit into places', () => {
    const result = { status: 'drawn', winners: [], reason: 'round-limit' } as const;
    expect(rankAfterLeaving(result, owners, 3, [3, 1])).toEqual({
      status: 'won',
      winners: [2],
      reason: 'round-limit',
      ranking: [[2], [1], [3]],
      left: [3, 1],
    });
  });
});
