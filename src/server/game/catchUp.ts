import type { LoadedGame } from '../storage/storage';
import { apply, applyAll } from './core';
import type { GameEvent } from './events';
import { type Game, isFinished, storedSeats } from './game';

/**
 * The events that bring this copy of a game up to `loaded`, what the database holds now (events
 * missed while the bus was away, or a change another instance stored first): the seats as stored,
 * the start, each move this copy lacks, the end and the rematch's link.
 */
export function catchUp(game: Game, loaded: LoadedGame): GameEvent[] {
  const stored = loaded.game;
  const events: GameEvent[] = [];
  const seats = storedSeats(loaded.seats);
  if (JSON.stringify(seats) !== JSON.stringify(game.seats)) events.push({ type: 'seats', seats });
  if (game.status === 'open' && stored.status !== 'open' && stored.startedAt !== null) {
    events.push({ type: 'started', at: stored.startedAt });
  }
  let g = applyAll(game, events);
  for (const m of loaded.moves.slice(game.board.moves.length)) {
    const moved: GameEvent = {
      type: 'moved',
      seq: m.seq,
      seat: g.board.state.toMove,
      move: m.move,
      at: m.committedAt,
      clock: m.clock,
    };
    events.push(moved);
    g = apply(g, moved);
  }
  if (!isFinished(g) && (stored.status === 'ended' || stored.status === 'aborted')) {
    events.push({ type: 'ended', end: { status: stored.status, result: stored.result, at: stored.endedAt ?? 0 } });
  }
  if (stored.rematchId !== null && g.end.rematch !== stored.rematchId) {
    events.push({ type: 'rematch-opened', game: stored.rematchId });
  }
  return events;
}
