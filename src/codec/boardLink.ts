import { isLattice } from '../engine/lattice';
import { type Result, err, ok } from '../engine/result';
import { type Draft, type EditProblem, draftStart, textDraft } from '../setup/draft';

/*
 * A link to a board being designed: `#board=square:...../.C.C./.....` (the lattice, then the layout
 * rows joined by `/`), then `&players=N` and, when they are not the board's default, `&marbles=N`.
 * Every layout character is safe in a location hash as it is, so the link reads as the board does.
 */

export const BOARD_PREFIX = '#board=';

const PARAMS = new Set(['players', 'marbles']);

export function boardLink(draft: Draft): string {
  const marbles = draft.marbles === null ? '' : `&marbles=${draft.marbles}`;
  return `${BOARD_PREFIX}${draft.lattice}:${draft.layout.join('/')}&players=${draft.players}${marbles}`;
}

/** Why a board link cannot be opened: its own problem, or the board's. */
export type BoardLinkProblem =
  | { readonly code: 'link-lattice'; readonly lattice: string }
  | { readonly code: 'link-part'; readonly part: string }
  | { readonly code: 'link-number'; readonly part: 'players' | 'marbles'; readonly value: string }
  | EditProblem;

function wholeParam(params: URLSearchParams, part: 'players' | 'marbles'): Result<number | null, BoardLinkProblem> {
  const value = params.get(part);
  if (value === null) return ok(null);
  return /^\d{1,3}$/.test(value) ? ok(Number(value)) : err({ code: 'link-number', part, value });
}

/** The draft a location hash holds: null when it is no board link, else the draft or what is wrong. */
export function decodeBoardLink(hash: string): Result<Draft, BoardLinkProblem> | null {
  if (!hash.startsWith(BOARD_PREFIX)) return null;
  const [body = '', ...rest] = hash.slice(BOARD_PREFIX.length).split('&');
  const params = new URLSearchParams(rest.join('&'));
  const unknown = [...params.keys()].find((key) => !PARAMS.has(key));
  if (unknown !== undefined) return err({ code: 'link-part', part: unknown });
  const colon = body.indexOf(':');
  const lattice = decodeURIComponent(colon < 0 ? '' : body.slice(0, colon));
  if (!isLattice(lattice)) return err({ code: 'link-lattice', lattice });
  const players = wholeParam(params, 'players');
  if (!players.ok) return players;
  const marbles = wholeParam(params, 'marbles');
  if (!marbles.ok) return marbles;
  const empty: Draft = { lattice, layout: [], players: players.value ?? 2, marbles: marbles.value };
  const draft = textDraft(empty, decodeURIComponent(body.slice(colon + 1)));
  if (!draft.ok) return draft;
  const start = draftStart(draft.value);
  return start.ok ? draft : start;
}
