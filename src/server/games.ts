import { type GameRecord, parseRecord, recordStart } from '../engine/record';
import type { Result } from '../engine/result';
import type { ErrorCode, ServerMessage, ServerMessageOf } from '../online/protocol';
import type { SearchBudget } from '../ai/searchTypes';
import type { ThinkProblem } from '../ai/think';
import type { BusEvent } from './bus';
import { type Computer, moveBudget, moveSeed } from './computers';
import { type Arrival, type Command, type Refusal } from './game/commands';
import { nextDeadline, flagAt } from './game/clock';
import { LEAVER_LEVEL, applyAll, decide, placeOf } from './game/core';
import { catchUp } from './game/catchUp';
import type { GameEvent } from './game/events';
import { type Game, isFinished, storedGame } from './game/game';
import { rematchSeatOf } from './game/rematch';
import { storeEvents } from './game/store';
import {
  type Presence,
  eventMessages,
  gameRecord,
  presenceMessage,
  rematchMessage,
  stateMessage,
  summary,
} from './game/view';
import type { Rematch, Rematches } from './rematch';
import { ratingChanges } from './ratings/changes';
import { type RatedSeatProblem, isRatedSeatProblem } from './ratings/seating';
import { hashSecret, secretMatches } from './secrets';
import type { GameStorage, LoadedGame } from './storage/storage';

/**
 * How many times a resignation or a draw's acceptance is decided and stored, each time on the game
 * read again after a move committed at another instance came first.
 */
const END_TRIES = 3;

/** How long a room waits to try again when ending a game on time could not be stored. */
const TICK_RETRY_MS = 1_000;

/** One connection to a room: a seat's player (any of their devices) or a watcher (`seat` null). */
export interface Listener {
  readonly seat: number | null;
  send(message: ServerMessage): void;
}

export interface RoomDeps {
  readonly storage: GameStorage;
  /** The time in ms since the epoch: the only clock the game logic reads. */
  readonly now: () => number;
  /** Runs `fn` after `ms`; returns what cancels it. The room keeps at most one. */
  readonly schedule: (ms: number, fn: () => void) => () => void;
  /** Told after the room acted on its own (a clock ran out), so an unwatched room can be let go. */
  readonly idle?: (room: GameRoom) => void;
  /** Plays the computer's seats; without it they wait (a room in a test that plays them by hand). */
  readonly computer?: Computer;
  /** Every computer move's budget in place of its level's (tests keep it to a few playouts). */
  readonly computerBudget?: SearchBudget;
  /** Opens the rematch of an ended game (src/server/rematch.ts); without it no rematch is offered. */
  readonly rematch?: Rematches;
  /** Tells the rooms of the same game on the other instances (src/server/bus.ts); alone, nobody. */
  readonly publish?: (game: string, event: BusEvent) => void;
  /**
   * Told once of each game whose end this instance committed (not of one it heard of from
   * another), with its record: the puzzles are cut from it (src/server/puzzles/cutter.ts).
   */
  readonly ended?: (game: string, record: GameRecord) => void;
}

/** The connections another instance holds to a game (see `BusEvent`'s presence). */
interface Elsewhere {
  readonly seats: readonly number[];
  readonly watchers: number;
}

function errorMessage(code: ErrorCode, detail?: string): ServerMessageOf<'error'> {
  return detail === undefined ? { type: 'error', code } : { type: 'error', code, detail };
}

/** A refusal as the socket sends it (`joined` is never sent: only `renewSecret` meets it). */
function refusalMessage(refusal: Refusal): ServerMessageOf<'error'> {
  if (refusal.code === 'illegal-move') return errorMessage('illegal-move', refusal.detail);
  return errorMessage(refusal.code === 'joined' ? 'not-available' : refusal.code);
}

/** What committing a command came to: done (or nothing to do), refused, or lost to another instance's change. */
type Outcome = { readonly done: true } | { readonly refused: Refusal } | { readonly lost: true };

/**
 * The transport around one game: it queues commands (`serial`, so two moves for the same turn can
 * never both be accepted), has the core (src/server/game/core.ts) decide them, stores the events
 * before anyone hears of them, publishes them to the other instances, applies them and tells the
 * connections. It decides nothing itself; it owns the timer that asks the core to `tick`, the
 * computer's searches and the rematch's secrets (kept only in memory).
 */
