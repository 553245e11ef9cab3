import { describe, expect, test } from 'vitest';
import { compileMove, poseAt, restPose } from '../../src/anim/timeline';
import { play } from '../../src/engine/game';
import { poseNow, restPoseOf } from '../../src/scene/poses';
import { isSoftwareRenderer } from '../../src/scene/quality';
import { EMPTY7, cellOf, stateOf } from '../engine/helpers';

describe('poseNow', () => {
  const before = stateOf(EMPTY7);
  const played = play(before, cellOf(before.board, 'd4'));
  if (!played.ok) throw new Error(played.error);
  const after = played.value.state;
  const timeline = compileMove(before.board, before, played.value.events);

  test('without an animation the table shows the position at rest, computed once', () => {
    const { pose, moving } = poseNow(after, null, 123);
    expect(pose).toEqual(restPose(after.board, after.owners, after.reserves));
    expect(restPoseOf(after)).toBe(pose);
    expect(moving).toBe(false);
  });

  test('during an animation the pose follows the timeline in seconds since its start', () => {
    const animation = { timeline, startedAt: 1000 };
    const half = (timeline.duration / 2) * 1000;
    const { pose, moving } = poseNow(after, animation, 1000 + half);
    expect(pose).toEqual(poseAt(timeline, timeline.duration / 2));
    expect(moving).toBe(true);
    const end = poseNow(after, animation, 1000 + timeline.duration * 1000);
    expect(end.moving).toBe(false);
    expect(end.pose).toEqual(restPose(after.board, after.owners, after.reserves));
  });
});

describe('isSoftwareRenderer', () => {
  test.each([
    ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', true],
    ['llvmpipe (LLVM 15.0.6, 256 bits)', true],
    ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3070 Direct3D11 vs_5_0 ps_5_0, D3D11)', false],
    ['Apple M2', false],
  ])('%s: %s', (renderer, software) => {
    expect(isSoftwareRenderer(renderer)).toBe(software);
  });
});
