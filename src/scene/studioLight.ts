import type { Vec3 } from '../anim/vec';

/** Where the key light comes from, seen from the table's centre (up, to the left, toward the first seat). */
export const KEY_LIGHT: Vec3 = [-0.6, 1.6, 0.9];

export type Rgb = readonly [number, number, number];

const ZENITH: Rgb = [0.93, 0.93, 0.94];
const HORIZON: Rgb = [0.6, 0.58, 0.55];
const FLOOR: Rgb = [0.13, 0.12, 0.11];

function smoothstep(from: number, to: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - from) / (to - from)));
  return t * t * (3 - 2 * t);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function normalised([x, y, z]: Vec3): Vec3 {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

const KEY = normalised(KEY_LIGHT);

/**
 * The light a marble reflects from `direction` (a unit vector, world axes), in sRGB 0..1: a bright
 * sky fading to a warm horizon, a dark floor, and one broad soft glow around the key light, so its
 * reflection sits with the highlight. Every change is gradual: a reflection of hard-edged lamps
 * (three's RoomEnvironment) showed as a white rectangle on every marble and as blotches where a
 * software renderer samples a small cube map.
 */
export function studioRadiance(direction: Vec3): Rgb {
  const [x, y, z] = direction;
  const sky = mix(HORIZON, ZENITH, smoothstep(0, 0.9, y));
  const base = mix(FLOOR, sky, smoothstep(-0.25, 0.05, y));
  const glow = 0.45 * Math.max(0, x * KEY[0] + y * KEY[1] + z * KEY[2]) ** 12;
  return [Math.min(1, base[0] + glow), Math.min(1, base[1] + glow), Math.min(1, base[2] + glow)];
}

/**
 * The world direction a texel of a cube map shows, for three's face order (+x, -x, +y, -y, +z, -z)
 * and `a`, `b` in -1..1 across the face's columns and down its rows. three samples a cube texture
 * made from images with x mirrored, which the last step undoes.
 */
export function cubeTexelDirection(face: number, a: number, b: number): Vec3 {
  const sampled: readonly Vec3[] = [
    [1, -b, -a],
    [-1, -b, a],
    [a, 1, b],
    [a, -1, -b],
    [a, -b, 1],
    [-a, -b, -1],
  ];
  const [x, y, z] = normalised(sampled[face]!);
  return [-x, y, z];
}
