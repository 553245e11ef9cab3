import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openSqlite } from '../../src/server/storage/sqlite';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'momentum-embed-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Momentum</title>');
  writeFileSync(join(dir, 'embed.html'), '<!doctype html><title>Momentum replay</title>');
  app = await buildApp({ storage: await openSqlite(':memory:'), staticDir: dir });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(url: string) {
  const answer = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  return answer;
}

function framing(policy: unknown): string | undefined {
  expect(typeof policy).toBe('string');
  return (policy as string)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors'));
}

describe('framing of the embed page', () => {
  test.each(['/embed', '/embed.html', '/embed?x=1', '/embed/online/pQ3k7ZxWb2Aa'])(
    '%s may be framed by any site',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<title>Momentum replay</title>');
      expect(framing(answer.headers['content-security-policy'])).toBe('frame-ancestors *');
      expect(answer.headers['x-frame-options']).toBeUndefined();
      // The rest of the policy stays as strict as the app's.
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  test.each([
    '/',
    '/index.html',
    '/online/pQ3k7ZxWb2Aa',
    '/players/someone',
    '/api/games/nosuchgame1',
    '/embedded',
    '/embed/online/pQ3k7ZxWb2Aa/more',
  ])('%s keeps framing to the app itself', async (url) => {
    const answer = await get(url);
    expect(framing(answer.headers['content-security-policy'])).toBe("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
