import { type Board, cellName } from '../engine/board';
import type { MoveEvent, PushEvent } from '../engine/drop';
import type { GameResult } from '../engine/game';
import { joinNames, playerName } from './players';

/** One push in words, or null for a reflection that found no marble to push. */
export function describePush(board: Board, push: PushEvent): string | null {
  if (push.from === null || push.result === null) return null;
  const from = cellName(board, push.from);
  const at = push.target === null ? '' : cellName(board, push.target);
  switch (push.result) {
    case 'moved':
      return `${from} to ${at}`;
    case 'edge':
      return `${from} off the board`;
    case 'hole':
      return `${from} into the hole at ${at}`;
    case 'reflected':
      return `the bumper at ${at} reflects the push`;
    case 'absorbed':
      return board.tiles[push.target!] === 'bumper'
        ? `the bumper at ${at} stops the reflected push`
        : `the cushion at ${at} absorbs the push`;
  }
}

export function describeResult(result: GameResult): string {
  if (result.status === 'drawn') return 'The round limit is reached and the game is drawn.';
  const verb = result.winners.length > 1 ? 'win' : 'wins';
  const winners = joinNames(result.winners);
  return result.reason === 'all-on-board'
    ? `${winners} ${verb} with every marble on the board.`
    : `The round limit is reached: ${winners} ${verb} with the most marbles on the board.`;
}

/** A move in words, as the live region reads it: "Red drops d4: e4 to f4, a7 off the board." */
export function describeMove(
  board: Board,
  player: number,
  events: readonly MoveEvent[],
  result: GameResult | null,
): string {
  let text = '';
  for (const event of events) {
    if (event.kind === 'swap') {
      text = `${playerName(player)} swaps: the ${playerName(event.from)} marble on ${cellName(board, event.cell)} becomes ${playerName(event.to)}.`;
    } else if (event.kind === 'drop') {
      const pushes = events.flatMap((e) => (e.kind === 'push' ? [describePush(board, e)] : []));
      const words = pushes.filter((p): p is string => p !== null);
      const dropped = `${playerName(player)} drops ${cellName(board, event.cell)}`;
      text = words.length > 0 ? `${dropped}: ${words.join(', ')}.` : `${dropped}.`;
    }
  }
  return result ? `${text} ${describeResult(result)}` : text;
}
