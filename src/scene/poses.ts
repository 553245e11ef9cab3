import { type Pose, type RestMarble, poseAt, stillPose } from '../anim/timeline';
import type { Board } from '../engine/board';
import type { Animation } from '../store/table';

const stillPoses = new WeakMap<readonly RestMarble[], Pose>();

/** The pose of the marbles at rest, computed once per set of marbles (the store replaces it on every change). */
export function restPoseOf(board: Board, resting: readonly RestMarble[]): Pose {
  let pose = stillPoses.get(resting);
  if (!pose) {
    pose = stillPose(board, resting);
    stillPoses.set(resting, pose);
  }
  return pose;
}

/**
 * What the table shows at clock time `now` (ms): the animation's pose while it runs, else the
 * marbles at rest. `moving` says whether another frame is needed. The last pose of an animation and
 * the rest pose after it are the same marbles in the same order, so its end shows no jump.
 */
export function poseNow(
  board: Board,
  resting: readonly RestMarble[],
  animation: Animation | null,
  now: number,
): { pose: Pose; moving: boolean } {
  if (!animation) return { pose: restPoseOf(board, resting), moving: false };
  const t = (now - animation.startedAt) / 1000;
  return { pose: poseAt(animation.timeline, t), moving: t < animation.timeline.duration };
}
