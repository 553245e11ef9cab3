import { useEffect, useRef } from 'react';
import { useEditor, useT } from '../../store/context';
import { CellField } from './CellField';
import { EditorHistory } from './EditorHistory';
import { EditProblem } from './EditProblem';
import { LayoutTextField } from './LayoutTextField';
import { ObstaclePlacer } from './ObstaclePlacer';
import { PlayBoard } from './PlayBoard';
import { PlayersFields } from './PlayersFields';
import { SaveToGallery } from './SaveToGallery';
import { ShapePicker } from './ShapePicker';
import { SymmetryControls } from './SymmetryControls';
import { ToolPalette } from './ToolPalette';
import { TransformButtons } from './TransformButtons';
import { useEditorKeys } from './useEditorKeys';
import './Editor.css';

/** The board editor's side of the page, in place of the game's panels while the editor is open. */
export function EditorPanel({ onGallery }: { onGallery: () => void }) {
  const t = useT();
  useEditorKeys();
  const leaveEditor = useEditor((e) => e.leaveEditor);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the editor is gone: the keyboard starts again at the editor's heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="editor" aria-labelledby="editor-title">
      {/* A plain way out at the top, as the lab has: back to the game the editor was opened from. */}
      <div className="row editor-head">
        <h2 id="editor-title" className="to-move" ref={heading} tabIndex={-1}>
          {t('boards.editor.title')}
        </h2>
        <button type="button" onClick={leaveEditor}>
          {t('boards.editor.close')}
        </button>
      </div>
      <p className="hint paint-hint">{t('boards.editor.paintHint')}</p>
      <EditProblem />
      <ToolPalette />
      <CellField />
      <EditorHistory />
      <SymmetryControls />
      <TransformButtons />
      <ShapePicker />
      <button type="button" onClick={onGallery}>
        {t('boards.gallery')}
      </button>
      <ObstaclePlacer />
      <PlayersFields />
      <LayoutTextField />
      <SaveToGallery />
      <PlayBoard />
    </section>
  );
}
