import { type GameState, sideOf } from '../engine/game';
import type { Ply } from '../engine/record';
import type { Translator } from '../i18n/translate';
import { moveWords, resultWords } from '../words/moves';
import { playerTitleWords } from '../words/players';

// The words burnt into an exported video, in the language of the translator the export was given.

/** Each move of `line` in words, as the live region reads it out. */
export function moveCaptions(t: Translator, start: GameState, line: readonly Ply[]): string[] {
  return line.map((ply) => t.words(moveWords(start.board, ply.player, ply.events, ply.state.result)));
}

/** "Red against Blue"; teams as "Red and Green against Blue and Amber"; three alone as a list. */
function sidesInWords(t: Translator, start: GameState, names: readonly string[] | null): string {
  const seen = new Set<string>();
  const sides: number[][] = [];
  for (let player = 1; player <= start.rules.players; player++) {
    const side = sideOf(start.rules, player);
    if (seen.has(side.join())) continue;
    seen.add(side.join());
    sides.push(side);
  }
  const named = sides.map((side) => side.map((player) => playerTitleWords(player, names)));
  if (named.length === 2) return t('review.title.sides', { first: named[0]!, second: named[1]! });
  return t.list(named.flat().map((player) => t.words(player)));
}

function movesInWords(t: Translator, fromPly: number, toPly: number, plies: number): string {
  if (fromPly === 1 && toPly === plies) return t('review.title.all', { count: plies });
  if (fromPly === toPly) return t('review.title.one', { ply: fromPly, count: plies });
  return t('review.title.some', { from: fromPly, to: toPly, count: plies });
}

/**
 * The title card: the game's name, who plays (with the people's `names` when the record gives
 * them), which moves the clip shows and how they end it.
 */
export function titleLines(
  t: Translator,
  start: GameState,
  line: readonly Ply[],
  fromPly: number,
  toPly: number,
  names: readonly string[] | null = null,
): string[] {
  const result = line[toPly - 1]?.state.result;
  return [
    'Momentum',
    sidesInWords(t, start, names),
    movesInWords(t, fromPly, toPly, line.length),
    ...(result ? [t.words(resultWords(result))] : []),
  ];
}
