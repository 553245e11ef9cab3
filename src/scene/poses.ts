import { type Pose, poseAt, restPose } from '../anim/timeline';
import type { GameState } from '../engine/game';
import type { Animation } from '../store/table';

const restPoses = new WeakMap<GameState, Pose>();

/** The still pose of a position, computed once per position. */
export function restPoseOf(game: GameState): Pose {
  let pose = restPoses.get(game);
  if (!pose) {
    pose = restPose(game.board, game.owners, game.reserves);
    restPoses.set(game, pose);
  }
  return pose;
}

/**
 * What the table shows at clock time `now` (ms): the animation's pose while it runs, else the
 * position at rest. `moving` says whether another frame is needed.
 */
export function poseNow(game: GameState, animation: Animation | null, now: number): { pose: Pose; moving: boolean } {
  if (!animation) return { pose: restPoseOf(game), moving: false };
  const t = (now - animation.startedAt) / 1000;
  return { pose: poseAt(animation.timeline, t), moving: t < animation.timeline.duration };
}
