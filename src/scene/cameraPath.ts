import type { CameraMode } from '../anim/playback';
import type { Rect } from './layout';

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
/** Polar angles from straight down: the seated view looks over the near tray at the board. */
export const PLAYER_POLAR = 0.82;
export const TOP_POLAR = 0;
/** The camera never goes below the table edge nor closer than a marble's length to it. */
export const MAX_POLAR = Math.PI / 2 - 0.15;
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
  const cx = (frame.minX + frame.maxX) / 2;
  const cz = (frame.minZ + frame.maxZ) / 2;
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

/**
 * The camera of a framed mode at `seconds` into a clip, for a picture of `aspect`. Top and player
 * views stand still, seen from `player`'s seat; the cinematic orbit starts over the same seat and
 * eases around the board, a smooth function of `seconds`.
 */
export function cameraAt(mode: FramedMode, frame: Rect, player: number, seconds: number, aspect: number): CameraPose {
  const seat = seatAzimuth(player);
  if (mode === 'top') return orbitPose(frame, seat, TOP_POLAR, fitDistance(frame, seat, TOP_POLAR, aspect));
  if (mode === 'player') return orbitPose(frame, seat, PLAYER_POLAR, fitDistance(frame, seat, PLAYER_POLAR, aspect));
  const t = Math.max(seconds, 0);
  // The integral of a speed that rises from 0 to ORBIT_SPEED as 1 - e^(-t/τ): no jolt at the start.
  const azimuth = seat + ORBIT_SPEED * (t - ORBIT_EASE_IN * (1 - Math.exp(-t / ORBIT_EASE_IN)));
  const polar = PLAYER_POLAR - POLAR_SWING * swing(t, POLAR_PERIOD);
  const fit = fitDistance(frame, azimuth, polar, aspect, ROUNDING);
  const distance = fit * (1 + DISTANCE_SWING * swing(t, DISTANCE_PERIOD));
  return orbitPose(frame, azimuth, polar, distance);
}
