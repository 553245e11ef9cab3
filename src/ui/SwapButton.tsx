import { useTable } from '../store/context';

/** The pie rule: shown only while swapping is legal (the second player's first turn). */
export function SwapButton() {
  const canSwap = useTable((t) => t.legal.includes('swap'));
  const play = useTable((t) => t.play);
  if (!canSwap) return null;
  return (
    <button type="button" className="swap" onClick={() => play('swap')}>
      Swap (take the first marble)
    </button>
  );
}
