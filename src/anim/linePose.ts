import type { Board } from '../engine/board';
import type { GameState } from '../engine/game';
import type { Ply } from '../engine/record';
import type { Playhead } from './gameTimeline';
import { type Pose, type Timeline, poseAt, restPose } from './timeline';

const restPoses = new WeakMap<GameState, Pose>();

/** The pose of a position at rest, unturned, computed once per position. */
function restPoseOf(board: Board, state: GameState): Pose {
  let pose = restPoses.get(state);
  if (!pose) {
    pose = restPose(board, state.owners, state.reserves);
    restPoses.set(state, pose);
  }
  return pose;
}

/**
 * What the table shows at a playhead: the start at rest, or move `ply` `t` seconds in. A move whose
 * timeline is not compiled yet (a long game still being prepared) shows the position after it.
 */
export function poseAtPlayhead(
  start: GameState,
  plies: readonly Ply[],
  timelines: readonly Timeline[],
  head: Playhead,
): Pose {
  if (head.ply === 0) return restPoseOf(start.board, start);
  const timeline = timelines[head.ply - 1];
  if (timeline) return poseAt(timeline, head.t);
  return restPoseOf(start.board, plies[head.ply - 1]?.state ?? start);
}
