import { type GameRecord, writeRecord } from '../../engine/record';
import type { ClockViewData, SeatViewData, ServerMessage, ServerMessageOf } from '../../online/protocol';
import { flagAt } from './clock';
import { apply } from './core';
import type { GameEvent } from './events';
import type { Game } from './game';

/**
 * Who is connected to a game, on every instance together: `seats[i]` is true while seat i + 1
 * has a connection (a computer's seat always counts), `watchers` how many watch it.
 */
export interface Presence {
  readonly seats: readonly boolean[];
  readonly watchers: number;
}

/** The game as a canonical record (the fields a reader expects for its players): its setup and the moves so far. */
export function gameRecord(game: Game): GameRecord {
  return JSON.parse(writeRecord({ ...game.setup, moves: game.board.moves })) as GameRecord;
}

export function clockView(game: Game): ClockViewData {
  return { remaining: game.clocks.remaining.slice(), deadline: flagAt(game) };
}

export function seatViews(game: Game, presence: Presence): SeatViewData[] {
  return game.seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    kind: s.kind,
    joined: s.joined,
    connected: s.kind === 'computer' || (presence.seats[s.seat - 1] ?? false),
    ...(s.level !== null ? { level: s.level } : {}),
    ...(s.left !== null ? { left: s.left.reason } : {}),
  }));
}

export function presenceMessage(game: Game, presence: Presence): ServerMessageOf<'presence'> {
  return { type: 'presence', seats: seatViews(game, presence), watchers: presence.watchers, status: game.status };
}

/** A result as a message carries it: the same value, its lists copied into the schema's (mutable) arrays. */
function resultView(game: Game): ServerMessageOf<'end'>['result'] {
  const result = game.end.result;
  if (result === null) return null;
  if (result.status === 'drawn') return { ...result, winners: [] };
  const winners = [...result.winners];
  if ('ranking' in result)
    return { ...result, winners, ranking: result.ranking.map((p) => [...p]), left: [...result.left] };
  return { ...result, winners };
}

/** The record as a message carries it: the same value, its lists copied into the schema's arrays. */
function recordView(game: Game): ServerMessageOf<'state'>['record'] {
  const record = gameRecord(game);
  return { ...record, layout: [...record.layout], moves: [...record.moves] };
}

/** A rated game's rating changes, once it ended and they moved. */
function ratingsView(game: Game): { ratings?: ServerMessageOf<'end'>['ratings'] } {
  return game.end.ratings ? { ratings: game.end.ratings.slice() } : {};
}

export function endMessage(game: Game): ServerMessageOf<'end'> {
  if (game.status !== 'ended' && game.status !== 'aborted') throw new Error(`game ${game.id} has not ended`);
  return {
    type: 'end',
    status: game.status,
    result: resultView(game),
    seq: game.board.moves.length,
    ...ratingsView(game),
  };
}

export function rematchMessage(game: Game): ServerMessageOf<'rematch'> {
  return { type: 'rematch', offeredBy: game.offers.rematch.slice() };
}

/** The whole game for a connection of `seat` (null: a watcher), at `now`. */
export function stateMessage(
  game: Game,
  seat: number | null,
  presence: Presence,
  now: number,
): ServerMessageOf<'state'> {
  return {
    type: 'state',
    game: game.id,
    seat,
    record: recordView(game),
    seq: game.board.moves.length,
    status: game.status,
    result: resultView(game),
    toMove: game.status === 'live' ? game.board.state.toMove : null,
    clock: { control: game.control, view: clockView(game) },
    seats: seatViews(game, presence),
    watchers: presence.watchers,
    drawOffer: game.offers.draw,
    now,
    rated: game.rated,
    ...ratingsView(game),
  };
}

/** What `GET /api/games/:id` tells about the game beside its moves (no secrets). */
export function summary(game: Game, presence: Presence) {
  return {
    id: game.id,
    status: game.status,
    result: game.end.result,
    clock: game.control,
    rated: game.rated,
    ...(game.end.ratings ? { ratings: game.end.ratings } : {}),
    seats: seatViews(game, presence),
    watchers: presence.watchers,
  };
}

/** What every connection hears of `events`, played on from `game` (`after`, the game they lead to). */
export function eventMessages(
  game: Game,
  events: readonly GameEvent[],
  after: Game,
  presence: Presence,
): ServerMessage[] {
  const messages: ServerMessage[] = [];
  let seatsChanged = false;
  let g = game;
  for (const event of events) {
    const next = apply(g, event);
    if (event.type === 'moved') {
      messages.push({ type: 'moved', seq: event.seq, seat: event.seat, move: event.move, clock: clockView(next) });
      if (g.offers.draw !== null) messages.push({ type: 'draw', offeredBy: null });
    } else if (event.type === 'draw-offered') {
      messages.push({ type: 'draw', offeredBy: event.seat });
    } else if (event.type === 'rematch-asked') {
      messages.push(rematchMessage(next));
    } else if (event.type === 'ended') {
      // With the ratings it moved, which come after it.
      messages.push(endMessage(after));
    } else if (event.type !== 'rematch-made' && event.type !== 'rematch-opened' && event.type !== 'rated') {
      seatsChanged = true;
    }
    g = next;
  }
  // One presence for the batch, before the end it may bring (the seat the computer took over).
  if (seatsChanged) {
    const at = messages.findIndex((m) => m.type === 'end');
    messages.splice(at < 0 ? messages.length : at, 0, presenceMessage(after, presence));
  }
  return messages;
}
