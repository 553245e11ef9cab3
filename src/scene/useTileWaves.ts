import { useCallback, useMemo, useState } from 'react';
import type { Board } from '../engine/board';
import { type TileWave, addWave, growingCells, tileWave } from './tileWaves';

export interface TileWaves {
  readonly waves: readonly TileWave[];
  /** Cells whose tile a wave is growing in: the settled board leaves them out meanwhile. */
  readonly growing: ReadonlySet<number>;
  /** A wave has come to rest: its tiles join the settled board. */
  readonly settle: (id: number) => void;
}

/**
 * The editor's running changes of the board. A wave starts in the very render that shows the new
 * board, so a new tile is never drawn whole before it grows; outside the editor boards just change.
 */
export function useTileWaves(board: Board, editing: boolean): TileWaves {
  const [state, setState] = useState<{ board: Board; waves: readonly TileWave[]; next: number }>({
    board,
    waves: [],
    next: 1,
  });
  // Leaving the editor ends every wave at once: nothing else would draw their tiles.
  if (state.board !== board || (!editing && state.waves.length > 0)) {
    const wave = editing ? tileWave(state.next, state.board, board) : null;
    const waves = !editing ? [] : wave ? addWave(state.waves, wave) : state.waves;
    setState({ board, waves, next: state.next + 1 });
  }
  const settle = useCallback(
    (id: number) => setState((s) => ({ ...s, waves: s.waves.filter((wave) => wave.id !== id) })),
    [],
  );
  const growing = useMemo(() => growingCells(state.waves), [state.waves]);
  return { waves: state.waves, growing, settle };
}
