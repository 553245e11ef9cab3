import { useT, useTable } from '../store/context';

export function Controls({ onNewGame, onEditBoard }: { onNewGame: () => void; onEditBoard: () => void }) {
  const t = useT();
  const canUndo = useTable((s) => s.cursor > 0);
  const canRedo = useTable((s) => s.cursor < s.line.length);
  const undo = useTable((s) => s.undo);
  const redo = useTable((s) => s.redoMove);
  const setView = useTable((s) => s.setView);
  return (
    <div className="controls">
      <div className="row" role="group" aria-label={t('play.controls.history')}>
        <button type="button" onClick={undo} disabled={!canUndo}>
          {t('play.controls.undo')}
        </button>
        <button type="button" onClick={redo} disabled={!canRedo}>
          {t('play.controls.redo')}
        </button>
        <button type="button" onClick={onNewGame}>
          {t('play.newGame')}
        </button>
        <button type="button" onClick={onEditBoard}>
          {t('play.controls.editBoard')}
        </button>
      </div>
      <div className="row" role="group" aria-label={t('play.camera')}>
        <button type="button" onClick={() => setView('top')}>
          {t('play.controls.topView')}
        </button>
        <button type="button" onClick={() => setView('player')}>
          {t('play.controls.playerView')}
        </button>
      </div>
    </div>
  );
}
