import { moveName, nextPlayer, play, sideOf, twoSides } from '../../engine/game';
import { parseMove } from '../../engine/record';
import { type Result, err, ok } from '../../engine/result';
import type { Level } from '../../ai/levels';
import { type OnlineResult, rankAfterLeaving } from '../result';
import { ratedSeatProblem } from '../ratings/seating';
import { openToNewcomers } from '../../online/newcomers';
import type { SeatLeft } from '../storage/storage';
import { abortAt, clocksAfterMove, flagAt } from './clock';
import { rematchSeats } from './rematch';
import { ANONYMOUS, type Arrival, type Command, type CommandOf, type Refusal } from './commands';
import type { GameEvent } from './events';
import { type Game, type Seat, isFinished, leftSeats, playKnown, seatOf } from './game';

/** The level the computer plays a seat at once its player left (a game of more than two sides). */
export const LEAVER_LEVEL: Level = 'medium';

export type Decision = Result<readonly GameEvent[], Refusal>;

const refuse = (code: Exclude<Refusal['code'], 'illegal-move'>): Decision => err({ code });

/**
 * What `command` does to `game` at `now`: the events it causes, in order, or why it changes
 * nothing. Pure: every rule of a game online is here; storing, telling and timing are the room's.
 */
export function decide(game: Game, command: Command, now: number): Decision {
  switch (command.type) {
    case 'join':
      return join(game, command, now);
    case 'claim':
      return claim(game, command, now);
    case 'renew':
      return renew(game, command);
    case 'move':
      return move(game, command, now);
    case 'resign':
      return resign(game, command.seat, now);
    case 'draw-offer':
      return offerDraw(game, command.seat);
    case 'draw-accept':
      return acceptDraw(game, command.seat, now);
    case 'rematch':
      return askRematch(game, command.seat);
    case 'open-rematch':
      return openRematch(game, command, now);
    case 'tick':
      return ok(game.status === 'open' ? startWhenFull(game, now) : timeout(game, now));
  }
}

/** `game` after `events`, in order. */
export function applyAll(game: Game, events: readonly GameEvent[]): Game {
  return events.reduce(apply, game);
}

/** The game after `event`. Total over events `decide` gave for this game (or one stored from it). */
export function apply(game: Game, event: GameEvent): Game {
  switch (event.type) {
    case 'seat-taken':
      return withSeat(game, event.seat, { joined: true, name: event.name });
    case 'seat-player': {
      const s = seatOf(game, event.seat);
      return withSeat(game, event.seat, {
        accountId: s.accountId ?? event.player.accountId,
        playerHash: s.playerHash ?? event.player.playerHash,
      });
    }
    case 'seat-claimed':
      return withSeat(game, event.seat, {
        joined: true,
        name: event.name,
        secretHash: event.secretHash,
        ...event.player,
      });
    case 'secret-renewed':
      return withSeat(game, event.seat, { secretHash: event.secretHash });
    case 'started':
      return { ...game, status: 'live', clocks: { ...game.clocks, since: event.at } };
    case 'moved': {
      const { board } = game;
      const moved = board.moved.includes(event.seat) ? board.moved : [...board.moved, event.seat];
      return {
        ...game,
        board: { state: playKnown(game, event.move), moves: [...board.moves, event.move], moved },
        clocks: { remaining: event.clock.length > 0 ? event.clock : game.clocks.remaining, since: event.at },
        // Every move withdraws a draw offer.
        offers: { ...game.offers, draw: null },
      };
    }
    case 'draw-offered':
      return { ...game, offers: { ...game.offers, draw: event.seat } };
    case 'left':
      return withSeat(game, event.seat, { kind: 'computer', level: event.level, left: event.left });
    case 'ended':
      return {
        ...game,
        status: event.end.status,
        end: { ...game.end, result: event.end.result },
        offers: { ...game.offers, draw: null },
      };
    case 'rematch-asked': {
      const rematch = [...new Set([...game.offers.rematch, event.seat])].sort((a, b) => a - b);
      return { ...game, offers: { ...game.offers, rematch } };
    }
    case 'rematch-made':
    case 'rematch-opened':
      return { ...game, end: { ...game.end, rematch: event.game } };
    case 'rated':
      return { ...game, end: { ...game.end, ratings: event.ratings } };
    case 'seats':
      return { ...game, seats: event.seats };
  }
}

function withSeat(game: Game, seat: number, change: Partial<Seat>): Game {
  const seats = game.seats.map((s) => (s.seat === seat ? { ...s, ...change } : s));
  return { ...game, seats };
}

