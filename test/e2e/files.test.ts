import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { moveName } from '../../src/engine/game';
import { makeRecord, writeRecord } from '../../src/engine/record';
import { lineTree, mainLine } from '../../src/engine/tree';
import { gameFileText } from '../../src/codec/gameFile';
import { decodeLink } from '../../src/codec/link';
import { EMPTY7, cellOf, playMoves, stateOf } from '../engine/helpers';
import { endlessStart, longGame } from '../engine/trees';
import { expectHudShows, openTable, playTyped, sharedBrowser, showTab, thinkingProbe, waitIdle } from './browser';

const browser = sharedBrowser();

const START = stateOf(EMPTY7);

function recordOf(...names: string[]): string {
  return writeRecord(
    makeRecord(
      START,
      names.map((name) => cellOf(START.board, name)),
    ),
  );
}

async function play(page: Page, ...moves: string[]): Promise<void> {
  for (const move of moves) {
    await playTyped(page, move);
    await waitIdle(page);
  }
}

/** The main line of the game the page's own link holds, as cell names. */
async function linkedMoves(page: Page): Promise<string[]> {
  const link = await decodeLink(new URL(page.url()).hash);
  if (!link?.ok) throw new Error(`the page's link holds no game: ${page.url()}`);
  const { start, tree } = link.value.game;
  return mainLine(tree).map((move) => moveName(start.board, move));
}

function notice(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'The game on the table is unchanged' });
}

describe('game files', () => {
  test('a bad file chosen with Open game… says what is wrong, and the game stays', async () => {
    const { page, errors } = await openTable(browser());
    await play(page, 'd4', 'a1');
    const choosing = page.waitForEvent('filechooser');
    await showTab(page, 'Tools');
    await page.getByRole('button', { name: 'Open game…' }).click();
    const chooser = await choosing;
    await chooser.setFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(recordOf('g7', 'g7')),
    });
    expect(await notice(page).textContent()).toContain('bad.json: ply 2: g7 is occupied.');
    await expectHudShows(page, playMoves(START, ['d4', 'a1']));
    expect(await linkedMoves(page)).toEqual(['d4', 'a1']);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{\n  "format": 1,\n}'),
    });
    await expect.poll(() => notice(page).textContent()).toContain('broken.json: line 3, column 1:');
    await expectHudShows(page, playMoves(START, ['d4', 'a1']));
    expect(errors).toEqual([]);
  });

  test('a file dragged onto the page shows the drop overlay, and dropping it opens the game', async () => {
    const { page } = await openTable(browser());
    const transfer = await page.evaluateHandle(
      (text) => {
        const data = new DataTransfer();
        data.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
        return data;
      },
      recordOf('c3', 'e5', 'g7'),
    );
    const drag = (type: string) =>
      page.evaluate(
        ([kind, data]) =>
          document
            .querySelector('canvas')!
            .dispatchEvent(new DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true })),
        [type, transfer] as const,
      );
    await drag('dragenter');
    await drag('dragover');
    await page.getByText('Drop a game file to open it').waitFor();
    await drag('drop');
    await expectHudShows(page, playMoves(START, ['c3', 'e5', 'g7']));
    expect(await page.getByText('Drop a game file to open it').count()).toBe(0);
    expect(await linkedMoves(page)).toEqual(['c3', 'e5', 'g7']);
  });

  test('a record pasted on the page opens it', async () => {
    const { page } = await openTable(browser());
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
      },
      recordOf('b2', 'f6'),
    );
    await expectHudShows(page, playMoves(START, ['b2', 'f6']));
  });

  test('a saved game downloads as its record, and opens again as the same game', async () => {
    const { page } = await openTable(browser());
    await play(page, 'd4', 'a1');
    const downloading = page.waitForEvent('download');
    await showTab(page, 'Tools');
    await page.getByRole('button', { name: 'Save game' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('momentum-square7-2-moves.json');
    const text = readFileSync(await download.path(), 'utf8');
    expect(JSON.parse(text).moves).toEqual(['d4', 'a1']);

    const other = await openTable(browser());
    await other.page.locator('input[type="file"]').setInputFiles({
      name: 'saved.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await expectHudShows(other.page, playMoves(START, ['d4', 'a1']));
  });

  test('a game of 10,000 moves opens, and the longest main-thread task while it does is reported', async () => {
    const start = endlessStart();
    const { moves, states } = longGame(start, 10_000);
    const { page } = await openTable(browser(), '', { watchThinking: true });
    const before = (await thinkingProbe(page)).longTasks.length;
    await page.locator('input[type="file"]').setInputFiles({
      name: 'long.json',
      mimeType: 'application/json',
      buffer: Buffer.from(gameFileText({ start, tree: lineTree(moves) })),
    });
    await expectHudShows(page, states[10_000]!);
    const longest = Math.max(0, ...(await thinkingProbe(page)).longTasks.slice(before).map((t) => t.duration));
    // A figure for the notes, not a timed assertion: speed goals are measured, not unit-tested.
    console.log(`opening 10,000 moves: longest main-thread task ${Math.round(longest)} ms`);
  });
});

describe('sharing a link', () => {
  test('Copy link at a move in a variation; the link reopens exactly there', async () => {
    const { page } = await openTable(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await play(page, 'd4', 'a1', 'g7');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await play(page, 'g1', 'a7');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectHudShows(page, playMoves(START, ['d4', 'g1']));

    await showTab(page, 'Tools');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const hash = new URL(copied).hash;
    expect(hash).toMatch(/^#game=square7\.2\..*&path=/);
    await expect.poll(() => new URL(page.url()).hash).toBe(hash);

    const reopened = await openTable(browser(), hash);
    await expectHudShows(reopened.page, playMoves(START, ['d4', 'g1']));
    expect(await linkedMoves(reopened.page)).toEqual(['d4', 'a1', 'g7']);
    await expect.poll(() => new URL(reopened.page.url()).hash).toBe(hash);
    await reopened.page.getByRole('button', { name: 'Redo' }).click();
    await expectHudShows(reopened.page, playMoves(START, ['d4', 'g1', 'a7']));
  });
});
