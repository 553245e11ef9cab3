import { MARBLE_RADIUS, cellCenter, offBoardPoint } from '../anim/geometry';
import type { Board } from '../engine/board';
import type { MoveEvent } from '../engine/drop';
import type { Point3 } from './cameraPath';
import { type TrayGroove, layoutRect } from './layout';

/** Marbles stand this high on the tiles and in the trays: the tops of the far ones must show too. */
const MARBLE_TOP = 2 * MARBLE_RADIUS;

function boxCorners(minX: number, maxX: number, minZ: number, maxZ: number): Point3[] {
  return [minX, maxX].flatMap((x) => [minZ, maxZ].flatMap((z) => [0, MARBLE_TOP].map((y): Point3 => [x, y, z])));
}

/**
 * What an exported clip keeps in its picture, as the corners of boxes: the board's tiles with
 * marbles standing on them, and every tray with a full row of marbles. The frame's wood around
 * them may fall outside.
 */
export function filmSubject(board: Board, grooves: readonly TrayGroove[]): Point3[] {
  const tiles = layoutRect(board);
  const trays = grooves.flatMap(({ from, to }) =>
    boxCorners(
      Math.min(from[0], to[0]) - MARBLE_RADIUS,
      Math.max(from[0], to[0]) + MARBLE_RADIUS,
      Math.min(from[1], to[1]) - MARBLE_RADIUS,
      Math.max(from[1], to[1]) + MARBLE_RADIUS,
    ),
  );
  return [...boxCorners(tiles.minX, tiles.maxX, tiles.minZ, tiles.maxZ), ...trays];
}

/** Room the following camera leaves around a move's cells: about a cell and a half of board each side. */
const FOCUS_PAD = 1.4;

/**
 * What the following camera frames of a move, as the corners of one box: the cell dropped on
 * (or swapped), every marble its pushes move and where each goes, past the edge included.
 */
export function moveFocus(board: Board, events: readonly MoveEvent[]): Point3[] {
  const points: (readonly number[])[] = [];
  for (const event of events) {
    if (event.kind !== 'push') {
      points.push(cellCenter(board, event.cell));
      continue;
    }
    points.push(...event.line.map((cell) => cellCenter(board, cell)));
    if (event.target !== null) points.push(cellCenter(board, event.target));
    else if (event.from !== null) points.push(offBoardPoint(board, event.from, event.dir));
  }
  const xs = points.map((p) => p[0]!);
  const zs = points.map((p) => p[2]!);
  return boxCorners(
    Math.min(...xs) - FOCUS_PAD,
    Math.max(...xs) + FOCUS_PAD,
    Math.min(...zs) - FOCUS_PAD,
    Math.max(...zs) + FOCUS_PAD,
  );
}
