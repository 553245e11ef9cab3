import { MARBLE_RADIUS } from '../anim/geometry';
import type { Board } from '../engine/board';
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
