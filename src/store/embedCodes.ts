import type { LinkProblem } from '../codec/link';
import type { ErrorCode } from '../online/protocol';

/**
 * Why the embed page plays nothing: no game link at all, or one that cannot be read; for an online
 * game, the server's refusal to show it (`no-such-game`), no game server at the page's address
 * (a static host), or a server that stopped answering.
 */
export type EmbedRefusal =
  | { readonly code: 'no-game' }
  | { readonly code: 'link-damaged'; readonly problem: LinkProblem }
  | { readonly code: 'online-refused'; readonly refusal: ErrorCode }
  | { readonly code: 'no-server' }
  | { readonly code: 'unreachable' };
