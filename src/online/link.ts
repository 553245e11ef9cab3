import { type Result, err, ok } from '../engine/result';

/** What a game's link names: the server, the game, and for a seat's link the seat's secret. */
export interface OnlineLink {
  /** The server's origin, as `http://host:port` (or https). */
  readonly server: string;
  readonly game: string;
  /** The seat's secret from the link's `#` fragment; null for a watch link. */
  readonly secret: string | null;
}

export type LinkProblem = { readonly code: 'bad-link' };

const GAME = '([A-Za-z0-9_-]{8,32})';
const PATH = new RegExp(`^/online/${GAME}/?$`);
/** The embed page's address for an online game (src/server/embedPage.ts); the id is checked apart. */
const EMBED_PATH = /^\/embed\/online\/([^/]*)\/?$/;
const GAME_ID = new RegExp(`^${GAME}$`);
const SECRET = /^[A-Za-z0-9_-]{22,86}$/;

/** Reads a link the server gave (`http://host/online/ID` with `#SECRET` for a seat). */
export function parseLink(text: string): Result<OnlineLink, LinkProblem> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return err({ code: 'bad-link' });
  }
  const path = PATH.exec(url.pathname);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !path) return err({ code: 'bad-link' });
  const fragment = url.hash.slice(1);
  if (fragment !== '' && !SECRET.test(fragment)) return err({ code: 'bad-link' });
  return ok({ server: url.origin, game: path[1]!, secret: fragment === '' ? null : fragment });
}

/** The game server's socket address for a server origin: `ws://` for http, `wss://` for https. */
export function socketUrl(server: string): string {
  return `${server.replace(/^http/, 'ws')}/api/socket`;
}

/** The link itself: the game's page, with a seat's secret in the fragment. */
export function linkText(link: OnlineLink): string {
  return `${link.server}/online/${link.game}${link.secret === null ? '' : `#${link.secret}`}`;
}

/** The embed page's address that watches an online game by its id: `http://host/embed/online/ID`. */
export function embedLinkText(server: string, game: string): string {
  return `${server}/embed/online/${game}`;
}

/**
 * The game an address of the embed page watches (`/embed/online/ID`): null for any other address
 * (a replay in the `#`), `bad-link` for an id that no game can have.
 */
export function embeddedGame(pathname: string): Result<string, LinkProblem> | null {
  const path = EMBED_PATH.exec(pathname);
  if (!path) return null;
  // An id has no character that a URL escapes: the segment is compared as it stands.
  const game = path[1]!;
  return GAME_ID.test(game) ? ok(game) : err({ code: 'bad-link' });
}
