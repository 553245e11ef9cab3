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
  dir = mkdtempSync(join(tmpdir(), 'momentum-csp-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Momentum</title>');
  app = await buildApp({ storage: await openSqlite(':memory:'), staticDir: dir });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The page's headers, asked for with `host` as its Host. */
async function pageHeaders(host: string) {
  const answer = await app.inject({ method: 'GET', url: '/', headers: { host } });
  expect(answer.statusCode).toBe(200);
  return answer.headers;
}

/** A Content-Security-Policy header as directive name to its sources. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string).split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('the security headers of the served app', () => {
  test('a policy of the app’s own files, QR codes as data URLs and the socket on the page’s own host', async () => {
    const headers = await pageHeaders('games.example.org:8443');
    expect(directives(headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'ws://games.example.org:8443', 'wss://games.example.org:8443'],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
  });

  test('a Host header that is no host adds no source, and cannot add a directive', async () => {
    const headers = await pageHeaders("evil.example; script-src 'unsafe-eval'");
    const policy = directives(headers['content-security-policy']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  test('the API answers carry the policy too, and the page is cross-origin isolated', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/games/nosuchgame1', headers: { host: 'localhost' } });
    expect(directives(answer.headers['content-security-policy'])['default-src']).toEqual(["'self'"]);
    const headers = await pageHeaders('localhost:5173');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-embedder-policy']).toBe('require-corp');
  });
});
