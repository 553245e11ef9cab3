import { describe, expect, it } from 'vitest';
import { think } from '../../src/ai/think';
import { loadRecord } from '../../src/engine/record';

const clock = (): number => 0;

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
    const answer = think({ record: record(['d4']), player: 'medium', seed: 1, budget: { playouts: 400 } }, clock);
    if (!answer.ok) throw new Error(answer.error);
    expect(loadRecord(record(['d4', answer.value])).ok).toBe(true);
  });

  it.each([
    [record(['d4', 'd4']), 'ply 2: d4 is occupied'],
    [record(['d4'], { marbles: 1 }), 'the game is over'],
    ['{', 'record is not valid JSON'],
  ])('explains why it cannot move', (input, message) => {
    const answer = think({ record: input, player: 'hard', seed: 1, budget: { playouts: 10 } }, clock);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error).toContain(message);
  });
});
