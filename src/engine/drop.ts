import { type Board, step } from './board';
import { OPPOSITE } from './lattice';

/** How the last marble of a line met its target cell. */
export type PushResult = 'moved' | 'edge' | 'hole' | 'absorbed' | 'reflected';

export interface DropEvent {
  readonly kind: 'drop';
  readonly cell: number;
  readonly player: number;
}

/** One impulse acting on one line: everything the scene needs to animate it. */
export interface PushEvent {
  readonly kind: 'push';
  /** 1: momentum from the drop; 2: an impulse reflected by a bumper. */
  readonly phase: 1 | 2;
  /** Index into DIRECTIONS[lattice]: the way the line is pushed. */
  readonly dir: number;
  /**
   * Every cell the impulse crosses, in order. Phase 1: the line. Phase 2: the reflecting line
   * back from the bumper, the drop cell, then the pushed line.
   */
  readonly path: readonly number[];
  /** The marbles of the pushed line, nearest the drop first (empty when a reflection finds none). */
  readonly line: readonly number[];
  /** The last marble of the line, the one that moves; null when the line is empty. */
  readonly from: number | null;
  /** The player who owns the marble at `from`, 0 when the line is empty. */
  readonly owner: number;
  /** The cell the last marble meets: null past the layout's edge (or when the line is empty). */
  readonly target: number | null;
  /** `absorbed` covers a cushion and, in phase 2, a bumper; null when the line is empty. */
  readonly result: PushResult | null;
}

export type MoveEvent = DropEvent | PushEvent | SwapEvent;

export interface SwapEvent {
  readonly kind: 'swap';
  readonly cell: number;
  /** The player whose marble goes back to the reserve. */
  readonly from: number;
  readonly to: number;
}

export interface Resolution {
  /** The drop event first, then phase-1 pushes, then phase-2 pushes, each phase in direction order. */
  readonly events: readonly MoveEvent[];
  readonly owners: readonly number[];
  /** returned[p - 1]: marbles of player p that left the board. */
  readonly returned: readonly number[];
}

interface Line {
  readonly cells: number[];
  readonly target: number | null;
}

function lineFrom(board: Board, owners: readonly number[], origin: number, dir: number): Line {
  const cells: number[] = [];
  let at = step(board, origin, dir);
  while (at !== null && owners[at]! > 0) {
    cells.push(at);
    at = step(board, at, dir);
  }
  return { cells, target: at };
}

function resultAt(board: Board, target: number | null, phase: 1 | 2): PushResult {
  if (target === null) return 'edge';
  switch (board.tiles[target]!) {
    case 'cell':
      return 'moved';
    case 'gap':
      return 'edge';
    case 'hole':
      return 'hole';
    case 'cushion':
      return 'absorbed';
    case 'bumper':
      return phase === 1 ? 'reflected' : 'absorbed';
  }
}

/**
 * Drops a marble of `player` on `cell` (assumed empty and playable) and resolves momentum
 * exactly as docs/rules.md sections 4 and 5 describe. Pure: `owners` is not modified.
 */
export function resolveDrop(board: Board, owners: readonly number[], cell: number, player: number): Resolution {
  const next = owners.slice();
  const returned = [0, 0, 0, 0];
  next[cell] = player;
  const events: MoveEvent[] = [{ kind: 'drop', cell, player }];
  const dirCount = OPPOSITE[board.lattice].length;
  const reflectedFrom: (number[] | null)[] = new Array<number[] | null>(dirCount).fill(null);

  const push = (phase: 1 | 2, dir: number, line: Line, path: number[]): void => {
    const from = line.cells[line.cells.length - 1]!;
    const owner = next[from]!;
    const result = resultAt(board, line.target, phase);
    if (result === 'moved') {
      next[line.target!] = owner;
      next[from] = 0;
    } else if (result === 'edge' || result === 'hole') {
      next[from] = 0;
      returned[owner - 1]!++;
    }
    events.push({ kind: 'push', phase, dir, path, line: line.cells, from, owner, target: line.target, result });
    if (result === 'reflected') reflectedFrom[OPPOSITE[board.lattice][dir]!] = line.cells;
  };

  for (let dir = 0; dir < dirCount; dir++) {
    const line = lineFrom(board, next, cell, dir);
    if (line.cells.length > 0) push(1, dir, line, line.cells);
  }
  for (let dir = 0; dir < dirCount; dir++) {
    const back = reflectedFrom[dir];
    if (!back) continue;
    const line = lineFrom(board, next, cell, dir);
    const path = [...back].reverse().concat(cell, line.cells);
    if (line.cells.length > 0) {
      push(2, dir, line, path);
    } else {
      events.push({ kind: 'push', phase: 2, dir, path, line: [], from: null, owner: 0, target: null, result: null });
    }
  }
  return { events, owners: next, returned };
}
