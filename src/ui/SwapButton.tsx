import { useMovesElsewhere, useT, useTable } from '../store/context';
import { computerLevel } from '../setup/seats';

/**
 * The pie rule: shown only while a person here may swap (the second player's first turn; online,
 * only to the browser holding that seat).
 */
export function SwapButton() {
  const t = useT();
  const canSwap = useTable((s) => s.legal.includes('swap') && computerLevel(s.seats, s.game.toMove) === null);
  const play = useTable((s) => s.play);
  const toMove = useTable((s) => s.game.toMove);
  const elsewhere = useMovesElsewhere(toMove);
  if (!canSwap || elsewhere) return null;
  return (
    <button type="button" className="swap" onClick={() => play('swap')}>
      {t('play.swap')}
    </button>
  );
}