export class GameRoom {
  readonly id: string;
  private game: Game;
  private readonly deps: RoomDeps;
  private readonly listeners = new Set<Listener>();
  /** The rematch as opened here, with its seats' secrets. */
  private rematch: Rematch | null = null;
  /** Seats of the rematch given a new secret while this room is loaded: told again, not renewed again. */
  private readonly renewed = new Map<number, string>();
  private serial: Promise<unknown> = Promise.resolve();
  private cancelTimer: (() => void) | null = null;
  /** The connections to this game on the other instances, by instance id. */
  private readonly elsewhere = new Map<string, Elsewhere>();
  /** The move the computer is searching for (its seq), or null when it is not thinking. */
  private thinking: number | null = null;
  private disposed = false;

  private constructor(deps: RoomDeps, game: Game) {
    this.id = game.id;
    this.deps = deps;
    this.game = game;
  }

  /** The room for a stored game, or null when there is no such game. */
  static async load(id: string, deps: RoomDeps): Promise<GameRoom | null> {
    const loaded = await deps.storage.loadGame(id);
    if (!loaded) return null;
    const setup = parseRecord(loaded.game.setup);
    if (!setup.ok) throw new Error(`game ${id}: stored setup is no record (${setup.error.code})`);
    const start = recordStart(setup.value);
    if (!start.ok) throw new Error(`game ${id}: stored setup starts no game (${start.error.code})`);
    let game = storedGame(loaded, setup.value, start.value, deps.now());
    if (game.rated && game.status === 'ended') {
      game = applyAll(game, [{ type: 'rated', ratings: await ratingChanges(deps.storage, game) }]);
    }
    const room = new GameRoom(deps, game);
    await room.commit({ type: 'tick' }, null);
    room.reschedule();
    // A game whose turn was the computer's when the server stopped: it thinks again.
    room.startThinking();
    return room;
  }

  get connections(): number {
    return this.listeners.size;
  }

  /** True while the room waits for something to happen by itself (a clock to run out, the computer's move). */
  get waiting(): boolean {
    return this.cancelTimer !== null || this.thinking !== null;
  }

  get finished(): boolean {
    return isFinished(this.game);
  }

