import type { ReactNode } from 'react';
import { useT } from '../store/context';

interface RunProgressProps {
  readonly done: number;
  readonly total: number;
  /** The bar's accessible name. */
  readonly label: string;
  /** What follows "N of M" (units, a rate). */
  readonly detail?: ReactNode;
  readonly stopLabel: string;
  readonly onStop: () => void;
  readonly className?: string;
}

/** A long run's progress bar, its count, and the button that ends it early (the lab, the game review). */
export function RunProgress({ done, total, label, detail, stopLabel, onStop, className }: RunProgressProps) {
  const t = useT();
  return (
    <div className={className ? `row ${className}` : 'row'}>
      <progress value={done} max={total} aria-label={label} />
      <span>
        {t('play.progress.count', { done, total })}
        {detail}
      </span>
      <button type="button" onClick={onStop}>
        {stopLabel}
      </button>
    </div>
  );
}
