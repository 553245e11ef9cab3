import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { hexagonLayout } from '../../src/engine/presets';
import {
  CAMERA_FOV,
  type CameraPose,
  type FramedMode,
  MAX_POLAR,
  PLAYER_POLAR,
  SEAT_AZIMUTH,
  cameraAt,
  exportCameraAt,
  fitDistance,
  pictureBox,
} from '../../src/scene/cameraPath';
import { type Rect, layoutRect } from '../../src/scene/layout';
import { tableLayout } from '../../src/scene/tableLayout';
import { EMPTY7, setupOf } from '../engine/helpers';

const TABLES = [
  ['7x7, 2 players', tableLayout(setupOf(EMPTY7).board, 2, 8).frame],
  ['hex side 5, 3 players', tableLayout(setupOf(hexagonLayout(5), 'hex').board, 3, 10).frame],
  ['7 rows by 9 columns, 4 players', tableLayout(setupOf(Array(7).fill('.........')).board, 4, 7).frame],
] as const;
const MODES: readonly FramedMode[] = ['top', 'player', 'cinematic'];
const ASPECTS = [16 / 9, 4 / 3, 1];
const CLIP_SECONDS = Array.from({ length: 61 }, (_, i) => i * 2.5);

function distance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

/** The frame's corners at table height and at the fit's allowance above it, on screen (-1..1). */
function cornersOnScreen(pose: CameraPose, frame: Rect, aspect: number): Vector3[] {
  const camera = new PerspectiveCamera(CAMERA_FOV, aspect, 0.1, 200);
  camera.position.set(...pose.position);
  camera.lookAt(...pose.target);
  camera.updateMatrixWorld();
  return [frame.minX, frame.maxX].flatMap((x) =>
    [frame.minZ, frame.maxZ].flatMap((z) => [0, 0.5].map((y) => new Vector3(x, y, z).project(camera))),
  );
}

/** Angle of the camera from straight down over its target. */
function polarOf(pose: CameraPose): number {
  const [x, y, z] = pose.position.map((v, i) => v - pose.target[i]!);
  return Math.atan2(Math.hypot(x!, z!), y!);
}

describe('cameraAt', () => {
  test.each(TABLES)('%s: every framing shows the whole table, which fills the picture', (_, frame) => {
    for (const aspect of ASPECTS) {
      for (const mode of MODES) {
        for (const seconds of mode === 'cinematic' ? CLIP_SECONDS : [0]) {
          for (let player = 1; player <= 4; player++) {
            const corners = cornersOnScreen(cameraAt(mode, frame, player, seconds, aspect), frame, aspect);
            const reach = Math.max(...corners.flatMap((c) => [Math.abs(c.x), Math.abs(c.y)]));
            const where = `${mode} at ${seconds} s, player ${player}, aspect ${aspect.toFixed(2)}`;
            expect(reach, where).toBeLessThan(1);
            // The cinematic orbit drifts out by a few per cent; still the table is never small.
            expect(reach, where).toBeGreaterThan(mode === 'cinematic' ? 0.7 : 0.8);
          }
        }
      }
    }
  });

  test.each(TABLES)('%s: the camera stays above the table and looks at its centre', (_, frame) => {
    const centre = [(frame.minX + frame.maxX) / 2, 0, (frame.minZ + frame.maxZ) / 2];
    for (const mode of MODES) {
      for (const seconds of CLIP_SECONDS) {
        const pose = cameraAt(mode, frame, 2, seconds, 16 / 9);
        expect(pose.target).toEqual(centre);
        expect(pose.position[1]).toBeGreaterThan(1);
        expect(polarOf(pose)).toBeLessThanOrEqual(MAX_POLAR);
      }
    }
  });

  test('top and player views stand still and sit at the seat of the player they are for', () => {
    const [, frame] = TABLES[0];
    for (let player = 1; player <= 4; player++) {
      for (const mode of ['top', 'player'] as const) {
        const pose = cameraAt(mode, frame, player, 0, 16 / 9);
        expect(cameraAt(mode, frame, player, 37.5, 16 / 9)).toEqual(pose);
        const [x, , z] = pose.position.map((v, i) => v - pose.target[i]!);
        const azimuth = SEAT_AZIMUTH[player - 1]!;
        // Seen from the seat: the camera lies toward the seat's side of the table.
        expect(x! * Math.sin(azimuth) + z! * Math.cos(azimuth)).toBeGreaterThan(0);
        expect(Math.abs(x! * Math.cos(azimuth) - z! * Math.sin(azimuth))).toBeLessThan(1e-9);
        expect(polarOf(pose)).toBeCloseTo(mode === 'top' ? 0 : PLAYER_POLAR, 3);
      }
    }
  });

  test('the cinematic orbit starts from the seated view and moves continuously, without jolts', () => {
    for (const [name, frame] of TABLES) {
      const start = cameraAt('cinematic', frame, 1, 0, 16 / 9);
      const seated = cameraAt('player', frame, 1, 0, 16 / 9);
      expect(polarOf(start), name).toBeCloseTo(polarOf(seated), 9);
      expect(start.position[0], name).toBeCloseTo(seated.position[0], 9);
      expect(distance(start.position, start.target) / distance(seated.position, seated.target)).toBeLessThan(1.1);
      let last = start.position;
      let lastMoved = 0;
      let travelled = 0;
      for (let step = 1; step <= 120 * 100; step++) {
        const now = cameraAt('cinematic', frame, 1, step / 100, 16 / 9).position;
        const moved = distance(last, now);
        const where = `${name} at ${step / 100} s`;
        // 10 ms of orbit: well under a tenth of a cell, however big the table.
        expect(moved, where).toBeLessThan(0.05);
        // Its speed changes gradually: a corner in the path would change it by about 1e-2 in a step.
        expect(Math.abs(moved - lastMoved), where).toBeLessThan(1e-3);
        travelled += moved;
        lastMoved = moved;
        last = now;
      }
      // Two minutes make about two turns around the table: it really does move.
      expect(travelled, name).toBeGreaterThan(4 * Math.PI * 8);
    }
  });

  test('the cinematic orbit eases in: it moves less in its first half second than later on', () => {
    const [, frame] = TABLES[0];
    const moved = (from: number) =>
      distance(
        cameraAt('cinematic', frame, 1, from, 1).position,
        cameraAt('cinematic', frame, 1, from + 0.5, 1).position,
      );
    expect(moved(0)).toBeLessThan(moved(10) / 4);
  });

  test('the same arguments always give the same camera', () => {
    for (const [, frame] of TABLES) {
      for (const seconds of [0, 0.1, 7.3, 42, 1000]) {
        const pose = cameraAt('cinematic', frame, 3, seconds, 4 / 3);
        expect(cameraAt('cinematic', frame, 3, seconds, 4 / 3)).toEqual(pose);
      }
    }
  });
});

