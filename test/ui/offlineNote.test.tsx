// @vitest-environment jsdom
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { markFirstFrame } from '../../src/scene/firstFrame';
import { OfflineNote } from '../../src/ui/OfflineNote';
import { tableWith } from '../store/fixtures';
import { acting, button, click, renderWith } from './render';

const update = vi.hoisted(() => vi.fn(async () => {}));
const registerSW = vi.hoisted(() => vi.fn<(options: RegisterSWOptions) => () => Promise<void>>(() => update));
vi.mock('virtual:pwa-register', () => ({ registerSW }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OfflineNote', () => {
  test('installs the service worker after the first frame, says when the app works offline, offers a new version', () => {
    const view = renderWith(tableWith().store, <OfflineNote />);
    expect(registerSW).not.toHaveBeenCalled();
    acting(markFirstFrame);
    expect(registerSW).toHaveBeenCalledTimes(1);
    const options = registerSW.mock.calls[0]![0];
    expect(view.textContent).toBe('');

    acting(() => options.onOfflineReady!());
    expect(view.textContent).toBe('Ready to play offline.');
    acting(() => vi.advanceTimersByTime(8000));
    expect(view.textContent).toBe('');

    acting(() => options.onNeedRefresh!());
    acting(() => vi.advanceTimersByTime(60_000));
    expect(view.textContent).toContain('A new version of Momentum is ready.');
    expect(update).not.toHaveBeenCalled();
    click(button(view, 'Reload'));
    expect(update).toHaveBeenCalledTimes(1);
  });
});
