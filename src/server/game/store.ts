import { writeRecord } from '../../engine/record';
import type { GameStorage } from '../storage/storage';
import type { GameEvent, GameEventOf } from './events';
import type { Game } from './game';

/**
 * Stores the events `decide` gave for `game`, in order, before anyone hears of them. False when
 * the database refused one because another instance changed the game first (a move for the same
 * turn, an end, a seat taken or handed over): the room reads the game again and decides afresh.
 * Offers and what follows from stored rows (ratings) are not stored here.
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
      case 'rematch-made':
        if (!(await storeRematch(storage, game, event))) return false;
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

/**
 * Stores the rematch `made` of `game` as a new game, started at once so that nobody else can take
 * a seat of it from the lobby, with the same board, rules, clock, rating and visibility, and links
 * it to `game` in the same commit. False, storing nothing, when `game` has a rematch already.
 */
async function storeRematch(storage: GameStorage, game: Game, made: GameEventOf<'rematch-made'>): Promise<boolean> {
  const linked = await storage.createGame({
    game: {
      id: made.game,
      setup: writeRecord(game.setup),
      timeControl: game.control,
      public: game.public,
      rated: game.rated,
      createdAt: made.at,
    },
    seats: made.seats,
    rematchOf: game.id,
  });
  if (linked) await storage.startGame(made.game, made.at);
  return linked;
}
