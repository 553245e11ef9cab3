import type { Board } from '../engine/board';
import type { MoveEvent, PushEvent } from '../engine/drop';
import { OPPOSITE } from '../engine/lattice';
import { coastTimeTo, pulse, recoil } from './easing';
import { cellCenter, directionVector, offBoardPoint } from './geometry';
import {
  type Knock,
  type Segment,
  type Track,
  contactTime,
  fallDuration,
  sampleTrack,
  settleDuration,
  trackDuration,
  trackEnd,
} from './motion';
import { CUSHION_RECOIL, RECOIL, RECOIL_PEAK, RECOIL_STEPS, impulseStep } from './impulse';
import { driftLimit } from './outline';
import { type EffectPose, type Pose, type RestMarble, restMarbles, spotPosition, stillPose } from './pose';
import { trayPosition } from './trays';
import { type Vec3, UP, add, cross, length, lerp, scale, sub } from './vec';

export type { EffectPose, MarblePose, Pose, RestMarble } from './pose';
export { restMarbles, restPose, stillPose } from './pose';

// Natural timings in seconds and sizes in world units (a cell is 1 across). A move at normal speed
// ends within 1.5 s on the preset boards (issue 54; test/anim/pace.test.ts) while the impulse keeps
// at least 90 ms a marble: the lift, the drop, the roll and the way back to a tray pay for it. With
// a 0.28 s lift, a drop from 1.0, gravity at 30 and a drop from 0.15 into the tray, a line of eight
// pushed off a 9x9 took 1.87 s and a line of five off a 7x7 1.57 s; now the lift and the drop
// quicken on moves with long lines (see `dropPace`), gravity is 45 and the tray drop 0.08 high, and
// they take 1.49 s and 1.33 s.
/**
 * Tray to hover: any quicker and a lift from the far tray of a 7x7 moves over 0.05 a millisecond
 * (0.06 on a 9x9, 0.07 when a line of eight hurries it; see UNHURRIED_MARBLES).
 */
const LIFT_TIME = 0.28;
/** How far above the straight tray-to-cell line a lifted marble travels at mid-flight. */
const LIFT_ARC = 0.5;
/** Height above its cell at which a dropped marble is let go: it falls for 0.21 s. */
const DROP_HEIGHT = 1.0;
/**
 * A move whose longest line has more marbles than this lifts its marble LIFT_HURRY seconds quicker
 * and lets it go DROP_HURRY lower for each marble more, up to HURRIED_MARBLES: on a line of eight
 * a 0.24 s lift and a drop from 0.3 strike the line 0.14 s sooner. The impulse along such a line
 * takes 0.63 s, so the hand hurries instead and the move keeps its pace.
 */
const UNHURRIED_MARBLES = 3;
const HURRIED_MARBLES = 8;
const LIFT_HURRY = 0.008;
const DROP_HURRY = 0.14;
/** A marble back in its tray drops in from this high and has settled 0.11 s later. */
const TRAY_DROP_HEIGHT = 0.08;
/**
 * A line's last marble rolls its one cell in this time, leaving at twice the average speed, 6.7
 * cells a second, and slowing evenly to rest (see `coast`).
 */
const ROLL_TIME = 0.3;
/** A marble tips over the board's edge once its centre passes the half step, so it rolls a bit beyond. */
const EDGE_ROLL_SHARE = 0.6;
/**
 * Height at which a marble that left the board is out of sight: one radius under the floor the
 * board stands on (FLOOR_Y = -0.9 in src/scene/layout.ts), which it sinks through. Falling that far
 * and no further takes 0.27 s, not 0.28.
 */
const FALL_FLOOR = -1.25;
const HIDDEN_TIME = 0.02;
const FLASH_TIME = 0.3;
const RETURN_TIME = 0.5;
const RETURN_ARC = 0.8;

