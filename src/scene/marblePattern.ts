import { type Vec3, add, cross, dot, normalize, scale } from '../anim/vec';
import type { MarbleMark } from './theme';

/**
 * What is painted on a marble, as a grey level (0 to 255) at each point of the unit sphere in
 * the marble's own frame; the player's colour multiplies it. Pure, so the tests can look at it.
 *
 * Every marble carries a cat's-eye: three petal-shaped vanes in a mid grey around one slanted
 * axis, so whichever way it rolls, its turning shows from any seat and from above. The
 * high-contrast theme's player marks stay black on white, apart from it: the vanes show only
 * where a mark leaves the marble white, and never in the mark's black, so no mark reads as
 * another and the vanes read as no mark.
 */

/** The vanes' axis: slanted, so that seen from above a marble at rest shows its eye side on. */
const AXIS = normalize([0.55, 0.45, 0.7]);
/** Two directions across the axis, for the vanes' planes. */
const ACROSS = normalize(cross(AXIS, [0, 1, 0]));
const ACROSS2 = cross(AXIS, ACROSS);
/** Three vanes, a third of a turn apart, each a plane through the axis. */
const VANE_NORMALS: readonly Vec3[] = [0, 1, 2].map((k) =>
  add(scale(ACROSS, Math.cos((k * Math.PI) / 3)), scale(ACROSS2, Math.sin((k * Math.PI) / 3))),
);
/** Half the width of a vane where it is widest, as the sine of an angle from its plane. */
const VANE_WIDTH = 0.14;

export const WHITE = 255;
/** The mark's black: darker than any vane. */
export const MARK_SHADE = 24;
/** The vanes' grey: light enough to stay apart from a mark's black, dark enough to read on white. */
export const VANE_SHADE = 120;

/** Fixed spots spread evenly over a sphere: the six axes and the eight cube corners. */
const SPOTS: readonly Vec3[] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
  ...[-1, 1].flatMap((x) => [-1, 1].flatMap((y) => [-1, 1].map((z) => normalize([x, y, z])))),
];

/** Whether the point `p` of the unit sphere lies on the mark. */
function onMark(mark: MarbleMark, p: Vec3): boolean {
  if (mark === 'rings') return Math.abs(Math.sin(p[1] * Math.PI * 2.5)) > 0.8;
  if (mark === 'spots') return SPOTS.some((s) => dot(p, s) > 0.93);
  if (mark === 'checks') return p[0] * p[1] * p[2] > 0;
  return false;
}

/** Whether `p` lies on a vane: petals widest half way round from the axis, pointed at its ends. */
export function onVane(p: Vec3): boolean {
  const along = dot(p, AXIS);
  const width = VANE_WIDTH * Math.sqrt(Math.max(0, 1 - along * along));
  return VANE_NORMALS.some((n) => Math.abs(dot(p, n)) < width);
}

/** The grey at `p` of a marble with `mark`, or of a marble that carries no mark (null). */
export function marbleShade(mark: MarbleMark | null, p: Vec3): number {
  if (mark !== null && onMark(mark, p)) return MARK_SHADE;
  return onVane(p) ? VANE_SHADE : WHITE;
}
