import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** The cookie a session's token travels in. */
export const SESSION_COOKIE = 'momentum_session';

/** A session ends after this long unused; each use starts the time again. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

/** A session's token: 256 random bits, only in the browser's cookie (the server keeps its hash). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The cookie's attributes: out of the page's scripts' reach (HttpOnly), not sent with another
 * site's requests for the server's pages (SameSite=Lax, which still lets a link to a game from
 * elsewhere open it signed in), over TLS only when the request came over TLS (behind a trusted
 * proxy, as its X-Forwarded-Proto says), and for the whole site.
 */
export function sessionCookie(request: FastifyRequest): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_IDLE_MS / 1000,
  };
}