/** A moment worth a sound or a flash in the scene, in seconds at the timeline's speed. */
export interface Cue {
  readonly time: number;
  /** `fall`: over the board's edge; `sink`: down a hole. */
  readonly kind: 'lift' | 'land' | 'knock' | 'roll' | 'fall' | 'sink' | 'tray' | 'squash' | 'flash';
  /** The board cell left, struck or landed on; null for a tray. */
  readonly cell: number | null;
}

export interface PhaseTimes {
  /** When the dropped marble first touches its cell and phase 1 starts; null for a swap. */
  readonly impact: number | null;
  /** When the reflected impulses start back from the bumpers; null when nothing reflected. */
  readonly phase2: number | null;
}

/** An obstacle's squash or flash, in natural seconds. */
export interface EffectSpan {
  readonly t0: number;
  readonly t1: number;
  readonly cell: number;
  readonly kind: EffectPose['kind'];
  readonly direction: Vec3;
}

/**
 * A compiled move. Pose index i is the same marble from t = 0 to `duration` and on into `settled`,
 * so the scene can drive instance i of that player's mesh across moves, and every marble keeps the
 * turn that rolling gave it.
 */
export interface Timeline {
  /** Seconds at the requested speed; 0 for an instant move. */
  readonly duration: number;
  readonly phaseTimes: PhaseTimes;
  /** Sorted by time. */
  readonly cues: readonly Cue[];
  /** One per marble, in the order of the pose before the move; times in natural seconds. */
  readonly tracks: readonly Track[];
  readonly effects: readonly EffectSpan[];
  readonly naturalDuration: number;
  /** The marbles at rest after the move, in track order, turned as the move left them: the next move's `marbles`. */
  readonly settled: readonly RestMarble[];
  /** The pose of `settled`: where every marble ends, exactly. */
  readonly after: Pose;
}

export interface Position {
  readonly owners: readonly number[];
  readonly reserves: readonly number[];
}

interface MutableTrack extends Track {
  readonly segments: Segment[];
  readonly knocks: Knock[];
}

/** The bookkeeping of one compile: which marble is where, as the events are replayed in order. */
interface Builder {
  readonly board: Board;
  readonly tracks: MutableTrack[];
  readonly occupant: Map<number, number>;
  /** trays[p - 1][slot]: the track of the marble in that slot; its length is the next free slot. */
  readonly trays: number[][];
  readonly effects: EffectSpan[];
  /** Times in natural seconds until the compile scales them. */
  readonly cues: Cue[];
}

function cue(b: Builder, time: number, kind: Cue['kind'], cell: number | null): void {
  b.cues.push({ time, kind, cell });
}

