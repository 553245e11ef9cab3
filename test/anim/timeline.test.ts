import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/engine/board';
import { MARBLE_RADIUS, boardExtent, cellCenter } from '../../src/anim/geometry';
import {
  type Pose,
  type RestMarble,
  type Timeline,
  compileMove,
  poseAt,
  restMarbles,
  restPose,
  stillPose,
} from '../../src/anim/timeline';
import { coastTimeTo } from '../../src/anim/easing';
import { CUSHION_RECOIL, RECOIL, RECOIL_PEAK } from '../../src/anim/impulse';
import { trayPosition } from '../../src/anim/trays';
import { type Vec3, quatFromAxisAngle } from '../../src/anim/vec';
import { EMPTY7, cellOf } from '../engine/helpers';
import { MOVE_CASES, type PlayedMove, playMoves, playSequence, rotate } from './fixtures';

function compile(played: PlayedMove, speed?: number, marbles?: readonly RestMarble[]): Timeline {
  return compileMove(played.before.board, played.before, played.events, { speed, marbles });
}

function poseBefore(played: PlayedMove): Pose {
  return restPose(played.before.board, played.before.owners, played.before.reserves);
}

function poseAfter(played: PlayedMove): Pose {
  return restPose(played.after.board, played.after.owners, played.after.reserves);
}

/** Times from 0 to just before the end, `step` seconds apart. */
function times(timeline: Timeline, step: number): number[] {
  const count = Math.ceil(timeline.duration / step);
  return Array.from({ length: count }, (_, i) => i * step);
}

/** Fails unless both poses put the same players' marbles at the same places, in whatever order. */
function expectSamePlaces(actual: Pose, expected: Pose): void {
  const left = [...actual.marbles];
  for (const m of expected.marbles) {
    const match = left.findIndex(
      (a) => a.player === m.player && Math.hypot(...a.position.map((v, k) => v - m.position[k]!)) < 1e-6,
    );
    expect(match).toBeGreaterThanOrEqual(0);
    left.splice(match, 1);
  }
}

/** Index in the poses of the marble standing on `name` before the move. */
function marbleOn(played: PlayedMove, name: string): number {
  const cell = cellOf(played.before.board, name);
  const index = poseBefore(played).marbles.findIndex((m) => m.cell === cell);
  if (index < 0) throw new Error(`no marble on ${name}`);
  return index;
}

/** Index of the marble in the last tray slot of `player` before the move: the one dropped. */
function topOfTray(played: PlayedMove, player: number): number {
  return poseBefore(played).marbles.findLastIndex((m) => m.player === player);
}

function positionAt(timeline: Timeline, index: number, t: number): Vec3 {
  return poseAt(timeline, t).marbles[index]!.position;
}

function expectClose(actual: readonly number[], expected: readonly number[], digits = 9): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, digits));
}

function cueTimes(timeline: Timeline, kind: string, board: Board, name: string): number[] {
  const cell = cellOf(board, name);
  return timeline.cues.filter((c) => c.kind === kind && c.cell === cell).map((c) => c.time);
}

