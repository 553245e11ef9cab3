import type { Board } from '../engine/board';
import {
  type Label,
  type Planar,
  type Rect,
  type TrayGroove,
  boardHull,
  coordinateLabels,
  frameRect,
  trayGrooves,
} from './layout';

/** Everything the scene places around one board for one set of players. */
export interface TableLayout {
  readonly board: Board;
  readonly hull: readonly Planar[];
  readonly labels: readonly Label[];
  readonly grooves: readonly TrayGroove[];
  /** The frame's outer edge: the whole table the camera frames. */
  readonly frame: Rect;
}

export function tableLayout(board: Board, players: number, marbles: number): TableLayout {
  const labels = coordinateLabels(board);
  const grooves = trayGrooves(board, players, marbles);
  return { board, hull: boardHull(board), labels, grooves, frame: frameRect(board, grooves, labels) };
}
