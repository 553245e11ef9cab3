import { type Board, cellName } from '../engine/board';
import type { MoveEvent, PushEvent } from '../engine/drop';
import type { GameResult } from '../engine/game';
import { type Words, words } from '../i18n/catalogue';
import type { Translator } from '../i18n/translate';
import { playerWords } from './players';

/** One push in words, or null for a reflection that found no marble to push. */
export function pushWords(board: Board, push: PushEvent): Words | null {
  if (push.from === null || push.result === null) return null;
  const from = cellName(board, push.from);
  const cell = push.target === null ? '' : cellName(board, push.target);
  switch (push.result) {
    case 'moved':
      return words('play.announce.push.moved', { from, to: cell });
    case 'edge':
      return words('play.announce.push.edge', { from });
    case 'hole':
      return words('play.announce.push.hole', { from, cell });
    case 'reflected':
      return words('play.announce.push.reflected', { cell });
    case 'absorbed':
      return words(
        board.tiles[push.target!] === 'bumper' ? 'play.announce.push.stopped' : 'play.announce.push.absorbed',
        { cell },
      );
  }
}

/** A move's name as the panels show it: a cell's name, or the swap in the reader's language. */
export function moveNameWords(name: string): Words {
  return name === 'swap' ? words('play.move.swapName') : words('play.move.name', { move: name });
}

/** Typed text compared as a reader means it: full-width letters as plain ones, any case. */
function folded(text: string): string {
  return text.normalize('NFKC').trim().toLocaleLowerCase();
}

/**
 * A move typed into the move field, as the record writes it: the swap's name shown in the reader's
 * language, or the record's own `swap` in any width or case, reads as `swap`; anything else (a cell)
 * goes to the parser as typed.
 */
export function typedMove(text: string, t: Translator): string {
  const typed = folded(text);
  return typed === 'swap' || typed === folded(t.words(moveNameWords('swap'))) ? 'swap' : text;
}

/** How a game ended: "Red wins with every marble on the board." */
export function resultWords(result: GameResult): Words {
  if (result.status === 'drawn') return words('play.announce.drawn');
  const params = { count: result.winners.length, winners: result.winners.map(playerWords) };
  return words(result.reason === 'all-on-board' ? 'play.announce.won' : 'play.announce.wonOnMarbles', params);
}

/** What a move did, without how the game ended: a swap, or a drop and its pushes. */
function playWords(board: Board, player: number, events: readonly MoveEvent[]): Words {
  const swap = events.find((e) => e.kind === 'swap');
  if (swap) {
    return words('play.announce.swap', {
      player: playerWords(player),
      from: playerWords(swap.from),
      cell: cellName(board, swap.cell),
      to: playerWords(swap.to),
    });
  }
  const drop = events.find((e) => e.kind === 'drop');
  const dropped = { player: playerWords(player), cell: drop ? cellName(board, drop.cell) : '' };
  const pushes = events.flatMap((e) => (e.kind === 'push' ? [pushWords(board, e)] : []));
  const said = pushes.filter((p): p is Words => p !== null);
  return said.length > 0
    ? words('play.announce.dropPushes', { ...dropped, pushes: said })
    : words('play.announce.drop', dropped);
}

/** A move in words, as the live region reads it: "Red drops d4: e4 to f4 and a7 off the board." */
export function moveWords(
  board: Board,
  player: number,
  events: readonly MoveEvent[],
  result: GameResult | null,
): Words {
  const move = playWords(board, player, events);
  return result ? words('play.announce.moveResult', { move, result: resultWords(result) }) : move;
}
