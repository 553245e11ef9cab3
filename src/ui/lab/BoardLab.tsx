import { useRef } from 'react';
import { useLab, useT } from '../../store/context';
import { LabPanel } from './LabPanel';

/** "Measure this board", and the lab panel it opens for the board on the table. */
export function BoardLab() {
  const t = useT();
  const open = useLab((l) => l.open);
  const openLab = useLab((l) => l.openLab);
  const closeLab = useLab((l) => l.closeLab);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    closeLab();
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'board-lab' : undefined}
        onClick={open ? close : openLab}
      >
        {t('boards.lab.open')}
      </button>
      {open && <LabPanel onClose={close} />}
    </>
  );
}