describe('fitDistance', () => {
  test('a narrower picture needs the camera further back; a turned view of a square table does not', () => {
    const [, frame] = TABLES[0];
    expect(fitDistance(frame, 0, PLAYER_POLAR, 1)).toBeGreaterThan(fitDistance(frame, 0, PLAYER_POLAR, 16 / 9));
    const square: Rect = { minX: -5, maxX: 5, minZ: -5, maxZ: 5 };
    expect(fitDistance(square, Math.PI / 2, 0.5, 1.5)).toBeCloseTo(fitDistance(square, 0, 0.5, 1.5), 9);
  });
});

describe('exportCameraAt', () => {
  const BOARDS = [
    ['7x7', layoutRect(setupOf(EMPTY7).board)],
    ['hex side 5', layoutRect(setupOf(hexagonLayout(5), 'hex').board)],
    ['7 rows by 9 columns', layoutRect(setupOf(Array(7).fill('.........')).board)],
  ] as const;
  // A 640x360 GIF, the same with a caption strip, a 4:3 and a portrait picture.
  const PICTURES = [640 / 360, 640 / 330, 4 / 3, 9 / 16];

  test.each(BOARDS)('the %s board spans at least 80% of the picture one way and stays whole in it', (_, board) => {
    for (const aspect of PICTURES) {
      for (const mode of MODES) {
        for (const seconds of mode === 'cinematic' ? [0, 7.5, 13, 29, 40, 61] : [0]) {
          const pose = exportCameraAt(mode, board, 1, seconds, aspect);
          const corners = cornersOnScreen(pose, board, aspect).filter((_, i) => i % 2 === 0);
          const xs = corners.map((c) => c.x);
          const ys = corners.map((c) => c.y);
          for (const v of [...xs, ...ys]) expect(Math.abs(v)).toBeLessThanOrEqual(1);
          const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 2;
          expect(span, `${mode} at ${seconds} s, aspect ${aspect.toFixed(2)}`).toBeGreaterThanOrEqual(0.8);
        }
      }
    }
  });

  test('closes in where the table fit leaves the board about half the picture', () => {
    const [, board] = BOARDS[0];
    const table = tableLayout(setupOf(EMPTY7).board, 2, 8).frame;
    const tall = (pose: CameraPose): number => {
      const box = pictureBox(pose, board, 640 / 360);
      return (box.top - box.bottom) / 2;
    };
    expect(tall(cameraAt('top', table, 1, 0, 640 / 360))).toBeLessThan(0.6);
    expect(tall(exportCameraAt('top', board, 1, 0, 640 / 360))).toBeCloseTo(0.9, 2);
  });

  test('the picture box agrees with three’s projection', () => {
    const [, board] = BOARDS[1];
    const pose = exportCameraAt('cinematic', board, 2, 17, 16 / 9);
    const corners = cornersOnScreen(pose, board, 16 / 9).filter((_, i) => i % 2 === 0);
    const box = pictureBox(pose, board, 16 / 9);
    expect(box.left).toBeCloseTo(Math.min(...corners.map((c) => c.x)), 6);
    expect(box.right).toBeCloseTo(Math.max(...corners.map((c) => c.x)), 6);
    expect(box.bottom).toBeCloseTo(Math.min(...corners.map((c) => c.y)), 6);
    expect(box.top).toBeCloseTo(Math.max(...corners.map((c) => c.y)), 6);
  });
});
