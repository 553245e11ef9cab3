import { describe, expect, it } from 'vitest';
import type { MoveEvent, PushEvent } from '../../src/engine/drop';
import { type GameState, defaultRules, legalMoves, play, startGame } from '../../src/engine/game';
import { PRESETS, presetMarbles } from '../../src/engine/presets';
import { type Timeline, compileMove } from '../../src/anim/timeline';
import { setupOf, stateOf } from '../engine/helpers';
import { unwrap } from '../result';

/** Issue 54: a move at normal speed ends within about 1.5 s on the preset boards. */
const MOVE_LIMIT = 1.5;
/** The impulse's visible pace on lines of up to eight marbles, in seconds a marble. */
const SLOWEST_PACE = 0.09;
/** Turns played from the empty board: enough to crowd a 9x9 with two players' twelve marbles each. */
const TURNS = 40;

interface Drop {
  readonly before: GameState;
  readonly events: readonly MoveEvent[];
  readonly pushes: number;
}

function pushesOf(events: readonly MoveEvent[]): PushEvent[] {
  return events.filter((e): e is PushEvent => e.kind === 'push');
}

/**
 * The drops that push the most lines, of every position of a game on `preset` whose players always
 * make the move that leaves the most marbles on the board (and of those, one that pushes the most
 * lines): the board fills up, and each turn's heaviest drops are tried.
 */
function heavyMoves(preset: (typeof PRESETS)[number], players: number): Drop[] {
  const started = startGame(
    setupOf(preset.layout, preset.lattice),
    defaultRules(players, presetMarbles(preset, players)),
  );
  if (!started.ok) throw new Error(JSON.stringify(started.error));
  const drops: Drop[] = [];
  let state = started.value;
  for (let turn = 0; turn < TURNS && !state.result; turn++) {
    const before = state;
    const moves = legalMoves(before).map((move) => {
      const result = play(before, move);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      const { events } = result.value;
      const pushes = pushesOf(events).length;
      const onBoard = result.value.state.owners.filter((o) => o > 0).length;
      return { drop: { before, events, pushes }, after: result.value.state, onBoard };
    });
    if (moves.length === 0) break;
    const most = Math.max(...moves.map((m) => m.drop.pushes));
    drops.push(...moves.filter((m) => m.drop.pushes === most).map((m) => m.drop));
    const next = moves.reduce((a, b) =>
      b.onBoard > a.onBoard || (b.onBoard === a.onBoard && b.drop.pushes > a.drop.pushes) ? b : a,
    );
    state = next.after;
  }
  return drops;
}

describe.each(PRESETS.flatMap((preset) => [2, 4].map((players) => ({ preset, players, id: preset.id }))))(
  'heavy drops on $id with $players players',
  ({ preset, players }) => {
    const drops = heavyMoves(preset, players);
    const timelines = drops.map((drop) => ({
      drop,
      timeline: compileMove(drop.before.board, drop.before, drop.events),
    }));

    it('reaches crowded positions: some drop pushes three lines or more', () => {
      expect(Math.max(...drops.map((d) => d.pushes))).toBeGreaterThanOrEqual(3);
    });

    it(`ends every move within ${MOVE_LIMIT} s at normal speed`, () => {
      const longest = timelines.reduce((a, b) => (b.timeline.duration > a.timeline.duration ? b : a));
      expect(longest.timeline.duration, JSON.stringify(longest.drop.events)).toBeLessThanOrEqual(MOVE_LIMIT);
    });

    it(`knocks along every line at ${SLOWEST_PACE * 1000} ms a marble or slower`, () => {
      for (const { drop, timeline } of timelines) expectKnockPace(drop.events, timeline);
    });
  },
);

/**
 * Knocks on the marbles each phase-1 line of up to eight passes through, then its end marble's
 * roll if it rolls, come at least SLOWEST_PACE apart.
 */
function expectKnockPace(events: readonly MoveEvent[], timeline: Timeline): void {
  for (const push of pushesOf(events)) {
    if (push.phase !== 1 || push.path.length > 8) continue;
    const struck = push.path.map(
      (cell) => timeline.cues.find((c) => (c.kind === 'knock' || c.kind === 'roll') && c.cell === cell)!.time,
    );
    struck.slice(1).forEach((t, k) => expect(t - struck[k]!).toBeGreaterThanOrEqual(SLOWEST_PACE - 1e-9));
  }
}

