import type { LatticeKind } from '../../engine/lattice';
import type { MessageKey } from '../../i18n/catalogue';
import { useEditor, useT, useTable } from '../../store/context';

interface Shift {
  readonly name: MessageKey;
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
    { name: 'boards.shift.up', arrow: '↑', rows: -1, cols: 0 },
    { name: 'boards.shift.down', arrow: '↓', rows: 1, cols: 0 },
    { name: 'boards.shift.left', arrow: '←', rows: 0, cols: -1 },
    { name: 'boards.shift.right', arrow: '→', rows: 0, cols: 1 },
  ],
  hex: [
    { name: 'boards.shift.up', arrow: '↑', rows: -2, cols: 1 },
    { name: 'boards.shift.down', arrow: '↓', rows: 2, cols: -1 },
    { name: 'boards.shift.left', arrow: '←', rows: 0, cols: -1 },
    { name: 'boards.shift.right', arrow: '→', rows: 0, cols: 1 },
  ],
};

/** The whole board mirrored, turned or moved, marbles and all. */
export function TransformButtons() {
  const t = useT();
  const lattice = useTable((s) => s.start.board.lattice);
  const transform = useEditor((e) => e.transform);
  return (
    <div className="transforms">
      <div className="row" role="group" aria-label={t('boards.transform.turn')}>
        <button type="button" onClick={() => transform({ kind: 'mirror' })}>
          {t('boards.transform.mirror')}
        </button>
        <button type="button" onClick={() => transform({ kind: 'rotate', turns: -1 })}>
          {t('boards.transform.left')}
        </button>
        <button type="button" onClick={() => transform({ kind: 'rotate', turns: 1 })}>
          {t('boards.transform.right')}
        </button>
      </div>
      <div className="row" role="group" aria-label={t('boards.transform.move')}>
        {SHIFTS[lattice].map((shift) => (
          <button
            key={shift.name}
            type="button"
            aria-label={t(shift.name)}
            title={t(shift.name)}
            onClick={() => transform({ kind: 'shift', rows: shift.rows, cols: shift.cols })}
          >
            {shift.arrow}
          </button>
        ))}
      </div>
    </div>
  );
}
