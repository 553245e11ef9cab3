import { describe, expect, it } from 'vitest';
import { MARBLE_RADIUS } from '../../src/anim/geometry';
import { type Quat, type Vec3, UP, cross, quatFromAxisAngle, quatMultiply } from '../../src/anim/vec';
import { MARK_SHADE, VANE_SHADE, WHITE, marbleShade } from '../../src/scene/marblePattern';
import type { MarbleMark } from '../../src/scene/theme';
import { rotate } from '../anim/fixtures';

/** Points spread over the unit sphere (a Fibonacci lattice). */
const SPHERE: readonly Vec3[] = Array.from({ length: 4000 }, (_, i) => {
  const y = 1 - (2 * (i + 0.5)) / 4000;
  const r = Math.sqrt(1 - y * y);
  const a = i * Math.PI * (3 - Math.sqrt(5));
  return [r * Math.cos(a), y, r * Math.sin(a)];
});

/** The half of the sphere a camera straight above sees, in world space. */
const TOP: readonly Vec3[] = SPHERE.filter((p) => p[1] > 0.2);

const MARKS: readonly (MarbleMark | null)[] = [null, 'plain', 'rings', 'spots', 'checks'];

/** What a camera above sees of a marble turned by `q`: the shade at each point of the top. */
function topView(mark: MarbleMark | null, q: Quat): number[] {
  const back: Quat = [-q[0], -q[1], -q[2], q[3]];
  return TOP.map((w) => marbleShade(mark, rotate(back, w)));
}

/** Share of the top that shows another shade after the marble rolls `distance` toward `heading` (radians). */
function changed(mark: MarbleMark | null, from: Quat, heading: number, distance: number): number {
  const travel: Vec3 = [Math.cos(heading), 0, Math.sin(heading)];
  const rolled = quatMultiply(quatFromAxisAngle(cross(UP, travel), distance / MARBLE_RADIUS), from);
  const before = topView(mark, from);
  const after = topView(mark, rolled);
  return before.filter((s, i) => s !== after[i]).length / before.length;
}

describe('the marbles’ paint', () => {
  it.each(MARKS)('%s: white, a mark in black and the cat’s-eye in grey, nothing else', (mark) => {
    const shades = new Set(SPHERE.map((p) => marbleShade(mark, p)));
    expect([...shades].sort((a, b) => a - b)).toEqual(
      mark === null || mark === 'plain' ? [VANE_SHADE, WHITE] : [MARK_SHADE, VANE_SHADE, WHITE],
    );
    expect(VANE_SHADE - MARK_SHADE).toBeGreaterThan(80);
    expect(WHITE - VANE_SHADE).toBeGreaterThan(80);
  });

  it.each(MARKS)('%s: the cat’s-eye leaves the mark as it is and shows wherever the mark leaves white', (mark) => {
    for (const p of SPHERE) {
      const shade = marbleShade(mark, p);
      if (shade !== MARK_SHADE) expect(shade).toBe(marbleShade(null, p));
    }
    const vanes = SPHERE.filter((p) => marbleShade(mark, p) === VANE_SHADE).length / SPHERE.length;
    expect(vanes).toBeGreaterThan(0.05);
  });

  const STARTS: readonly { name: string; q: Quat }[] = [
    { name: 'unturned', q: [0, 0, 0, 1] },
    { name: 'rolled before', q: quatFromAxisAngle([0.6, 0, 0.8], 2.3) },
    { name: 'rolled another way', q: quatFromAxisAngle([-1, 0, 0], 4.1) },
  ];

  it.each(MARKS.flatMap((mark) => STARTS.map((start) => ({ mark, ...start }))))(
    '$mark, $name: a quarter cell of rolling, any way, changes what is seen from above',
    ({ mark, q }) => {
      for (let heading = 0; heading < 2 * Math.PI; heading += Math.PI / 12) {
        expect(changed(mark, q, heading, 0.25)).toBeGreaterThan(0.08);
      }
    },
  );
});