  private run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.serial.then(task, task);
    this.serial = next.catch(() => undefined);
    return next;
  }

  /**
   * Decides `command` on the game as this room knows it and commits what it causes: stored,
   * published, applied, then told (`from`, the connection that asked, hears `ack` for its move).
   * A change another instance stored first is read (and told) before the outcome says so.
   */
  private async commit(command: Command, from: Listener | null): Promise<Outcome> {
    const decided = decide(this.game, command, this.deps.now());
    if (!decided.ok) return { refused: decided.error };
    const events = [...decided.value];
    if (events.length === 0) return { done: true };
    if (!(await storeEvents(this.deps.storage, this.game, events))) {
      await this.reload();
      return { lost: true };
    }
    const ended = applyAll(this.game, events);
    const endsHere = ended.status === 'ended' && !this.finished;
    if (ended.rated && endsHere) {
      events.push({ type: 'rated', ratings: await ratingChanges(this.deps.storage, ended) });
    }
    this.publish({ type: 'events', events });
    this.take(events, from);
    if (endsHere) this.deps.ended?.(this.id, this.record());
    return { done: true };
  }

  /** Applies committed events (this room's or another instance's) and tells every connection. */
  private take(events: readonly GameEvent[], from: Listener | null): void {
    const before = this.game;
    this.game = applyAll(before, events);
    for (const message of eventMessages(before, events, this.game, this.presence())) {
      if (message.type === 'moved' && from && message.seat === from.seat) {
        from.send({ type: 'ack', seq: message.seq, clock: message.clock });
        this.broadcast(message, from);
      } else {
        this.broadcast(message);
      }
    }
    this.reschedule();
    this.startThinking();
  }

  /** A player's action: the deadlines that passed first (the game may end by them), then the action. */
  private async act(command: Command & { seat: number }, from: Listener): Promise<Outcome> {
    // Started on another instance (its last seat taken there) and not heard of here yet: read again.
    if (this.game.status === 'open' && this.deps.publish) await this.reload();
    await this.commit({ type: 'tick' }, null);
    return this.commit(command, from);
  }

  /** Takes a seat with its secret; the first time a seat is taken, under `name` if given (see `ANONYMOUS`). */
  join(
    secret: string,
    name: string | null,
    listener: (seat: number) => Listener,
    player: Arrival = { playerHash: null, accountId: null, accountName: null },
  ): Promise<Listener | ErrorCode> {
    return this.run(async () => {
      const find = () => this.game.seats.find((s) => secretMatches(secret, s.secretHash));
      // A seat claimed or given a new secret on another instance: read again before refusing.
      let seat = find();
      if (!seat && this.deps.publish) {
        await this.reload();
        seat = find();
      }
      if (!seat) return 'wrong-secret';
      const outcome = await this.commit({ type: 'join', seat: seat.seat, name, player }, null);
      if ('refused' in outcome) return refusalMessage(outcome.refused).code;
      return this.seatListener(listener(seat.seat));
    });
  }

  /** Adds a seat's connection: it hears the whole game, the others hear it came. */
  private seatListener(l: Listener): Listener {
    this.listeners.add(l);
    // A search that failed (a thread that died) is tried again when a player comes back.
    this.startThinking();
    this.welcome(l);
    return l;
  }

  /** Adds a watcher: they see everything and can change nothing. */
  watch(listener: Listener): Promise<void> {
    return this.run(async () => {
      this.listeners.add(listener);
      this.welcome(listener);
    });
  }

  private welcome(l: Listener): void {
    l.send(this.stateFor(l));
    // A connection that arrives after the game ended hears of the rematch asked for so far, as the others did.
    if (this.game.offers.rematch.length > 0 && !this.rematch) l.send(rematchMessage(this.game));
    this.broadcast(this.presenceMessage(), l);
    this.tellPresence();
  }

  leave(listener: Listener): void {
    if (!this.listeners.delete(listener)) return;
    this.broadcast(this.presenceMessage());
    this.tellPresence();
  }

  /**
   * Gives the first free seat of an open game to someone new (the lobby, a quick game): a new
   * secret, whose hash replaces the one nobody used. The seat's number, or the refusal.
   */
  claimSeat(secretHash: string, name: string | null, player: Arrival): Promise<number | RatedSeatProblem | null> {
    return this.run(() => this.claim(secretHash, name, player));
  }

  private async claim(
    secretHash: string,
    name: string | null,
    player: Arrival,
  ): Promise<number | RatedSeatProblem | null> {
    if (this.game.status === 'open' && this.deps.publish) await this.reload();
    const outcome = await this.commit({ type: 'claim', secretHash, name, player }, null);
    if ('refused' in outcome) return isRatedSeatProblem(outcome.refused.code) ? outcome.refused.code : null;
    if ('lost' in outcome) return null;
    return this.game.seats.find((s) => s.secretHash === secretHash)!.seat;
  }

  /**
   * A watcher takes the first free seat (`sit`): a new secret, told to this connection alone,
   * which plays the seat from now on. The seat's listener, or the refusal the watcher hears.
   */
  sit(
    watcher: Listener,
    secret: { secret: string; hash: string },
    name: string | null,
    player: Arrival,
    listener: (seat: number) => Listener,
  ): Promise<Listener | ErrorCode> {
    return this.run(async () => {
      const seat = await this.claim(secret.hash, name, player);
      if (seat === null) return 'no-free-seat';
      if (typeof seat === 'string') return seat;
      this.listeners.delete(watcher);
      const l = listener(seat);
      l.send({ type: 'seated', game: this.id, seat, secret: secret.secret });
      return this.seatListener(l);
    });
  }

  /**
   * Gives `seat`, a person's seat nobody joined yet (a rematch's, whose secret was lost with a
   * restart), the secret that hashes to `secretHash`; false, changing nothing, when its player joined.
   */
  renewSecret(seat: number, secretHash: string): Promise<boolean> {
    return this.run(async () => 'done' in (await this.commit({ type: 'renew', seat, secretHash }, null)));
  }

  /**
   * A player asks for a rematch of the ended game. Once every human seat asked, the core makes the
   * rematch with the seats turned one place, and each player's connections alone hear their new
   * seat's secret; watchers hear where the game went on. Asking again afterwards tells the seat again.
   */
  offerRematch(from: Listener): Promise<void> {
    return this.run(async () => {
      if (from.seat === null) return from.send(errorMessage('watcher'));
      if (!this.deps.rematch) return from.send(errorMessage('not-available'));
      if (this.rematch) return from.send(this.nextGameFor(from.seat, this.rematch));
      if (this.game.end.rematch !== null) {
        return from.send(await this.renewedNextGame(from.seat, this.game.end.rematch));
      }
      const outcome = await this.commit({ type: 'rematch', seat: from.seat }, from);
      if ('refused' in outcome) return from.send(refusalMessage(outcome.refused));
      await this.openRematchWhenAsked();
    });
  }

  /**
   * Asks the core to make the rematch, under a new id and secrets, which it does once every player
   * asked. Two instances whose last requests came at once each hear the other's and decide it; the
   * database links one rematch to the game. The instance that lost reads that rematch's id, and
   * its players hear it with the winner's `next-game` event (the seats' secrets are only in the
   * winner's memory and that event), exactly as the winner's did.
   */
  private async openRematchWhenAsked(): Promise<void> {
    const rematches = this.deps.rematch;
    if (!rematches || this.rematch !== null) return;
    const next = rematches.fresh(this.game.seats.length);
    const secretHashes = next.secrets.map(hashSecret);
    await this.commit({ type: 'open-rematch', game: next.id, secretHashes }, null);
    // Not due yet, or made first by another instance (read again by the commit that lost).
    if (this.game.end.rematch !== next.id) return;
    this.publish({ type: 'next-game', rematch: next });
    this.openedRematch(next);
  }

  private openedRematch(rematch: Rematch): void {
    this.rematch = rematch;
    this.game = applyAll(this.game, [{ type: 'rematch-opened', game: rematch.id }]);
    for (const l of this.listeners) l.send(this.nextGameFor(l.seat, rematch));
  }

  /**
   * Where the rematch is for a seat of this game (null: a watcher): the next seat round, with its
   * secret. A seat given a new secret here (asked for again after this instance lost the race to
   * open the rematch, before the other's news of it came) keeps the new one.
   */
  private nextGameFor(seat: number | null, rematch: Rematch): ServerMessageOf<'next-game'> {
    const next = rematchSeatOf(this.game, seat);
    if (next === null) return { type: 'next-game', game: rematch.id, seat: null };
    const secret = this.renewed.get(next) ?? rematch.secrets[next - 1]!;
    return { type: 'next-game', game: rematch.id, seat: next, secret };
  }

  /**
   * Where a rematch opened before this room was loaded (a restart) is for a player: its secrets
   * were kept only in memory, so their seat gets a new one, unless they joined it already with
   * the first (then the seat alone: the device that joined holds the secret).
   */
  private async renewedNextGame(seat: number, id: string): Promise<ServerMessageOf<'next-game'>> {
    const next = rematchSeatOf(this.game, seat);
    if (next === null) return { type: 'next-game', game: id, seat: null };
    let secret = this.renewed.get(next) ?? null;
    if (secret === null) {
      secret = await this.deps.rematch!.renew(id, next);
      if (secret !== null) this.renewed.set(next, secret);
    }
    return secret === null
      ? { type: 'next-game', game: id, seat: next }
      : { type: 'next-game', game: id, seat: next, secret };
  }

  /** Plays `text` for the listener's seat as move `seq`; answers the listener and tells the others. */
  move(from: Listener, seq: number, text: string): Promise<void> {
    return this.run(async () => {
      if (from.seat === null) return from.send(errorMessage('watcher'));
      // A move for a turn played on another instance that this one has not heard of yet: read again.
      if (seq !== this.game.board.moves.length && this.deps.publish) await this.reload();
      const outcome = await this.act({ type: 'move', seat: from.seat, seq, move: text }, from);
      if ('refused' in outcome) {
        from.send(refusalMessage(outcome.refused));
        if (outcome.refused.code === 'stale') from.send(this.stateFor(from));
      } else if ('lost' in outcome) {
        // Another instance committed this turn (or ended the game) first: what is stored is the game.
        from.send(errorMessage('stale'));
        from.send(this.stateFor(from));
      }
    });
  }

  /** Starts the computer's search when the turn is a computer seat's; its move comes back through `computerMoved`. */
  private startThinking(): void {
    const computer = this.deps.computer;
    const game = this.game;
    if (!computer || this.disposed || game.status !== 'live' || this.thinking !== null) return;
    const seat = game.seats[game.board.state.toMove - 1]!;
    if (seat.kind !== 'computer') return;
    const seq = game.board.moves.length;
    const level = seat.level ?? LEAVER_LEVEL;
    const end = flagAt(game);
    const since = game.clocks.since;
    // Asked again when a thread takes the search up: the time spent waiting for one is the turn's.
    const budget = () =>
      moveBudget(
        level,
        end === null || since === null ? null : { left: end - since, elapsed: this.deps.now() - since },
        this.deps.computerBudget,
      );
    const request = {
      record: JSON.stringify(gameRecord(game)),
      player: level,
      seed: moveSeed(this.id, seq),
      budget: budget(),
    };
    this.thinking = seq;
    computer
      .think(request, budget)
      .then((answer) => this.computerMoved(seq, answer))
      // The search failed, its move could not be stored, or the server is closing: the computer
      // thinks again when a player joins.
      .catch(() => {
        if (this.thinking === seq) this.thinking = null;
      });
  }

  /**
   * Plays the computer's answer for move `seq` through the same decision and commit as a player's
   * move; an answer that comes after the game ended or moved on is dropped.
   */
  private computerMoved(seq: number, answer: Result<string, ThinkProblem>): Promise<void> {
    return this.run(async () => {
      if (this.thinking === seq) this.thinking = null;
      if (this.disposed) return;
      await this.commit({ type: 'tick' }, null);
      const { status, board, seats } = this.game;
      const seat = board.state.toMove;
      if (status !== 'live' || seq !== board.moves.length || seats[seat - 1]!.kind !== 'computer') {
        // Dropped; a search for a later turn may have waited for this one to end.
        return this.startThinking();
      }
      // No move found (never expected: the search replays the game with the same engine): not asked again.
      if (!answer.ok) return;
      const outcome = await this.commit({ type: 'move', seat, seq, move: answer.value, computer: true }, null);
      if ('refused' in outcome) throw new Error(`game ${this.id}: the computer's move ${answer.value} is illegal`);
      this.deps.idle?.(this);
    });
  }

  /**
   * The seat gives up. With two sides (two players or two teams) the other side wins; with more,
   * the computer plays the seat on and it ranks last.
   */
  resign(from: Listener): Promise<void> {
    return this.run(() => this.endFor(from, 'resign'));
  }

  offerDraw(from: Listener): Promise<void> {
    return this.run(async () => {
      if (from.seat === null) return from.send(errorMessage('watcher'));
      const outcome = await this.act({ type: 'draw-offer', seat: from.seat }, from);
      if ('refused' in outcome) from.send(refusalMessage(outcome.refused));
    });
  }

  /** Accepts the other side's standing offer: the game is drawn. */
  acceptDraw(from: Listener): Promise<void> {
    return this.run(() => this.endFor(from, 'draw-accept'));
  }

  /**
   * A player's action that may end the game, decided on the game as this room knows it. The end is
   * stored only if no move came in between (see `GameStorage.endGame`); one that lost that race to
   * a move committed at another instance is not dropped but decided again on the game read afresh,
   * up to `END_TRIES` times: a resignation still stands, a draw's acceptance does not (every move
   * withdraws the offer), and an end that came first from elsewhere leaves `game-over`.
   */
  private async endFor(from: Listener, type: 'resign' | 'draw-accept'): Promise<void> {
    if (from.seat === null) return from.send(errorMessage('watcher'));
    for (let tries = 0; tries < END_TRIES; tries++) {
      const outcome = await this.act({ type, seat: from.seat }, from);
      if ('refused' in outcome) return from.send(refusalMessage(outcome.refused));
      if ('done' in outcome) return;
    }
    // Each try lost to yet another move: the player hears the game as it is now, as after a move
    // that lost its race, and may act again.
    from.send(errorMessage('stale'));
    from.send(this.stateFor(from));
  }

  /** Ends the game when a clock ran out or no first move came in time. */
  tick(): Promise<void> {
    return this.run(async () => {
      await this.commit({ type: 'tick' }, null);
    });
  }

  private reschedule(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const at = nextDeadline(this.game);
    if (at === null || this.disposed) return;
    this.cancelTimer = this.deps.schedule(Math.max(0, at - this.deps.now()), () => {
      this.cancelTimer = null;
      this.tick().then(
        () => {
          this.reschedule();
          this.deps.idle?.(this);
        },
        // Storage failed: the deadline is still due, so try again a little later, not at once.
        () => {
          this.cancelTimer = this.deps.schedule(TICK_RETRY_MS, () => {
            this.cancelTimer = null;
            this.reschedule();
          });
        },
      );
    });
  }

  /** Stops the room's timer (the server is closing). */
  dispose(): void {
    this.disposed = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private broadcast(message: ServerMessage, except?: Listener): void {
    for (const l of this.listeners) if (l !== except) l.send(message);
  }

  /** This instance's connections per seat (`[i]` for seat i + 1) and its watchers. */
  private here(): Elsewhere {
    const seats = this.game.seats.map(() => 0);
    let watchers = 0;
    for (const l of this.listeners) {
      if (l.seat === null) watchers++;
      else seats[l.seat - 1]!++;
    }
    return { seats, watchers };
  }

  /** Who is connected, on every instance. */
  private presence(): Presence {
    const all = [this.here(), ...this.elsewhere.values()];
    return {
      seats: this.game.seats.map((s) => all.some((e) => (e.seats[s.seat - 1] ?? 0) > 0)),
      watchers: all.reduce((n, e) => n + e.watchers, 0),
    };
  }

  private presenceMessage(): ServerMessageOf<'presence'> {
    return presenceMessage(this.game, this.presence());
  }

  private publish(event: BusEvent): void {
    this.deps.publish?.(this.id, event);
  }

  /** Tells the other instances this one's connections to the game (`ask`: and asks for theirs). */
  tellPresence(ask = false): void {
    this.publish({ type: 'presence', ...this.here(), ...(ask ? { ask } : {}) });
  }

  /**
   * Hears news of this game from another instance (src/server/bus.ts): events it committed are
   * applied here as they were there, and told to this instance's connections as if they had
   * happened here. An event this copy cannot follow (it missed an earlier one) reads the game again.
   */
  heard(event: BusEvent, from: string): Promise<void> {
    return this.run(async () => {
      if (this.disposed) return;
      if (event.type === 'presence') {
        this.elsewhere.set(from, { seats: event.seats, watchers: event.watchers });
        this.broadcast(this.presenceMessage());
        if (event.ask) this.tellPresence();
      } else if (event.type === 'next-game') {
        if (!this.rematch) this.openedRematch(event.rematch);
      } else {
        await this.heardEvents(event.events);
      }
    });
  }

  private async heardEvents(events: readonly GameEvent[]): Promise<void> {
    const fitting: GameEvent[] = [];
    let game = this.game;
    for (const e of events) {
      const place = placeOf(game, e);
      if (place === 'gap') {
        this.take(fitting, null);
        return this.reload();
      }
      if (place === 'apply') {
        fitting.push(e);
        game = applyAll(game, [e]);
      }
    }
    this.take(fitting, null);
    // Its last seats taken at two instances at once, each before hearing of the other: started here.
    if (this.game.status === 'open') await this.commit({ type: 'tick' }, null);
    // The last players asked for the rematch at two instances at once: it is decided here too.
    if (fitting.some((e) => e.type === 'rematch-asked')) await this.openRematchWhenAsked();
  }

  /** Forgets the connections of an instance that stopped. */
  forget(instance: string): Promise<void> {
    return this.run(async () => {
      if (this.elsewhere.delete(instance)) this.broadcast(this.presenceMessage());
    });
  }

  /** Reads the game again (events may have been missed while the bus was away). */
  refresh(): Promise<void> {
    return this.run(() => this.reload());
  }

  /**
   * Catches up with what other instances stored (see `catchUp`), told to this instance's
   * connections as if it had happened here; then whatever that makes due (a start once its last
   * seats were taken at two instances at once, each before hearing of the other).
   */
  private async reload(): Promise<void> {
    const loaded: LoadedGame | null = await this.deps.storage.loadGame(this.id);
    if (!loaded) return;
    const events = catchUp(this.game, loaded);
    const ended = applyAll(this.game, events);
    if (ended.rated && ended.status === 'ended' && !this.finished) {
      events.push({ type: 'rated', ratings: await ratingChanges(this.deps.storage, ended) });
    }
    this.take(events, null);
    if (this.game.status === 'open') await this.commit({ type: 'tick' }, null);
  }

  /** The game as a canonical record: its setup and the moves so far. */
  record(): GameRecord {
    return gameRecord(this.game);
  }

  /** What `GET /api/games/:id` tells about the game beside its moves (no secrets). */
  summary() {
    return summary(this.game, this.presence());
  }

  stateFor(listener: Listener): ServerMessageOf<'state'> {
    return stateMessage(this.game, listener.seat, this.presence(), this.deps.now());
  }
}
