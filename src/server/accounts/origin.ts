import type { FastifyRequest } from 'fastify';

/** True when `origin` (an Origin header) is the server's own, or one it was told to trust. */
export function isOwnOrigin(origin: string, request: FastifyRequest, origins: readonly string[]): boolean {
  if (origins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * True when a request may act with the session it carries: a browser names the page that sent it
 * in `Origin`, or at least says in `Sec-Fetch-Site` that it came from the same origin. A request
 * that says neither is refused too: a page elsewhere must not use the cookie (cross-site request
 * forgery), and SameSite alone does not stop a sibling site on the same registrable domain.
 */
export function fromOwnPage(request: FastifyRequest, origins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return isOwnOrigin(origin, request, origins);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * True when a browser says the request came from another site's page. A program other than a
 * browser sends neither header, and is not a page that could be forged.
 */
export function fromOtherPage(request: FastifyRequest, origins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !isOwnOrigin(origin, request, origins);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
