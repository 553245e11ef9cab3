import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { hexagonLayout } from '../../src/engine/presets';
import { distinctColours, hashFor, pngPixels, sharedBrowser, openTable, playTyped, waitIdle } from './browser';

const browser = sharedBrowser();

const BOARDS = [
  {
    name: 'a square board',
    hash: hashFor(['.......', '.......', '..1....', '...2...', '.......', '.......', '.......'], []),
  },
  { name: 'a hex board', hash: hashFor(hexagonLayout(4), ['d4', 'c4'], { lattice: 'hex', marbles: 6 }) },
  {
    name: 'an irregular board with a cushion, a bumper and a hole',
    hash: hashFor(['--...--', '-.....-', '..C.B..', '...H...', '.......', '-.....-', '--...--'], ['d5', 'c3'], {
      players: 4,
      marbles: 4,
    }),
  },
];

async function frames(page: Page): Promise<number> {
  return page.evaluate(() => window.momentumTable!.stats().frames);
}

describe('the 3D table', () => {
  test.each(BOARDS)('draws $name', async ({ hash }) => {
    const { page, errors } = await openTable(browser(), hash);
    const png = await page.locator('canvas').screenshot();
    // A blank or flat canvas has a handful of colours; a lit board with marbles has thousands.
    expect(await distinctColours(page, png)).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
  });

  test('an idle table draws no frames; a move draws until it has played out', async () => {
    const { page } = await openTable(browser(), '', { speed: 'normal' });
    await page.waitForTimeout(1000);
    const before = await frames(page);
    await page.waitForTimeout(1000);
    expect(await frames(page)).toBe(before);
    await playTyped(page, 'd4');
    await waitIdle(page);
    // The move's last frames (the resting marble's tile mark among them) are drawn by the canvas's
    // own renderer, which may be a frame behind the page's idle flag: let them land, then count.
    await page.waitForTimeout(500);
    const after = await frames(page);
    // How many frames a move takes depends on how fast this machine draws; that it draws is the point.
    expect(after).toBeGreaterThan(before);
    await page.waitForTimeout(1000);
    expect(await frames(page)).toBe(after);
  });

  test('the last move is marked on its tile once it has come to rest', async () => {
    const { page } = await openTable(browser());
    /**
     * How warm (yellow) the warmest corner of d4's tile is drawn: beside the marble, wherever its
     * shadow falls from the camera the table frames.
     */
    const warmth = async (): Promise<number> => {
      // Typing in the Move field may have scrolled the table up under the panel.
      await page.evaluate(() => window.scrollTo(0, 0));
      const [d4, e4, c4, d5, d3] = await page.evaluate(() =>
        ['d4', 'e4', 'c4', 'd5', 'd3'].map((n) => window.momentumTable!.cellPoint(n)!),
      );
      const box = (await page.locator('canvas').boundingBox())!;
      let warmest = -Infinity;
      for (const across of [e4!, c4!])
        for (const along of [d5!, d3!]) {
          const x = Math.round(box.x + d4!.x + 0.4 * (across.x - d4!.x) + 0.4 * (along.x - d4!.x));
          const y = Math.round(box.y + d4!.y + 0.4 * (across.y - d4!.y) + 0.4 * (along.y - d4!.y));
          const [r, g, b] = await pngPixels(page, await page.screenshot({ clip: { x, y, width: 1, height: 1 } }));
          warmest = Math.max(warmest, r! + g! - 2 * b!);
        }
      return warmest;
    };
    const before = await warmth();
    await playTyped(page, 'd4');
    await waitIdle(page);
    expect(await warmth()).toBeGreaterThan(before + 20);
  });

  test('a 9x9 board with every marble and 6 obstacles takes at most 30 draw calls', async () => {
    const layout = [
      ...['1', '2', '3', '4'].map((p) => p.repeat(6) + '...'),
      '..C.H.B..',
      '.........',
      '..B.H.C..',
      '.........',
      '.........',
    ];
    const { page } = await openTable(browser(), hashFor(layout, [], { players: 4, marbles: 7 }));
    await page.getByLabel('Camera').selectOption('top');
    await page.waitForTimeout(1500);
    const { calls, triangles } = await page.evaluate(() => window.momentumTable!.stats());
    const firstFrame = await page.evaluate(() => performance.getEntriesByName('momentum:first-frame')[0]!.startTime);
    console.log(
      `9x9, 28 marbles, 6 obstacles: ${calls} draw calls, ${triangles} triangles; first frame ${firstFrame} ms`,
    );
    expect(calls).toBeLessThanOrEqual(30);
  });
});
