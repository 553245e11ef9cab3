import { describe, expect, test } from 'vitest';
import { moveMarks } from '../../src/anim/moveMarks';
import type { MoveEvent } from '../../src/engine/drop';
import { cellOf } from '../engine/helpers';
import { MOVE_CASES, playMoves, playSequence } from './fixtures';

describe('the marks of the last move', () => {
  test.each(MOVE_CASES)('$name: every cell the move filled or changed is marked, and only such cells', (c) => {
    const { before, after, events } = playMoves(c.layout, c.moves, c.options);
    const { placed, moved } = moveMarks(events);
    const marked = [...(placed === null ? [] : [placed]), ...moved];
    const changed = after.owners.flatMap((owner, cell) => (owner > 0 && owner !== before.owners[cell] ? [cell] : []));
    expect(new Set(marked)).toEqual(new Set(changed));
    expect(marked.length).toBe(new Set(marked).size);
  });

  test('a drop on an empty board marks its own cell and nothing else', () => {
    const [first] = playSequence(['.....', '.....', '.....', '.....', '.....'], ['c3']);
    expect(moveMarks(first!.events)).toEqual({ placed: cellOf(first!.after.board, 'c3'), moved: [] });
  });

  test('a marble pushed and then pushed again is marked where it ends; one pushed off is not marked', () => {
    const events: MoveEvent[] = [
      { kind: 'drop', cell: 12, player: 1 },
      { kind: 'push', phase: 1, dir: 0, path: [13], line: [13], from: 13, owner: 2, target: 14, result: 'moved' },
      { kind: 'push', phase: 1, dir: 1, path: [7], line: [7], from: 7, owner: 2, target: null, result: 'edge' },
      { kind: 'push', phase: 2, dir: 0, path: [14], line: [14], from: 14, owner: 2, target: 15, result: 'moved' },
      { kind: 'push', phase: 2, dir: 2, path: [12], line: [12], from: 12, owner: 1, target: 17, result: 'moved' },
    ];
    expect(moveMarks(events)).toEqual({ placed: 17, moved: [15] });
  });
});
