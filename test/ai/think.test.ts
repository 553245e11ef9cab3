import { describe, expect, it } from 'vitest';
import { thinkingSession } from '../../src/ai/think';
import { loadRecord } from '../../src/engine/record';
import { recordText } from '../engine/helpers';

const recordOf = (moves: string[], extra: Record<string, unknown> = {}): string => recordText('hex4', moves, extra);

const clock = (): number => 0;
const think = thinkingSession(clock);

describe('think', () => {
  it('answers a legal move by name for the player to move', () => {
    const answer = think({ record: recordOf(['d4']), player: 'medium', seed: 1, budget: { playouts: 400 } });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    expect(loadRecord(recordOf(['d4', answer.value])).ok).toBe(true);
  });

  it.each([
    [
      recordOf(['d4', 'd4']),
      {
        code: 'invalid-record',
        problem: { code: 'illegal-move', place: { ply: 2 }, problem: { code: 'occupied', move: 'd4' } },
      },
    ],
    [recordOf(['d4'], { marbles: 1 }), { code: 'game-over' }],
    ['{', { code: 'invalid-record', problem: { code: 'not-json' } }],
  ])('explains why it cannot move', (input, problem) => {
    const answer = think({ record: input, player: 'hard', seed: 1, budget: { playouts: 10 } });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toMatchObject(problem);
  });

  it('resumes its search tree when the next record continues the game', () => {
    const session = thinkingSession(clock);
    const first = session({ record: recordOf(['d4']), player: 'hard', seed: 1, budget: { playouts: 2000 } });
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const moves = ['d4', first.value, 'a4'];
    const resumed = session({ record: recordOf(moves), player: 'hard', seed: 2, budget: { playouts: 500 } });
    const fresh = thinkingSession(clock)({
      record: recordOf(moves),
      player: 'hard',
      seed: 2,
      budget: { playouts: 500 },
    });
    if (!resumed.ok || !fresh.ok) throw new Error('no move');
    expect(loadRecord(recordOf([...moves, resumed.value])).ok).toBe(true);
    // A different game afterwards is searched from scratch, exactly as a new session would.
    const other = recordOf(['a1']);
    expect(session({ record: other, player: 'hard', seed: 3, budget: { playouts: 300 } })).toEqual(
      thinkingSession(clock)({ record: other, player: 'hard', seed: 3, budget: { playouts: 300 } }),
    );
  });
});
