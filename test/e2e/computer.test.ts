import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { parseMove } from '../../src/engine/record';
import { play } from '../../src/engine/game';
import { moveWords } from '../../src/words/moves';
import { english } from '../../src/store/language';
import { legalNames, playMoves, stateOf } from '../engine/helpers';
import {
  announcement,
  chooseSpeed,
  expectHudShows,
  hashFor,
  sharedBrowser,
  movesInLink,
  openTable,
  playTyped,
  playerRow,
  thinkingProbe,
  thinkingSpans,
  waitIdle,
} from './browser';

const browser = sharedBrowser();

/** The smallest board worth a game: 5x5, four marbles each. */
const SMALL = ['.....', '.....', '.....', '.....', '.....'];
const SMALL_RULES = { marbles: 4 };

/** Waits until the game in the page's link has at least `count` moves; returns them. */
async function waitForMoves(page: Page, count: number): Promise<readonly string[]> {
  await expect.poll(async () => (await movesInLink(page)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  return await movesInLink(page);
}

/** The announcement the engine's account of the last of `moves` should read. */
function spokenLastMove(moves: readonly string[]): string {
  const before = playMoves(stateOf(SMALL, SMALL_RULES), moves.slice(0, -1));
  const move = parseMove(before.board, moves[moves.length - 1]!);
  if (!move.ok) throw new Error(JSON.stringify(move.error));
  const played = play(before, move.value);
  if (!played.ok) throw new Error(JSON.stringify(played.error));
  return english.words(moveWords(before.board, before.toMove, played.value.events, played.value.state.result));
}

describe('the computer opponent', () => {
  test('answers a person’s move with a legal move once the table is still; undo goes back to the person', async () => {
    const hash = `${hashFor(SMALL, [], SMALL_RULES)}&seats=human,medium`;
    const { page, errors } = await openTable(browser(), hash, { watchThinking: true, speed: 'normal' });
    expect(await playerRow(page, 'Blue').textContent()).toContain('Computer (medium)');
    await playTyped(page, 'c3');
    const moves = await waitForMoves(page, 2);
    expect(moves).toHaveLength(2);
    expect(moves[0]).toBe('c3');
    await waitIdle(page);
    await expectHudShows(page, playMoves(stateOf(SMALL, SMALL_RULES), moves));
    expect(await announcement(page)).toBe(spokenLastMove(moves));

    // The search started only after the person's move had finished animating.
    const probe = await thinkingProbe(page);
    const thinkingAt = probe.changes.findIndex((c) => c.thinking);
    expect(thinkingAt).toBeGreaterThan(0);
    expect(probe.changes.slice(0, thinkingAt).some((c) => c.state === 'animating')).toBe(true);
    expect(probe.changes[thinkingAt]!.state).toBe('idle');

    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await announcement(page)).toBe(`Took back Red's c3 and Blue's ${moves[1]!}.`);
    await expectHudShows(page, stateOf(SMALL, SMALL_RULES));
    await page.waitForTimeout(500);
    // The moves taken back stay in the game's history; the link points at its start.
    expect(await movesInLink(page)).toEqual(moves);
    expect(new URL(page.url()).hash).toContain('&ply=0');
    expect(await page.locator('.table[data-thinking="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('on a machine with four cores the computer searches on three workers sharing one tree and answers with a legal move', async () => {
    const hash = `${hashFor(SMALL, [], SMALL_RULES)}&seats=human,hard`;
    const { page, errors } = await openTable(browser(), hash, { cores: 4 });
    // The server's COOP and COEP isolate the page: the workers may share memory, and every file still loads.
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    // Counts the searches handed to a worker with the shared tree's memory.
    await page.evaluate(() => {
      const post = Worker.prototype.postMessage;
      const counted = window as unknown as { sharedTasks: number };
      counted.sharedTasks = 0;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
        type Job = { kind?: string; task?: { memory?: { header?: unknown } } };
        const job = (message as { argumentList?: { value?: Job }[] }).argumentList?.[0]?.value;
        if (job?.kind === 'searchShared' && job.task?.memory?.header instanceof SharedArrayBuffer)
          counted.sharedTasks++;
        (post as (...args: unknown[]) => void).call(this, message, ...rest);
      } as typeof post;
    });
    await playTyped(page, 'c3');
    const moves = await waitForMoves(page, 2);
    await waitIdle(page);
    expect(moves[0]).toBe('c3');
    expect(legalNames(playMoves(stateOf(SMALL, SMALL_RULES), ['c3']))).toContain(moves[1]);
    await expectHudShows(page, playMoves(stateOf(SMALL, SMALL_RULES), moves));
    // One worker per core but the page's own: three, all running the search script.
    const workers = await page.evaluate(() => window.momentumWorkers ?? []);
    expect(workers).toHaveLength(3);
    expect(new Set(workers).size).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sharedTasks: number }).sharedTasks)).toBe(3);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('computer against computer, chosen in the new-game panel, plays itself move after move', async () => {
    const { page, errors } = await openTable(browser(), '', { watchThinking: true });
    await chooseSpeed(page, 'fast');
    await page.getByRole('button', { name: 'New game' }).click();
    const panel = page.getByRole('dialog', { name: 'New game' });
    await panel.getByLabel('Board').selectOption({ label: 'Hexagon, side 4' });
    await panel.getByLabel('Red', { exact: true }).selectOption({ label: 'Computer (easy)' });
    await panel.getByLabel('Blue', { exact: true }).selectOption({ label: 'Computer (easy)' });
    await panel.getByRole('button', { name: 'Start' }).click();
    const moves = await waitForMoves(page, 4);
    // Each search waits for the last move to finish animating.
    const probe = await thinkingProbe(page);
    const searches = probe.changes.filter((c) => c.thinking);
    expect(searches.length).toBeGreaterThanOrEqual(4);
    expect(searches.every((c) => c.state === 'idle')).toBe(true);
    expect(probe.changes.filter((c) => c.state === 'animating').length).toBeGreaterThanOrEqual(3);
    expect(new URL(page.url()).hash).toContain('&seats=easy,easy');
    expect(moves.length).toBeGreaterThanOrEqual(4);
    await page.getByRole('button', { name: 'Undo' }).click();
    const paused = await movesInLink(page);
    await page.waitForTimeout(1500);
    expect(await movesInLink(page)).toEqual(paused);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the Hint button, by keyboard, shows a move on the table and in words', async () => {
    const { page, errors } = await openTable(browser(), hashFor(SMALL, ['c3'], SMALL_RULES));
    await waitIdle(page);
    const idleCalls = await page.evaluate(() => window.momentumTable!.stats().calls);
    // Reached by Tab from the Move field, pressed with Enter.
    await page.getByLabel('Move', { exact: true }).focus();
    const hint = page.getByRole('button', { name: 'Hint' });
    for (let i = 0; i < 5 && !(await hint.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await hint.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const shown = page.getByText(/^Hint: /);
    await shown.waitFor({ timeout: 30_000 });
    const name = ((await shown.textContent()) ?? '').replace('Hint: ', '');
    expect(() => playMoves(stateOf(SMALL, SMALL_RULES), ['c3', name])).not.toThrow();
    expect(await announcement(page)).toBe(`Hint for Blue: ${name}.`);
    // The ghost marble and the push arrows, as when hovering a cell.
    await expect.poll(() => page.evaluate(() => window.momentumTable!.stats().calls)).toBe(idleCalls + 2);
    await playTyped(page, name === 'swap' ? 'a1' : name);
    expect(await shown.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the computer thinks in a Web Worker and answers with legal moves', async () => {
    const hash = `${hashFor(SMALL, [], SMALL_RULES)}&seats=human,hard`;
    // Two cores: one for the page, so the search gets one worker.
    const { page, errors } = await openTable(browser(), hash, { watchThinking: true, cores: 2 });
    await chooseSpeed(page, 'instant');
    let moves: readonly string[] = [];
    for (let turn = 1; turn <= 2; turn++) {
      await playTyped(
        page,
        legalNames(playMoves(stateOf(SMALL, SMALL_RULES), moves)).find((m) => m !== 'swap')!,
      );
      const busy = page.locator('.turn[aria-busy="true"]').getByText('Blue is thinking…');
      if (turn === 1) await busy.waitFor({ timeout: 5_000 });
      moves = await waitForMoves(page, 2 * turn);
      const before = playMoves(stateOf(SMALL, SMALL_RULES), moves.slice(0, -1));
      expect(legalNames(before)).toContain(moves.at(-1));
    }
    expect(await page.getByText('Blue is thinking…').count()).toBe(0);
    // Two searches, both over, on the one worker the page started.
    const spans = thinkingSpans(await thinkingProbe(page), Number.POSITIVE_INFINITY);
    expect(spans).toHaveLength(2);
    expect(spans.every((s) => Number.isFinite(s.to))).toBe(true);
    expect(await page.evaluate(() => window.momentumWorkers ?? [])).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
