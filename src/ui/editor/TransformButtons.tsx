import type { LatticeKind } from '../../engine/lattice';
import { useEditor, useTable } from '../../store/context';

interface Shift {
  readonly name: string;
  readonly arrow: string;
  readonly rows: number;
  readonly cols: number;
}

/**
 * Shifts as drawn. On hex a row down is drawn half a cell to the right, so straight down is two
 * rows down and one column back, and straight up the reverse.
 */
const SHIFTS: Readonly<Record<LatticeKind, readonly Shift[]>> = {
  square: [
    { name: 'Shift up', arrow: '↑', rows: -1, cols: 0 },
    { name: 'Shift down', arrow: '↓', rows: 1, cols: 0 },
    { name: 'Shift left', arrow: '←', rows: 0, cols: -1 },
    { name: 'Shift right', arrow: '→', rows: 0, cols: 1 },
  ],
  hex: [
    { name: 'Shift up', arrow: '↑', rows: -2, cols: 1 },
    { name: 'Shift down', arrow: '↓', rows: 2, cols: -1 },
    { name: 'Shift left', arrow: '←', rows: 0, cols: -1 },
    { name: 'Shift right', arrow: '→', rows: 0, cols: 1 },
  ],
};

/** The whole board mirrored, turned or moved, marbles and all. */
export function TransformButtons() {
  const lattice = useTable((t) => t.start.board.lattice);
  const transform = useEditor((e) => e.transform);
  return (
    <div className="transforms">
      <div className="row" role="group" aria-label="Turn the board">
        <button type="button" onClick={() => transform({ kind: 'mirror' })}>
          Mirror
        </button>
        <button type="button" onClick={() => transform({ kind: 'rotate', turns: -1 })}>
          Rotate left
        </button>
        <button type="button" onClick={() => transform({ kind: 'rotate', turns: 1 })}>
          Rotate right
        </button>
      </div>
      <div className="row" role="group" aria-label="Move the board">
        {SHIFTS[lattice].map((shift) => (
          <button
            key={shift.name}
            type="button"
            aria-label={shift.name}
            title={shift.name}
            onClick={() => transform({ kind: 'shift', rows: shift.rows, cols: shift.cols })}
          >
            {shift.arrow}
          </button>
        ))}
      </div>
    </div>
  );
}
