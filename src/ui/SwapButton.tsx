import { useTable } from '../store/context';
import { computerLevel } from '../store/seats';

/** The pie rule: shown only while a person may swap (the second player's first turn). */
export function SwapButton() {
  const canSwap = useTable((t) => t.legal.includes('swap') && computerLevel(t.seats, t.game.toMove) === null);
  const play = useTable((t) => t.play);
  if (!canSwap) return null;
  return (
    <button type="button" className="swap" onClick={() => play('swap')}>
      Swap (take the first marble)
    </button>
  );
}
