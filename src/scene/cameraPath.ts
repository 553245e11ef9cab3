import type { CameraMode } from '../anim/playback';
import { FRAME_MARGIN, type Rect } from './layout';

/**
 * The camera modes other than `free` (the person's own orbit): framings computed here, the same
 * on screen and in exports.
 */
export type FramedMode = Exclude<CameraMode, 'free'>;

export type Point3 = readonly [number, number, number];

export interface CameraPose {
  readonly position: Point3;
  readonly target: Point3;
}

/** The table's perspective camera: vertical field of view in degrees. */
export const CAMERA_FOV = 38;
/** Where each player sits, as camera azimuths: 1 near (+z), 2 far, 3 left, 4 right. */
export const SEAT_AZIMUTH: readonly number[] = [0, Math.PI, -Math.PI / 2, Math.PI / 2];
/**
 * Polar angles from straight down. The top view looks straight down on the board; the seated view
 * sits low behind the near tray, 54° from straight down, where the board's far edge looks about a
 * third narrower than its near edge and the far rows still read as rows. (Lower, the near tray's
 * marbles would need a wider lip to leave the coordinates in front of them readable: TRAY_LIP.)
 */
export const PLAYER_POLAR = 0.95;
export const TOP_POLAR = 0;
/** The cinematic orbit rides higher than the seated view, so the board stays large all the way round. */
export const ORBIT_POLAR = 0.82;
/**
 * The person's own orbit stops at about 69° from straight down: lower, the far rows fold into a
 * strip a few pixels high and the table reads edge-on. Below the seated view, so that is reachable.
 */
export const MAX_POLAR = 1.2;
export const MIN_DISTANCE = 2.5;

/**
 * Straight down, "up" on screen would be undefined; leaning by a hair toward the seat keeps the
 * seat at the bottom of the picture, as the camera controls do.
 */
const SAFE_POLAR = 1e-4;
/** Room left around the fitted table, as a share of its size. */
const FIT_MARGIN = 1.04;
/** Height above the table the fit allows for: marbles in flight, trays. */
const FIT_HEIGHT = 0.8;
/**
 * The moving camera fits a slightly rounded box: the exact one has corners where the view passes a
 * seat, and the camera would jolt there from moving in to moving out.
 */
const ROUNDING = 0.08;

// The cinematic orbit: one slow turn a minute, reached over the first seconds; the camera rises
// and falls and drifts in and out on periods that never line up, so the path does not look looped.
const ORBIT_SPEED = (2 * Math.PI) / 60;
const ORBIT_EASE_IN = 3;
const POLAR_SWING = 0.22;
const POLAR_PERIOD = 26;
const DISTANCE_SWING = 0.08;
const DISTANCE_PERIOD = 17;

function seatAzimuth(player: number): number {
  return SEAT_AZIMUTH[player - 1] ?? 0;
}

/** |x|, or with `rounding` a smooth curve just above it. */
function magnitude(x: number, rounding: number): number {
  return rounding === 0 ? Math.abs(x) : Math.hypot(x, rounding);
}

/**
 * The camera distance that shows the whole frame from `azimuth` and `polar`: its width across the
 * screen, its depth foreshortened, for a picture of `aspect` (width over height). Seen from any
 * azimuth the frame is a rotated rectangle, so across and along are the sides of its bounding box;
 * at the four seats they are its own sides. `rounding` (for a moving camera) fits a little more.
 */
export function fitDistance(frame: Rect, azimuth: number, polar: number, aspect: number, rounding = 0): number {
  const w = frame.maxX - frame.minX;
  const d = frame.maxZ - frame.minZ;
  const cos = magnitude(Math.cos(azimuth), rounding);
  const sin = magnitude(Math.sin(azimuth), rounding);
  const across = (w * cos + d * sin) * FIT_MARGIN;
  const along = w * sin + d * cos;
  const height = (along * Math.cos(polar) + FIT_HEIGHT * Math.sin(polar)) * FIT_MARGIN;
  const depth = along * Math.sin(polar);
  const halfFov = (CAMERA_FOV * Math.PI) / 360;
  // The box fits by its height unless it is wider than the picture.
  const heightToFit = across / height < aspect ? height : across / aspect;
  return Math.max((heightToFit * 0.5) / Math.tan(halfFov) + depth * 0.5, MIN_DISTANCE);
}

