import { describe, expect, test } from 'vitest';
import { KEY_LIGHT, cubeTexelDirection, studioRadiance } from '../../src/scene/studioLight';

const brightness = ([r, g, b]: readonly number[]) => (r! + g! + b!) / 3;

describe('the painted studio the marbles reflect', () => {
  test('each face of the cube looks along its axis (x mirrored, as three samples image cube maps)', () => {
    expect(cubeTexelDirection(0, 0, 0)).toEqual([-1, -0, -0]);
    expect(cubeTexelDirection(2, 0, 0)).toEqual([-0, 1, 0]);
    expect(cubeTexelDirection(3, 0, 0)).toEqual([-0, -1, -0]);
    expect(cubeTexelDirection(4, 0, 0)).toEqual([-0, -0, 1]);
    // The top row of a side face looks up.
    expect(cubeTexelDirection(4, 0, -0.9)[1]).toBeGreaterThan(0.5);
  });

  test('bright above, dark below, brightest toward the key light, never beyond white', () => {
    const up = brightness(studioRadiance([0, 1, 0]));
    const down = brightness(studioRadiance([0, -1, 0]));
    const length = Math.hypot(...KEY_LIGHT);
    const key = brightness(studioRadiance([KEY_LIGHT[0] / length, KEY_LIGHT[1] / length, KEY_LIGHT[2] / length]));
    expect(up).toBeGreaterThan(down * 4);
    expect(key).toBeGreaterThan(up);
    for (let face = 0; face < 6; face++) {
      for (const [a, b] of [
        [-1, -1],
        [0, 0.5],
        [1, 1],
      ] as const) {
        for (const channel of studioRadiance(cubeTexelDirection(face, a, b))) {
          expect(channel).toBeGreaterThanOrEqual(0);
          expect(channel).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  test('no hard edge anywhere: neighbouring texels of a 32-texel face differ by little', () => {
    let largest = 0;
    const size = 32;
    for (let face = 0; face < 6; face++) {
      for (let row = 0; row < size; row++) {
        for (let col = 0; col + 1 < size; col++) {
          const at = (c: number) =>
            studioRadiance(cubeTexelDirection(face, ((c + 0.5) / size) * 2 - 1, ((row + 0.5) / size) * 2 - 1));
          const [p, q] = [at(col), at(col + 1)];
          largest = Math.max(largest, ...p.map((v, i) => Math.abs(v - q[i]!)));
        }
      }
    }
    expect(largest).toBeLessThan(0.08);
  });
});
