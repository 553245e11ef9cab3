import type { Board } from '../engine/board';
import { MARBLE_RADIUS, boardExtent } from './geometry';
import { type Planar, gutterOutline, support } from './outline';
import type { Vec3 } from './vec';

/** Centre-to-centre distance of marbles lying side by side in a tray. */
export const TRAY_SPACING = 2 * MARBLE_RADIUS * 1.1;
/**
 * The strip of frame between the gutter and a tray's marbles. The coordinates are engraved along
 * its inner edge, and it is wide enough that, seen from any seat at the seated view's angle, the
 * tray's marbles hide none of them (test/scene/tableLayout.test.ts).
 */
export const TRAY_LIP = 1.25;

/**
 * Player p's tray runs along one side of the board, beyond the gutter and the lip: 1 near (+z),
 * 2 far (-z), 3 left (-x), 4 right (+x). `along` is that player's right hand as they sit facing the board.
 */
interface TrayFrame {
  readonly centre: Vec3;
  readonly along: Vec3;
}

/** Tray frames by board and player: every reserve marble of every pose asks for one. */
const trayFrames = new WeakMap<Board, TrayFrame[]>();

function trayFrame(board: Board, player: number): TrayFrame {
  let frames = trayFrames.get(board);
  if (frames === undefined) {
    frames = [];
    trayFrames.set(board, frames);
  }
  return (frames[player] ??= measuredTrayFrame(board, player));
}

function measuredTrayFrame(board: Board, player: number): TrayFrame {
  const e = boardExtent(board);
  const midX = (e.minX + e.maxX) / 2;
  const midZ = (e.minZ + e.maxZ) / 2;
  const gutter = gutterOutline(board);
  // Measured from the gutter's furthest point on that side, so the whole row clears it.
  const reach = (outward: Planar) => support(gutter, outward) + TRAY_LIP + MARBLE_RADIUS;
  switch (player) {
    case 1:
      return { centre: [midX, MARBLE_RADIUS, reach([0, 1])], along: [1, 0, 0] };
    case 2:
      return { centre: [midX, MARBLE_RADIUS, -reach([0, -1])], along: [-1, 0, 0] };
    case 3:
      return { centre: [-reach([-1, 0]), MARBLE_RADIUS, midZ], along: [0, 0, 1] };
    default:
      return { centre: [reach([1, 0]), MARBLE_RADIUS, midZ], along: [0, 0, -1] };
  }
}

/**
 * Where reserve marble `slot` (0-based) of `player` rests. Slots fill outward from the middle of the
 * side, alternating right and left, so any number of reserve marbles forms one unbroken row centred to
 * within half a spacing, and the scene needs no tray capacity to place them.
 */
export function trayPosition(board: Board, player: number, slot: number): Vec3 {
  const { centre, along } = trayFrame(board, player);
  const k = slot % 2 === 1 ? (slot + 1) / 2 : -slot / 2;
  const offset = k * TRAY_SPACING;
  return [centre[0] + along[0] * offset, centre[1], centre[2] + along[2] * offset];
}
