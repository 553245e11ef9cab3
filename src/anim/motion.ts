import { coast, easeInOutSine, recoil } from './easing';
import { MARBLE_RADIUS } from './geometry';
import { RECOIL_PEAK } from './impulse';
import { type Quat, type Vec3, UP, add, cross, length, lerp, quatFromAxisAngle, quatMultiply, scale, sub } from './vec';

/** World units per second squared: far below a real table's, so a fall reads at a glance. */
const GRAVITY = 45;
/** Share of its speed a marble keeps, upward, when it bounces. */
const RESTITUTION = 0.3;
const BOUNCES = 2;

interface SegmentTimes {
  /** Start and end, in natural seconds from the start of the move. */
  readonly t0: number;
  readonly t1: number;
  /** The marble's orientation when the segment starts. */
  readonly quaternion: Quat;
  /** The cell the marble rests on once the segment is over, null in a tray or out of sight. */
  readonly endCell: number | null;
}

/** One stretch of a marble's motion; segments of one marble never overlap in time. */
export type Segment = SegmentTimes &
  (
    | { readonly kind: 'arc'; readonly from: Vec3; readonly to: Vec3; readonly height: number }
    | {
        readonly kind: 'roll';
        readonly from: Vec3;
        readonly to: Vec3;
        /**
         * Leaves `from` at the speed the impulse gave it and slows evenly: the share of that speed
         * it still has on `to`, 0 for a marble that comes to rest there (see `coast`).
         */
        readonly keep: number;
        readonly axis: Vec3;
      }
    | {
        readonly kind: 'fall';
        readonly from: Vec3;
        readonly velocity: Vec3;
        /** How far it may drift sideways before a wall stops that drift; it drops straight on from there. */
        readonly reach: number;
      }
    | { readonly kind: 'settle'; readonly to: Vec3; readonly height: number }
    | { readonly kind: 'hidden'; readonly at: Vec3 }
  );

/**
 * The recoil of a marble as an impulse passes through it, along `direction` and back (see
 * `recoil`), added on top of its segments; the marble rolls there and back with it.
 */
export interface Knock {
  readonly t0: number;
  readonly t1: number;
  readonly direction: Vec3;
  readonly amplitude: number;
}

export interface Track {
  readonly player: number;
  readonly start: Vec3;
  readonly startQuaternion: Quat;
  readonly startCell: number | null;
  readonly segments: readonly Segment[];
  readonly knocks: readonly Knock[];
}

export interface MarbleState {
  readonly position: Vec3;
  readonly quaternion: Quat;
  readonly cell: number | null;
  readonly visible: boolean;
}

/** Time from letting go at `height` above the rest point to the first touch. */
export function contactTime(height: number): number {
  return Math.sqrt((2 * height) / GRAVITY);
}

/** Time from letting go at `height` above the rest point until the bounces have died out. */
export function settleDuration(height: number): number {
  let total = contactTime(height);
  let speed = GRAVITY * total;
  for (let i = 0; i < BOUNCES; i++) {
    speed *= RESTITUTION;
    total += (2 * speed) / GRAVITY;
  }
  return total;
}

/** Height above the rest point `tau` seconds after letting go at `height`: a free fall, then small bounces. */
function settleHeight(height: number, tau: number): number {
  const tf = contactTime(height);
  if (tau < tf) return height - (GRAVITY * tau * tau) / 2;
  let rest = tau - tf;
  let speed = GRAVITY * tf;
  for (let i = 0; i < BOUNCES; i++) {
    speed *= RESTITUTION;
    const flight = (2 * speed) / GRAVITY;
    if (rest < flight) return speed * rest - (GRAVITY * rest * rest) / 2;
    rest -= flight;
  }
  return 0;
}

/** Seconds for a marble let go at `from` with `velocity` to fall to height `floor`. */
export function fallDuration(from: Vec3, velocity: Vec3, floor: number): number {
  const vy = velocity[1];
  const drop = from[1] - floor;
  return (vy + Math.sqrt(vy * vy + 2 * GRAVITY * drop)) / GRAVITY;
}

/** A ball that rolls `travelled` turns by travelled / radius about `axis` (up x its heading), on top of `from`. */
function turned(from: Quat, axis: Vec3, travelled: number): Quat {
  return quatMultiply(quatFromAxisAngle(axis, travelled / MARBLE_RADIUS), from);
}

