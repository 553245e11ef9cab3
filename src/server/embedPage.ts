import type { FastifyInstance } from 'fastify';

/**
 * The addresses of the embedded replay (src/embed/main.tsx): the page itself, the short form a
 * snippet may use, and an online game's embed by its id (the page reads the id from its address).
 * Only these may be framed by other sites.
 */
const EMBED_PATH = /^\/embed(\.html|\/online\/[^/]+)?$/;

/** The framing directive every other page keeps: only the app's own pages may frame it. */
const OWN_FRAMING = "frame-ancestors 'self'";

/**
 * Serves the embed page at `/embed` as well as `/embed.html`, and at `/embed/online/ID` for an online
 * game, which it watches as anyone with the watch link may; and lets any site frame it: its
 * policy's `frame-ancestors` becomes `*` and helmet's X-Frame-Options goes. Every other page and
 * answer keeps `frame-ancestors 'self'`. The page holds no secret and writes nothing, so a frame
 * on another site can do no more with it than a visit could.
 */
export function registerEmbedPage(app: FastifyInstance): void {
  app.get('/embed', (_request, reply) => reply.sendFile('embed.html'));
  app.get('/embed/online/:id', (_request, reply) => reply.sendFile('embed.html'));
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split(/[?#]/, 1)[0]!;
    if (!EMBED_PATH.test(path)) return payload;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', policy.replace(OWN_FRAMING, 'frame-ancestors *'));
    }
    reply.removeHeader('x-frame-options');
    // A site that isolates its own pages (COEP) may frame this one only if it says it may be loaded across origins.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return payload;
  });
}