function append(track: MutableTrack, segment: DistributiveOmit<Segment, 'quaternion'>): void {
  track.segments.push({ ...segment, quaternion: trackEnd(track).quaternion });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function builderFor(board: Board, marbles: readonly RestMarble[], reserves: readonly number[]): Builder {
  const tracks: MutableTrack[] = marbles.map((marble) => ({
    player: marble.player,
    start: spotPosition(board, marble),
    startQuaternion: marble.quaternion,
    startCell: marble.cell,
    segments: [],
    knocks: [],
  }));
  const occupant = new Map<number, number>();
  const trays: number[][] = reserves.map(() => []);
  marbles.forEach((marble, i) => {
    if (marble.cell !== null) occupant.set(marble.cell, i);
    else trays[marble.player - 1]![marble.slot!] = i;
  });
  return { board, tracks, occupant, trays, effects: [], cues: [] };
}

/** How long the lift of a move's dropped marble takes and how high above its cell it is let go. */
interface DropPace {
  readonly lift: number;
  readonly height: number;
}

/** The lift and drop of a move whose phase-1 lines are as long as `events` say (see UNHURRIED_MARBLES). */
function dropPace(events: readonly MoveEvent[]): DropPace {
  const longest = Math.max(0, ...events.map((e) => (e.kind === 'push' && e.phase === 1 ? e.path.length : 0)));
  const extra = Math.min(Math.max(0, longest - UNHURRIED_MARBLES), HURRIED_MARBLES - UNHURRIED_MARBLES);
  return { lift: LIFT_TIME - LIFT_HURRY * extra, height: DROP_HEIGHT - DROP_HURRY * extra };
}

/** Lifts the top reserve marble of `player` over `cell` and lets it fall in; returns the moment it lands. */
function dropFromTray(b: Builder, player: number, cell: number, t0: number, pace: DropPace): number {
  const index = b.trays[player - 1]!.pop()!;
  const track = b.tracks[index]!;
  const rest = cellCenter(b.board, cell);
  const hover = add(rest, [0, pace.height, 0]);
  const start = trackEnd(track).position;
  const t1 = t0 + pace.lift;
  append(track, { kind: 'arc', t0, t1, from: start, to: hover, height: LIFT_ARC, endCell: null });
  append(track, {
    kind: 'settle',
    t0: t1,
    t1: t1 + settleDuration(pace.height),
    to: rest,
    height: pace.height,
    endCell: cell,
  });
  b.occupant.set(cell, index);
  const landing = t1 + contactTime(pace.height);
  cue(b, t0, 'lift', null);
  cue(b, landing, 'land', cell);
  return landing;
}

/** Sends the marble `index`, out of sight from `t0`, back into the next free slot of its owner's tray. */
function reappearInTray(b: Builder, index: number, t0: number): void {
  const track = b.tracks[index]!;
  const tray = b.trays[track.player - 1]!;
  const rest = trayPosition(b.board, track.player, tray.length);
  tray.push(index);
  append(track, { kind: 'hidden', t0, t1: t0 + HIDDEN_TIME, at: trackEnd(track).position, endCell: null });
  const t1 = t0 + HIDDEN_TIME;
  const t2 = t1 + settleDuration(TRAY_DROP_HEIGHT);
  append(track, { kind: 'settle', t0: t1, t1: t2, to: rest, height: TRAY_DROP_HEIGHT, endCell: null });
  cue(b, t1 + contactTime(TRAY_DROP_HEIGHT), 'tray', null);
}

/** Falls from where the marble stands at `t0` with `velocity` until out of sight, then back to its tray. */
function fallAway(b: Builder, index: number, t0: number, velocity: Vec3, cell: number, kind: 'fall' | 'sink'): void {
  const track = b.tracks[index]!;
  const from = trackEnd(track).position;
  const t1 = t0 + fallDuration(from, velocity, FALL_FLOOR);
  const sideways: Vec3 = [velocity[0], 0, velocity[2]];
  const speed = length(sideways);
  const reach = speed > 0 ? driftLimit(b.board, from, scale(sideways, 1 / speed)) : 0;
  append(track, { kind: 'fall', t0, t1, from, velocity, reach, endCell: null });
  cue(b, t0, kind, cell);
  reappearInTray(b, index, t1);
}

/** Animates one push whose impulse sets off at `start`; returns when the last marble meets what stops it. */
function animatePush(b: Builder, push: PushEvent, start: number): number {
  const direction = directionVector(b.board, push.dir);
  const rolls = push.result === 'moved' || push.result === 'edge' || push.result === 'hole';
  const step = impulseStep(push.path.length);
  const cushioned = push.result === 'absorbed' && b.board.tiles[push.target!] === 'cushion';
  push.path.forEach((cell, k) => {
    if (rolls && cell === push.from) return;
    const t0 = start + k * step;
    const amplitude = cushioned && cell === push.from ? CUSHION_RECOIL : RECOIL;
    b.tracks[b.occupant.get(cell)!]!.knocks.push({ t0, t1: t0 + RECOIL_STEPS * step, direction, amplitude });
    cue(b, t0, 'knock', cell);
  });
  const arrival = start + (push.path.length - 1) * step;
  if (push.from !== null) animateLast(b, push, push.from, arrival, step);
  // A line's last marble, struck at `arrival`, is furthest out one step later.
  return arrival + step;
}

/**
 * What happens to the last marble of the line, on `from`, once the impulse reaches it at
 * `arrival`: it leaves with the speed the impulse gave it, or presses into what stops it.
 */
function animateLast(b: Builder, push: PushEvent, from: number, arrival: number, step: number): void {
  const { board } = b;
  const direction = directionVector(board, push.dir);
  const index = b.occupant.get(from)!;
  const track = b.tracks[index]!;
  const axis = cross(UP, direction);
  const here = cellCenter(board, from);
  switch (push.result) {
    case 'moved': {
      const target = push.target!;
      const to = cellCenter(board, target);
      append(track, {
        kind: 'roll',
        t0: arrival,
        t1: arrival + ROLL_TIME,
        from: here,
        to,
        keep: 0,
        axis,
        endCell: target,
      });
      b.occupant.delete(from);
      b.occupant.set(target, index);
      cue(b, arrival, 'roll', from);
      break;
    }
    case 'edge': {
      const beyond = offBoardPoint(board, from, push.dir);
      const to = lerp(here, beyond, EDGE_ROLL_SHARE);
      // The same even slowing down as a roll to the next cell, cut where the marble tips over.
      const tipping = coastTimeTo(EDGE_ROLL_SHARE);
      const keep = 1 - tipping;
      const t1 = arrival + tipping * ROLL_TIME;
      append(track, { kind: 'roll', t0: arrival, t1, from: here, to, keep, axis, endCell: null });
      b.occupant.delete(from);
      cue(b, arrival, 'roll', from);
      const speed = ((2 * length(sub(beyond, here))) / ROLL_TIME) * keep;
      fallAway(b, index, t1, scale(direction, speed), from, 'fall');
      break;
    }
    case 'hole': {
      const target = push.target!;
      const t1 = arrival + ROLL_TIME;
      const to = cellCenter(board, target);
      append(track, { kind: 'roll', t0: arrival, t1, from: here, to, keep: 0, axis, endCell: null });
      b.occupant.delete(from);
      cue(b, arrival, 'roll', from);
      fallAway(b, index, t1, [0, 0, 0], target, 'sink');
      break;
    }
    case 'absorbed':
    case 'reflected': {
      const target = push.target!;
      if (board.tiles[target] === 'bumper') {
        // Struck as the marble is furthest out; it lights up whether it reflects (phase 1) or absorbs (phase 2).
        const t0 = arrival + step;
        b.effects.push({ t0, t1: t0 + FLASH_TIME, cell: target, kind: 'flash', direction });
        cue(b, t0, 'flash', target);
      } else {
        // A cushion gives way as the marble presses into it and swells back with it: its recoil's span.
        b.effects.push({ t0: arrival, t1: arrival + RECOIL_STEPS * step, cell: target, kind: 'squash', direction });
        cue(b, arrival, 'squash', target);
      }
      break;
    }
  }
}

function swapAt(b: Builder, cell: number, from: number, to: number): void {
  const index = b.occupant.get(cell)!;
  const track = b.tracks[index]!;
  const tray = b.trays[from - 1]!;
  const rest = trayPosition(b.board, from, tray.length);
  tray.push(index);
  append(track, {
    kind: 'arc',
    t0: 0,
    t1: RETURN_TIME,
    from: cellCenter(b.board, cell),
    to: rest,
    height: RETURN_ARC,
    endCell: null,
  });
  cue(b, 0, 'lift', cell);
  cue(b, RETURN_TIME, 'tray', null);
  dropFromTray(b, to, cell, 0, dropPace([]));
}

/** Where each marble has come to rest, and how it is turned, in track order. */
function settledOf(b: Builder): RestMarble[] {
  const spots = new Map<number, Pick<RestMarble, 'cell' | 'slot'>>();
  for (const [cell, index] of b.occupant) spots.set(index, { cell, slot: null });
  for (const tray of b.trays) tray.forEach((index, slot) => spots.set(index, { cell: null, slot }));
  return b.tracks.map((track, index) => ({
    player: track.player,
    ...spots.get(index)!,
    quaternion: trackEnd(track).quaternion,
  }));
}

/** Speed 0, Infinity or anything not a positive finite number: the move happens at once. */
function timeScale(speed: number): number {
  return speed > 0 && Number.isFinite(speed) ? speed : 0;
}

/**
 * The animation of one move: `before` is the position the events start from (as the engine's
 * `play` received it), `events` the push list it returned, `options.marbles` the marbles as the
 * table shows `before` (the previous move's `settled`; see `restMarbles`). Pure and deterministic.
 */
export function compileMove(
  board: Board,
  before: Position,
  events: readonly MoveEvent[],
  options: { speed?: number; marbles?: readonly RestMarble[] } = {},
): Timeline {
  const b = builderFor(board, restMarbles(before.owners, before.reserves, options.marbles), before.reserves);
  let impact: number | null = null;
  let phase2: number | null = null;
  /** By the direction of a line that ended on a bumper: when its last marble struck the bumper. */
  const struck = new Map<number, number>();
  for (const event of events) {
    if (event.kind === 'drop') {
      impact = dropFromTray(b, event.player, event.cell, 0, dropPace(events));
    } else if (event.kind === 'swap') {
      swapAt(b, event.cell, event.from, event.to);
    } else if (event.phase === 1) {
      const strike = animatePush(b, event, impact ?? 0);
      if (event.result === 'reflected') struck.set(event.dir, strike);
    } else {
      // The bumper sends the impulse straight back, the moment it is struck.
      const start = struck.get(OPPOSITE[board.lattice][event.dir]!) ?? impact ?? 0;
      phase2 = Math.min(phase2 ?? start, start);
      animatePush(b, event, start);
    }
  }
  const naturalDuration = Math.max(0, ...b.tracks.map(trackDuration), ...b.effects.map((e) => e.t1));
  const speed = timeScale(options.speed ?? 1);
  const k = speed > 0 ? 1 / speed : 0;
  const settled = settledOf(b);
  return {
    duration: naturalDuration * k,
    phaseTimes: { impact: impact === null ? null : impact * k, phase2: phase2 === null ? null : phase2 * k },
    cues: b.cues.map((c) => ({ ...c, time: c.time * k })).sort((x, y) => x.time - y.time),
    tracks: b.tracks,
    effects: b.effects,
    naturalDuration,
    settled,
    after: stillPose(board, settled),
  };
}

/** How far an obstacle is squashed or lit at natural time `t`: a cushion gives with the marble pressing in. */
function effectAmount(effect: EffectSpan, t: number): number {
  const u = (t - effect.t0) / (effect.t1 - effect.t0);
  return effect.kind === 'squash' ? recoil(u, RECOIL_PEAK) : pulse(u);
}

/**
 * The pose `t` seconds into the move, t clamped to [0, duration]. At 0 it is the rest pose before
 * the move (the marble to drop still in its tray); at `duration` it is exactly `after`, which the
 * moments before it run into without a jump.
 */
export function poseAt(timeline: Timeline, t: number): Pose {
  if (timeline.duration === 0 || t >= timeline.duration) return timeline.after;
  const natural = t > 0 ? (t / timeline.duration) * timeline.naturalDuration : 0;
  return {
    marbles: timeline.tracks.map((track) => ({ player: track.player, ...sampleTrack(track, natural) })),
    effects: timeline.effects
      .filter((e) => e.t0 <= natural && natural < e.t1)
      .map((e) => ({ cell: e.cell, kind: e.kind, direction: e.direction, amount: effectAmount(e, natural) })),
  };
}
