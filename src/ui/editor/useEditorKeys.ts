import { useEffect } from 'react';
import { useEditorStore } from '../../store/context';
import { editorCommand } from './editorKeys';

/** The editor's keys (see editorCommand), from anywhere on the page while the editor is shown. */
export function useEditorKeys(): void {
  const store = useEditorStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented) return;
      const command = editorCommand(event, event.target instanceof Element ? event.target : null);
      if (!command) return;
      event.preventDefault();
      const editor = store.getState();
      if (command.kind === 'tool') editor.setTool(command.tool);
      else if (command.kind === 'undo') editor.undo();
      else editor.redo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
