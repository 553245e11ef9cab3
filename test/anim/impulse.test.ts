import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PushEvent } from '../../src/engine/drop';
import { play } from '../../src/engine/game';
import type { LatticeKind } from '../../src/engine/lattice';
import { MARBLE_RADIUS, cellCenter, directionVector } from '../../src/anim/geometry';
import { IMPULSE_STEP, RECOIL, impulseStep } from '../../src/anim/impulse';
import { type Timeline, compileMove, poseAt } from '../../src/anim/timeline';
import { type Quat, type Vec3, UP, cross, quatFromAxisAngle, quatMultiply } from '../../src/anim/vec';
import { HEX4, stateOf } from '../engine/helpers';
import { type PlayedMove, playMoves } from './fixtures';

/** Lines in all eight directions from d4: one, two or three marbles long, the two of three pushed over the edge. */
const EIGHT_LINES = ['.......', '.2...2.', '..121..', '..1.212', '..212..', '.1.2...', '1......'];

function compile(played: PlayedMove, speed?: number): Timeline {
  return compileMove(played.before.board, played.before, played.events, { speed });
}

function pushesOf(played: PlayedMove): PushEvent[] {
  return played.events.filter((e): e is PushEvent => e.kind === 'push');
}

/** Index in the poses of the marble standing on `cell` before the move. */
function marbleOn(timeline: Timeline, cell: number): number {
  return poseAt(timeline, 0).marbles.findIndex((m) => m.cell === cell);
}

function cueTime(timeline: Timeline, kind: string, cell: number): number {
  const found = timeline.cues.find((c) => c.kind === kind && c.cell === cell);
  if (!found) throw new Error(`no ${kind} cue on cell ${cell}`);
  return found.time;
}

/** Samples from 0 to the end, `step` seconds apart, the end included. */
function times(timeline: Timeline, step: number): number[] {
  const count = Math.floor(timeline.duration / step);
  return [...Array.from({ length: count + 1 }, (_, i) => i * step), timeline.duration];
}

describe('the pace of the impulse', () => {
  it('is at least 90 ms a marble on lines of up to eight', () => {
    for (let cells = 1; cells <= 8; cells++) expect(impulseStep(cells)).toBeGreaterThanOrEqual(0.09);
  });

  it('quickens on longer lines, yet a longer line is still crossed later', () => {
    for (let cells = 9; cells <= 26; cells++) {
      expect(impulseStep(cells)).toBeLessThan(impulseStep(cells - 1));
      expect(impulseStep(cells) * (cells - 1)).toBeGreaterThan(impulseStep(cells - 1) * (cells - 2));
    }
    // The longest line a board allows is crossed in about as long as a line of eleven at the even pace.
    expect(impulseStep(26) * 25).toBeLessThan(11 * IMPULSE_STEP);
  });
});

