import { DoubleSide, Mesh, MeshBasicMaterial, Raycaster, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { cellCenter } from '../../src/anim/geometry';
import { FLOOR_Y, boardHull, coordinateLabels, frameRect, trayGrooves } from '../../src/scene/layout';
import { bumperGeometry, cushionGeometry, frameGeometry, tilesGeometry } from '../../src/scene/meshes';
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

  test('a hole is a real opening: a ray down its middle meets nothing before the floor pit', () => {
    const hits = hitsBelow(tiles, ...at('d4'));
    expect(hits[0]).toBeCloseTo(FLOOR_Y + 0.01, 5);
  });

  test('a gap has no tile at all', () => {
    expect(hitsBelow(tiles, ...at('a7'))).toEqual([]);
    expect(hitsBelow(tiles, ...at('d2'))).toEqual([]);
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
  const frame = new Mesh(frameGeometry(rect, boardHull(BOARD)), new MeshBasicMaterial({ side: DoubleSide }));

  test('the frame surrounds the board flush with it, leaving the board and the gaps inside it open', () => {
    for (const cell of ['d4', 'a5', 'd2']) expect(hitsBelow(frame, ...at(cell)), cell).toEqual([]);
    for (const { at: p } of labels) expect(hitsBelow(frame, p[0], p[1])[0]).toBeCloseTo(0, 5);
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
