import type { PushEvent } from '../engine/drop';
import { type GameState, type Move, legalMoves, play, sideOf } from '../engine/game';

/** What a puzzle is about, found from its solution; listed in this order. */
export const THEMES = [
  'last-marble',
  'push-off',
  'chain',
  'bumper',
  'hole',
  'cushion',
  'pie',
  'round-limit',
  'must-block',
  'team',
] as const;

export type Theme = (typeof THEMES)[number];

export function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}

/** Lines that one drop must set moving (a marble moved or sent off) to count as a chain. */
const CHAIN_LINES = 3;

/**
 * The themes of a puzzle: the position and its solution line (the solver's moves and the
 * defence, alternating, from the first winning move to the win). Only the solver's own moves give
 * the push themes: they are what the player has to see.
 *
 * - last-marble: the solver has one marble left, so the puzzle is which drop keeps all on board;
 * - push-off: a solver's drop sends an opponent's marble off the board;
 * - chain: one solver's drop moves three or more lines;
 * - bumper: a bumper's reflection moves a marble in a solver's drop;
 * - hole: a solver's drop pushes a marble into a hole;
 * - cushion: a cushion stops a line of the solver's drop that ends in the solver's own marble;
 * - pie: the line takes the pie rule's swap;
 * - round-limit: the count at the round limit decides, not an empty reserve;
 * - must-block: a move of the line was narrowed by must-block (three or four players);
 * - team: four players in teams, and a solver's drop moves a partner's marble.
 */
export function themesOf(position: GameState, line: readonly Move[]): Theme[] {
  const solver = position.toMove;
  const side = sideOf(position.rules, solver);
  const found = new Set<Theme>();
  if (position.reserves[solver - 1] === 1) found.add('last-marble');
  let state = position;
  for (const move of line) {
    const mover = state.toMove;
    if (move === 'swap') found.add('pie');
    if (state.rules.mustBlock && state.rules.players >= 3 && narrowed(state)) found.add('must-block');
    const played = play(state, move);
    if (!played.ok) break;
    if (mover === solver) {
      const pushes = played.value.events.filter((e): e is PushEvent => e.kind === 'push');
      for (const theme of pushThemes(state, pushes, side)) found.add(theme);
    }
    state = played.value.state;
  }
  if (state.result?.reason === 'round-limit') found.add('round-limit');
  return THEMES.filter((t) => found.has(t));
}

function pushThemes(state: GameState, pushes: readonly PushEvent[], side: readonly number[]): Theme[] {
  const themes: Theme[] = [];
  const mine = (owner: number): boolean => side.includes(owner);
  const moving = pushes.filter((p) => p.result === 'moved' || p.result === 'edge' || p.result === 'hole');
  if (moving.some((p) => p.result !== 'moved' && !mine(p.owner))) themes.push('push-off');
  if (moving.length >= CHAIN_LINES) themes.push('chain');
  if (pushes.some((p) => p.phase === 2 && p.from !== null && p.result !== 'absorbed')) themes.push('bumper');
  if (moving.some((p) => p.result === 'hole')) themes.push('hole');
  const cushion = (p: PushEvent): boolean => p.target !== null && state.board.tiles[p.target] === 'cushion';
  if (pushes.some((p) => p.phase === 1 && p.result === 'absorbed' && cushion(p) && mine(p.owner)))
    themes.push('cushion');
  const partner = state.rules.teams ? side.find((p) => p !== state.toMove) : undefined;
  if (partner !== undefined && moving.some((p) => p.owner === partner)) themes.push('team');
  return themes;
}

/** Whether must-block took moves away from the player to move here. */
function narrowed(state: GameState): boolean {
  const empty = state.board.playable.filter((c) => state.owners[c] === 0).length;
  return legalMoves(state).length < empty + (state.swapCell === null ? 0 : 1);
}
