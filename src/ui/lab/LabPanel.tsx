import { useEffect, useRef } from 'react';
import { useLab } from '../../store/context';
import { HeatChoice } from './HeatChoice';
import { LabResults } from './LabResults';
import { LabRunBar } from './LabRunBar';
import { LabSettingsForm } from './LabSettingsForm';
import './LabPanel.css';

/** The board lab: self-play on the board on the table, its figures, A/B comparison and heat maps. */
export function LabPanel({ onClose }: { onClose: () => void }) {
  const result = useLab((l) => l.result);
  const baseline = useLab((l) => l.baseline);
  const keepAsA = useLab((l) => l.keepAsA);
  const clearA = useLab((l) => l.clearA);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <section id="board-lab" className="lab" aria-labelledby="lab-title">
      <div className="row lab-head">
        <h2 id="lab-title" ref={heading} tabIndex={-1}>
          Board lab
        </h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="hint">
        The computer plays every seat of the board on the table, game after game; the same seed gives the same figures.
      </p>
      <LabSettingsForm />
      <LabRunBar />
      <LabResults a={baseline} b={result} />
      <div className="row">
        {result && (
          <button type="button" onClick={keepAsA}>
            Keep as A
          </button>
        )}
        {baseline && (
          <button type="button" onClick={clearA}>
            Clear A
          </button>
        )}
      </div>
      <HeatChoice />
    </section>
  );
}