describe.each(MOVE_CASES)('$name', (fixture) => {
  const played = playMoves(fixture.layout, fixture.moves, fixture.options);
  const timeline = compile(played);
  const total = played.before.reserves.reduce((n, r) => n + r, 0) + played.before.owners.filter((o) => o > 0).length;

  it('starts at the rest pose before the move and ends at rest on the places of the position after it', () => {
    expect(timeline.duration).toBeGreaterThan(0);
    expect(poseAt(timeline, 0)).toEqual(poseBefore(played));
    const end = poseAt(timeline, timeline.duration);
    expect(end).toEqual(timeline.after);
    expect(end).toEqual(stillPose(played.after.board, timeline.settled));
    expectSamePlaces(end, poseAfter(played));
    const spots = (marbles: readonly RestMarble[]) =>
      marbles.map((m) => `${m.player}:${m.cell}:${m.slot}`).sort((a, b) => a.localeCompare(b));
    expect(spots(timeline.settled)).toEqual(spots(restMarbles(played.after.owners, played.after.reserves)));
  });

  it('ends as it was a moment before: same marbles in the same order, places and turns, so the end does not jump', () => {
    const last = poseAt(timeline, timeline.duration * (1 - 1e-9));
    const end = poseAt(timeline, timeline.duration);
    last.effects.forEach((e) => expect(e.amount).toBeLessThan(1e-6));
    expect(last.marbles.every((m) => m.visible)).toBe(true);
    last.marbles.forEach((m, i) => {
      const settled = end.marbles[i]!;
      expect(settled.player).toBe(m.player);
      expectClose(m.position, settled.position, 6);
      expectClose(m.quaternion, settled.quaternion, 6);
    });
  });

  it('starts the next move from the turns this one left, marble for marble', () => {
    const next = compileMove(played.after.board, played.after, [], { marbles: timeline.settled });
    expect(poseAt(next, 0)).toEqual(timeline.after);
  });

  it('shows every marble of every player at all times', () => {
    const players = poseBefore(played).marbles.map((m) => m.player);
    expect(poseAfter(played).marbles).toHaveLength(total);
    for (const t of times(timeline, 0.01)) {
      const pose = poseAt(timeline, t);
      expect(pose.marbles.map((m) => m.player)).toEqual(players);
      expect(pose.marbles.every((m) => m.position.every(Number.isFinite))).toBe(true);
    }
  });

  it('turns every marble continuously, never snapping its spin', () => {
    let previous = poseAt(timeline, 0);
    let fastest = 0;
    for (const t of [...times(timeline, 0.001).slice(1), timeline.duration]) {
      const pose = poseAt(timeline, t);
      pose.marbles.forEach((m, i) => {
        const q = previous.marbles[i]!.quaternion;
        fastest = Math.max(fastest, Math.hypot(...m.quaternion.map((v, k) => v - q[k]!)));
      });
      previous = pose;
    }
    // Rolling a cell in a third of a second turns a marble well under 0.02 rad per millisecond.
    expect(fastest).toBeLessThan(0.02);
  });

  it('moves visible marbles continuously', () => {
    let previous = poseAt(timeline, 0);
    let fastest = 0;
    for (const t of times(timeline, 0.001).slice(1)) {
      const pose = poseAt(timeline, t);
      pose.marbles.forEach((m, i) => {
        const p = previous.marbles[i]!;
        if (m.visible && p.visible)
          fastest = Math.max(fastest, Math.hypot(...m.position.map((v, k) => v - p.position[k]!)));
      });
      previous = pose;
    }
    // A millisecond apart: even the quick lift from a far tray moves well under this.
    expect(fastest).toBeLessThan(0.05);
    expect(fastest).toBeGreaterThan(0);
  });

  it('is deterministic', () => {
    const again = compile(playMoves(fixture.layout, fixture.moves, fixture.options));
    expect(again).toEqual(timeline);
    for (const t of times(timeline, 0.05)) expect(poseAt(again, t)).toEqual(poseAt(timeline, t));
  });

  it('keeps effect amounts within 0 to 1', () => {
    for (const t of times(timeline, 0.01)) {
      for (const e of poseAt(timeline, t).effects) {
        expect(e.amount).toBeGreaterThanOrEqual(0);
        expect(e.amount).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('speed and clamping', () => {
  const played = playMoves(MOVE_CASES[3]!.layout, MOVE_CASES[3]!.moves);
  const natural = compile(played);

  it.each([0.5, 2, 3])('speed %d divides every time by the speed', (speed) => {
    const fast = compile(played, speed);
    expect(fast.duration).toBeCloseTo(natural.duration / speed, 12);
    expect(fast.cues.map((c) => c.time * speed)).toEqual(natural.cues.map((c) => expect.closeTo(c.time, 12)));
    expect(fast.phaseTimes.impact! * speed).toBeCloseTo(natural.phaseTimes.impact!, 12);
    for (const t of times(natural, 0.037)) {
      const a = poseAt(fast, t / speed);
      const b = poseAt(natural, t);
      a.marbles.forEach((m, i) => expectClose(m.position, b.marbles[i]!.position, 6));
      expect(a.effects.length).toBe(b.effects.length);
    }
  });

  it.each([0, Infinity])('speed %d is instant: the position after at once', (speed) => {
    const instant = compile(played, speed);
    expect(instant.duration).toBe(0);
    expect(poseAt(instant, 0)).toEqual(natural.after);
    expect(instant.cues.every((c) => c.time === 0)).toBe(true);
  });

  it.each([
    { t: -1, same: 0 },
    { t: -Infinity, same: 0 },
    { t: 1e6, same: natural.duration },
    { t: natural.duration + 0.5, same: natural.duration },
  ])('poseAt($t) is clamped to poseAt($same)', ({ t, same }) => {
    expect(poseAt(natural, t)).toEqual(poseAt(natural, same));
  });
});

describe('the drop', () => {
  const played = playMoves(MOVE_CASES[0]!.layout, MOVE_CASES[0]!.moves);
  const board = played.before.board;
  const timeline = compile(played);
  const impact = timeline.phaseTimes.impact!;
  const dropped = topOfTray(played, 1);
  const rest = cellCenter(board, cellOf(board, 'd4'));

  it('lifts the top marble of the tray and lands it on its cell at the impact', () => {
    expect(positionAt(timeline, dropped, 0)).toEqual(trayPosition(board, 1, played.before.reserves[0]! - 1));
    expect(cueTimes(timeline, 'land', board, 'd4')).toEqual([impact]);
    expectClose(positionAt(timeline, dropped, impact), rest);
  });

  it('falls straight down onto its cell, faster and faster', () => {
    const heights = [0.09, 0.06, 0.03, 0].map((before) => {
      const p = positionAt(timeline, dropped, impact - before);
      expectClose([p[0], p[2]], [rest[0], rest[2]]);
      return p[1];
    });
    expect(heights[0]).toBeGreaterThan(MARBLE_RADIUS + 0.3);
    expect(poseAt(timeline, impact - 0.03).marbles[dropped]!.cell).toBeNull();
    const falls = heights.slice(1).map((h, i) => heights[i]! - h);
    falls.forEach((f) => expect(f).toBeGreaterThan(0));
    expect(falls[1]).toBeGreaterThan(falls[0]!);
    expect(falls[2]).toBeGreaterThan(falls[1]!);
  });

  it('bounces a little before it settles', () => {
    const after = Array.from({ length: 60 }, (_, i) => positionAt(timeline, dropped, impact + 0.005 * (i + 1))[1]);
    const highest = Math.max(...after);
    expect(highest).toBeGreaterThan(MARBLE_RADIUS + 0.02);
    expect(highest).toBeLessThan(MARBLE_RADIUS + 0.5);
    expect(after[after.length - 1]).toBeCloseTo(MARBLE_RADIUS, 9);
  });
});

describe('rolling one cell', () => {
  const played = playMoves(MOVE_CASES[0]!.layout, MOVE_CASES[0]!.moves);
  const board = played.before.board;
  const timeline = compile(played);
  const s = Math.SQRT1_2;

  // Axis = up x travel direction, worked out by hand: north is -z, east +x, south-west (-x, +z).
  it.each([
    { from: 'd6', to: 'd7', axis: [-1, 0, 0], forward: [0, 0, -1], distance: 1 },
    { from: 'e4', to: 'f4', axis: [0, 0, -1], forward: [1, 0, 0], distance: 1 },
    { from: 'c3', to: 'b2', axis: [s, 0, s], forward: [-s, 0, s], distance: Math.SQRT2 },
  ])('$from to $to turns by distance / radius about up x direction', ({ from, to, axis, forward, distance }) => {
    const index = marbleOn(played, from);
    const roll = timeline.tracks[index]!.segments.find((segment) => segment.kind === 'roll')!;
    expect(cueTimes(timeline, 'roll', board, from)).toEqual([roll.t0]);
    const a = cellCenter(board, cellOf(board, from));
    const b = cellCenter(board, cellOf(board, to));
    const expected = (angle: number): number[] => [...axis.map((v) => v * Math.sin(angle / 2)), Math.cos(angle / 2)];

    // It leaves at speed and slows to rest, so it is halfway sooner than half its time.
    const halfway = roll.t0 + coastTimeTo(0.5) * (roll.t1 - roll.t0);
    expect(halfway).toBeLessThan((roll.t0 + roll.t1) / 2);
    const middle = poseAt(timeline, halfway).marbles[index]!;
    expectClose(middle.position, [(a[0] + b[0]) / 2, MARBLE_RADIUS, (a[2] + b[2]) / 2]);
    expect(middle.cell).toBeNull();
    expectClose(middle.quaternion, expected(distance / 2 / MARBLE_RADIUS));

    const end = poseAt(timeline, roll.t1).marbles[index]!;
    expectClose(end.position, b, 6);
    expectClose(end.quaternion, expected(distance / MARBLE_RADIUS), 6);
    expect(poseAt(timeline, timeline.duration).marbles[index]!.quaternion).toEqual(end.quaternion);

    // Rolling, not skidding: early in the roll the top of the ball has turned forward.
    const early = poseAt(timeline, roll.t0 + (roll.t1 - roll.t0) / 4).marbles[index]!;
    const top = rotate(early.quaternion, [0, 1, 0]);
    expect(top[0] * forward[0]! + top[2] * forward[2]!).toBeGreaterThan(0.05);
  });
});

describe('leaving the board', () => {
  it.each([
    { fixture: 1, from: 'c7', player: 2, slot: 5, side: 'far' },
    { fixture: 1, from: 'e7', player: 1, slot: 4, side: 'far' },
    { fixture: 9, from: 'a1', player: 3, slot: 4, side: 'near' },
    { fixture: 9, from: 'c1', player: 4, slot: 4, side: 'near' },
    { fixture: 10, from: 'b5', player: 2, slot: 7, side: 'left' },
  ])(
    '$from rolls past the edge, falls and lands in tray slot $slot of player $player',
    ({ fixture, from, player, slot, side }) => {
      const played = playMoves(MOVE_CASES[fixture]!.layout, MOVE_CASES[fixture]!.moves, MOVE_CASES[fixture]!.options);
      const board = played.before.board;
      const timeline = compile(played);
      const index = marbleOn(played, from);
      const e = boardExtent(board);
      const start = cellCenter(board, cellOf(board, from));
      const beyond = (p: Vec3): boolean =>
        side === 'far' ? p[2] > e.minZ - 0.5 : side === 'near' ? p[2] < e.maxZ + 0.5 : p[0] > start[0] - 0.5;
      const poses = times(timeline, 0.005).map((t) => poseAt(timeline, t).marbles[index]!);
      const firstOut = poses.findIndex((m) => !beyond(m.position));
      expect(firstOut).toBeGreaterThan(0);
      expect(poses[firstOut]!.position[1]).toBeGreaterThan(0);
      expect(poses[firstOut]!.visible).toBe(true);
      const fallen = poses.findIndex((m, i) => i > firstOut && m.position[1] < -0.5);
      expect(fallen).toBeGreaterThan(firstOut);
      expect(poses.slice(fallen).some((m) => !m.visible)).toBe(true);
      expect(cueTimes(timeline, 'fall', board, from)).toHaveLength(1);
      expectClose(positionAt(timeline, index, timeline.duration * (1 - 1e-9)), trayPosition(board, player, slot), 6);
    },
  );

  it('a marble pushed into a hole drops straight down through it, then lands in its tray', () => {
    const played = playMoves(MOVE_CASES[2]!.layout, MOVE_CASES[2]!.moves);
    const board = played.before.board;
    const timeline = compile(played);
    const index = marbleOn(played, 'd2');
    const hole = cellCenter(board, cellOf(board, 'd1'));
    const poses = times(timeline, 0.005).map((t) => poseAt(timeline, t).marbles[index]!);
    const below = poses.filter((m) => m.position[1] < -0.5 && m.visible);
    expect(below.length).toBeGreaterThan(0);
    for (const m of below) expectClose([m.position[0], m.position[2]], [hole[0], hole[2]]);
    // The hole's cue comes as the marble reaches it, before it drops out of sight, and no edge is crossed.
    const [sink] = cueTimes(timeline, 'sink', board, 'd1');
    expectClose(positionAt(timeline, index, sink!), cellCenter(board, cellOf(board, 'd1')));
    expect(timeline.cues.filter((c) => c.kind === 'fall')).toEqual([]);
    // Player 1 had 6 in reserve, dropped one and gets this one back in the freed slot.
    expectClose(positionAt(timeline, index, timeline.duration * (1 - 1e-9)), trayPosition(board, 1, 5), 6);
  });
});

/**
 * Largest distance of the marble from where it stood before the move, over the whole timeline:
 * sampled every 5 ms and at the peak of each of its recoils, which a 5 ms grid can miss by 1e-4.
 */
function largestShift(timeline: Timeline, index: number, from: number): number {
  const home = poseAt(timeline, 0).marbles[index]!.position;
  const peaks = timeline.tracks[index]!.knocks.map((k) => k.t0 + RECOIL_PEAK * (k.t1 - k.t0));
  return Math.max(
    ...[...times(timeline, 0.005), ...peaks]
      .filter((t) => t >= from)
      .map((t) => Math.hypot(...positionAt(timeline, index, t).map((v, k) => v - home[k]!))),
  );
}

describe('obstacles', () => {
  it('a cushion gives way under the last marble, and every marble of the line recoils and comes back', () => {
    const played = playMoves(MOVE_CASES[2]!.layout, MOVE_CASES[2]!.moves);
    const board = played.before.board;
    const timeline = compile(played);
    const cushion = cellOf(board, 'd6');
    const amounts = times(timeline, 0.002).map(
      (t) => poseAt(timeline, t).effects.find((e) => e.cell === cushion && e.kind === 'squash')?.amount ?? 0,
    );
    const peak = amounts.indexOf(Math.max(...amounts));
    expect(amounts[peak]).toBeGreaterThan(0.99);
    expect(amounts.slice(0, peak).every((a, i) => i === 0 || a >= amounts[i - 1]!)).toBe(true);
    expect(amounts.slice(peak).every((a, i) => i === 0 || a <= amounts[peak + i - 1]!)).toBe(true);
    expect(amounts[amounts.length - 1]).toBe(0);
    expect(largestShift(timeline, marbleOn(played, 'd4'), 0)).toBeCloseTo(RECOIL, 4);
    const last = marbleOn(played, 'd5');
    expect(largestShift(timeline, last, 0)).toBeCloseTo(CUSHION_RECOIL, 4);
    // The cushion gives most as the last marble presses furthest into it.
    const home = cellCenter(board, cellOf(board, 'd5'));
    const deepest = times(timeline, 0.002)[peak]!;
    expect(Math.hypot(...positionAt(timeline, last, deepest).map((v, k) => v - home[k]!))).toBeCloseTo(
      CUSHION_RECOIL,
      2,
    );
    for (const name of ['d4', 'd5']) {
      expectClose(
        positionAt(timeline, marbleOn(played, name), timeline.duration * (1 - 1e-9)),
        timeline.after.marbles[marbleOn(played, name)]!.position,
        6,
      );
    }
  });

  it('a bumper flashes as it is struck and sends the impulse straight back through the line and the drop cell', () => {
    const played = playMoves(MOVE_CASES[3]!.layout, MOVE_CASES[3]!.moves);
    const board = played.before.board;
    const timeline = compile(played);
    const phase2 = timeline.phaseTimes.phase2!;
    const [flash] = cueTimes(timeline, 'flash', board, 'd6');
    expect(flash).toBe(phase2);
    expect(cueTimes(timeline, 'roll', board, 'd1')[0]).toBeLessThan(phase2);
    const back = ['d5', 'd4', 'd3'].map((name) => cueTimes(timeline, 'knock', board, name).filter((t) => t >= phase2));
    back.forEach((knocks) => expect(knocks).toHaveLength(1));
    const order = back.map((knocks) => knocks[0]!);
    expect(order[0]).toBe(phase2);
    expect(order[1]).toBeGreaterThan(order[0]!);
    expect(order[2]).toBeGreaterThan(order[1]!);
    const [roll] = cueTimes(timeline, 'roll', board, 'd2');
    expect(roll).toBeGreaterThan(order[2]!);
    // The knocks push southward, the reflected direction (+z).
    const d4 = marbleOn(played, 'd4');
    const home = cellCenter(board, cellOf(board, 'd4'));
    const nudges = times(timeline, 0.002)
      .filter((t) => t >= order[1]! && t < roll!)
      .map((t) => positionAt(timeline, d4, t));
    expect(Math.max(...nudges.map((p) => p[2] - home[2]))).toBeGreaterThan(0.15);
    nudges.forEach((p) => expect(p[0]).toBeCloseTo(home[0], 12));
  });

  it('a reflection that finds no line only knocks back through to the dropped marble', () => {
    const played = playMoves(MOVE_CASES[4]!.layout, MOVE_CASES[4]!.moves);
    const board = played.before.board;
    const timeline = compile(played);
    const phase2 = timeline.phaseTimes.phase2!;
    const back = ['d5', 'd4', 'd3'].map((name) => cueTimes(timeline, 'knock', board, name).filter((t) => t >= phase2));
    expect(back.map((knocks) => knocks.length)).toEqual([1, 1, 1]);
    expect(timeline.cues.filter((c) => c.kind === 'roll')).toEqual([]);
    const dropped = topOfTray(played, 1);
    const rest = cellCenter(board, cellOf(board, 'd3'));
    const shifts = times(timeline, 0.005)
      .filter((t) => t > timeline.phaseTimes.impact! + 0.3)
      .map((t) => positionAt(timeline, dropped, t))
      .map((p) => Math.hypot(p[0] - rest[0], p[2] - rest[2]));
    // It recoils as the reflected impulse passes through it, and comes back to its cell.
    expect(Math.max(...shifts)).toBeCloseTo(RECOIL, 3);
    expectClose(positionAt(timeline, dropped, timeline.duration * (1 - 1e-9)), rest, 6);
  });

  it('between two bumpers both flash twice and nothing moves', () => {
    const played = playMoves(MOVE_CASES[5]!.layout, MOVE_CASES[5]!.moves);
    const board = played.before.board;
    const timeline = compile(played);
    expect(cueTimes(timeline, 'flash', board, 'd6')).toHaveLength(2);
    expect(cueTimes(timeline, 'flash', board, 'd2')).toHaveLength(2);
    expect(timeline.cues.filter((c) => c.kind === 'squash' || c.kind === 'roll')).toEqual([]);
    for (const name of ['d5', 'd3']) {
      expect(largestShift(timeline, marbleOn(played, name), 0)).toBeLessThanOrEqual(2 * RECOIL);
      expectClose(
        positionAt(timeline, marbleOn(played, name), timeline.duration * (1 - 1e-9)),
        cellCenter(board, cellOf(board, name)),
        6,
      );
    }
  });
});

describe('the pie-rule swap', () => {
  const played = playMoves(MOVE_CASES[8]!.layout, MOVE_CASES[8]!.moves);
  const board = played.before.board;
  const timeline = compile(played);
  const d4 = cellOf(board, 'd4');
  const old = marbleOn(played, 'd4');
  const incoming = topOfTray(played, 2);

  it('lifts the old marble back to its tray while the new one drops in', () => {
    expect(timeline.phaseTimes.impact).toBeNull();
    expect(poseAt(timeline, 0).marbles[incoming]!.player).toBe(2);
    const middle = poseAt(timeline, timeline.duration / 4);
    expect(middle.marbles[old]!.cell).toBeNull();
    expect(middle.marbles[incoming]!.cell).toBeNull();
    const [land] = cueTimes(timeline, 'land', board, 'd4');
    expect(poseAt(timeline, land!).marbles[old]!.cell).toBeNull();
    const last = poseAt(timeline, timeline.duration * (1 - 1e-9));
    expectClose(last.marbles[old]!.position, trayPosition(board, 1, 7), 6);
    expectClose(last.marbles[incoming]!.position, cellCenter(board, d4), 6);
  });
});

describe('turns kept from move to move', () => {
  /** Compiles each move from the marbles the one before it left. */
  function chain(moves: readonly PlayedMove[]): Timeline[] {
    const timelines: Timeline[] = [];
    for (const played of moves) timelines.push(compile(played, undefined, timelines.at(-1)?.settled));
    return timelines;
  }

  it('a marble rolled one cell in each of two moves has turned 2 * step / radius in total', () => {
    const moves = playSequence(
      ['.......', '.......', '.......', '...2...', '.......', '.......', '.......'],
      ['c4', 'd4'],
    );
    const board = moves[0]!.before.board;
    const [first, second] = chain(moves);
    const index = marbleOn(moves[0]!, 'd4');
    expect(cellOf(board, 'e4')).toBe(first!.settled[index]!.cell);
    // The same pose index follows the same marble into the next move.
    expect(second!.settled[index]!.cell).toBe(cellOf(board, 'f4'));
    const end = second!.after.marbles[index]!;
    expectClose(end.position, cellCenter(board, cellOf(board, 'f4')));
    // Both rolls go east, about up x east = -z.
    expectClose(end.quaternion, quatFromAxisAngle([0, 0, -1], (2 * 1) / MARBLE_RADIUS));
  });

  /** A game along the top edge: marbles roll along it and fall off it, again and again. */
  const GAME = ['a7', 'b7', 'a7', 'b7', 'c7', 'b7', 'c7', 'b7'];
  const turned = (m: RestMarble) => m.quaternion[3] < 1 - 1e-9;

  it('every move of a game starts exactly where the one before ended, turns included', () => {
    const timelines = chain(playSequence(EMPTY7, GAME));
    timelines.slice(1).forEach((timeline, k) => expect(poseAt(timeline, 0)).toEqual(timelines[k]!.after));
    expect(timelines.at(-1)!.settled.filter(turned).length).toBeGreaterThan(2);
  });

  it('taking a move back keeps the order and turn of every marble that move left where it was', () => {
    const moves = playSequence(EMPTY7, GAME);
    const timelines = chain(moves);
    const last = moves.at(-1)!;
    const before = timelines.at(-2)!.settled;
    const settled = timelines.at(-1)!.settled;
    const back = restMarbles(last.before.owners, last.before.reserves, settled);
    const stayed = settled.filter((m, i) => m.cell === before[i]!.cell && m.slot === before[i]!.slot);
    expect(stayed.some(turned)).toBe(true);
    stayed.forEach((m) => expect(back).toContain(m));
    expect(back.filter((m) => settled.includes(m))).toEqual(settled.filter((m) => back.includes(m)));
    back.filter((m) => !settled.includes(m)).forEach((m) => expect(turned(m)).toBe(false));
    expectSamePlaces(stillPose(last.before.board, back), poseBefore(last));
  });
});
