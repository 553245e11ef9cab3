import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../store/context';
import type { EditorStore } from '../../store/editor';
import type { GuideStore } from '../../store/guide';
import type { Lesson } from './steps';

/**
 * "How to play": opens the guide at any time, the board editor's included, and closes it while it
 * is open. The editor steps aside for the guide's examples on the table and comes back after them,
 * its board and its undo history as they were.
 */
export function GuideButton({ guide, editor }: { guide: GuideStore<Lesson>; editor?: EditorStore }) {
  const t = useT();
  const open = useStore(guide, (g) => g.open);
  const button = useRef<HTMLButtonElement>(null);
  const backToEditor = useRef(false);
  // Closing the guide takes its buttons away: the keyboard comes back to the one that opens it.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      button.current?.focus();
      if (backToEditor.current) editor?.getState().resumeEditor();
      backToEditor.current = false;
    }
    wasOpen.current = open;
  }, [open, editor]);
  const { openGuide, close } = guide.getState();
  const openOverEditor = () => {
    backToEditor.current = editor?.getState().open ?? false;
    if (backToEditor.current) editor?.getState().suspendEditor();
    openGuide();
  };
  return (
    <button
      type="button"
      className="guide-button quiet"
      ref={button}
      aria-expanded={open}
      onClick={() => (open ? close() : openOverEditor())}
    >
      {t('guide.title')}
    </button>
  );
}
