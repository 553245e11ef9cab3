import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../store/context';
import type { GuideStore } from '../../store/guide';
import type { Lesson } from './steps';

/** "How to play": opens the guide at any time, and closes it while it is open. */
export function GuideButton({ guide }: { guide: GuideStore<Lesson> }) {
  const t = useT();
  const open = useStore(guide, (g) => g.open);
  const button = useRef<HTMLButtonElement>(null);
  // Closing the guide takes its buttons away: the keyboard comes back to the one that opens it.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const { openGuide, close } = guide.getState();
  return (
    <button
      type="button"
      className="guide-button quiet"
      ref={button}
      aria-expanded={open}
      onClick={() => (open ? close() : openGuide())}
    >
      {t('guide.title')}
    </button>
  );
}
