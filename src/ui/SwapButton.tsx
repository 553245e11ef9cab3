import { useT, useTable } from '../store/context';
import { computerLevel } from '../setup/seats';

/** The pie rule: shown only while a person may swap (the second player's first turn). */
export function SwapButton() {
  const t = useT();
  const canSwap = useTable((s) => s.legal.includes('swap') && computerLevel(s.seats, s.game.toMove) === null);
  const play = useTable((s) => s.play);
  if (!canSwap) return null;
  return (
    <button type="button" className="swap" onClick={() => play('swap')}>
      {t('play.swap')}
    </button>
  );
}
