import { describe, expect, test } from 'vitest';
import { TestClient } from '../server/client';
import { hashFor, sharedBrowser } from './browser';
import { gameServerForFile, tableDrawn } from './gameServer';
import { openGame } from './openGame';

const browser = sharedBrowser();
const server = gameServerForFile('embed');
const EMPTY7 = ['.......', '.......', '.......', '.......', '.......', '.......', '.......'];
const SMALL = { width: 480, height: 360 };

async function openEmbed(hash: string, address = `${process.env.E2E_URL!}embed.html`) {
  const page = await browser().newPage({ viewport: SMALL });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(address + hash);
  return { page, errors };
}

/** A seat of an online game, joined over the socket by its link, as a player's browser would. */
async function seat(url: string, link: string): Promise<TestClient> {
  const [page, secret] = link.split('#');
  const client = await TestClient.open(url);
  client.send({ type: 'join', game: page!.split('/').pop(), secret });
  await client.next('state');
  return client;
}

/** Plays `move` as move number `seq` from the seat of `client`, once the server has committed it. */
async function move(client: TestClient, seq: number, name: string): Promise<void> {
  client.send({ type: 'move', seq, move: name });
  await client.next('ack');
}

describe('the embed page', () => {
  test('plays a game link by itself, with the replay bar, the camera and a link to the app only', async () => {
    const game = hashFor(EMPTY7, ['d4', 'd5', 'e4']);
    const { page, errors } = await openEmbed(`${game}&autoplay`);
    await page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });
    // Autoplay: the replay runs, so the bar offers to pause it.
    await page.getByRole('button', { name: 'Pause' }).waitFor({ timeout: 30_000 });
    await expect(page.getByLabel('Camera').count()).resolves.toBe(1);
    await expect(page.getByLabel('Speed').count()).resolves.toBe(1);
    const open = page.getByRole('link', { name: 'Open in Momentum' });
    expect(await open.getAttribute('href')).toMatch(/\/#record=[^&]+$/);
    // Nothing of the full app: no other buttons than the replay's play and pause, and the free camera's reset.
    await expect(page.getByRole('button', { name: 'Reset view' }).count()).resolves.toBe(1);
    expect(await page.getByRole('button').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  test('refuses a damaged link with its code and why', async () => {
    const { page } = await openEmbed('#record=@@@');
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toBe(
      'This replay cannot be played (not-base64url): the text after #record= is not base64url.',
    );
    expect(await page.locator('canvas').count()).toBe(0);
  });

  test('watches an online game by its id: its moves, then a new one live; an unknown id is refused with its code', async () => {
    const { url } = server();
    const game = await openGame(url);
    const [ann, bob] = [await seat(url, game.seats[0]!.link), await seat(url, game.seats[1]!.link)];
    await move(ann, 0, 'd4');
    await move(bob, 1, 'd5');
    const { page, errors } = await openEmbed('', `${url}/embed/online/${game.id}`);
    await tableDrawn(page);
    const shown = page.locator('.replay-move');
    await page.getByText('Move 2 of 2').waitFor({ timeout: 30_000 });
    // The full app opens the same game, as a watcher: no seat's secret anywhere on the page.
    expect(await page.getByRole('link', { name: 'Open in Momentum' }).getAttribute('href')).toBe(game.watch);
    await move(ann, 2, 'e4');
    await page.getByText('Move 3 of 3').waitFor({ timeout: 30_000 });
    expect(await shown.textContent()).toBe('Move 3 of 3');
    expect(await page.evaluate(() => window.momentumTable!.moveTimes().length)).toBe(3);
    expect(errors).toEqual([]);
    ann.close();
    bob.close();

    const unknown = await openEmbed('', `${url}/embed/online/nosuchgame1`);
    const alert = unknown.page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.getAttribute('data-code')).toBe('online-refused');
    expect(await alert.textContent()).toBe(
      'This game cannot be watched (no-such-game). There is no online game at this link.',
    );
  });
});
