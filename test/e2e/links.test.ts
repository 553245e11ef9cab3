import { describe, expect, test } from 'vitest';
import { EMPTY7, playMoves, stateOf } from '../engine/helpers';
import {
  announcement,
  expectHudShows,
  hashFor,
  sharedBrowser,
  movesInLink,
  openTable,
  playTyped,
  waitIdle,
} from './browser';

const browser = sharedBrowser();

describe('#record= links', () => {
  test('a link opens its game at the last move', async () => {
    const moves = ['d4', 'swap', 'c3', 'f6'];
    const { page } = await openTable(browser(), hashFor(EMPTY7, moves));
    expect(await announcement(page)).toBe('Opened a game of 4 moves: Red to move.');
    await expectHudShows(page, playMoves(stateOf(EMPTY7), moves));
  });

  test('a bad link says what is wrong and shows a default game', async () => {
    const round = { format: 'momentum/1', lattice: 'round', layout: ['...'], players: 2, marbles: 1 };
    const broken = `#record=${Buffer.from(JSON.stringify(round)).toString('base64url')}`;
    for (const [hash, why] of [
      ['#record=not*base64', 'not base64url'],
      [broken, 'lattice must be "square" or "hex"'],
      [hashFor(EMPTY7, ['d4', 'd4']), 'ply 2: d4 is occupied'],
    ] as const) {
      const { page, errors } = await openTable(browser(), hash);
      const notice = page.getByRole('alert').filter({ hasText: 'This link is damaged' });
      expect(await notice.textContent()).toContain(why);
      await expectHudShows(page, stateOf(EMPTY7));
      expect(errors).toEqual([]);
    }
  });

  test('the link follows the moves, so a reload restores the game', async () => {
    const { page } = await openTable(browser());
    await playTyped(page, 'd4');
    await playTyped(page, 'c3');
    await waitIdle(page);
    await expect.poll(() => movesInLink(page)).toEqual(['d4', 'c3']);
    await page.reload();
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0);
    expect(await announcement(page)).toBe('Opened a game of 2 moves: Red to move.');
    await expectHudShows(page, playMoves(stateOf(EMPTY7), ['d4', 'c3']));
  });

  test('finishing a game: the winning move, the game-over panel, a new game', async () => {
    const moves = ['a1', 'g7'];
    const { page } = await openTable(browser(), hashFor(EMPTY7, moves, { marbles: 2 }));
    expect(await page.getByText('last marble').count()).toBe(2);
    await playTyped(page, 'c3');
    await waitIdle(page);
    const over = page.getByRole('region', { name: 'Red wins' });
    expect(await over.textContent()).toContain('Red wins with every marble on the board.');
    expect(await announcement(page)).toBe('Red drops c3. Red wins with every marble on the board.');
    await expectHudShows(page, playMoves(stateOf(EMPTY7, { marbles: 2 }), [...moves, 'c3']));
    expect(await page.getByLabel('Move', { exact: true }).isDisabled()).toBe(true);
    await over.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('dialog', { name: 'New game' }).getByRole('button', { name: 'Start' }).click();
    await expectHudShows(page, stateOf(EMPTY7));
  });
});
