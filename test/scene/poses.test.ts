import { describe, expect, test } from 'vitest';
import { type Pose, type RestMarble, compileMove, poseAt, restMarbles, stillPose } from '../../src/anim/timeline';
import { play } from '../../src/engine/game';
import { poseNow, restPoseOf } from '../../src/scene/poses';
import { isSoftwareRenderer } from '../../src/scene/quality';
import type { TableState } from '../../src/store/table';
import { EMPTY7, cellOf, stateOf } from '../engine/helpers';
import { tableWith } from '../store/fixtures';

describe('poseNow', () => {
  const before = stateOf(EMPTY7);
  const played = play(before, cellOf(before.board, 'd4'));
  if (!played.ok) throw new Error(played.error);
  const after = played.value.state;
  const timeline = compileMove(before.board, before, played.value.events);

  test('without an animation the table shows the marbles at rest, posed once', () => {
    const resting = restMarbles(after.owners, after.reserves);
    const { pose, moving } = poseNow(after.board, resting, null, 123);
    expect(pose).toEqual(stillPose(after.board, resting));
    expect(restPoseOf(after.board, resting)).toBe(pose);
    expect(moving).toBe(false);
  });

  test('during an animation the pose follows the timeline in seconds since its start', () => {
    const animation = { timeline, startedAt: 1000 };
    const half = (timeline.duration / 2) * 1000;
    const { pose, moving } = poseNow(after.board, timeline.settled, animation, 1000 + half);
    expect(pose).toEqual(poseAt(timeline, timeline.duration / 2));
    expect(moving).toBe(true);
    const end = poseNow(after.board, timeline.settled, animation, 1000 + timeline.duration * 1000);
    expect(end.moving).toBe(false);
    expect(end.pose).toEqual(poseNow(after.board, timeline.settled, null, 0).pose);
  });
});

describe('the table as the store drives it', () => {
  /** What the scene draws now. */
  const shown = (state: TableState, now: number): Pose =>
    poseNow(state.game.board, state.resting, state.animation, now).pose;
  const turned = (m: RestMarble) => m.quaternion[3] < 1 - 1e-9;

  test('no move ends with a jump, and each starts from the turns the last one left', () => {
    const { store, clock } = tableWith();
    // Along the top edge: marbles roll along it and fall off it into the trays.
    for (const name of ['a7', 'b7', 'a7', 'b7', 'c7', 'b7']) {
      const still = shown(store.getState(), clock.now());
      expect(store.getState().playText(name).ok).toBe(true);
      const playing = store.getState();
      expect(shown(playing, clock.now())).toEqual(still);
      const duration = playing.animation!.timeline.duration * 1000;
      const last = shown(playing, clock.now() + duration * (1 - 1e-9));
      clock.advance(duration);
      expect(store.getState().animation).toBeNull();
      const rest = shown(store.getState(), clock.now());
      rest.marbles.forEach((m, i) => {
        expect(m.player).toBe(last.marbles[i]!.player);
        m.position.forEach((v, k) => expect(v).toBeCloseTo(last.marbles[i]!.position[k]!, 6));
        m.quaternion.forEach((v, k) => expect(v).toBeCloseTo(last.marbles[i]!.quaternion[k]!, 6));
      });
    }
    expect(store.getState().resting.some(turned)).toBe(true);
  });

  test('at instant speed the marbles still come to rest turned by their rolls', () => {
    const { store } = tableWith();
    store.getState().setSpeed('instant');
    for (const name of ['a7', 'b7', 'a7']) store.getState().playText(name);
    expect(store.getState().animation).toBeNull();
    expect(store.getState().resting.some(turned)).toBe(true);
  });

  test('undo keeps the turn of every marble the move it takes back left in place', () => {
    const { store } = tableWith();
    store.getState().setSpeed('instant');
    for (const name of ['a7', 'b7', 'a7', 'b7', 'c7', 'b7']) store.getState().playText(name);
    const before = store.getState().resting;
    store.getState().undo();
    const { resting } = store.getState();
    for (const m of resting) {
      const was = before.find((b) => b.player === m.player && b.cell === m.cell && b.slot === m.slot);
      if (was) expect(m).toBe(was);
      else expect(turned(m)).toBe(false);
    }
    expect(resting.filter((m) => before.includes(m)).some(turned)).toBe(true);
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
