// @vitest-environment jsdom
import type * as mediabunny from 'mediabunny';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LanguageContext } from '../../src/store/context';
import { createLanguage } from '../../src/store/language';
import { ExportButton } from '../../src/ui/ExportDialog';
import { tableWith } from '../store/fixtures';
import { acting, button, byLabel, choose, click, press, renderWith, typeInto } from './render';

/** What the browser's encoders can do; as jsdom has none, nothing unless a test says otherwise. */
const encoders = vi.hoisted(() => ({ video: [] as string[], audio: [] as string[] }));
vi.mock('mediabunny', async (original) => ({
  ...(await original<typeof mediabunny>()),
  canEncodeVideo: (codec: string) => Promise.resolve(encoders.video.includes(codec)),
  canEncodeAudio: (codec: string) => Promise.resolve(encoders.audio.includes(codec)),
}));
afterEach(() => {
  encoders.video = [];
  encoders.audio = [];
});

function openedWithMoves(moves: readonly string[]) {
  const { store } = tableWith();
  for (const move of moves) store.getState().playText(move);
  const view = renderWith(store, <ExportButton />);
  click(button(view, 'Export video'));
  return { store, view };
}

describe('ExportButton', () => {
  test('waits for a move to export', () => {
    const { store } = tableWith();
    const view = renderWith(store, <ExportButton />);
    expect(button(view, 'Export video').disabled).toBe(true);
    acting(() => store.getState().playText('d4'));
    expect(button(view, 'Export video').disabled).toBe(false);
  });

  test('opens a labelled dialog; Escape closes it and gives focus back to the button', () => {
    const { view } = openedWithMoves(['d4']);
    const dialog = view.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('export-title');
    expect(document.getElementById('export-title')?.textContent).toBe('Export video');
    for (const label of ['Format', 'Size', 'Frame rate', 'Camera', 'From move', 'To move', 'Captions', 'Title card']) {
      expect(byLabel(view, label), label).toBeTruthy();
    }
    expect(document.activeElement).toBe(byLabel(view, 'Format'));
    press(byLabel(view, 'Camera'), 'Escape');
    expect(view.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button(view, 'Export video'));
  });

  test('Tab wraps inside the dialog and never reaches the page behind it', () => {
    const { view } = openedWithMoves(['d4']);
    const dialog = view.querySelector('[role="dialog"]')!;
    const controls = [...dialog.querySelectorAll<HTMLElement>('select, input:not([disabled]), button')];
    const first = controls[0]!;
    const last = controls[controls.length - 1]!;
    expect(first).toBe(byLabel(view, 'Format'));
    last.focus();
    expect(press(last, 'Tab')).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(press(first, 'Tab', true)).toBe(false);
    expect(document.activeElement).toBe(last);
    // Between the ends, the browser moves focus as usual.
    const camera = byLabel(view, 'Camera');
    camera.focus();
    expect(press(camera, 'Tab')).toBe(true);
  });
});

describe('ExportDialog', () => {
  test('the whole game by default; some moves by number, a wrong range explained and refused', () => {
    const { view } = openedWithMoves(['d4', 'd5', 'e4']);
    expect(view.textContent).toContain('The whole game (3 moves)');
    const from = byLabel<HTMLInputElement>(view, 'From move');
    const to = byLabel<HTMLInputElement>(view, 'To move');
    expect([from.disabled, to.disabled]).toEqual([true, true]);
    click(view.querySelectorAll<HTMLInputElement>('input[name="export-moves"]')[1]!);
    expect([from.disabled, to.disabled]).toEqual([false, false]);
    typeInto(from, '3');
    typeInto(to, '2');
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('The last move must be from 3 to 3, not 2.');
    expect(button(view, 'Export').disabled).toBe(true);
    typeInto(to, '3');
    expect(view.querySelector('[role="alert"]')).toBeNull();
  });

  test('formats this browser cannot encode are shown but not offered; GIF always is, and stands in', async () => {
    // jsdom has no WebCodecs: the probe finds no video encoder.
    const { view } = openedWithMoves(['d4']);
    const options = () => [...byLabel<HTMLSelectElement>(view, 'Format').options];
    await vi.waitFor(() => expect(options().map((o) => o.text)).toContain('MP4 (H.264) (not in this browser)'), {
      timeout: 10_000,
    });
    expect(options().map((o) => [o.value, o.disabled])).toEqual([
      ['mp4', true],
      ['webm', true],
      ['gif', false],
    ]);
    expect(byLabel<HTMLSelectElement>(view, 'Format').value).toBe('gif');
    expect(view.textContent).toContain('A GIF is at most 640 pixels wide');
    expect(button(view, 'Export').disabled).toBe(false);
  });
});

