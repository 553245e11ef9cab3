import { describe, expect, it } from 'vitest';
import type { MoveEvent, PushEvent } from '../../src/engine/drop';
import { type GameState, defaultRules, legalMoves, play, startGame } from '../../src/engine/game';
import { PRESETS, presetMarbles } from '../../src/engine/presets';
import { compileMove } from '../../src/anim/timeline';
import { setupOf } from '../engine/helpers';

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
      for (const { drop, timeline } of timelines) {
        for (const push of pushesOf(drop.events)) {
          if (push.phase !== 1 || push.path.length > 8) continue;
          // Knocks on the marbles passed through, then the end marble's roll, if it rolls.
          const struck = push.path.map(
            (cell) => timeline.cues.find((c) => (c.kind === 'knock' || c.kind === 'roll') && c.cell === cell)!.time,
          );
          struck.slice(1).forEach((t, k) => expect(t - struck[k]!).toBeGreaterThanOrEqual(SLOWEST_PACE - 1e-9));
        }
      }
    });
  },
);
