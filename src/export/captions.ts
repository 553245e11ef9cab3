import { type GameState, sideOf } from '../engine/game';
import type { Ply } from '../engine/record';
import { describeMove, describeResult } from '../store/announce';
import { joinNames, joinWords } from '../store/players';

/** Each move of `line` in words, as the live region reads it out. */
export function moveCaptions(start: GameState, line: readonly Ply[]): string[] {
  return line.map((ply) => describeMove(start.board, ply.player, ply.events, ply.state.result));
}

/** "Red against Blue"; teams as "Red and Green against Blue and Amber"; three alone as a list. */
function sidesInWords(start: GameState, names: readonly string[] | null): string {
  const seen = new Set<string>();
  const sides: number[][] = [];
  for (let player = 1; player <= start.rules.players; player++) {
    const side = sideOf(start.rules, player);
    if (seen.has(side.join())) continue;
    seen.add(side.join());
    sides.push(side);
  }
  const named = sides.map((side) => joinNames(side, names));
  return sides.length === 2 ? named.join(' against ') : joinWords(named);
}

function movesInWords(fromPly: number, toPly: number, plies: number): string {
  if (fromPly === 1 && toPly === plies) return plies === 1 ? '1 move' : `${plies} moves`;
  if (fromPly === toPly) return `Move ${fromPly} of ${plies}`;
  return `Moves ${fromPly} to ${toPly} of ${plies}`;
}

/**
 * The title card: the game's name, who plays (with the people's `names` when the record gives
 * them), which moves the clip shows and how they end it.
 */
export function titleLines(
  start: GameState,
  line: readonly Ply[],
  fromPly: number,
  toPly: number,
  names: readonly string[] | null = null,
): string[] {
  const result = line[toPly - 1]?.state.result;
  return [
    'Momentum',
    sidesInWords(start, names),
    movesInWords(fromPly, toPly, line.length),
    ...(result ? [describeResult(result)] : []),
  ];
}