describe('the sound track', () => {
  test('starts on the format that gets sound, offers it there and says why not where it cannot', async () => {
    // H.264 and VP9 pictures, but Opus sound only: a WebM gets sound, an MP4 (which wants AAC) cannot.
    encoders.video = ['avc', 'vp9'];
    encoders.audio = ['opus'];
    const { view } = openedWithMoves(['d4']);
    const format = byLabel<HTMLSelectElement>(view, 'Format');
    await vi.waitFor(() => expect(format.options[0]!.disabled).toBe(false));
    expect(format.value).toBe('webm');
    const box = byLabel<HTMLInputElement>(view, 'Sound');
    await vi.waitFor(() => expect([box.checked, box.disabled]).toEqual([true, false]));
    choose(format, 'mp4');
    expect(view.textContent).toContain('No sound: this browser cannot add it to MP4 (H.264) files');
    const sound = () => view.querySelector<HTMLInputElement>('.export-dialog input[type="checkbox"]:disabled');
    expect(sound()?.checked).toBe(false);
    choose(format, 'webm');
    expect([box.checked, box.disabled]).toEqual([true, false]);
    click(box);
    expect(box.checked).toBe(false);
    choose(format, 'gif');
    expect(view.querySelector('input[type="checkbox"][disabled]')).toBeNull();
    expect(view.textContent).not.toContain('Sound');
  });

  test('starts on MP4 where the browser gives MP4 a sound track', async () => {
    encoders.video = ['avc', 'vp9'];
    encoders.audio = ['aac', 'opus'];
    const { view } = openedWithMoves(['d4']);
    const format = byLabel<HTMLSelectElement>(view, 'Format');
    await vi.waitFor(() => expect(byLabel<HTMLInputElement>(view, 'Sound').disabled).toBe(false));
    expect(format.value).toBe('mp4');
  });
});

describe('the export dialog in other languages', () => {
  test('German: every label, the moves counted, a wrong range explained', async () => {
    const german = await createLanguage({ storage: null, preferences: ['de-DE'] });
    const { store } = tableWith();
    for (const move of ['d4', 'd5', 'e4']) store.getState().playText(move);
    const view = renderWith(
      store,
      <LanguageContext.Provider value={german}>
        <ExportButton />
      </LanguageContext.Provider>,
    );
    click(button(view, 'Video exportieren'));
    expect(document.getElementById('export-title')?.textContent).toBe('Video exportieren');
    for (const label of ['Format', 'Größe', 'Bildrate', 'Kamera', 'Ab Zug', 'Bis Zug', 'Untertitel', 'Titelbild']) {
      expect(byLabel(view, label), label).toBeTruthy();
    }
    expect(view.textContent).toContain('Die ganze Partie (3 Züge)');
    expect([...byLabel<HTMLSelectElement>(view, 'Kamera').options].map((o) => o.text)).toEqual([
      'Draufsicht',
      'Spielersicht',
      'Kamerafahrt',
      'Folgt dem Geschehen',
    ]);
    click(view.querySelectorAll<HTMLInputElement>('input[name="export-moves"]')[1]!);
    typeInto(byLabel<HTMLInputElement>(view, 'Ab Zug'), '3');
    typeInto(byLabel<HTMLInputElement>(view, 'Bis Zug'), '2');
    expect(view.querySelector('[role="alert"]')?.textContent).toBe(
      'Der letzte Zug muss zwischen 3 und 3 liegen, nicht 2.',
    );
    expect(button(view, 'Exportieren').disabled).toBe(true);
  });

  test('Japanese: an export that cannot start says why in Japanese', async () => {
    const japanese = await createLanguage({ storage: null, preferences: ['ja'] });
    const { store } = tableWith();
    store.getState().playText('d4');
    const view = renderWith(
      store,
      <LanguageContext.Provider value={japanese}>
        <ExportButton />
      </LanguageContext.Provider>,
    );
    click(button(view, '動画を書き出す'));
    // jsdom has no 3D table to film: the export stops at once.
    await vi.waitFor(() => expect(button(view, '書き出す').disabled).toBe(false), { timeout: 10_000 });
    click(button(view, '書き出す'));
    await vi.waitFor(() => expect(view.querySelector('[role="alert"]')).not.toBeNull(), { timeout: 10_000 });
    expect(view.querySelector('[role="alert"]')?.textContent).toBe(
      '書き出しに失敗しました：盤面をまだ読み込み中です。',
    );
    click(button(view, '戻る'));
    expect(byLabel(view, '形式')).toBeTruthy();
  });
});
