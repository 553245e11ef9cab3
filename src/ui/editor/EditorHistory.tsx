import { useEditor, useT } from '../../store/context';

/** Undo and Redo of edits (also Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y). */
export function EditorHistory() {
  const t = useT();
  const canUndo = useEditor((e) => e.past.length > 0);
  const canRedo = useEditor((e) => e.future.length > 0);
  const undo = useEditor((e) => e.undo);
  const redo = useEditor((e) => e.redo);
  return (
    <div className="row" role="group" aria-label={t('boards.history')}>
      <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        {t('boards.history.undo')}
      </button>
      <button type="button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Control+Y">
        {t('boards.history.redo')}
      </button>
    </div>
  );
}
