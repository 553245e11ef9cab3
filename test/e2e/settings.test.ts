import fontRanges from '@fontsource/noto-sans-jp/unicode.json';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { play } from '../../src/engine/game';
import { words } from '../../src/i18n/catalogue';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { createTranslator } from '../../src/i18n/translate';
import { moveWords } from '../../src/words/moves';
import { SETTINGS_KEY } from '../../src/codec/storageKeys';
import { SOUND_SETTINGS_KEY } from '../../src/store/sound';
import { EMPTY7, cellOf, playMoves, stateOf } from '../engine/helpers';
import { announcement, cellOnPage, openTable, pngPixels, sharedBrowser, playTyped, waitIdle } from './browser';

const browser = sharedBrowser();
const german = createTranslator('de', de, en);
const japanese = createTranslator('ja', ja, en);

/** What the live region says of the last of `moves` from the empty 7×7 board, in German. */
function saidInGerman(moves: readonly string[]): string {
  const before = playMoves(stateOf(EMPTY7), moves.slice(0, -1));
  const played = play(before, cellOf(before.board, moves[moves.length - 1]!));
  if (!played.ok) throw new Error(`${moves.join(' ')} is not a game`);
  return german.words(moveWords(before.board, before.toMove, played.value.events, played.value.state.result));
}

/** The colour the table draws at the middle of a cell, as [r, g, b]. */
async function cellColour(page: Page, cell: string): Promise<number[]> {
  // Typing a move scrolls the panel into view on a narrow page; the table is at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { x, y } = await cellOnPage(page, cell);
  const png = await page.screenshot({ clip: { x: Math.round(x) - 1, y: Math.round(y) - 1, width: 3, height: 3 } });
  const pixels = await pngPixels(page, png);
  // The middle pixel of the 3×3 clip.
  return pixels.slice(16, 19);
}

describe('settings', () => {
  test('language, sound, theme and speed are set in one panel and survive a reload', async () => {
    const { page, errors } = await openTable(browser());
    await playTyped(page, 'd4');
    await waitIdle(page);
    expect(await page.locator('.turn .to-move').textContent()).toBe('Blue to move');
    expect(await announcement(page)).toBe('Red drops d4.');
    const wood = await cellColour(page, 'a1');

    const opener = page.getByRole('button', { name: 'Settings' });
    await opener.click();
    let panel = page.getByRole('dialog', { name: 'Settings' });
    await panel.getByLabel('Language').selectOption('de');
    await page.locator('html[lang="de"]').waitFor();
    panel = page.getByRole('dialog', { name: german('settings.title') });
    await panel.getByRole('button', { name: german('play.sound.mute') }).click();
    await panel.getByLabel(german('settings.theme.contrast')).check();
    const speed = panel.getByLabel(german('play.controls.speed'));
    await speed.selectOption('fast');
    await speed.press('Escape');
    expect(await panel.count()).toBe(0);
    const germanOpener = page.getByRole('button', { name: german('settings.title') });
    expect(await germanOpener.evaluate((el) => el === document.activeElement)).toBe(true);

    // The HUD and the live region speak German, the move already played included.
    const turn = german('play.turn.toMove', { player: words('player.2') });
    expect(await page.locator('.turn .to-move').textContent()).toBe(turn);
    expect(await announcement(page)).toBe(saidInGerman(['d4']));
    const moveField = page.getByLabel(german('play.move.label'), { exact: true });
    await moveField.fill('d5');
    await moveField.press('Enter');
    expect(await announcement(page)).toBe(saidInGerman(['d4', 'd5']));
    await waitIdle(page);

    // The table itself turns dark under the high-contrast theme.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('contrast');
    const contrast = await cellColour(page, 'a1');
    expect(Math.max(...contrast)).toBeLessThan(Math.min(...wood.slice(0, 2)) / 2);

    await page.reload();
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.locator('.turn .to-move').textContent()).toBe(
      german('play.turn.toMove', { player: words('player.1') }),
    );
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('contrast');
    const reloaded = await cellColour(page, 'a1');
    reloaded.forEach((channel, i) => expect(Math.abs(channel - contrast[i]!)).toBeLessThan(8));
    const stored = await page.evaluate(
      ([settings, sound]) => [localStorage.getItem(settings!), localStorage.getItem(sound!)],
      [SETTINGS_KEY, SOUND_SETTINGS_KEY],
    );
    expect(JSON.parse(stored[0]!)).toMatchObject({ speed: 'fast', theme: 'contrast' });
    expect(JSON.parse(stored[1]!)).toMatchObject({ muted: true });

    await page.getByRole('button', { name: german('settings.title') }).click();
    panel = page.getByRole('dialog', { name: german('settings.title') });
    expect(await panel.getByLabel(german('settings.language')).inputValue()).toBe('de');
    expect(await panel.getByRole('button', { name: german('play.sound.mute') }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await panel.getByLabel(german('settings.theme.contrast')).isChecked()).toBe(true);
    expect(await panel.getByLabel(german('play.controls.speed')).inputValue()).toBe('fast');
    expect(errors).toEqual([]);
    await page.close();
  });

  test.each([
    { size: '1280×800', viewport: { width: 1280, height: 800 }, phone: false },
    { size: '390×844', viewport: { width: 390, height: 844 }, phone: true },
  ])('in German at $size the dialog keeps Close in view, its longest words and all', async ({ viewport, phone }) => {
    const { page, errors } = await openTable(browser(), '', { viewport, phone });
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Language').selectOption('de');
    await page.locator('html[lang="de"]').waitFor();
    const panel = page.getByRole('dialog', { name: german('settings.title') });
    const close = panel.getByRole('button', { name: german('common.close') });
    // Taller than the window, the dialog scrolls, and Close stays at its foot whether it is scrolled or not.
    const box = await close.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    const dialog = await panel.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(dialog!.y + dialog!.height);
    await close.click();
    expect(await panel.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('Japanese draws with the web font it brings, a few slices of it, which English never loads', async () => {
    const { page, errors } = await openTable(browser());
    /** The font's slices the page has fetched since it was opened, each once (the service worker asks for them again to keep them). */
    const slicesFetched = () =>
      page.evaluate(
        () =>
          new Set(
            performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((name) => /noto-sans-jp-[^/]*\.woff2$/.test(name)),
          ).size,
      );
    expect(await slicesFetched()).toBe(0);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Language').selectOption('ja');
    await page.locator('html[lang="ja"]').waitFor();
    const turn = japanese('play.turn.toMove', { player: words('player.1') });
    await expect.poll(() => page.locator('.turn .to-move').textContent()).toBe(turn);
    // Every character of the turn's words is drawn from a slice of the font now loaded.
    await expect
      .poll(() =>
        page.evaluate(
          (text) => document.fonts.check("16px 'Noto Sans JP'", text) && document.fonts.status === 'loaded',
          turn,
        ),
      )
      .toBe(true);
    const loaded = await page.evaluate(
      () =>
        [...document.fonts].filter((face) => face.family.includes('Noto Sans JP') && face.status === 'loaded').length,
    );
    expect(loaded).toBeGreaterThan(0);
    // The slices that hold the catalogue's characters, not the whole font.
    const fetched = await slicesFetched();
    expect(fetched).toBeGreaterThanOrEqual(loaded);
    expect(fetched).toBeLessThan(Object.keys(fontRanges).filter((name) => /^\[\d+\]$/.test(name)).length);
    expect(errors).toEqual([]);
    await page.close();
  });
});
