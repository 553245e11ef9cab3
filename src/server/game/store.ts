import type { GameStorage } from '../storage/storage';
import type { GameEvent } from './events';
import type { Game } from './game';

/**
 * Stores the events `decide` gave for `game`, in order, before anyone hears of them. False when
 * the database refused one because another instance changed the game first (a move for the same
 * turn, an end, a seat taken or handed over): the room reads the game again and decides afresh.
 * Offers and what follows from stored rows (the rematch's link, ratings) are not stored here.
 */
export async function storeEvents(storage: GameStorage, game: Game, events: readonly GameEvent[]): Promise<boolean> {
  const id = game.id;
  let moves = game.board.moves.length;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    switch (event.type) {
      case 'seat-taken':
        await storage.takeSeat(id, event.seat, event.at, event.name);
        break;
      case 'seat-player':
        await storage.setSeatPlayer(id, event.seat, event.player);
        break;
      case 'seat-claimed': {
        const claim = { secretHash: event.secretHash, name: event.name, ...event.player, at: event.at };
        if (!(await storage.claimSeat(id, event.seat, claim))) return false;
        break;
      }
      case 'secret-renewed':
        if (!(await storage.renewSecret(id, event.seat, event.secretHash))) return false;
        break;
      case 'started':
        await storage.startGame(id, event.at);
        break;
      case 'moved': {
        // A move and the end it brings are one commit.
        const next = events[i + 1];
        const end = next?.type === 'ended' ? next.end : undefined;
        const move = { seq: event.seq, move: event.move, committedAt: event.at, clock: event.clock };
        if (!(await storage.appendMove(id, move, end))) return false;
        moves++;
        if (end) i++;
        break;
      }
      case 'ended':
        if (!(await storage.endGame(id, event.end, moves))) return false;
        break;
      case 'left':
        if (!(await storage.leaveSeat(id, event.seat, event.left, event.level))) return false;
        break;
      case 'draw-offered':
      case 'rematch-asked':
      case 'rematch-opened':
      case 'rated':
      case 'seats':
        break;
    }
  }
  return true;
}
