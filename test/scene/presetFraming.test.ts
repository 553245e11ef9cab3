import { describe, expect, test } from 'vitest';
import { hexagonLayout } from '../../src/engine/presets';
import { SIZE_PRESETS } from '../../src/export/presets';
import { type FramedMode, type Point3, exportCameraAt, pictureBox } from '../../src/scene/cameraPath';
import { filmSubject } from '../../src/scene/filmSubject';
import { layoutRect, trayGrooves } from '../../src/scene/layout';
import { EMPTY7, setupOf } from '../engine/helpers';

/** Where the picture ends, in the picture box's coordinates (from -1 to 1 across it). */
const PICTURE_EDGE = 1;

const BOARDS = [
  { name: '7x7, 2 players', board: setupOf(EMPTY7).board, players: 2, marbles: 8 },
  { name: 'hex side 5, 3 players', board: setupOf(hexagonLayout(5), 'hex').board, players: 3, marbles: 10 },
  { name: '7 rows by 9 columns, 4 players', board: setupOf(Array(7).fill('.........')).board, players: 4, marbles: 7 },
];
const MODES: readonly FramedMode[] = ['top', 'player', 'cinematic'];
const SECONDS = [0, 7.5, 15, 22.5, 30, 45];

/** The board's four corners at the tiles' height: what must never leave the picture. */
function boardCorners(board: (typeof BOARDS)[number]['board']): Point3[] {
  const r = layoutRect(board);
  return [r.minX, r.maxX].flatMap((x) => [r.minZ, r.maxZ].map((z): Point3 => [x, 0, z]));
}

/**
 * A phone's apps put their buttons along the top and bottom of an upright clip: the board keeps out
 * of a tenth of the picture's height at each end.
 */
const UPRIGHT_SAFE = 0.8;

describe('each size preset frames the whole board', () => {
  test.each(SIZE_PRESETS)('$name: the board and trays are in the picture from every camera', ({ width, height }) => {
    const aspect = width / height;
    for (const { name, board, players, marbles } of BOARDS) {
      const subject = filmSubject(board, trayGrooves(board, players, marbles));
      for (const mode of MODES) {
        for (const seconds of mode === 'cinematic' ? SECONDS : [0]) {
          for (let player = 1; player <= players; player++) {
            const pose = exportCameraAt(mode, subject, player, seconds, aspect);
            const where = `${name}, ${mode} at ${seconds} s from seat ${player}`;
            const corners = pictureBox(pose, boardCorners(board), aspect);
            const all = pictureBox(pose, subject, aspect);
            for (const box of [corners, all]) {
              expect(Math.max(-box.left, box.right, -box.bottom, box.top), where).toBeLessThan(PICTURE_EDGE);
            }
            if (height > width) {
              expect(Math.max(-corners.bottom, corners.top), where).toBeLessThanOrEqual(UPRIGHT_SAFE);
            }
          }
        }
      }
    }
  });

  test('the taller the picture, the more of its width the board takes', () => {
    const { board, players, marbles } = BOARDS[0]!;
    const subject = filmSubject(board, trayGrooves(board, players, marbles));
    const widthShare = (aspect: number) => {
      const box = pictureBox(exportCameraAt('player', subject, 1, 0, aspect), boardCorners(board), aspect);
      return (box.right - box.left) / 2;
    };
    const landscape = widthShare(16 / 9);
    const square = widthShare(1);
    const upright = widthShare(9 / 16);
    expect(square).toBeGreaterThan(landscape + 0.1);
    expect(upright).toBeGreaterThan(square);
    // Upright, the board spans most of the phone's width.
    expect(upright).toBeGreaterThan(0.8);
  });
});
