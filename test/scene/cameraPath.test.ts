import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { hexagonLayout } from '../../src/engine/presets';
import {
  CAMERA_FOV,
  type CameraPose,
  EXPORT_FILL,
  type FramedMode,
  MAX_POLAR,
  ORBIT_POLAR,
  PLAYER_POLAR,
  type Point3,
  SEAT_AZIMUTH,
  cameraAt,
  exportCameraAt,
  fitDistance,
  pictureBox,
  screenFrame,
} from '../../src/scene/cameraPath';
import { filmSubject } from '../../src/scene/filmSubject';
import { type Rect, trayGrooves } from '../../src/scene/layout';
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

/** Points of the table on screen (-1..1), as three projects them. */
function onScreen(pose: CameraPose, points: readonly Point3[], aspect: number): Vector3[] {
  const camera = new PerspectiveCamera(CAMERA_FOV, aspect, 0.1, 200);
  camera.position.set(...pose.position);
  camera.lookAt(...pose.target);
  camera.updateMatrixWorld();
  return points.map((p) => new Vector3(...p).project(camera));
}

/** The frame's corners at table height and at the fit's allowance above it, on screen (-1..1). */
function cornersOnScreen(pose: CameraPose, frame: Rect, aspect: number): Vector3[] {
  const corners = [frame.minX, frame.maxX].flatMap((x) =>
    [frame.minZ, frame.maxZ].flatMap((z) => [0, 0.5].map((y): Point3 => [x, y, z])),
  );
  return onScreen(pose, corners, aspect);
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

  test('on a screen of any shape every framed view shows the board and every tray', () => {
    const board = setupOf(EMPTY7).board;
    const grooves = trayGrooves(board, 2, 8);
    const subject = filmSubject(board, grooves);
    for (const ranks of ['frame', 'well'] as const) {
      const { frame } = tableLayout(board, 2, 8, ranks);
      for (const aspect of [16 / 9, 1, 9 / 16]) {
        for (const mode of MODES) {
          for (let player = 1; player <= 2; player++) {
            const pose = cameraAt(mode, screenFrame(frame, aspect), player, 0, aspect);
            const where = `${mode} for player ${player}, ranks in the ${ranks}, aspect ${aspect.toFixed(2)}`;
            for (const p of onScreen(pose, subject, aspect)) {
              expect(Math.max(Math.abs(p.x), Math.abs(p.y)), where).toBeLessThan(1);
            }
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

  test('the cinematic orbit starts over the seat, above the seated view, and moves continuously, without jolts', () => {
    for (const [name, frame] of TABLES) {
      const start = cameraAt('cinematic', frame, 1, 0, 16 / 9);
      const seated = cameraAt('player', frame, 1, 0, 16 / 9);
      expect(polarOf(start), name).toBeCloseTo(ORBIT_POLAR, 9);
      expect(polarOf(start), name).toBeLessThan(polarOf(seated));
      expect(start.position[0], name).toBeCloseTo(seated.position[0], 9);
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
  const TABLE_SETUPS = [
    ['7x7, 2 players', setupOf(EMPTY7).board, 2, 8],
    ['hex side 5, 3 players', setupOf(hexagonLayout(5), 'hex').board, 3, 10],
    ['7 rows by 9 columns, 4 players', setupOf(Array(7).fill('.........')).board, 4, 7],
  ] as const;
  const SUBJECTS = TABLE_SETUPS.map(
    ([name, board, players, marbles]) =>
      [name, filmSubject(board, trayGrooves(board, players, marbles)), filmSubject(board, [])] as const,
  );
  // The video presets (16:9, and the portrait and square ones), a 640x360 GIF with a caption strip, 4:3.
  const PICTURES = [16 / 9, 9 / 16, 1, 640 / 330, 4 / 3];
  const SECONDS = [0, 7.5, 13, 29, 40, 61];

  test.each(SUBJECTS)('%s: the board and every tray stay whole in the picture, which they fill', (_, subject) => {
    for (const aspect of PICTURES) {
      for (const mode of MODES) {
        for (const seconds of mode === 'cinematic' ? SECONDS : [0]) {
          for (let player = 1; player <= 2; player++) {
            const where = `${mode} at ${seconds} s for player ${player}, aspect ${aspect.toFixed(2)}`;
            const pose = exportCameraAt(mode, subject, player, seconds, aspect);
            const points = onScreen(pose, subject, aspect);
            for (const p of points) {
              expect(Math.abs(p.x), where).toBeLessThan(1);
              expect(Math.abs(p.y), where).toBeLessThan(1);
            }
            const reach = Math.max(...points.flatMap((p) => [Math.abs(p.x), Math.abs(p.y)]));
            expect(reach, where).toBeCloseTo(EXPORT_FILL, 2);
          }
        }
      }
    }
  });

  test.each(SUBJECTS)('%s: the board itself takes a good part of the picture', (_, subject, tiles) => {
    for (const aspect of PICTURES) {
      for (const mode of MODES) {
        const box = pictureBox(exportCameraAt(mode, subject, 1, 0, aspect), tiles, aspect);
        const span = Math.max(box.right - box.left, box.top - box.bottom) / 2;
        expect(span, `${mode}, aspect ${aspect.toFixed(2)}`).toBeGreaterThan(0.45);
      }
    }
  });

  test('the top view looks straight down; the seated one low from behind the player’s tray', () => {
    const [, board, players, marbles] = TABLE_SETUPS[0];
    const grooves = trayGrooves(board, players, marbles);
    const subject = filmSubject(board, grooves);
    const tiles = filmSubject(board, []).filter((p) => p[1] === 0);
    /** How much wider the board's near edge (+z, the first seat's) looks than its far edge. */
    const nearOverFar = (pose: CameraPose): number => {
      const [nearLeft, nearRight, farLeft, farRight] = [
        tiles.find((p) => p[0] < 0 && p[2] > 0)!,
        tiles.find((p) => p[0] > 0 && p[2] > 0)!,
        tiles.find((p) => p[0] < 0 && p[2] < 0)!,
        tiles.find((p) => p[0] > 0 && p[2] < 0)!,
      ].map((p) => onScreen(pose, [p], 16 / 9)[0]!);
      return (nearRight!.x - nearLeft!.x) / (farRight!.x - farLeft!.x);
    };
    for (const aspect of [16 / 9, 9 / 16, 1]) {
      const top = exportCameraAt('top', subject, 1, 0, aspect);
      const seated = exportCameraAt('player', subject, 1, 0, aspect);
      expect(polarOf(top)).toBeLessThan(0.01);
      expect(polarOf(seated)).toBeGreaterThan(0.9);
      expect(nearOverFar(top)).toBeCloseTo(1, 2);
      expect(nearOverFar(seated)).toBeGreaterThan(1.25);
      // Behind the first player's tray, and lower than it is far from the board.
      const tray = grooves.find((g) => g.player === 1)!;
      expect(seated.position[2]).toBeGreaterThan(tray.from[1] + 2);
      expect(seated.position[1]).toBeLessThan(Math.hypot(seated.position[0], seated.position[2]));
      // The second player's seat looks from the other side.
      expect(exportCameraAt('player', subject, 2, 0, aspect).position[2]).toBeLessThan(-tray.from[1] - 2);
    }
  });

  test('the picture box agrees with three’s projection', () => {
    const [, subject] = SUBJECTS[1]!;
    const pose = exportCameraAt('cinematic', subject, 2, 17, 16 / 9);
    const points = onScreen(pose, subject, 16 / 9);
    const box = pictureBox(pose, subject, 16 / 9);
    expect(box.left).toBeCloseTo(Math.min(...points.map((c) => c.x)), 6);
    expect(box.right).toBeCloseTo(Math.max(...points.map((c) => c.x)), 6);
    expect(box.bottom).toBeCloseTo(Math.min(...points.map((c) => c.y)), 6);
    expect(box.top).toBeCloseTo(Math.max(...points.map((c) => c.y)), 6);
  });
});
