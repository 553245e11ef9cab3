import type { IncomingMessage } from 'node:http';

/** A `Host` header as a source expression may hold it: a name or address and a port, nothing that could end the directive. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The game's socket on the host the page came from, for browsers whose `'self'` does not yet
 * cover `ws:` and `wss:` (CSP level 3 says it does): the app opens its socket on its own origin
 * (src/online/link.ts). A missing or malformed Host adds nothing.
 */
export function sameHostSockets(request: IncomingMessage): string {
  const host = request.headers.host;
  return host !== undefined && HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * The Content-Security-Policy the built app is served with: the narrowest that lets every part
 * of it run, each source measured against the build in headless Chromium (docs/online.md,
 * "Security headers"). Everything is the app's own files; the exceptions, and why:
 * - `img-src data:`: the QR codes of a new online game are SVG data URLs (qrcode's SVG output).
 * - `connect-src` sockets: the game's socket, as above.
 * No `'unsafe-eval'`, `'unsafe-inline'` or `'wasm-unsafe-eval'`: nothing in the build evaluates
 * strings or compiles WebAssembly. `upgrade-insecure-requests` is left out because the server is
 * also reached over plain http on a local network, where it would send the page's own requests
 * to an https port that does not answer.
 */
export const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", sameHostSockets],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
} as const;
