import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server/main';

/**
 * The game server of one test file, on a free loopback port, serving the build the end-to-end run
 * made, over data in a new folder named after `name`: started before the file's tests and closed
 * (its folder removed) after them. Called once at the top of the file; the tests call what it returns.
 * `options.puzzleFile` gives it a puzzle set to offer (none by default).
 */
export function gameServerForFile(name: string, options: Pick<ServerOptions, 'puzzleFile'> = {}): () => RunningServer {
  let dir: string | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `momentum-e2e-${name}-`));
    const staticDir = process.env['E2E_DIST'] ?? 'dist';
    server = await startServer({ ...options, port: 0, dataDir: dir, staticDir, logger: false });
  });
  afterAll(async () => {
    await server?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!server) throw new Error('the game server is not started yet: call it inside a test');
    return server;
  };
}

/** Waits until the page's table has drawn a frame. */
export const tableDrawn = (page: Page) =>
  page.waitForFunction(() => (window.momentumTable?.stats().frames ?? 0) > 0, undefined, { timeout: 60_000 });

/** A new page of `context` at `link`, once its table has drawn. */
export async function openAt(context: BrowserContext, link: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(link);
  await tableDrawn(page);
  return page;
}
