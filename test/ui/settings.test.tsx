// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { LanguageContext } from '../../src/store/context';
import { LANGUAGE_KEY, createLanguage } from '../../src/store/language';
import { SETTINGS_KEY } from '../../src/codec/storageKeys';
import { createSettings } from '../../src/store/settings';
import { SOUND_SETTINGS_KEY, createSound } from '../../src/store/sound';
import { SettingsButton } from '../../src/ui/SettingsPanel';
import { FakeAudioContext } from '../sound/fakeAudio';
import { tableWith } from '../store/fixtures';
import { memoryStorage } from '../store/memoryStorage';
import { button, byLabel, choose, click, press, renderWith } from './render';

async function opened() {
  const { store: table } = tableWith();
  const storage = memoryStorage();
  const language = await createLanguage({ storage, preferences: ['en-GB'] });
  const sound = createSound(table, { audio: () => new FakeAudioContext().asContext(), storage, page: null });
  const settings = createSettings(table, { storage });
  const view = renderWith(
    table,
    <LanguageContext.Provider value={language}>
      <SettingsButton settings={settings} sound={sound} language={language} />
    </LanguageContext.Provider>,
  );
  click(button(view, 'Settings'));
  const dialog = (): HTMLElement | null => view.querySelector('[role="dialog"]');
  return { table, storage, language, sound, settings, view, dialog };
}

function radio(view: HTMLElement, label: string): HTMLInputElement {
  const found = [...view.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const input = found?.querySelector('input');
  if (!input) throw new Error(`no radio button ${label}`);
  return input;
}

describe('the settings panel', () => {
  test('is a labelled modal dialog: focus starts on the language, stays inside, and Escape gives it back', async () => {
    const { view, dialog } = await opened();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe('Settings');
    const language = byLabel<HTMLSelectElement>(view, 'Language');
    expect(document.activeElement).toBe(language);
    const controls = [...dialog()!.querySelectorAll<HTMLElement>('select, input:not([disabled]), button')];
    const last = controls[controls.length - 1]!;
    expect(last.textContent).toBe('Close');
    last.focus();
    expect(press(last, 'Tab')).toBe(false);
    expect(document.activeElement).toBe(language);
    expect(press(language, 'Tab', true)).toBe(false);
    expect(document.activeElement).toBe(last);
    press(byLabel(view, 'Animation speed'), 'Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button(view, 'Settings'));
  });

  test('focus that falls out to the page (a control disabled under it) comes back, and Tab and Escape work on', async () => {
    const { view, dialog } = await opened();
    const language = byLabel<HTMLSelectElement>(view, 'Language');
    act(() => language.blur());
    expect(document.activeElement).toBe(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(dialog());
    expect(press(dialog()!, 'Tab')).toBe(false);
    expect(document.activeElement).toBe(language);
    act(() => language.blur());
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(press(dialog()!, 'Tab', true)).toBe(false);
    expect(document.activeElement?.textContent).toBe('Close');
    press(document.activeElement!, 'Escape');
    expect(dialog()).toBeNull();
  });

  test('Close closes it too', async () => {
    const { view, dialog } = await opened();
    click(button(view, 'Close'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button(view, 'Settings'));
  });

  test('lists each language by its own name and switches the panel to the one picked', async () => {
    const { view, language, storage } = await opened();
    const picker = byLabel<HTMLSelectElement>(view, 'Language');
    expect([...picker.options].map((o) => [o.value, o.lang, o.textContent])).toEqual([
      ['en', 'en', 'English'],
      ['de', 'de', 'Deutsch'],
      ['es', 'es', 'Español'],
      ['ja', 'ja', '日本語'],
    ]);
    // The German words load first; the panel changes once they are there.
    await act(async () => {
      picker.value = 'de';
      picker.dispatchEvent(new Event('change', { bubbles: true }));
      await vi.waitFor(() => expect(language.getState().language).toBe('de'));
    });
    expect(storage.items[LANGUAGE_KEY]).toBe('de');
    expect(view.querySelector('h2')?.textContent).toBe('Einstellungen');
    expect(byLabel<HTMLSelectElement>(view, 'Sprache').value).toBe('de');
    expect(button(view, 'Schließen')).toBeTruthy();
  });

  test('mutes and sets the volume, remembered by the sound settings', async () => {
    const { view, sound, storage } = await opened();
    click(button(view, 'Mute'));
    expect(sound.getState().muted).toBe(true);
    expect(JSON.parse(storage.items[SOUND_SETTINGS_KEY]!)).toMatchObject({ muted: true });
    expect(byLabel<HTMLInputElement>(view, 'Volume').disabled).toBe(true);
  });

  test('sets the animation speed, the camera, the theme and the graphics, each remembered', async () => {
    const { view, settings, table, storage } = await opened();
    const speed = byLabel<HTMLSelectElement>(view, 'Animation speed');
    expect([...speed.options].map((o) => o.textContent)).toEqual(['Slow', 'Normal', 'Fast', 'Instant']);
    choose(speed, 'instant');
    expect(settings.getState().speed).toBe('instant');
    const start = byLabel<HTMLSelectElement>(view, 'A new game starts');
    expect([...start.options].map((o) => o.value)).toEqual(['seated', 'top', 'free']);
    choose(start, 'top');
    expect(table.getState().view.kind).toBe('top');
    click(byLabel<HTMLInputElement>(view, 'Turn to each person'));
    const contrast = radio(view, 'High contrast');
    expect(radio(view, 'Wood').checked).toBe(true);
    click(contrast);
    expect(contrast.checked).toBe(true);
    const graphics = byLabel<HTMLSelectElement>(view, 'Graphics');
    expect([...graphics.options].map((o) => o.value)).toEqual(['auto', 'low', 'high']);
    expect(graphics.value).toBe('auto');
    choose(graphics, 'high');
    expect(settings.getState()).toMatchObject({
      speed: 'instant',
      startView: 'top',
      follow: true,
      theme: 'contrast',
      quality: 'high',
    });
    expect(JSON.parse(storage.items[SETTINGS_KEY]!)).toEqual({
      speed: 'instant',
      startView: 'top',
      follow: true,
      theme: 'contrast',
      quality: 'high',
    });
  });
});