function orbitPose(frame: Rect, azimuth: number, polar: number, distance: number): CameraPose {
  return poseAround([(frame.minX + frame.maxX) / 2, (frame.minZ + frame.maxZ) / 2], azimuth, polar, distance);
}

/** The pose `distance` from the table point [cx, cz], seen from `azimuth` and `polar`. */
export function poseAround(
  [cx, cz]: readonly [number, number],
  azimuth: number,
  polar: number,
  distance: number,
): CameraPose {
  const lean = Math.max(polar, SAFE_POLAR);
  return {
    position: [
      cx + distance * Math.sin(lean) * Math.sin(azimuth),
      distance * Math.cos(lean),
      cz + distance * Math.sin(lean) * Math.cos(azimuth),
    ],
    target: [cx, 0, cz],
  };
}

/** 0 at whole periods, 1 half-way: a swing that starts and ends at rest. */
function swing(seconds: number, period: number): number {
  return (1 - Math.cos((2 * Math.PI * seconds) / period)) / 2;
}

/** Where the camera of a framed mode looks from at `seconds` into a clip, and how far it drifts out. */
function anglesAt(mode: FramedMode, player: number, seconds: number): { azimuth: number; polar: number; out: number } {
  const seat = seatAzimuth(player);
  if (mode === 'top') return { azimuth: seat, polar: TOP_POLAR, out: 1 };
  if (mode === 'player') return { azimuth: seat, polar: PLAYER_POLAR, out: 1 };
  const t = Math.max(seconds, 0);
  // The integral of a speed that rises from 0 to ORBIT_SPEED as 1 - e^(-t/τ): no jolt at the start.
  const azimuth = seat + ORBIT_SPEED * (t - ORBIT_EASE_IN * (1 - Math.exp(-t / ORBIT_EASE_IN)));
  const polar = ORBIT_POLAR - POLAR_SWING * swing(t, POLAR_PERIOD);
  return { azimuth, polar, out: 1 + DISTANCE_SWING * swing(t, DISTANCE_PERIOD) };
}

/**
 * The camera of a framed mode at `seconds` into a clip, for a picture of `aspect`. Top and player
 * views stand still, seen from `player`'s seat; the cinematic orbit starts over the same seat, higher
 * up, and eases around the board, a smooth function of `seconds`.
 */
export function cameraAt(mode: FramedMode, frame: Rect, player: number, seconds: number, aspect: number): CameraPose {
  const { azimuth, polar, out } = anglesAt(mode, player, seconds);
  const fit = fitDistance(frame, azimuth, polar, aspect, mode === 'cinematic' ? ROUNDING : 0);
  return orbitPose(frame, azimuth, polar, fit * out);
}

/**
 * How much of the frame's wood a picture taller than wide leaves out: at the left and right the
 * frame's margin (the fit's own margin keeps a lip of wood beside the gutter, with the ranks in the
 * well: see Scene.tsx), and a little beyond the trays. The frame's width then decides the fit, and
 * a 7x7 grid spans about 77% of a 390x844 phone's width rather than 70%.
 */
const PORTRAIT_TRIM = { x: FRAME_MARGIN, z: 0.25 };

/** The part of the table the screen's camera fits for a picture of `aspect` (width over height). */
export function screenFrame(frame: Rect, aspect: number): Rect {
  if (aspect >= 1) return frame;
  return {
    minX: frame.minX + PORTRAIT_TRIM.x,
    maxX: frame.maxX - PORTRAIT_TRIM.x,
    minZ: frame.minZ + PORTRAIT_TRIM.z,
    maxZ: frame.maxZ - PORTRAIT_TRIM.z,
  };
}

/** Where a set of points lands in a picture, in its own units: -1 to 1 across and up. */
export interface PictureBox {
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
  readonly top: number;
}