/**
 * How an event another instance stored sits with this copy of the game: `apply` it, `skip` it
 * (this copy has it already: it read the game again since), or `gap` (this copy missed an
 * earlier change: read the game again).
 */
export function placeOf(game: Game, event: GameEvent): 'apply' | 'skip' | 'gap' {
  switch (event.type) {
    case 'moved': {
      const next = game.board.moves.length;
      if (event.seq < next) return 'skip';
      return event.seq === next && game.status === 'live' ? 'apply' : 'gap';
    }
    case 'started':
      return game.status === 'open' ? 'apply' : 'skip';
    case 'ended':
      return isFinished(game) ? 'skip' : 'apply';
    case 'rematch-asked':
    case 'rematch-made':
    case 'rematch-opened':
    case 'rated':
      return isFinished(game) ? 'apply' : 'gap';
    case 'draw-offered':
      return game.status === 'live' ? 'apply' : 'skip';
    default:
      // Seats change by whole values: applying one twice changes nothing.
      return 'apply';
  }
}

/** The name a seat takes when `player` comes to it: see `ANONYMOUS`. */
function nameFor(player: Arrival, given: string | null, had: string | null): string {
  return player.accountName ?? given ?? had ?? ANONYMOUS;
}

/** A rated game's seat goes to accounts only, each once, never two from one browser. */
function ratedRefusal(game: Game, seat: number, player: Arrival): Refusal | null {
  if (!game.rated) return null;
  const problem = ratedSeatProblem(game.seats, seat, player);
  return problem === null ? null : { code: problem };
}

/** Starts the game once `game` (with the events so far) has every seat taken. */
function startWhenFull(game: Game, now: number): GameEvent[] {
  const full = game.seats.every((s) => s.joined || s.kind === 'computer');
  return game.status === 'open' && full ? [{ type: 'started', at: now }] : [];
}

function join(game: Game, command: CommandOf<'join'>, now: number): Decision {
  const { seat, player } = command;
  const s = seatOf(game, seat);
  const refusal = ratedRefusal(game, seat, player);
  if (refusal) return err(refusal);
  const events: GameEvent[] = [];
  const known = { playerHash: player.playerHash, accountId: player.accountId };
  const newPlayer =
    (known.playerHash !== null && s.playerHash === null) || (known.accountId !== null && s.accountId === null);
  if (newPlayer) events.push({ type: 'seat-player', seat, player: known });
  const name = nameFor(player, command.name, s.name);
  if (!s.joined || name !== s.name) events.push({ type: 'seat-taken', seat, name, at: now });
  events.push(...startWhenFull(applyAll(game, events), now));
  return ok(events);
}

/** A newcomer gets the first seat open to newcomers: a seat its opener named stays theirs. */
function claim(game: Game, command: CommandOf<'claim'>, now: number): Decision {
  const free = game.seats.find((s) => openToNewcomers(s, s.joined));
  if (game.status !== 'open' || !free) return refuse('no-free-seat');
  const refusal = ratedRefusal(game, free.seat, command.player);
  if (refusal) return err(refusal);
  const { player } = command;
  const claimed: GameEvent = {
    type: 'seat-claimed',
    seat: free.seat,
    secretHash: command.secretHash,
    name: nameFor(player, command.name, null),
    player: { playerHash: player.playerHash, accountId: player.accountId },
    at: now,
  };
  return ok([claimed, ...startWhenFull(apply(game, claimed), now)]);
}

function renew(game: Game, command: CommandOf<'renew'>): Decision {
  const s = game.seats[command.seat - 1];
  if (!s || s.joined || s.kind !== 'human') return refuse('joined');
  return ok([{ type: 'secret-renewed', seat: command.seat, secretHash: command.secretHash }]);
}

/** Why `seat`'s player cannot act in the game at all now, or null. */
function outOfPlay(game: Game, seat: number): Decision | null {
  // A player who left is out of the game, though the game goes on.
  if (isFinished(game) || seatOf(game, seat).left !== null) return refuse('game-over');
  if (game.status === 'open') return refuse('not-started');
  return null;
}

