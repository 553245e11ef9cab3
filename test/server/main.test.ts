import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/main';
import { TestClient } from './client';

let dir: string;
let server: RunningServer;
const log: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'momentum-main-'));
  const app = join(dir, 'dist');
  mkdirSync(app);
  writeFileSync(join(app, 'index.html'), '<!doctype html><title>Momentum</title>');
  server = await startServer({
    port: 0,
    dataDir: join(dir, 'data'),
    staticDir: app,
    logger: { level: 'info', stream: { write: (line: string) => void log.push(line) } },
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('listens on loopback and creates its database under the data folder on first start', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.dataFile).toBe(join(dir, 'data', 'momentum.db'));
    expect(existsSync(server.dataFile)).toBe(true);
  });

  it('serves the built app with security headers', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Momentum</title>');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("opens the app at a game's link", async () => {
    const res = await fetch(`${server.url}/online/pQ3k7ZxWb2Aa`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Momentum</title>');
  });

  it('never writes a seat secret to its log', async () => {
    const res = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup: { preset: 'square7', players: 2 }, clock: { kind: 'none' } }),
    });
    const game = (await res.json()) as { id: string; seats: { secret: string }[] };
    const c = await TestClient.open(server.url);
    try {
      c.send({ type: 'join', game: game.id, secret: game.seats[0]!.secret });
      await c.next('state');
      c.send({ type: 'join', game: game.id, secret: game.seats[1]!.secret, extra: true });
      await c.next('error');
      await fetch(`${server.url}/api/games/${game.id}`);
    } finally {
      c.close();
    }
    const text = log.join('');
    expect(text).toContain(game.id);
    for (const s of game.seats) expect(text).not.toContain(s.secret);
  });
});