/** The box that `points` take in the picture `pose` films at `aspect`. */
export function pictureBox(pose: CameraPose, points: readonly Point3[], aspect: number): PictureBox {
  const [px, py, pz] = pose.position;
  const [tx, ty, tz] = pose.target;
  const fl = Math.hypot(tx - px, ty - py, tz - pz);
  const f = [(tx - px) / fl, (ty - py) / fl, (tz - pz) / fl] as const;
  // The camera's axes as three's lookAt makes them with "up" along +y: right = f x up, up = right x f.
  const rl = Math.hypot(f[2], f[0]);
  const r = [-f[2] / rl, 0, f[0] / rl] as const;
  const u = [r[1] * f[2] - r[2] * f[1], r[2] * f[0] - r[0] * f[2], r[0] * f[1] - r[1] * f[0]] as const;
  const tan = Math.tan((CAMERA_FOV * Math.PI) / 360);
  const box = { left: Infinity, right: -Infinity, bottom: Infinity, top: -Infinity };
  for (const [x, y, z] of points) {
    const d = [x - px, y - py, z - pz] as const;
    const depth = d[0] * f[0] + d[1] * f[1] + d[2] * f[2];
    const across = (d[0] * r[0] + d[2] * r[2]) / (depth * tan * aspect);
    const up = (d[0] * u[0] + d[1] * u[1] + d[2] * u[2]) / (depth * tan);
    box.left = Math.min(box.left, across);
    box.right = Math.max(box.right, across);
    box.bottom = Math.min(box.bottom, up);
    box.top = Math.max(box.top, up);
  }
  return box;
}

/**
 * How far what an export films reaches towards the picture's edges: the board and the trays span
 * this share of the picture's height or width, whichever they meet first.
 */
export const EXPORT_FILL = 0.92;

function reach(box: PictureBox): number {
  return Math.max(-box.left, box.right, -box.bottom, box.top);
}

/**
 * The pose looking from `azimuth` and `polar` whose picture holds `subject` centred, reaching
 * `fill` of the way to the nearest edges. A tilted table's near side looks wider than its far
 * side, so the picture is centred by sliding the point looked at, not by looking at the middle.
 */
export function fitSubject(
  subject: readonly Point3[],
  azimuth: number,
  polar: number,
  aspect: number,
  fill: number,
): CameraPose {
  const xs = subject.map((p) => p[0]);
  const zs = subject.map((p) => p[2]);
  let centre: [number, number] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...zs) + Math.max(...zs)) / 2];
  // Sliding the point looked at towards the seat moves the picture's content up.
  const toward = [Math.sin(azimuth), Math.cos(azimuth)] as const;
  const at = (shift: number): [number, number] => [centre[0] + toward[0] * shift, centre[1] + toward[1] * shift];
  const distanceFor = (c: readonly [number, number]): number => {
    // The subject's reach shrinks as the camera backs off: halve the bracket until it fits `fill`.
    let near = MIN_DISTANCE;
    let far = 1000;
    for (let i = 0; i < 50; i++) {
      const mid = (near + far) / 2;
      if (reach(pictureBox(poseAround(c, azimuth, polar, mid), subject, aspect)) > fill) near = mid;
      else far = mid;
    }
    return far;
  };
  const middle = (c: readonly [number, number]): number => {
    const box = pictureBox(poseAround(c, azimuth, polar, distanceFor(c)), subject, aspect);
    return (box.top + box.bottom) / 2;
  };
  // A few secant steps on the shift that puts the subject's middle at the picture's.
  let a = 0;
  let b = 0.5;
  let fa = middle(at(a));
  for (let i = 0; i < 8 && Math.abs(fa) > 1e-4; i++) {
    const fb = middle(at(b));
    if (fb === fa) break;
    const next = b - (fb * (b - a)) / (fb - fa);
    a = b;
    fa = fb;
    b = next;
  }
  centre = at(a);
  return poseAround(centre, azimuth, polar, distanceFor(centre));
}

/**
 * The camera of an export at `seconds` into a clip, for a picture of `aspect`: the framed mode's
 * angles, as on screen, but closed in on what is filmed (`subject`: see filmSubject.ts) so that it
 * spans EXPORT_FILL of the picture's height or width. The cinematic orbit keeps that fit all the
 * way round, without the screen's drift in and out.
 */
export function exportCameraAt(
  mode: FramedMode,
  subject: readonly Point3[],
  player: number,
  seconds: number,
  aspect: number,
): CameraPose {
  const { azimuth, polar } = anglesAt(mode, player, seconds);
  return fitSubject(subject, azimuth, polar, aspect, EXPORT_FILL);
}
