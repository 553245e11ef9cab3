import { DoubleSide, FrontSide, Mesh, MeshBasicMaterial, Raycaster, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { MARBLE_RADIUS, cellCenter } from '../../src/anim/geometry';
import { GUTTER_WIDTH, type Planar, boardHull, gutterOutline } from '../../src/anim/outline';
import { FLOOR_Y, coordinateLabels, frameRect, trayGrooves } from '../../src/scene/layout';
import {
  BUMPER_POST,
  BUMPER_RING,
  bumperGeometry,
  cushionGeometry,
  frameGeometry,
  tilesGeometry,
} from '../../src/scene/meshes';
import { cellOf, setupOf } from '../engine/helpers';

/** Irregular, with all three obstacles and a gap (d2) inside the board's outline. */
const BOARD = setupOf(['--...--', '-.....-', '..C.B..', '...H...', '.......', '-..-..-', '--...--']).board;
const tiles = new Mesh(tilesGeometry(BOARD), new MeshBasicMaterial({ side: DoubleSide }));

/** Heights at which a vertical ray down through (x, z) meets the geometry, top first. */
function hitsBelow(mesh: Mesh, x: number, z: number): number[] {
  const ray = new Raycaster(new Vector3(x, 5, z), new Vector3(0, -1, 0));
  return ray.intersectObject(mesh).map((hit) => hit.point.y);
}

function at(name: string): [number, number] {
  const [x, , z] = cellCenter(BOARD, cellOf(BOARD, name));
  return [x, z];
}

describe('tilesGeometry', () => {
  test('a playable cell is a shallow dimple in the top surface', () => {
    const [top] = hitsBelow(tiles, ...at('d3'));
    expect(top).toBeLessThan(0);
    expect(top).toBeGreaterThan(-0.1);
    const [x, z] = at('d3');
    expect(hitsBelow(tiles, x + 0.4, z)[0]).toBeCloseTo(0, 5);
  });

  test('a hole is a real opening: a ray down its middle meets nothing before its dark floor by the well floor', () => {
    const hits = hitsBelow(tiles, ...at('d4'));
    expect(hits[0]).toBeCloseTo(FLOOR_Y + 0.02, 5);
  });

  test('a gap has no tile at all: a ray down it meets only the pit', () => {
    expect(hitsBelow(tiles, ...at('a7'))).toEqual([expect.closeTo(FLOOR_Y + 0.01, 5)]);
    expect(hitsBelow(tiles, ...at('d2'))).toEqual([expect.closeTo(FLOOR_Y + 0.01, 5)]);
  });

  test('cushions and bumpers stand on flat tiles', () => {
    expect(hitsBelow(tiles, ...at('c5'))[0]).toBeCloseTo(0, 5);
    expect(hitsBelow(tiles, ...at('e5'))[0]).toBeCloseTo(0, 5);
  });
});

describe('frameGeometry', () => {
  const labels = coordinateLabels(BOARD);
  const grooves = trayGrooves(BOARD, 2, 8);
  const rect = frameRect(BOARD, grooves, labels);
  const frame = new Mesh(frameGeometry(rect, gutterOutline(BOARD)), new MeshBasicMaterial({ side: DoubleSide }));

  /** Points across the gutter, straight out from the middle of each side of the board: [inside it, just beyond it]. */
  const acrossGutter = boardHull(BOARD).map((a, i, hull): [Planar, Planar] => {
    const b = hull[(i + 1) % hull.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const out = (d: number): Planar => [
      (a[0] + b[0]) / 2 + ((b[1] - a[1]) / length) * d,
      (a[1] + b[1]) / 2 + ((a[0] - b[0]) / length) * d,
    ];
    return [out(GUTTER_WIDTH / 2), out(GUTTER_WIDTH + 0.05)];
  });

  test('the frame surrounds the board flush with it, beyond an open gutter; the board and its gaps stay open', () => {
    for (const cell of ['d4', 'a5', 'd2']) expect(hitsBelow(frame, ...at(cell)), cell).toEqual([]);
    for (const { at: p } of labels) expect(hitsBelow(frame, p[0], p[1])[0]).toBeCloseTo(0, 5);
    for (const [inside, beyond] of acrossGutter) {
      expect(hitsBelow(frame, ...inside)).toEqual([]);
      expect(hitsBelow(frame, ...beyond)[0]).toBeCloseTo(0, 5);
    }
  });

  test("the gutter is a way down: a ray into it meets nothing before the well's floor", () => {
    for (const [inside] of acrossGutter)
      expect(hitsBelow(tiles, ...inside)).toEqual([expect.closeTo(FLOOR_Y + 0.01, 5)]);
  });

  test("the well's walls face the board: a ray out from the middle, below the tiles, meets the frame front-on", () => {
    const front = new Mesh(frame.geometry, new MeshBasicMaterial({ side: FrontSide }));
    for (const [dx, dz] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const ray = new Raycaster(new Vector3(0, FLOOR_Y / 2, 0), new Vector3(dx, 0, dz));
      const [hit] = ray.intersectObject(front);
      expect(hit, `${dx}, ${dz}`).toBeDefined();
      expect(hit!.face!.normal.dot(new Vector3(dx, 0, dz))).toBeLessThan(0);
    }
  });

  test('its top carries texture coordinates across the whole frame', () => {
    const uv = frame.geometry.getAttribute('uv');
    const us = Array.from({ length: uv.count }, (_, i) => uv.getX(i));
    expect(Math.min(...us)).toBeCloseTo(0, 5);
    expect(Math.max(...us)).toBeCloseTo(1, 5);
  });
});

describe('obstacle shapes', () => {
  test.each([
    ['cushion', cushionGeometry()],
    ['bumper', bumperGeometry()],
  ])('a %s stands on its tile within its cell', (_, geometry) => {
    geometry.computeBoundingBox();
    const box = geometry.boundingBox!;
    expect(box.min.y).toBeGreaterThanOrEqual(-1e-6);
    expect(box.max.y).toBeGreaterThan(0.15);
    expect(Math.max(box.max.x, -box.min.x, box.max.z, -box.min.z)).toBeLessThan(0.5);
  });
});

describe('the bumper', () => {
  const bumper = new Mesh(bumperGeometry(), new MeshBasicMaterial({ side: DoubleSide }));
  test('is a ring on a post: from above, the ring, the tile between it and the post, and the post', () => {
    const onRing = hitsBelow(bumper, BUMPER_RING.radius, 0);
    expect(onRing[0]).toBeCloseTo(BUMPER_RING.height + BUMPER_RING.tube, 2);
    // Between the post and the ring the view goes down to the foot the post stands on, by the tile.
    const between = hitsBelow(bumper, (BUMPER_POST.radius + BUMPER_RING.radius - BUMPER_RING.tube) / 2, 0);
    expect(Math.max(...between)).toBeLessThan(0.06);
    expect(hitsBelow(bumper, 0, 0)[0]).toBeCloseTo(BUMPER_POST.height + BUMPER_POST.radius, 2);
    // The ring meets a marble resting beside it at the marble's widest.
    expect(BUMPER_RING.height).toBeCloseTo(MARBLE_RADIUS, 5);
  });
});
