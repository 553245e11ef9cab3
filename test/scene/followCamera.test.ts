import { describe, expect, test } from 'vitest';
import { cellCenter } from '../../src/anim/geometry';
import { highlightPlan, linePlan } from '../../src/anim/frames';
import { clockOf } from '../../src/anim/playback';
import { compileTimelines } from '../../src/anim/timelines';
import { loadRecord } from '../../src/engine/record';
import { pictureBox } from '../../src/scene/cameraPath';
import { filmSubject, moveFocus } from '../../src/scene/filmSubject';
import { FOLLOW_MAX_TURN, followCamera, followShots } from '../../src/scene/followCamera';
import { trayGrooves } from '../../src/scene/layout';
import GAMES from '../export/reviewedGames.json';

/** Where the picture ends, in the picture box's coordinates (from -1 to 1 across it). */
const PICTURE_EDGE = 1;

const replay = loadRecord(GAMES[0]);
if (!replay.ok) throw new Error('the recorded game does not open');
const { start, plies } = replay.value;
const clock = clockOf(
  compileTimelines(start, plies, [], () => false),
  plies.length,
);
const subject = filmSubject(start.board, trayGrooves(start.board, 2, start.rules.marbles));
const pacing = { slow: [5], slowFactor: 3, hold: 1.5 };
const STEP = 1 / 30;

describe.each([
  ['every move', linePlan(clock, 1, plies.length, pacing)],
  ['highlights', highlightPlan(clock, [5, 18, plies.length], pacing)],
])('the following camera, %s', (_, plan) => {
  const shots = followShots(plan, (ply) => moveFocus(start.board, plies[ply - 1]!.events));
  const camera = followCamera(shots, subject, 1, 16 / 9);
  const times = Array.from({ length: Math.floor(plan.seconds / STEP) }, (_, k) => k * STEP);

  test('stays above the table and turns no faster than its bound', () => {
    let sight: number[] | null = null;
    for (const t of times) {
      const { position, target } = camera(t);
      expect(position[1]).toBeGreaterThan(1);
      const d = position.map((p, i) => target[i]! - p);
      const n = Math.hypot(...d);
      const now = d.map((x) => x / n);
      if (sight) {
        const turn = Math.acos(
          Math.min(
            1,
            now.reduce((s, x, i) => s + x * sight![i]!, 0),
          ),
        );
        expect(turn / STEP).toBeLessThanOrEqual(FOLLOW_MAX_TURN * 1.05);
      }
      sight = now;
    }
  });

  test('has the dropped cell in the picture once each move is under way', () => {
    let begin = 0;
    for (const piece of plan.pieces) {
      const drop = plies[piece.ply - 1]!.events.find((e) => e.kind === 'drop');
      if (piece.rate > 0 && piece.from === clock.starts[piece.ply - 1] && drop) {
        const box = pictureBox(camera(begin + piece.seconds), [cellCenter(start.board, drop.cell)], 16 / 9);
        expect(Math.max(-box.left, box.right, -box.bottom, box.top)).toBeLessThan(PICTURE_EDGE);
      }
      begin += piece.seconds;
    }
  });

  test('has every marble a move pushes, where it was and where it comes to rest, in the picture by its end', () => {
    let begin = 0;
    let framed = 0;
    for (const piece of plan.pieces) {
      const pushes = plies[piece.ply - 1]!.events.filter((e) => e.kind === 'push');
      if (piece.rate > 0 && piece.from === clock.starts[piece.ply - 1] && pushes.length > 0) {
        const cells = pushes.flatMap((p) => [...p.line, ...(p.target === null ? [] : [p.target])]);
        const box = pictureBox(
          camera(begin + piece.seconds),
          cells.map((cell) => cellCenter(start.board, cell)),
          16 / 9,
        );
        expect(Math.max(-box.left, box.right, -box.bottom, box.top), `move ${piece.ply}`).toBeLessThan(PICTURE_EDGE);
        framed++;
      }
      begin += piece.seconds;
    }
    expect(framed).toBeGreaterThan(0);
  });
});
