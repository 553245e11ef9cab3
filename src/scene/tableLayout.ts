import { type Planar, boardHull, gutterOutline } from '../anim/outline';
import type { Board } from '../engine/board';
import { type Label, type Rect, type TrayGroove, coordinateLabels, frameRect, trayGrooves } from './layout';

/** Everything the scene places around one board for one set of players. */
export interface TableLayout {
  readonly board: Board;
  /** The outline of the board's tiles: where the gutter begins. */
  readonly hull: readonly Planar[];
  /** The gutter's outer edge: where the frame begins. */
  readonly gutter: readonly Planar[];
  readonly labels: readonly Label[];
  readonly grooves: readonly TrayGroove[];
  /** The frame's outer edge: the whole table the camera frames. */
  readonly frame: Rect;
}

export function tableLayout(board: Board, players: number, marbles: number): TableLayout {
  const labels = coordinateLabels(board);
  const grooves = trayGrooves(board, players, marbles);
  return {
    board,
    hull: boardHull(board),
    gutter: gutterOutline(board),
    labels,
    grooves,
    frame: frameRect(board, grooves, labels),
  };
}
