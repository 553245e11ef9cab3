import type { FilmPlan } from '../anim/frames';
import { type CameraPose, type Point3, SEAT_AZIMUTH, fitSubject, poseAround } from './cameraPath';

// The camera that follows the action: before each move it turns to frame the cell dropped on and
// the lines the drop pushes, and holds there while the move plays. It is a pure function of the
// clip's time, like the orbit, so a frame filmed twice is the same frame.

/** How high above the table it looks from, from straight down: the board reads as a board, not a wall. */
export const FOLLOW_POLAR = 0.78;
/** The fastest its line of sight turns, in radians a second, and its point of view slides, in table units. */
export const FOLLOW_MAX_TURN = 0.9;
const MAX_SLIDE = 5;
/** Even a small change of view takes this long: the camera never snaps. */
const MIN_MOVE_SECONDS = 0.7;
/** The eased move's top speed over its mean speed (smoothstep's slope at its middle). */
const EASE_PEAK = 1.5;
/** How far the camera leans off the seat towards the side of the board where the move is. */
const LEAN = 0.35;
/** The action spans this share of the picture; the rest is the board around it. */
const FOLLOW_FILL = 0.62;

/** What one move asks the camera to frame, from when it may start turning there (clip seconds). */
export interface FollowShot {
  readonly from: number;
  readonly focus: readonly Point3[];
}

/** A view of the table: the point looked at, how far away, and from which side. */
interface View {
  readonly x: number;
  readonly z: number;
  readonly distance: number;
  readonly azimuth: number;
}

interface Move {
  readonly start: number;
  readonly seconds: number;
  readonly from: View;
  readonly to: View;
}

function poseOf(view: View): CameraPose {
  return poseAround([view.x, view.z], view.azimuth, FOLLOW_POLAR, view.distance);
}

function sightOf(view: View): Point3 {
  const { position: p, target: t } = poseOf(view);
  const d = Math.hypot(t[0] - p[0], t[1] - p[1], t[2] - p[2]);
  return [(t[0] - p[0]) / d, (t[1] - p[1]) / d, (t[2] - p[2]) / d];
}

function angleBetween(a: Point3, b: Point3): number {
  return Math.acos(Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2])));
}

function ease(u: number): number {
  return u * u * (3 - 2 * u);
}

function between(a: View, b: View, u: number): View {
  const e = ease(Math.min(Math.max(u, 0), 1));
  const mix = (p: number, q: number) => p + (q - p) * e;
  return {
    x: mix(a.x, b.x),
    z: mix(a.z, b.z),
    distance: mix(a.distance, b.distance),
    azimuth: mix(a.azimuth, b.azimuth),
  };
}

/** The view framing `focus` from `seat`'s side of `board` (its middle at `centre`), leaning towards it. */
function viewOf(
  focus: readonly Point3[],
  seat: number,
  centre: readonly [number, number],
  span: number,
  aspect: number,
): View {
  const xs = focus.map((p) => p[0]);
  const zs = focus.map((p) => p[2]);
  const fx = (Math.min(...xs) + Math.max(...xs)) / 2 - centre[0];
  const fz = (Math.min(...zs) + Math.max(...zs)) / 2 - centre[1];
  // Across the picture, seen from the seat: positive to the right.
  const across = fx * Math.cos(seat) - fz * Math.sin(seat);
  const azimuth = seat + LEAN * Math.max(-1, Math.min(1, across / span));
  const pose = fitSubject(focus, azimuth, FOLLOW_POLAR, aspect, FOLLOW_FILL);
  const [px, py, pz] = pose.position;
  const [tx, , tz] = pose.target;
  return { x: tx, z: tz, distance: Math.hypot(px - tx, py, pz - tz), azimuth };
}

/**
 * The following camera for a clip whose moves ask for `shots` (in clip order), filmed from
 * `player`'s side of a table whose whole subject is `subject` (see filmSubject.ts), for a picture
 * of `aspect`: the pose at each second of the clip. Each turn eases in and out and takes long
 * enough that the line of sight never turns faster than FOLLOW_MAX_TURN; a turn cut short by the
 * next shot starts the next from where it got to.
 */
export function followCamera(
  shots: readonly FollowShot[],
  subject: readonly Point3[],
  player: number,
  aspect: number,
): (seconds: number) => CameraPose {
  const seat = SEAT_AZIMUTH[player - 1] ?? 0;
  const xs = subject.map((p) => p[0]);
  const zs = subject.map((p) => p[2]);
  const centre = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...zs) + Math.max(...zs)) / 2] as const;
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs)) / 2;
  const views = shots.map((shot) => viewOf(shot.focus, seat, centre, span, aspect));
  const moves: Move[] = [];
  const at = (seconds: number): View => {
    const move = moves.findLast((m) => m.start <= seconds) ?? moves[0];
    if (!move) return views[0] ?? viewOf(subject, seat, centre, span, aspect);
    return between(move.from, move.to, (seconds - move.start) / move.seconds);
  };
  for (const [i, shot] of shots.entries()) {
    const to = views[i]!;
    if (i === 0) {
      moves.push({ start: Number.NEGATIVE_INFINITY, seconds: 1, from: to, to });
      continue;
    }
    const from = at(shot.from);
    const turn = angleBetween(sightOf(from), sightOf(to));
    const slide = Math.hypot(to.x - from.x, to.z - from.z, to.distance - from.distance);
    const seconds = Math.max(MIN_MOVE_SECONDS, (EASE_PEAK * turn) / FOLLOW_MAX_TURN, (EASE_PEAK * slide) / MAX_SLIDE);
    moves.push({ start: shot.from, seconds, from, to });
  }
  return (seconds) => poseOf(at(seconds));
}

/**
 * The shots of a clip filmed as `plan`: one for each move it shows, framing `focusOf(ply)`, from
 * the start of the move's first stretch (the still before it), so the camera has turned there by
 * the time the marble falls.
 */
export function followShots(plan: FilmPlan, focusOf: (ply: number) => readonly Point3[]): FollowShot[] {
  const shots: FollowShot[] = [];
  let begin = 0;
  let lastPly: number | null = null;
  for (const piece of plan.pieces) {
    if (piece.ply !== lastPly) shots.push({ from: begin, focus: focusOf(piece.ply) });
    lastPly = piece.ply;
    begin += piece.seconds;
  }
  return shots;
}