describe('a drop that knocks lines in all eight directions', () => {
  const played = playMoves(EIGHT_LINES, ['d4'], { marbles: 10 });
  const { board } = played.before;
  const timeline = compile(played);
  const impact = timeline.phaseTimes.impact!;
  const pushes = pushesOf(played);

  it('pushes eight lines', () => {
    expect(pushes.map((p) => p.line.length).sort()).toEqual([1, 1, 1, 2, 2, 2, 3, 3]);
  });

  it.each(pushesOf(played).map((push) => ({ push, name: `${push.dir}, ${push.line.length} long` })))(
    'line $name: the impulse passes every marble in order, and the end leaves only when it arrives',
    ({ push }) => {
      const knocks = push.line.slice(0, -1).map((cell) => cueTime(timeline, 'knock', cell));
      const leaves = cueTime(timeline, 'roll', push.from!);
      [...knocks, leaves].forEach((t, k) => expect(t).toBeCloseTo(impact + k * IMPULSE_STEP, 12));
      if (push.line.length > 1) expect(leaves).toBeGreaterThanOrEqual(Math.max(...knocks) + 0.09);
    },
  );

  it('ends within 1.5 s at normal speed, where it took 1.77 s before issue 54', () => {
    expect(timeline.duration).toBeLessThanOrEqual(1.5);
    expect(timeline.duration).toBeCloseTo(1.194, 3);
  });

  it('sets the end marbles off in order of their line length', () => {
    const starts = pushes
      .map((push) => ({ length: push.line.length, leaves: cueTime(timeline, 'roll', push.from!) }))
      .sort((a, b) => a.leaves - b.leaves);
    starts.slice(1).forEach((s, i) => {
      expect(s.length).toBeGreaterThanOrEqual(starts[i]!.length);
      if (s.length > starts[i]!.length) expect(s.leaves).toBeGreaterThan(starts[i]!.leaves + 0.09);
    });
  });

  it.each(
    pushesOf(played).flatMap((push) =>
      push.line.slice(0, -1).map((cell) => ({ push, cell, name: `${push.dir}, marble ${push.line.indexOf(cell)}` })),
    ),
  )('line $name recoils a fifth of a cell the way of the push, and back', ({ push, cell }) => {
    const index = marbleOn(timeline, cell);
    const home = cellCenter(board, cell);
    const along = directionVector(board, push.dir);
    const shifts = times(timeline, 0.002).map((t) => {
      const p = poseAt(timeline, t).marbles[index]!.position;
      return { t, along: (p[0] - home[0]) * along[0] + (p[2] - home[2]) * along[2], p };
    });
    const furthest = shifts.reduce((a, b) => (b.along > a.along ? b : a));
    expect(furthest.along).toBeGreaterThanOrEqual(0.15);
    expect(furthest.along).toBeLessThanOrEqual(RECOIL + 1e-9);
    // Furthest out one step after the impulse struck it, as it strikes the next marble.
    expect(furthest.t).toBeCloseTo(cueTime(timeline, 'knock', cell) + IMPULSE_STEP, 2);
    shifts.forEach((s) => expect(s.along).toBeGreaterThanOrEqual(-1e-9));
    expect(shifts.at(-1)!.p).toEqual(home);
  });

  it('at a quarter of the speed, the impulse takes four times as long from marble to marble', () => {
    const slow = compile(played, 0.25);
    const leaves = pushes.map((push) => cueTime(slow, 'roll', push.from!) - slow.phaseTimes.impact!);
    pushes.forEach((push, k) => expect(leaves[k]).toBeCloseTo(4 * (push.line.length - 1) * IMPULSE_STEP, 9));
  });
});

/** The rotation that takes `a` to `b`: b * a⁻¹. */
function turnBetween(a: Quat, b: Quat): Quat {
  return quatMultiply(b, [-a[0], -a[1], -a[2], a[3]]);
}

/** Fails unless two rotations are the same (a quaternion and its negation are). */
function expectSameTurn(actual: Quat, expected: Quat, what: string): void {
  const dot = actual.reduce((sum, v, k) => sum + v * expected[k]!, 0);
  expect(Math.abs(dot), what).toBeGreaterThan(1 - 1e-9);
}

/** A random position on `layout`'s board: each playable cell empty or a marble of player 1 or 2, and a drop cell. */
function positionOn(layout: readonly string[], lattice: LatticeKind) {
  const open = layout.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === '.' ? [[r, c] as const] : [])));
  return fc
    .tuple(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: open.length, maxLength: open.length }), fc.nat())
    .map(([fills, pick]) => {
      const rows = layout.map((row) => [...row]);
      open.forEach(([r, c], i) => {
        const fill = fills[i]!;
        rows[r]![c] = fill < 6 ? '.' : fill < 8 ? '1' : '2';
      });
      const empty = open.filter(([r, c]) => rows[r]![c] === '.');
      const counts = [1, 2].map((p) => rows.flat().filter((ch) => ch === String(p)).length);
      const state = stateOf(
        rows.map((row) => row.join('')),
        { lattice, marbles: Math.max(...counts) + 1 },
      );
      const [r, c] = empty[pick % empty.length]!;
      const result = play(state, r * state.board.cols + c);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      return { before: state, after: result.value.state, events: result.value.events };
    });
}

