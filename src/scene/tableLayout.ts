import { type Planar, boardHull, gutterOutline } from '../anim/outline';
import type { Board } from '../engine/board';
import {
  type Label,
  type RankPlace,
  type Rect,
  type TrayGroove,
  coordinateLabels,
  frameRect,
  trayGrooves,
  wellLabels,
} from './layout';

/** Everything the scene places around one board for one set of players. */
export interface TableLayout {
  readonly board: Board;
  /** The outline of the board's tiles: where the gutter begins. */
  readonly hull: readonly Planar[];
  /** The gutter's outer edge: where the frame begins. */
  readonly gutter: readonly Planar[];
  /** The coordinates on the frame. */
  readonly labels: readonly Label[];
  /** The coordinates on the well's floor, in the gutter: the ranks, where they are not on the frame. */
  readonly wellLabels: readonly Label[];
  readonly grooves: readonly TrayGroove[];
  /** The frame's outer edge: the whole table the camera frames. */
  readonly frame: Rect;
}

export function tableLayout(board: Board, players: number, marbles: number, ranks: RankPlace = 'frame'): TableLayout {
  const labels = coordinateLabels(board, ranks);
  const grooves = trayGrooves(board, players, marbles);
  return {
    board,
    hull: boardHull(board),
    gutter: gutterOutline(board),
    labels,
    wellLabels: ranks === 'well' ? wellLabels(board) : [],
    grooves,
    frame: frameRect(board, grooves, labels),
  };
}
