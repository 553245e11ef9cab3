import type { Speed } from '../store/table';
import { useTable } from '../store/context';

const SPEEDS: readonly { value: Speed; label: string }[] = [
  { value: 'slow', label: 'Slow' },
  { value: 'normal', label: 'Normal' },
  { value: 'fast', label: 'Fast' },
  { value: 'instant', label: 'Instant' },
];

function isSpeed(value: string): value is Speed {
  return SPEEDS.some((s) => s.value === value);
}

export function Controls({ onNewGame, onEditBoard }: { onNewGame: () => void; onEditBoard: () => void }) {
  const canUndo = useTable((t) => t.cursor > 0);
  const canRedo = useTable((t) => t.cursor < t.line.length);
  const undo = useTable((t) => t.undo);
  const redo = useTable((t) => t.redoMove);
  const speed = useTable((t) => t.speed);
  const setSpeed = useTable((t) => t.setSpeed);
  const setView = useTable((t) => t.setView);
  return (
    <div className="controls">
      <div className="row" role="group" aria-label="History">
        <button type="button" onClick={undo} disabled={!canUndo}>
          Undo
        </button>
        <button type="button" onClick={redo} disabled={!canRedo}>
          Redo
        </button>
        <button type="button" onClick={onNewGame}>
          New game
        </button>
        <button type="button" onClick={onEditBoard}>
          Edit this board
        </button>
      </div>
      <div className="row" role="group" aria-label="Camera">
        <button type="button" onClick={() => setView('top')}>
          Top view
        </button>
        <button type="button" onClick={() => setView('player')}>
          Player view
        </button>
      </div>
      <label className="row">
        Animation speed
        <select value={speed} onChange={(e) => isSpeed(e.target.value) && setSpeed(e.target.value)}>
          {SPEEDS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