/** Where a falling marble is `time` seconds after letting go, and how far its spin has carried on turning it. */
function sampleFall(segment: Segment & { kind: 'fall' }, time: number): { position: Vec3; quaternion: Quat } {
  const sideways: Vec3 = [segment.velocity[0], 0, segment.velocity[2]];
  const speed = length(sideways);
  const drift = Math.min(speed * time, segment.reach);
  const position = add(segment.from, [0, segment.velocity[1] * time - (GRAVITY * time * time) / 2, 0]);
  if (speed === 0) return { position, quaternion: segment.quaternion };
  const heading = scale(sideways, 1 / speed);
  // Nothing in the air slows its spin, so it keeps turning as fast as it rolled off.
  const axis = cross(UP, heading);
  return { position: add(position, scale(heading, drift)), quaternion: turned(segment.quaternion, axis, speed * time) };
}

/** Position and orientation `tau` seconds into a segment (clamped to its length). */
function sampleSegment(segment: Segment, tau: number): { position: Vec3; quaternion: Quat } {
  const span = segment.t1 - segment.t0;
  const time = Math.min(Math.max(tau, 0), span);
  const u = span > 0 ? time / span : 1;
  switch (segment.kind) {
    case 'arc': {
      // Up at once and across only gently at first: a marble lifted out of a tray clears its
      // neighbours, 2.2 radii away, before it heads off sideways.
      const e = easeInOutSine(u);
      const rise = Math.sin((Math.PI / 2) * u);
      const y = segment.from[1] + (segment.to[1] - segment.from[1]) * rise + segment.height * Math.sin(Math.PI * rise);
      const base = lerp(segment.from, segment.to, e);
      return { position: [base[0], y, base[2]], quaternion: segment.quaternion };
    }
    case 'roll': {
      const e = coast(u, segment.keep);
      const travelled = e * length(sub(segment.to, segment.from));
      return {
        position: lerp(segment.from, segment.to, e),
        quaternion: turned(segment.quaternion, segment.axis, travelled),
      };
    }
    case 'fall':
      return sampleFall(segment, time);
    case 'settle':
      return { position: add(segment.to, [0, settleHeight(segment.height, time), 0]), quaternion: segment.quaternion };
    case 'hidden':
      return { position: segment.at, quaternion: segment.quaternion };
  }
}

/** Where a track leaves its marble once all its segments are over. */
export function trackEnd(track: Track): { position: Vec3; quaternion: Quat } {
  const last = track.segments[track.segments.length - 1];
  return last ? sampleSegment(last, last.t1 - last.t0) : { position: track.start, quaternion: track.startQuaternion };
}

export function trackDuration(track: Track): number {
  const ends = [...track.segments, ...track.knocks].map((s) => s.t1);
  return Math.max(0, ...ends);
}

/** The marble's state at natural time `t`. */
export function sampleTrack(track: Track, t: number): MarbleState {
  let state: MarbleState = {
    position: track.start,
    quaternion: track.startQuaternion,
    cell: track.startCell,
    visible: true,
  };
  for (const segment of track.segments) {
    // At its very start a segment has not moved the marble yet, so the state before it still holds.
    if (t <= segment.t0) break;
    const inside = t < segment.t1;
    const { position, quaternion } = sampleSegment(segment, t - segment.t0);
    state = {
      position,
      quaternion,
      cell: inside ? null : segment.endCell,
      visible: !(inside && segment.kind === 'hidden'),
    };
  }
  const shift = recoilShift(track.knocks, t);
  const travelled = length(shift);
  if (travelled === 0) return state;
  return {
    ...state,
    position: add(state.position, shift),
    // Rolled straight out by the shift, not slid: exact while the recoils under way share one line,
    // as they do but where two reflected impulses cross the dropped marble at once.
    quaternion: turned(state.quaternion, cross(UP, scale(shift, 1 / travelled)), travelled),
  };
}

/** How far the recoils under way at `t` have moved a marble from where its segments put it. */
function recoilShift(knocks: readonly Knock[], t: number): Vec3 {
  let shift: Vec3 = [0, 0, 0];
  for (const knock of knocks) {
    if (knock.t0 < t && t < knock.t1) {
      const amount = knock.amplitude * recoil((t - knock.t0) / (knock.t1 - knock.t0), RECOIL_PEAK);
      shift = add(shift, scale(knock.direction, amount));
    }
  }
  return shift;
}