function move(game: Game, command: CommandOf<'move'>, now: number): Decision {
  const byComputer = command.computer === true && seatOf(game, command.seat).kind === 'computer';
  const out = byComputer ? (game.status === 'live' ? null : refuse('game-over')) : outOfPlay(game, command.seat);
  if (out) return out;
  const { state, moves } = game.board;
  if (command.seq !== moves.length) return refuse('stale');
  if (state.toMove !== command.seat) return refuse('not-your-turn');
  const parsed = parseMove(state.board, command.move);
  if (!parsed.ok) return err({ code: 'illegal-move', detail: parsed.error.code });
  const played = play(state, parsed.value);
  if (!played.ok) return err({ code: 'illegal-move', detail: played.error.code });
  const clocks = clocksAfterMove(game, now);
  const moved: GameEvent = {
    type: 'moved',
    seq: command.seq,
    seat: command.seat,
    // As a record writes it, whatever way the player wrote it.
    move: moveName(state.board, parsed.value),
    at: now,
    clock: clocks.remaining,
  };
  const next = played.value.state;
  if (!next.result) return ok([moved]);
  const result = rankAfterLeaving(next.result, next.owners, next.rules.players, leftSeats(game));
  return ok([moved, { type: 'ended', end: { status: 'ended', result, at: now } }]);
}

/** The result when `loser`'s side gives up or runs out of time: the next player's side wins (two sides). */
function defeat(game: Game, loser: number, reason: 'resigned' | 'timeout'): OnlineResult {
  const { state } = game.board;
  return { status: 'won', winners: sideOf(state.rules, nextPlayer(state, loser)), reason, loser };
}

/** The computer takes over a seat whose player left a game of more than two sides. */
function leave(game: Game, seat: number, reason: SeatLeft['reason']): GameEvent {
  return { type: 'left', seat, left: { order: leftSeats(game).length + 1, reason }, level: LEAVER_LEVEL };
}

/**
 * The seat gives up. With two sides (two players or two teams) the other side wins; with more,
 * the computer plays the seat on and it ranks last.
 */
function resign(game: Game, seat: number, now: number): Decision {
  const out = outOfPlay(game, seat);
  if (out) return out;
  if (!twoSides(game.board.state.rules)) return ok([leave(game, seat, 'resigned')]);
  return ok([{ type: 'ended', end: { status: 'ended', result: defeat(game, seat, 'resigned'), at: now } }]);
}

function offerDraw(game: Game, seat: number): Decision {
  const out = outOfPlay(game, seat);
  if (out) return out;
  if (!twoSides(game.board.state.rules)) return refuse('not-available');
  return ok([{ type: 'draw-offered', seat }]);
}

/** Accepts the other side's standing offer: the game is drawn. */
function acceptDraw(game: Game, seat: number, now: number): Decision {
  const out = outOfPlay(game, seat);
  if (out) return out;
  const { rules } = game.board.state;
  if (!twoSides(rules)) return refuse('not-available');
  const offer = game.offers.draw;
  if (offer === null || sideOf(rules, offer).includes(seat)) return refuse('no-draw-offer');
  return ok([
    { type: 'ended', end: { status: 'ended', result: { status: 'drawn', winners: [], reason: 'agreement' }, at: now } },
  ]);
}

function askRematch(game: Game, seat: number): Decision {
  if (!isFinished(game)) return refuse('not-over');
  // A player who left a game of three: the computer keeps their seat, in the rematch too.
  if (seatOf(game, seat).kind !== 'human') return refuse('game-over');
  if (game.offers.rematch.includes(seat) || game.end.rematch !== null) return ok([]);
  return ok([{ type: 'rematch-asked', seat }]);
}

/** True once every player (every human seat) asked for a rematch. */
function everyPlayerAsked(game: Game): boolean {
  return game.seats.every((s) => s.kind !== 'human' || game.offers.rematch.includes(s.seat));
}

/**
 * The rematch, once every player asked and none was made yet (two instances that heard the last
 * requests at once both decide it; the database links one to the game, the other's store fails).
 */
function openRematch(game: Game, command: CommandOf<'open-rematch'>, now: number): Decision {
  if (!isFinished(game)) return refuse('not-over');
  if (game.end.rematch !== null || !everyPlayerAsked(game)) return ok([]);
  const seats = rematchSeats(game, command.secretHashes, now);
  return ok([{ type: 'rematch-made', game: command.game, seats, at: now }]);
}

/** What the deadlines passed by `now` do: an abort, a clock run out, or nothing. */
function timeout(game: Game, now: number): GameEvent[] {
  const abort = abortAt(game);
  if (abort !== null && now >= abort) return [{ type: 'ended', end: { status: 'aborted', result: null, at: now } }];
  const flag = flagAt(game);
  if (flag === null || now < flag) return [];
  const mover = game.board.state.toMove;
  if (!twoSides(game.board.state.rules)) return [leave(game, mover, 'timeout')];
  return [{ type: 'ended', end: { status: 'ended', result: defeat(game, mover, 'timeout'), at: now } }];
}
