import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { distinctColours, hashFor, openTable, sharedBrowser } from './browser';

const browser = sharedBrowser();
const scratch = mkdtempSync(join(tmpdir(), 'momentum-poster-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const GAME = hashFor(['.......', '.......', '.......', '.......', '.......', '.......', '.......'], ['d4', 'd5', 'e4']);

describe('the poster', () => {
  test('is a PNG of the asked size, of a drawn table, saved as a download', async () => {
    const { page, errors } = await openTable(browser(), GAME);
    await page.waitForFunction(() => window.momentumExport !== undefined);
    const download = page.waitForEvent('download');
    const summary = await page.evaluate(
      (r) => window.momentumExport!.poster(r),
      // Upright, as a phone's thumbnail: small, since WebGL is software-rendered here.
      { width: 180, height: 320, camera: 'top', ply: 2 },
    );
    expect(summary).toMatchObject({ width: 180, height: 320 });
    expect(summary.fileName).toMatch(/^momentum-.*\.png$/);
    const path = join(scratch, (await download).suggestedFilename());
    await (await download).saveAs(path);
    const png = readFileSync(path);
    // The PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 320]);
    expect(summary.bytes).toBe(png.length);
    expect(await distinctColours(page, png)).toBeGreaterThan(500);
    expect(errors).toEqual([]);
  });

  test('refuses a move the game does not have', async () => {
    const { page } = await openTable(browser(), GAME);
    await page.waitForFunction(() => window.momentumExport !== undefined);
    const refusal = await page.evaluate((r) => window.momentumExport!.poster(r).then(String, String), {
      width: 180,
      height: 320,
      camera: 'top',
      ply: 4,
    });
    expect(refusal).toBe('Error: the last move must be from 1 to 3, not 4');
  });
});
