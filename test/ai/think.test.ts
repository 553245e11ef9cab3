import { describe, expect, it } from 'vitest';
import { thinkingSession } from '../../src/ai/think';
import { loadRecord } from '../../src/engine/record';

const clock = (): number => 0;
const think = thinkingSession(clock);

function record(moves: string[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: 'momentum/1',
    lattice: 'hex',
    layout: ['---....', '--.....', '-......', '.......', '......-', '.....--', '....---'],
    players: 2,
    marbles: 6,
    moves,
    ...extra,
  });
}

describe('think', () => {
  it('answers a legal move by name for the player to move', () => {
    const answer = think({ record: record(['d4']), player: 'medium', seed: 1, budget: { playouts: 400 } });
    if (!answer.ok) throw new Error(answer.error);
    expect(loadRecord(record(['d4', answer.value])).ok).toBe(true);
  });

  it.each([
    [record(['d4', 'd4']), 'ply 2: d4 is occupied'],
    [record(['d4'], { marbles: 1 }), 'the game is over'],
    ['{', 'record is not valid JSON'],
  ])('explains why it cannot move', (input, message) => {
    const answer = think({ record: input, player: 'hard', seed: 1, budget: { playouts: 10 } });
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toContain(message);
  });

  it('resumes its search tree when the next record continues the game', () => {
    const session = thinkingSession(clock);
    const first = session({ record: record(['d4']), player: 'hard', seed: 1, budget: { playouts: 2000 } });
    if (!first.ok) throw new Error(first.error);
    const moves = ['d4', first.value, 'a4'];
    const resumed = session({ record: record(moves), player: 'hard', seed: 2, budget: { playouts: 500 } });
    const fresh = thinkingSession(clock)({ record: record(moves), player: 'hard', seed: 2, budget: { playouts: 500 } });
    if (!resumed.ok || !fresh.ok) throw new Error('no move');
    expect(loadRecord(record([...moves, resumed.value])).ok).toBe(true);
    // A different game afterwards is searched from scratch, exactly as a new session would.
    const other = record(['a1']);
    expect(session({ record: other, player: 'hard', seed: 3, budget: { playouts: 300 } })).toEqual(
      thinkingSession(clock)({ record: other, player: 'hard', seed: 3, budget: { playouts: 300 } }),
    );
  });
});
