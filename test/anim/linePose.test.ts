import { describe, expect, test } from 'vitest';
import { poseAtPlayhead } from '../../src/anim/linePose';
import { poseAt, restPose } from '../../src/anim/timeline';
import type { GameState } from '../../src/engine/game';
import { lineThrough } from '../../src/engine/line';
import { lineTree, pathOf } from '../../src/engine/tree';
import { restingAt } from '../../src/anim/playback';
import { compileTimelines } from '../../src/anim/timelines';
import { endlessStart, longGame } from '../engine/trees';
import { unwrap } from '../result';

const START = endlessStart();
const MOVES = longGame(START, 6).moves;
const PLIES = unwrap(lineThrough(START, lineTree(MOVES), pathOf(MOVES))).plies;
const ALL = compileTimelines(START, PLIES, [], () => false);

function restOf(state: GameState) {
  return restPose(state.board, state.owners, state.reserves);
}

describe('poseAtPlayhead', () => {
  test('ply 0 is the start at rest, whatever t, compiled or not', () => {
    for (const t of [0, 0.2, Number.POSITIVE_INFINITY]) {
      expect(poseAtPlayhead(START, PLIES, ALL, { ply: 0, t })).toEqual(restOf(START));
      expect(poseAtPlayhead(START, PLIES, [], { ply: 0, t })).toEqual(restOf(START));
    }
    expect(poseAtPlayhead(START, [], [], { ply: 0, t: 0 })).toEqual(restOf(START));
  });

  test('the start pose is the first move’s pose at its very start: no jump when it begins', () => {
    expect(poseAtPlayhead(START, PLIES, ALL, { ply: 0, t: 0 })).toEqual(poseAt(ALL[0]!, 0));
  });

  test('a compiled move part way through is its timeline’s pose at that time', () => {
    ALL.forEach((timeline, k) => {
      for (const share of [0.1, 0.5, 0.9]) {
        const t = share * timeline.duration;
        const pose = poseAtPlayhead(START, PLIES, ALL, { ply: k + 1, t });
        expect(pose).toEqual(poseAt(timeline, t));
        // Part way through, the move is not its end pose.
        if (share === 0.5) expect(pose).not.toEqual(timeline.after);
      }
    });
  });

  test('a compiled move at or past its end is exactly its `after` pose', () => {
    ALL.forEach((timeline, k) => {
      for (const t of [timeline.duration, timeline.duration + 1, restingAt(k + 1).t]) {
        expect(poseAtPlayhead(START, PLIES, ALL, { ply: k + 1, t })).toBe(timeline.after);
      }
    });
  });

  test('a move not compiled yet shows the position after it, at rest and unturned', () => {
    const some = ALL.slice(0, 2);
    for (let ply = 3; ply <= PLIES.length; ply++) {
      for (const t of [0, 0.3, Number.POSITIVE_INFINITY]) {
        expect(poseAtPlayhead(START, PLIES, some, { ply, t })).toEqual(restOf(PLIES[ply - 1]!.state));
      }
    }
    // The compiled ones still play.
    const t = ALL[1]!.duration / 2;
    expect(poseAtPlayhead(START, PLIES, some, { ply: 2, t })).toEqual(poseAt(ALL[1]!, t));
  });

  test('the rest pose is computed once per position object and then the same object', () => {
    const first = poseAtPlayhead(START, PLIES, [], { ply: 4, t: 0 });
    expect(poseAtPlayhead(START, PLIES, [], { ply: 4, t: 1 })).toBe(first);
    // Another line reaching the same position object shows the same pose object.
    expect(poseAtPlayhead(START, PLIES.slice(0, 4), ALL.slice(0, 1), { ply: 4, t: 0 })).toBe(first);
    expect(poseAtPlayhead(START, PLIES, [], { ply: 0, t: 0 })).toBe(poseAtPlayhead(START, [], [], { ply: 0, t: 5 }));

    // An equal position that is another object gets a pose of its own, equal in value.
    const copy: GameState = { ...PLIES[3]!.state };
    const plies = [...PLIES.slice(0, 3), { ...PLIES[3]!, state: copy }];
    const other = poseAtPlayhead(START, plies, [], { ply: 4, t: 0 });
    expect(other).toEqual(first);
    expect(other).not.toBe(first);
    expect(poseAtPlayhead(START, plies, [], { ply: 4, t: 0 })).toBe(other);
  });

  test('different positions have different rest poses', () => {
    const poses = PLIES.map((_, k) => poseAtPlayhead(START, PLIES, [], { ply: k + 1, t: 0 }));
    poses.forEach((pose, k) => expect(pose).toEqual(restOf(PLIES[k]!.state)));
    for (let k = 1; k < poses.length; k++) expect(poses[k]).not.toEqual(poses[k - 1]);
  });
});
