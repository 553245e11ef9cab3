import type { MoveEvent } from '../engine/drop';

/** Where a move's marks go once it has played out. */
export interface MoveMarks {
  /** The cell of the marble the move put down (or the marble a swap turned), where it came to rest; null if it left the board. */
  readonly placed: number | null;
  /** The cells where the marbles it pushed came to rest, on the board. */
  readonly moved: readonly number[];
}

/**
 * Follows each marble the push list moves to where it ends: a marble moved twice (pushed, then
 * caught by a reflected impulse) is marked once, at its last cell, and one that leaves the board
 * (over the edge, down a hole) is not marked at all. Reads only the events the engine produced.
 */
export function moveMarks(events: readonly MoveEvent[]): MoveMarks {
  let placed: number | null = null;
  const moved = new Set<number>();
  for (const event of events) {
    if (event.kind !== 'push') {
      placed = event.cell;
      continue;
    }
    if (event.from === null || event.result === 'absorbed' || event.result === 'reflected') continue;
    const landed = event.result === 'moved' ? event.target : null;
    if (event.from === placed) {
      placed = landed;
      continue;
    }
    moved.delete(event.from);
    if (landed !== null) moved.add(landed);
  }
  return { placed, moved: [...moved] };
}
