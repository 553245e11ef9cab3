// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { restTime, timeOf } from '../../src/anim/gameTimeline';
import { Announcer } from '../../src/ui/Announcer';
import { CameraMenu } from '../../src/ui/CameraMenu';
import { MoveList } from '../../src/ui/MoveList';
import { ReplayBar } from '../../src/ui/ReplayBar';
import { formatTime } from '../../src/ui/replayTime';
import { tableWith } from '../store/fixtures';
import { loadLines, mountWith, pressKey, unmountAll } from './history';
import { acting, button, byLabel, choose, click, typeInto } from './render';

afterEach(unmountAll);

const GAME = [['a1', 'g7', 'b2', 'f6']];

function barAt(at: readonly string[], extra: ReactNode = null) {
  const { store } = tableWith();
  loadLines(store, GAME, at);
  const view = mountWith(
    store,
    <>
      <ReplayBar />
      <CameraMenu />
      {extra}
    </>,
  );
  return { store, view };
}

function scrubBar(view: HTMLElement): HTMLInputElement {
  return view.querySelector<HTMLInputElement>('input[type="range"][aria-label="Replay position"]')!;
}

describe('ReplayBar', () => {
  test('shows the running time and the move, and marks every move start on the scrub bar', () => {
    const { store, view } = barAt(GAME[0]!);
    const { clock } = store.getState();
    // At rest after the last move the clock reads the whole running time, not 0:09 / 0:10.
    expect(formatTime(restTime(clock, 4))).not.toBe(formatTime(clock.duration));
    expect(view.querySelector('.replay-time')?.textContent).toBe(
      `${formatTime(clock.duration)} / ${formatTime(clock.duration)}`,
    );
    expect(view.querySelector('.replay-move')?.textContent).toBe('Move 4 of 4');
    expect(view.querySelector('.replay-ticks path')?.getAttribute('d')?.match(/M/g)).toHaveLength(4);
    const scrub = scrubBar(view);
    expect(Number(scrub.max)).toBe(clock.duration);
    expect(Number(scrub.value)).toBe(clock.duration);
  });

  test('Play is unavailable in a game with no moves', () => {
    const { store } = tableWith();
    const view = mountWith(store, <ReplayBar />);
    expect(button(view, 'Play').getAttribute('aria-disabled')).toBe('true');
    click(button(view, 'Play'));
    expect(store.getState().playing).toBe(false);
  });

  test('Play starts the replay and becomes Pause; Space on the page pauses it', () => {
    const { store, view } = barAt([]);
    click(button(view, 'Play'));
    expect(store.getState().playing).toBe(true);
    pressKey(document.body, ' ');
    expect(store.getState().playing).toBe(false);
    expect(button(view, 'Play')).toBeDefined();
    pressKey(document.body, ' ');
    expect(button(view, 'Pause')).toBeDefined();
  });

  test('Space on a button presses the button only', () => {
    const { store, view } = barAt([]);
    pressKey(button(view, 'Play'), ' ');
    expect(store.getState().playing).toBe(false);
  });

  test('scrubbing seeks on every input, and the move shown follows', () => {
    const { store, view } = barAt(GAME[0]!);
    const scrub = scrubBar(view);
    const { starts, durations } = store.getState().clock;
    typeInto(scrub, String(starts[1]! + durations[1]! / 2));
    expect(store.getState().playhead.ply).toBe(2);
    expect(timeOf(store.getState().clock, store.getState().playhead)).toBeCloseTo(starts[1]! + durations[1]! / 2);
    expect(view.querySelector('.replay-move')?.textContent).toBe('Move 2 of 4');
    typeInto(scrub, '0');
    expect(store.getState().cursor).toBe(0);
    expect(scrub.getAttribute('aria-valuetext')).toBe(
      `0:00 of ${formatTime(store.getState().clock.duration)}, Start, 4 moves`,
    );
  });

  test('the status line follows the playhead: a scrub or a replay reads the move reached, not the one left', () => {
    const { store, clock } = tableWith();
    loadLines(store, GAME, GAME[0]!.slice(0, 1));
    const view = mountWith(
      store,
      <>
        <ReplayBar />
        <Announcer />
      </>,
    );
    const status = () => view.querySelector('[role="status"]')?.textContent;
    // The moves' animations compiled, as the page does in tasks of their own.
    acting(() => clock.advance(0));
    expect(status()).toMatch(/at move 1/);
    const { starts, durations } = store.getState().clock;
    typeInto(scrubBar(view), String(starts[2]! + durations[2]! / 2));
    expect(status()).toMatch(/^Move 3 of 4\./);
    typeInto(scrubBar(view), '0');
    expect(status()).toMatch(/^Start of the game/);
    click(button(view, 'Play'));
    acting(() => clock.advance(1000 * (starts[1]! + durations[1]! / 2)));
    expect(store.getState().cursor).toBe(2);
    expect(status()).toMatch(/^Move 2 of 4\./);
  });

  test.each([
    { label: 'Speed', value: '0.25', state: { rate: 0.25 } },
    { label: 'Speed', value: '4', state: { rate: 4 } },
    { label: 'Camera', value: 'top', state: { cameraMode: 'top' } },
    { label: 'Camera', value: 'cinematic', state: { cameraMode: 'cinematic' } },
  ])('$label $value', ({ label, value, state }) => {
    const { store, view } = barAt([]);
    const select = byLabel<HTMLSelectElement>(view, label);
    choose(select, value);
    expect(store.getState()).toMatchObject(state);
    expect(select.value).toBe(value);
  });

  test('the free camera offers a reset that frames the table again; a framed camera does not', () => {
    const { store, view } = barAt([]);
    const before = store.getState().view;
    click(button(view, 'Reset view'));
    expect(store.getState().view).toEqual({ ...before, seq: before.seq + 1 });
    choose(byLabel<HTMLSelectElement>(view, 'Camera'), 'top');
    expect(view.querySelector('.camera-reset')).toBeNull();
  });

  test('the speeds and camera modes offered', () => {
    const { view } = barAt([]);
    const options = (label: string) => [...byLabel<HTMLSelectElement>(view, label).options].map((o) => o.text);
    expect(options('Speed')).toEqual(['0.25x', '0.5x', '1x', '1.5x', '2x', '4x']);
    expect(options('Camera')).toEqual(['Free', 'Top', 'Player', 'Cinematic']);
  });
});

describe('history keys on the page', () => {
  test.each([
    { key: 'ArrowLeft', at: ['a1', 'g7'], cursor: 1 },
    { key: 'ArrowRight', at: ['a1', 'g7'], cursor: 3 },
    { key: 'Home', at: ['a1', 'g7'], cursor: 0 },
    { key: 'End', at: ['a1'], cursor: 4 },
  ])('$key acts once with the move list and the replay bar both shown', ({ key, at, cursor }) => {
    const { store } = barAt(at, <MoveList />);
    pressKey(document.body, key);
    expect(store.getState().cursor).toBe(cursor);
  });

  test('keys typed in a text field stay there', () => {
    const { store, view } = barAt(['a1', 'g7'], <input aria-label="Move" />);
    const field = view.querySelector('input[aria-label="Move"]')!;
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End', ' ']) pressKey(field, key);
    expect(store.getState().cursor).toBe(2);
    expect(store.getState().playing).toBe(false);
  });
});
