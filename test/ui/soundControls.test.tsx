// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { createSound } from '../../src/store/sound';
import { SoundControls } from '../../src/ui/SoundControls';
import { tableWith } from '../store/fixtures';
import { memoryStorage } from '../store/memoryStorage';
import { FakeAudioContext } from '../sound/fakeAudio';
import { button, byLabel, click, renderWith, typeInto } from './render';

describe('SoundControls', () => {
  test('mutes, unmutes and sets the volume', () => {
    const { store } = tableWith();
    const storage = memoryStorage();
    const sound = createSound(store, { audio: () => new FakeAudioContext().asContext(), storage, page: null });
    const view = renderWith(store, <SoundControls sound={sound} />);
    const mute = button(view, 'Mute');
    const volume = byLabel<HTMLInputElement>(view, 'Volume');
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    typeInto(volume, '0.35');
    expect(sound.getState().volume).toBe(0.35);
    click(mute);
    expect(sound.getState().muted).toBe(true);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(volume.disabled).toBe(true);
    click(mute);
    expect(sound.getState()).toMatchObject({ muted: false, volume: 0.35 });
    expect(Object.values(storage.items)).toEqual([JSON.stringify({ volume: 0.35, muted: false })]);
  });
});
