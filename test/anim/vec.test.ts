import { describe, expect, it } from 'vitest';
import { type Vec3, cross, dot, normalize, quatFromAxisAngle, quatMultiply } from '../../src/anim/vec';
import { rotate } from './fixtures';

function expectClose(actual: readonly number[], expected: readonly number[]): void {
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 12));
}

describe('vectors', () => {
  it.each([
    { a: [1, 0, 0], b: [0, 1, 0], c: [0, 0, 1] },
    { a: [0, 1, 0], b: [1, 0, 0], c: [0, 0, -1] },
    { a: [0, 1, 0], b: [0, 0, 1], c: [1, 0, 0] },
  ] as { a: Vec3; b: Vec3; c: Vec3 }[])('$a x $b = $c', ({ a, b, c }) => {
    expect(cross(a, b)).toEqual(c);
  });

  it('dot is zero across and the product of lengths along', () => {
    expect(dot([1, 0, 0], [0, 0, 1])).toBe(0);
    expect(dot([2, 0, 0], [3, 0, 0])).toBe(6);
    expect(dot([1, 2, 3], [4, -5, 6])).toBe(12);
  });

  it('normalize gives unit length and leaves the zero vector alone', () => {
    expectClose(normalize([3, 0, 4]), [0.6, 0, 0.8]);
    expect(normalize([0, 0, 0])).toEqual([0, 0, 0]);
  });
});

describe('quaternions', () => {
  it.each([
    { axis: [0, 0, 1], angle: Math.PI / 2, v: [1, 0, 0], out: [0, 1, 0] },
    { axis: [1, 0, 0], angle: Math.PI / 2, v: [0, 1, 0], out: [0, 0, 1] },
    { axis: [0, 1, 0], angle: Math.PI, v: [1, 0, 0], out: [-1, 0, 0] },
  ] as { axis: Vec3; angle: number; v: Vec3; out: Vec3 }[])(
    'a turn of $angle about $axis takes $v to $out',
    ({ axis, angle, v, out }) => {
      expectClose(rotate(quatFromAxisAngle(axis, angle), v), out);
    },
  );

  it('a * b turns by b first, then by a', () => {
    const a = quatFromAxisAngle([0, 0, 1], Math.PI / 2);
    const b = quatFromAxisAngle([1, 0, 0], Math.PI / 2);
    const v: Vec3 = [0, 1, 0];
    expectClose(rotate(quatMultiply(a, b), v), rotate(a, rotate(b, v)));
    expectClose(rotate(quatMultiply(a, b), v), [0, 0, 1]);
  });
});
