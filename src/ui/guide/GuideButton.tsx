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
      className="quiet guide-button icon"
      ref={button}
      aria-expanded={open}
      title={t('guide.title')}
      onClick={() => (open ? close() : openOverEditor())}
    >
      <QuestionIcon />
      <span className="visually-hidden">{t('guide.title')}</span>
    </button>
  );
}

/**
 * A question mark in a ring, help's usual mark: the panel's head holds it on one line in every
 * language, where "So wird gespielt" would not fit beside the other words.
 */
function QuestionIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor">
      <circle cx="8" cy="8" r="6.8" strokeWidth="1.4" />
      <path d="M5.9 6.2a2.1 2.1 0 1 1 3 1.9c-.6.3-.9.7-.9 1.3v.5" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="11.7" r="0.9" fill="currentColor" stroke="none" />
    </svg>
  );
}
