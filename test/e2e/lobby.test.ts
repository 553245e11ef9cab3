import { accessibilityProblems } from './axe';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { VIEWPORT, playTyped, sharedBrowser } from './browser';
import { gameServerForFile, openAt, tableDrawn } from './gameServer';
import { openGame } from './openGame';

const browser = sharedBrowser();
const server = gameServerForFile('lobby');

const panel = (page: Page) => page.getByRole('region', { name: 'Online game' });
const lobbyOf = (page: Page) => page.getByRole('dialog', { name: 'Online lobby' });

/** Opens the lobby from the main actions, with the person's name filled in and a correspondence clock (no game is aborted while tables start). */
async function openLobby(page: Page, name: string) {
  await page.getByRole('button', { name: 'Play online' }).click();
  const lobby = lobbyOf(page);
  await lobby.getByLabel('Your name').fill(name);
  await lobby.getByLabel('Time control').selectOption({ label: '1 day per move' });
  return lobby;
}

/** The lobby gave the page a seat: at its own link, the table drawn, and the panel says which player it plays. */
async function atSeat(page: Page, player: 'Red' | 'Blue') {
  await page.waitForURL(/\/online\/[\w-]+#[\w-]{22,}$/);
  await tableDrawn(page);
  await expect.poll(() => panel(page).textContent()).toContain(`You play ${player}`);
}

describe('the lobby', () => {
  test('a quick game pairs two browsers, and the waiting game shows in the other lobby as it opens', async () => {
    const contexts = await Promise.all([0, 1].map(() => browser().newContext({ viewport: VIEWPORT })));
    const [ann, bob] = (await Promise.all(contexts.map((c) => openAt(c, server().url)))) as [Page, Page];
    const bobLobby = await openLobby(bob, 'Bob');
    await expect.poll(() => bobLobby.textContent()).toContain('No game is waiting for players');

    const annLobby = await openLobby(ann, 'Ann');
    await annLobby.getByRole('button', { name: 'Play a quick game' }).click();
    await atSeat(ann, 'Red');

    // Pushed to Bob's open lobby: Ann's game waits for a player.
    const waiting = bobLobby.getByRole('region', { name: 'Waiting for players' });
    await expect.poll(() => waiting.textContent()).toContain('Ann · 1 of 2 seats taken');
    expect(await accessibilityProblems(bob, '.lobby')).toEqual([]);

    await bobLobby.getByRole('button', { name: 'Play a quick game' }).click();
    await atSeat(bob, 'Blue');
    expect(new URL(bob.url()).pathname).toBe(new URL(ann.url()).pathname);
    await expect.poll(() => panel(ann).textContent()).toContain('Your turn');
    await Promise.all(contexts.map((c) => c.close()));
  });

  test('a game opened from the lobby shows in another lobby with its opener, and Join there seats the second person', async () => {
    const contexts = await Promise.all([0, 1].map(() => browser().newContext({ viewport: VIEWPORT })));
    const [ann, bob] = (await Promise.all(contexts.map((c) => openAt(c, server().url)))) as [Page, Page];
    const bobLobby = await openLobby(bob, 'Bob');
    const waiting = bobLobby.getByRole('region', { name: 'Waiting for players' });

    // Ann opens a game of her choosing: the lobby's board, listed in the lobby as the dialog says.
    const annLobby = await openLobby(ann, 'Ann');
    await annLobby.getByLabel('Board').selectOption({ label: 'Hexagon, side 5' });
    await annLobby.getByRole('button', { name: 'Open a game' }).click();
    const dialog = ann.getByRole('dialog', { name: 'New online game' });
    expect(await dialog.getByLabel('Public (shown in the lobby)').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Your name').inputValue()).toBe('Ann');
    await dialog.getByRole('button', { name: 'Open the game' }).click();
    await dialog.getByRole('button', { name: 'Take your seat (Red)' }).click();
    await atSeat(ann, 'Red');

    // Pushed to Bob's open lobby: board, players, clock and who waits, and a Join that seats him.
    const row = waiting.getByRole('listitem').filter({ hasText: 'Hexagon, side 5' });
    await expect.poll(() => row.textContent()).toContain('Hexagon, side 5 · 2 players · No clock');
    expect(await row.textContent()).toContain('Ann · 1 of 2 seats taken');
    await row.getByRole('button', { name: 'Join: Hexagon, side 5 · 2 players · No clock' }).click();
    await atSeat(bob, 'Blue');
    expect(new URL(bob.url()).pathname).toBe(new URL(ann.url()).pathname);
    await expect.poll(() => panel(ann).textContent()).toContain('Your turn');
    await Promise.all(contexts.map((c) => c.close()));
  });

  test('a rematch turns the seats: each browser follows to its new seat, and my games lists both games', async () => {
    const game = await openGame(server().url);
    const contexts = await Promise.all([0, 1].map(() => browser().newContext({ viewport: VIEWPORT })));
    const [ann, bob] = (await Promise.all(contexts.map((c, i) => openAt(c, game.seats[i]!.link)))) as [Page, Page];
    await expect.poll(() => panel(ann).textContent()).toContain('Your turn');
    // Whose turn it is the table says under the online panel, which says only the player's own.
    await expect.poll(() => bob.locator('.turn .to-move').textContent()).toBe('Red to move');

    // Resign, in the table's actions where New game stands offline, asks once more in place.
    await ann.getByRole('group', { name: 'Game actions' }).getByRole('button', { name: 'Resign' }).click();
    await ann.getByRole('group', { name: 'Resign this game?' }).getByRole('button', { name: 'Resign' }).click();
    await expect.poll(() => panel(bob).textContent()).toContain('Red resigned');
    await panel(ann).getByRole('button', { name: 'Rematch' }).click();
    await expect.poll(() => panel(bob).textContent()).toContain('Rematch asked for by Red');
    await panel(bob).getByRole('button', { name: 'Accept rematch' }).click();

    // Seats turned: Bob plays Red and moves first, Ann plays Blue; the address is the new game's.
    await expect.poll(() => panel(bob).textContent()).toContain('You play Red');
    await expect.poll(() => panel(ann).textContent()).toContain('You play Blue');
    expect(new URL(ann.url()).pathname).not.toBe(`/online/${game.id}`);
    expect(new URL(ann.url()).pathname).toBe(new URL(bob.url()).pathname);
    await expect.poll(() => panel(bob).textContent()).toContain('Your turn');
    await playTyped(bob, 'd4');
    await expect.poll(() => panel(ann).textContent()).toContain('Your turn');

    // The lobby in the middle of her game: Ann is asked first, since her seat's clock runs on.
    await ann.getByRole('button', { name: 'Play online' }).click();
    const leave = ann.getByRole('alertdialog', { name: 'Leave this game?' });
    await expect
      .poll(() => leave.getByRole('button', { name: 'Keep playing' }).evaluate((b) => b === document.activeElement))
      .toBe(true);
    expect(await accessibilityProblems(ann, '.leave-online')).toEqual([]);
    await ann.keyboard.press('Escape');
    await expect.poll(() => leave.count()).toBe(0);
    expect(await lobbyOf(ann).count()).toBe(0);
    await ann.getByRole('button', { name: 'Play online' }).click();
    await leave.getByRole('button', { name: 'Leave the game' }).click();

    // Ann's browser lists the game she lost, to replay.
    const lobby = lobbyOf(ann);
    await lobby.getByLabel('Your name').fill('Ann');
    const mine = lobby.getByRole('region', { name: 'My games' });
    await expect.poll(() => mine.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => mine.textContent()).toContain('Lost');
    await expect.poll(() => mine.textContent()).toContain('In play');
    // The game in play opens at Ann's own seat again, which this browser kept.
    await mine.getByRole('button', { name: /^Open:/ }).click();
    await ann.waitForURL(/#[\w-]{22,}$/);
    await tableDrawn(ann);
    await expect.poll(() => panel(ann).textContent()).toContain('You play Blue');
    await Promise.all(contexts.map((c) => c.close()));
  });
});

describe('the leaderboards', () => {
  test('open from the lobby, a tab per pool, a rated player marked provisional, and back to the lobby', async () => {
    const context = await browser().newContext({ viewport: VIEWPORT });
    const page = await openAt(context, server().url);
    // The two-player pool as a server with rated games answers it; the others come from the game server itself.
    await page.route('**/api/leaderboard/2', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          pool: '2',
          players: [
            { rank: 1, name: 'Bob', rating: 1612, games: 14, provisional: false },
            { rank: 2, name: 'Ann', rating: 1086, games: 1, provisional: true },
          ],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Play online' }).click();
    await lobbyOf(page).getByRole('button', { name: 'Leaderboards' }).click();
    const boards = page.getByRole('dialog', { name: 'Leaderboards' });
    const table = boards.getByRole('table', { name: 'Leaderboard: Two players' });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await table.getByRole('row').nth(2).textContent()).toContain('1086 (provisional)');
    expect(await accessibilityProblems(page, '.lobby')).toEqual([]);
    await boards.getByRole('tab', { name: '2 teams of 2' }).click();
    await expect
      .poll(() => boards.getByRole('tabpanel', { name: '2 teams of 2' }).textContent())
      .toBe('Nobody has played a rated game of this kind yet.');
    await boards.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect
      .poll(() =>
        lobbyOf(page)
          .getByRole('button', { name: 'Leaderboards' })
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    await context.close();
  });
});
