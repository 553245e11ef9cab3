import { useT, useTable } from '../store/context';
import { HintButton } from './HintButton';

/**
 * The main actions of the game, in one row: a new game (the primary action), Undo, Redo, Hint, and
 * play online (the lobby, where a game server is there to ask), last, so that where the row wraps it
 * wraps whole: Undo and Redo stay side by side.
 */
export function Controls({ onNewGame, onLobby }: { onNewGame: () => void; onLobby?: () => void }) {
  const t = useT();
  const canUndo = useTable((s) => s.cursor > 0);
  const canRedo = useTable((s) => s.cursor < s.line.length);
  const undo = useTable((s) => s.undo);
  const redo = useTable((s) => s.redoMove);
  return (
    <div className="actions" role="group" aria-label={t('play.controls.actions')}>
      <button type="button" onClick={onNewGame}>
        {t('play.newGame')}
      </button>
      <button type="button" onClick={undo} disabled={!canUndo}>
        {t('play.controls.undo')}
      </button>
      <button type="button" onClick={redo} disabled={!canRedo}>
        {t('play.controls.redo')}
      </button>
      <HintButton />
      {onLobby && (
        <button type="button" onClick={onLobby}>
          {t('lobby.open')}
        </button>
      )}
    </div>
  );
}

/** Opens the board editor on the board of the game shown. */
export function EditBoardButton({ onEditBoard }: { onEditBoard: () => void }) {
  const t = useT();
  return (
    <button type="button" onClick={onEditBoard}>
      {t('play.controls.editBoard')}
    </button>
  );
}
