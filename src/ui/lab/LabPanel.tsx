import { useEffect, useRef } from 'react';
import { useLab, useT } from '../../store/context';
import { HeatChoice } from './HeatChoice';
import { LabResults } from './LabResults';
import { LabRunBar } from './LabRunBar';
import { LabSettingsForm } from './LabSettingsForm';
import './LabPanel.css';

/** The nearest element above `element` that scrolls its content, if any does. */
function scrollingParent(element: HTMLElement): HTMLElement | null {
  for (let at = element.parentElement; at; at = at.parentElement) {
    if (/auto|scroll/.test(getComputedStyle(at).overflowY) && at.scrollHeight > at.clientHeight) return at;
  }
  return null;
}

/** The board lab: self-play on the board on the table, its figures, A/B comparison and heat maps. */
export function LabPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const result = useLab((l) => l.result);
  const baseline = useLab((l) => l.baseline);
  const keepAsA = useLab((l) => l.keepAsA);
  const clearA = useLab((l) => l.clearA);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The lab opens under the long editor: its top comes to the top of the panel that scrolls it, so
  // that as much of it shows as the window allows, not only the heading focus alone would scroll
  // to. Only that panel scrolls: on a phone the page itself keeps the table at the top.
  useEffect(() => {
    const box = section.current;
    const scroller = box && scrollingParent(box);
    if (box && scroller) scroller.scrollTop += box.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section id="board-lab" className="lab" aria-labelledby="lab-title" ref={section}>
      <div className="row lab-head">
        <h2 id="lab-title" ref={heading} tabIndex={-1}>
          {t('boards.lab.title')}
        </h2>
        <button type="button" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <p className="hint">{t('boards.lab.intro')}</p>
      <LabSettingsForm />
      <LabRunBar />
      <LabResults a={baseline} b={result} />
      <div className="row">
        {result && (
          <button type="button" onClick={keepAsA}>
            {t('boards.lab.keepA')}
          </button>
        )}
        {baseline && (
          <button type="button" onClick={clearA}>
            {t('boards.lab.clearA')}
          </button>
        )}
      </div>
      <HeatChoice />
    </section>
  );
}