/** `preset`'s board with `rows` (top row first, `x` the drop cell) written over its layout, and that drop played. */
function dropOn(presetId: string, rows: readonly string[]) {
  const preset = PRESETS.find((p) => p.id === presetId)!;
  const layout = preset.layout.map((row, r) => rows[r] ?? row);
  expect(layout.map((row) => row.length)).toEqual(preset.layout.map((row) => row.length));
  const drop = layout.join('').indexOf('x');
  const before = stateOf(
    layout.map((row) => row.replace('x', '.')),
    { lattice: preset.lattice, marbles: presetMarbles(preset, 2) },
  );
  const { events } = unwrap(play(before, drop));
  return { events, timeline: compileMove(before.board, before, events), pushes: pushesOf(events) };
}

describe.each([
  // Measured before this pace: 1.87 s on each, the end marble in its tray 1.80 s in.
  {
    id: 'square9',
    rows: [
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      'x12121212',
    ],
  },
  {
    id: 'square7x9',
    rows: ['.........', '.........', '.........', '.........', '.........', '.........', 'x12121212'],
  },
  // The hexagon of side 5 across its middle row.
  { id: 'hex5', rows: ['----.....', '---......', '--.......', '-........', 'x12121212'] },
])('an eight-marble line pushed over the edge of $id', ({ id, rows }) => {
  const { events, timeline, pushes } = dropOn(id, rows);

  it('is one line of eight whose end marble leaves the board', () => {
    expect(pushes.map((p) => [p.line.length, p.result])).toEqual([[8, 'edge']]);
    expect(timeline.cues.filter((c) => c.kind === 'tray')).toHaveLength(1);
  });

  it(`ends within ${MOVE_LIMIT} s at normal speed, the end marble back in its tray`, () => {
    expect(timeline.duration).toBeLessThanOrEqual(MOVE_LIMIT);
    const tray = timeline.cues.find((c) => c.kind === 'tray')!.time;
    expect(tray).toBeLessThan(timeline.duration);
  });

  it(`still knocks along the line at ${SLOWEST_PACE * 1000} ms a marble or slower`, () => {
    expectKnockPace(events, timeline);
  });
});

describe('lines of eight, seven and six from one drop on the 9x9', () => {
  // a1 dropped: the bottom row to the right (over the edge), the a file up and the diagonal to g7.
  const { events, timeline, pushes } = dropOn('square9', [
    '.........',
    '2........',
    '1.....1..',
    '2....2...',
    '1...1....',
    '2..2.....',
    '1.1......',
    '22.......',
    'x12121212',
  ]);

  it('pushes the three lines', () => {
    expect(pushes.map((p) => p.line.length).sort()).toEqual([6, 7, 8]);
  });

  it(`ends within ${MOVE_LIMIT} s and keeps the pace of each line`, () => {
    expect(timeline.duration).toBeLessThanOrEqual(MOVE_LIMIT);
    expectKnockPace(events, timeline);
  });

  it('sets the end marbles off in order of their line length, a longer line a clear step later', () => {
    const leaves = pushes
      .map((push) => ({
        length: push.line.length,
        at: timeline.cues.find((c) => c.kind === 'roll' && c.cell === push.from)!.time,
      }))
      .sort((a, b) => a.length - b.length);
    leaves.slice(1).forEach((l, k) => expect(l.at - leaves[k]!.at).toBeGreaterThanOrEqual(0.075));
  });
});

describe('the lift and drop before the impulse', () => {
  /** When the dropped marble lands at the end of a bottom row of `cols` holding a line of `marbles`. */
  function impactWith(marbles: number, cols: number): number {
    const before = stateOf(
      [
        '.'.repeat(cols),
        '.'.repeat(cols),
        '.' +
          '12'
            .repeat(cols)
            .slice(0, marbles)
            .padEnd(cols - 1, '.'),
      ],
      {
        marbles: cols,
      },
    );
    const { events } = unwrap(play(before, 2 * cols));
    return compileMove(before.board, before, events).phaseTimes.impact!;
  }

  it('quicken with the longest line from four marbles to eight, and no further', () => {
    const impacts = Array.from({ length: 12 }, (_, k) => impactWith(k + 1, 16));
    expect(impacts[1]).toBe(impacts[0]);
    expect(impacts[2]).toBe(impacts[0]);
    for (let k = 3; k < 8; k++) expect(impacts[k]).toBeLessThan(impacts[k - 1]!);
    for (let k = 8; k < 12; k++) expect(impacts[k]).toBe(impacts[7]);
  });
});