const BOARDS: readonly { name: string; layout: readonly string[]; lattice: LatticeKind }[] = [
  { name: 'square 7x7', layout: Array.from({ length: 7 }, () => '.......'), lattice: 'square' },
  { name: 'hexagon of side 4', layout: HEX4, lattice: 'hex' },
  {
    name: 'square with cushions, bumpers and a hole',
    layout: ['..B....', '.......', 'C...B..', '...H...', '.......', '..C....', '......B'],
    lattice: 'square',
  },
  {
    name: 'hexagon with a bumper and a cushion',
    layout: ['---....', '--.B...', '-......', '...H...', '.....C-', '.....--', '....---'],
    lattice: 'hex',
  },
];

/** Seconds between the samples of a move: a recoil lasts 250 ms, a roll 300 ms. */
const SAMPLE = 1 / 100;
const RUNS = 25;

/** The nearest two visible marbles come, and the nearest a marble on the board comes to an obstacle, over a move. */
function closestApproach(timeline: Timeline, obstacles: readonly Vec3[]) {
  const closest = { marbles: Infinity, obstacle: Infinity, where: '', near: '' };
  for (const t of times(timeline, SAMPLE)) {
    const shown = poseAt(timeline, t).marbles.filter((m) => m.visible);
    shown.forEach((m, i) => {
      for (const other of shown.slice(i + 1)) {
        const apart = Math.hypot(...m.position.map((v, k) => v - other.position[k]!));
        if (apart < closest.marbles)
          Object.assign(closest, { marbles: apart, where: `${m.position} and ${other.position} at ${t}` });
      }
      // Above the table and below an obstacle's top (a bumper's cap is 0.62 high): a lifted marble flies over.
      if (m.position[1] <= -MARBLE_RADIUS || m.position[1] - MARBLE_RADIUS > 0.65) return;
      for (const o of obstacles) {
        const apart = Math.hypot(m.position[0] - o[0], m.position[2] - o[2]);
        if (apart < closest.obstacle)
          Object.assign(closest, { obstacle: apart, near: `${m.position} near ${o} at ${t}` });
      }
    });
  }
  return closest;
}

describe.each(BOARDS)('random drops on a $name', ({ layout, lattice }) => {
  it('never lets two marbles overlap, nor a marble into an obstacle', () => {
    fc.assert(
      fc.property(positionOn(layout, lattice), (played) => {
        const { board } = played.before;
        // An obstacle stands on its cell about as wide as a marble.
        const obstacles = board.tiles.flatMap((tile, cell) =>
          tile === 'cushion' || tile === 'bumper' ? [cellCenter(board, cell)] : [],
        );
        const closest = closestApproach(compile(played), obstacles);
        expect(closest.marbles, closest.where).toBeGreaterThanOrEqual(2 * MARBLE_RADIUS - 1e-9);
        expect(closest.obstacle, closest.near).toBeGreaterThanOrEqual(2 * MARBLE_RADIUS - 1e-9);
      }),
      { numRuns: RUNS, seed: 54 },
    );
  });

  it('turns every marble on the board by exactly the way it rolls: no sliding', () => {
    fc.assert(
      fc.property(positionOn(layout, lattice), (played) => {
        const timeline = compile(played);
        const samples = times(timeline, SAMPLE).map((t) => poseAt(timeline, t));
        samples.slice(1).forEach((pose, s) => {
          pose.marbles.forEach((m, i) => {
            const before = samples[s]!.marbles[i]!;
            const onBoard = [m, before].every((p) => Math.abs(p.position[1] - MARBLE_RADIUS) < 1e-9 && p.visible);
            if (!onBoard) return;
            const moved: Vec3 = [m.position[0] - before.position[0], 0, m.position[2] - before.position[2]];
            const way = Math.hypot(...moved);
            const expected: Quat =
              way === 0
                ? [0, 0, 0, 1]
                : quatFromAxisAngle(cross(UP, [moved[0] / way, 0, moved[2] / way]), way / MARBLE_RADIUS);
            expectSameTurn(turnBetween(before.quaternion, m.quaternion), expected, `marble ${i} at sample ${s}`);
          });
        });
      }),
      { numRuns: RUNS, seed: 54 },
    );
  });
});
