import { type GameState, type Move, moveName, nextPlayer, play, sideOf, twoSides } from '../engine/game';
import { type GameRecord, parseMove, parseRecord, recordStart, writeRecord } from '../engine/record';
import { type Clocks, type TimeControl, afterMove, deadline, flagged, runClocks, startClocks } from './clock';
import type { ClockViewData, ErrorCode, SeatViewData, ServerMessage, ServerMessageOf } from '../online/protocol';
import type { Level } from '../ai/levels';
import type { SearchBudget } from '../ai/searchTypes';
import type { ThinkProblem } from '../ai/think';
import type { Result } from '../engine/result';
import type { GameEvent } from './bus';
import { type Computer, moveBudget, moveSeed } from './computers';
import { type OnlineResult, rankAfterLeaving } from './result';
import { type Rematch, type Rematches, rematchSeat } from './rematch';
import { type RatedSeatProblem, ratedSeatProblem } from './ratings/seating';
import { secretMatches } from './secrets';
import type {
  GameEnd,
  GameStatus,
  GameStorage,
  LoadedGame,
  SeatKind,
  SeatLeft,
  StoredMove,
  SeatPlayer,
  StoredSeat,
} from './storage/storage';

/** A game with no first move this long after every seat was taken is aborted. */
export const ABORT_AFTER_MS = 60_000;

/**
 * How many times a resignation or a draw's acceptance is decided and stored, each time on the game
 * read again after a move committed at another instance came first.
 */
const END_TRIES = 3;

/** How long a room waits to try again when ending a game on time could not be stored. */
const TICK_RETRY_MS = 1_000;

/** The level the computer plays a seat at once its player left (a game of more than two sides). */
export const LEAVER_LEVEL: Level = 'medium';

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
  readonly publish?: (game: string, event: GameEvent) => void;
}

/** The connections another instance holds to a game (see `GameEvent`'s presence). */
interface Elsewhere {
  readonly seats: readonly number[];
  readonly watchers: number;
}

interface SeatState {
  /** Replaced only when a free seat is claimed, or a rematch's seat renewed, with a new secret. */
  stored: StoredSeat;
  name: string | null;
  joined: boolean;
  connections: number;
  kind: SeatKind;
  level: Level | null;
  left: SeatLeft | null;
}

function errorMessage(code: ErrorCode, detail?: string): ServerMessageOf<'error'> {
  return detail === undefined ? { type: 'error', code } : { type: 'error', code, detail };
}

/**
 * A game being played: its moves replayed by the engine, its clocks, and the connections to it.
 * Every change is committed to storage before anyone hears of it, and changes run one at a time
 * (`serial`), so two moves for the same turn can never both be accepted.
 */
export class GameRoom {
  readonly id: string;
  private readonly deps: RoomDeps;
  private readonly setup: GameRecord;
  private readonly control: TimeControl;
  /** A rated game's seats go to accounts only (see `ratedSeatProblem`). */
  private readonly rated: boolean;
  private readonly seats: SeatState[];
  private readonly listeners = new Set<Listener>();
  private readonly moves: string[];
  private state: GameState;
  private clocks: Clocks;
  private status: GameStatus;
  private result: OnlineResult | null;
  private startedAt: number | null;
  /** When the minute for the first move began: the start, or the last loading (downtime is nobody's). */
  private waitingSince: number | null;
  private drawOffer: number | null = null;
  /** The seats that asked for a rematch; once every player asked, the rematch itself. */
  private rematchOffers = new Set<number>();
  private rematch: Rematch | null = null;
  /** The rematch's id when it was opened before this room was loaded: its secrets are gone. */
  private rematchId: string | null;
  /** Seats of that rematch given a new secret while this room is loaded: told again, not renewed again. */
  private readonly renewed = new Map<number, string>();
  private serial: Promise<unknown> = Promise.resolve();
  private cancelTimer: (() => void) | null = null;
  /** The connections to this game on the other instances, by instance id. */
  private readonly elsewhere = new Map<string, Elsewhere>();
  /** The move the computer is searching for (its seq), or null when it is not thinking. */
  private thinking: number | null = null;
  private disposed = false;

  private constructor(deps: RoomDeps, loaded: LoadedGame, setup: GameRecord, start: GameState) {
    const { game } = loaded;
    this.id = game.id;
    this.deps = deps;
    this.setup = setup;
    this.control = game.timeControl;
    this.rated = game.rated;
    this.status = game.status;
    this.result = game.result;
    this.startedAt = game.startedAt;
    this.rematchId = game.rematchId;
    this.seats = loaded.seats.map((s) => ({
      stored: s,
      name: s.name,
      joined: s.joinedAt !== null,
      connections: 0,
      kind: s.kind,
      level: s.level ?? null,
      left: s.left ?? null,
    }));
    this.moves = [];
    let state = start;
    for (const m of loaded.moves) {
      const move = parseMove(state.board, m.move);
      const played = move.ok ? play(state, move.value) : null;
      if (!played?.ok) throw new Error(`game ${game.id}: stored move ${m.seq} does not replay`);
      state = played.value.state;
      this.moves.push(m.move);
    }
    this.state = state;
    const last = loaded.moves.at(-1);
    const clocks = startClocks(this.control, setup.players);
    const remaining = last && last.clock.length > 0 ? last.clock : clocks.remaining;
    // While the server was down nobody's real-time clock ran: the turn starts again at loading.
    // A correspondence move keeps its deadline, counted in days from the last move.
    const since =
      this.status !== 'live'
        ? null
        : this.control.kind === 'correspondence'
          ? (last?.committedAt ?? this.startedAt!)
          : deps.now();
    this.clocks = { remaining, since };
    this.waitingSince = this.status === 'live' ? deps.now() : null;
  }

  /** The room for a stored game, or null when there is no such game. */
  static async load(id: string, deps: RoomDeps): Promise<GameRoom | null> {
    const loaded = await deps.storage.loadGame(id);
    if (!loaded) return null;
    const setup = parseRecord(loaded.game.setup);
    if (!setup.ok) throw new Error(`game ${id}: stored setup is no record (${setup.error.code})`);
    const start = recordStart(setup.value);
    if (!start.ok) throw new Error(`game ${id}: stored setup starts no game (${start.error.code})`);
    const room = new GameRoom(deps, loaded, setup.value, start.value);
    await room.expire();
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
    return this.status === 'ended' || this.status === 'aborted';
  }

  private run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.serial.then(task, task);
    this.serial = next.catch(() => undefined);
    return next;
  }

  /** Takes a seat with its secret; the first time a seat is taken, under `name` if given. */
  join(
    secret: string,
    name: string | null,
    listener: (seat: number) => Listener,
    player: SeatPlayer = { playerHash: null, accountId: null },
  ): Promise<Listener | ErrorCode> {
    return this.run(async () => {
      const find = () => this.seats.find((s) => secretMatches(secret, s.stored.secretHash));
      // A seat claimed or given a new secret on another instance: read again before refusing.
      let seat = find();
      if (!seat && this.deps.publish) {
        await this.reload();
        seat = find();
      }
      if (!seat) return 'wrong-secret';
      const now = this.deps.now();
      if (this.rated) {
        const problem = ratedSeatProblem(
          this.seats.map((s) => s.stored),
          seat.stored.seat,
          player,
        );
        if (problem) return problem;
        // The account is the seat's before the game can start with it: its rating moves at the end.
        if (seat.stored.accountId === null) {
          await this.deps.storage.setSeatPlayer(this.id, seat.stored.seat, player);
          seat.stored = { ...seat.stored, ...player };
        }
      }
      if (!seat.joined || (name !== null && name !== seat.name)) {
        await this.deps.storage.takeSeat(this.id, seat.stored.seat, now, name);
        seat.joined = true;
        if (name !== null) seat.name = name;
        this.publish({ type: 'committed' });
      }
      const l = listener(seat.stored.seat);
      this.listeners.add(l);
      seat.connections++;
      await this.startWhenFull(now);
      // A search that failed (a thread that died) is tried again when a player comes back.
      this.startThinking();
      l.send(this.stateFor(l));
      this.tellRematchOffers(l);
      this.broadcast(this.presence(), l);
      this.tellPresence();
      return l;
    });
  }

  /** Adds a watcher: they see everything and can change nothing. */
  watch(listener: Listener): Promise<void> {
    return this.run(async () => {
      this.listeners.add(listener);
      listener.send(this.stateFor(listener));
      this.tellRematchOffers(listener);
      this.broadcast(this.presence(), listener);
      this.tellPresence();
    });
  }

  leave(listener: Listener): void {
    if (!this.listeners.delete(listener)) return;
    if (listener.seat !== null) this.seats[listener.seat - 1]!.connections--;
    this.broadcast(this.presence());
    this.tellPresence();
  }

  /**
   * Gives the first free seat of an open game to someone new (the lobby, a quick game): a new
   * secret, whose hash replaces the one nobody used. The seat's number, or null when none is free.
   */
  claimSeat(secretHash: string, name: string, player: SeatPlayer): Promise<number | RatedSeatProblem | null> {
    return this.run(async () => {
      const seat = this.seats.find((s) => !s.joined && s.stored.kind === 'human');
      if (this.status !== 'open' || !seat) return null;
      const problem = this.rated
        ? ratedSeatProblem(
            this.seats.map((s) => s.stored),
            seat.stored.seat,
            player,
          )
        : null;
      if (problem) return problem;
      const now = this.deps.now();
      const claim = { secretHash, name, ...player, at: now };
      if (!(await this.deps.storage.claimSeat(this.id, seat.stored.seat, claim))) return null;
      seat.stored = { ...seat.stored, secretHash, ...player };
      seat.joined = true;
      seat.name = name;
      this.publish({ type: 'committed' });
      await this.startWhenFull(now);
      this.broadcast(this.presence());
      return seat.stored.seat;
    });
  }

  /**
   * Gives `seat`, a person's seat nobody joined yet (a rematch's, whose secret was lost with a
   * restart), the secret that hashes to `secretHash`; false, changing nothing, when its player joined.
   */
  renewSecret(seat: number, secretHash: string): Promise<boolean> {
    return this.run(async () => {
      const s = this.seats[seat - 1];
      if (!s || s.joined || s.kind !== 'human') return false;
      if (!(await this.deps.storage.renewSecret(this.id, seat, secretHash))) return false;
      s.stored = { ...s.stored, secretHash };
      this.publish({ type: 'committed' });
      return true;
    });
  }

  /**
   * A player asks for a rematch of the ended game. Once every human seat asked, the rematch opens
   * with the seats turned one place, and each player's connections alone hear their new seat's
   * secret; watchers hear where the game went on. Asking again afterwards tells the seat again.
   */
  offerRematch(from: Listener): Promise<void> {
    return this.run(async () => {
      if (from.seat === null) return from.send(errorMessage('watcher'));
      if (!this.finished) return from.send(errorMessage('not-over'));
      if (!this.deps.rematch) return from.send(errorMessage('not-available'));
      if (this.rematch) return from.send(this.nextGameFor(from.seat, this.rematch));
      if (this.rematchId !== null) return from.send(await this.renewedNextGame(from.seat, this.rematchId));
      this.rematchOffers.add(from.seat);
      if (this.seats[from.seat - 1]!.kind !== 'human') return from.send(errorMessage('game-over'));
      if (!this.everyPlayerAsked()) {
        const offeredBy = [...this.rematchOffers].sort();
        this.publish({ type: 'rematch', offeredBy });
        return this.broadcast({ type: 'rematch', offeredBy });
      }
      await this.openRematch(this.deps.rematch);
    });
  }

  private everyPlayerAsked(): boolean {
    return this.seats.every((s) => s.kind !== 'human' || this.rematchOffers.has(s.stored.seat));
  }

  /**
   * Opens the rematch once every player asked. Two instances whose last requests came at once each
   * hear the other's and open it; the database links one rematch to the game. The instance that
   * lost reads that rematch's id, and its players hear it with the winner's `next-game` event (the
   * seats' secrets are only in the winner's memory and that event), exactly as the winner's did.
   */
  private async openRematch(rematches: Rematches): Promise<void> {
    const rematch = await rematches.open(this.id);
    if (rematch === null) return this.reload();
    this.publish({ type: 'next-game', rematch });
    this.openedRematch(rematch);
  }

  private openedRematch(rematch: Rematch): void {
    this.rematch = rematch;
    this.rematchId = rematch.id;
    for (const l of this.listeners) l.send(this.nextGameFor(l.seat, rematch));
  }

  /** A connection that arrives after the game ended hears of the rematch asked for so far, as the others did. */
  private tellRematchOffers(listener: Listener): void {
    if (this.rematchOffers.size > 0 && !this.rematch) {
      listener.send({ type: 'rematch', offeredBy: [...this.rematchOffers].sort() });
    }
  }

  /**
   * Where the rematch is for a seat of this game (null: a watcher): the next seat round, with its
   * secret. A seat given a new secret here (asked for again after this instance lost the race to
   * open the rematch, before the other's news of it came) keeps the new one.
   */
  private nextGameFor(seat: number | null, rematch: Rematch): ServerMessageOf<'next-game'> {
    const next = this.rematchSeatOf(seat);
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
    const next = this.rematchSeatOf(seat);
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

  /** The rematch's seat of this game's `seat`, or null: a watcher, or a player who left a game of three (the computer keeps their seat). */
  private rematchSeatOf(seat: number | null): number | null {
    if (seat === null || this.seats[seat - 1]!.kind !== 'human') return null;
    return rematchSeat(seat, this.seats.length);
  }

  private async startWhenFull(now: number): Promise<void> {
    if (this.status !== 'open' || !this.seats.every((s) => s.joined || s.kind === 'computer')) return;
    await this.deps.storage.startGame(this.id, now);
    this.publish({ type: 'committed' });
    this.status = 'live';
    this.startedAt = now;
    this.waitingSince = now;
    this.clocks = runClocks(this.clocks, now);
    this.reschedule();
  }

  /** Plays `text` for the listener's seat as move `seq`; answers the listener and tells the others. */
  move(from: Listener, seq: number, text: string): Promise<void> {
    return this.run(async () => {
      const refusal = await this.refuseAction(from);
      if (refusal) return from.send(refusal);
      // A move for a turn played on another instance that this one has not heard of yet: read again.
      if (seq !== this.moves.length && this.deps.publish) await this.reload();
      if (seq !== this.moves.length) {
        from.send(errorMessage('stale'));
        return from.send(this.stateFor(from));
      }
      const seat = from.seat!;
      if (this.state.toMove !== seat) return from.send(errorMessage('not-your-turn'));
      const move = parseMove(this.state.board, text);
      if (!move.ok) return from.send(errorMessage('illegal-move', move.error.code));
      const played = play(this.state, move.value);
      if (!played.ok) return from.send(errorMessage('illegal-move', played.error.code));
      await this.commitMove(from, seq, move.value, played.value.state);
    });
  }

  /**
   * Commits a move for the player to move, from their listener or from the computer (`from`
   * null, no one to acknowledge): stored first, then told to everyone.
   */
  private async commitMove(from: Listener | null, seq: number, move: Move, next: GameState): Promise<void> {
    const now = this.deps.now();
    const mover = this.state.toMove;
    const clocks = afterMove(this.control, this.clocks, mover, now);
    const text = moveName(this.state.board, move);
    const end: GameEnd | undefined = next.result
      ? {
          status: 'ended',
          result: rankAfterLeaving(next.result, next.owners, next.rules.players, this.left()),
          at: now,
        }
      : undefined;
    const stored = { seq, move: text, committedAt: now, clock: clocks.remaining };
    if (!(await this.deps.storage.appendMove(this.id, stored, end))) {
      // Another instance committed this turn (or ended the game) first: what is stored is the game.
      await this.reload();
      from?.send(errorMessage('stale'));
      from?.send(this.stateFor(from));
      return;
    }
    this.publish({ type: 'committed', move: stored, ...(end ? { end } : {}) });
    this.moves.push(text);
    this.state = next;
    this.clocks = clocks;
    const clock = this.clockView();
    from?.send({ type: 'ack', seq, clock });
    this.broadcast({ type: 'moved', seq, seat: mover, move: text, clock }, from ?? undefined);
    if (this.drawOffer !== null) {
      this.drawOffer = null;
      this.broadcast({ type: 'draw', offeredBy: null });
    }
    if (end) this.finish(end);
    this.reschedule();
    this.startThinking();
  }

  /** Starts the computer's search when the turn is a computer seat's; its move comes back through `computerMoved`. */
  private startThinking(): void {
    const computer = this.deps.computer;
    if (!computer || this.disposed || this.status !== 'live' || this.thinking !== null) return;
    const seat = this.seats[this.state.toMove - 1]!;
    if (seat.kind !== 'computer') return;
    const seq = this.moves.length;
    const level = seat.level ?? LEAVER_LEVEL;
    const end = this.deadlineOf(this.state.toMove);
    const since = this.clocks.since;
    // Asked again when a thread takes the search up: the time spent waiting for one is the turn's.
    const budget = () =>
      moveBudget(
        level,
        end === null || since === null ? null : { left: end - since, elapsed: this.deps.now() - since },
        this.deps.computerBudget,
      );
    const request = {
      record: JSON.stringify(this.record()),
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
   * Plays the computer's answer for move `seq` through the same checks and commit as a player's
   * move; an answer that comes after the game ended or moved on is dropped.
   */
  private computerMoved(seq: number, answer: Result<string, ThinkProblem>): Promise<void> {
    return this.run(async () => {
      if (this.thinking === seq) this.thinking = null;
      if (this.disposed) return;
      await this.expire();
      const current = this.status === 'live' && seq === this.moves.length;
      if (!current || this.seats[this.state.toMove - 1]!.kind !== 'computer') {
        // Dropped; a search for a later turn may have waited for this one to end.
        return this.startThinking();
      }
      // No move found (never expected: the search replays the game with the same engine): not asked again.
      if (!answer.ok) return;
      const move = parseMove(this.state.board, answer.value);
      const played = move.ok ? play(this.state, move.value) : null;
      if (!move.ok || !played?.ok) throw new Error(`game ${this.id}: the computer's move ${answer.value} is illegal`);
      await this.commitMove(null, seq, move.value, played.value.state);
      this.deps.idle?.(this);
    });
  }

  /**
   * The seat gives up. With two sides (two players or two teams) the other side wins; with more,
   * the computer plays the seat on and it ranks last.
   */
  resign(from: Listener): Promise<void> {
    return this.run(async () => {
      if (twoSides(this.state.rules)) return this.endFor(from, () => this.defeat(from.seat!, 'resigned'));
      const refusal = await this.refuseAction(from);
      if (refusal) return from.send(refusal);
      await this.handOver(from.seat!, 'resigned');
    });
  }

  /** The computer takes over a seat whose player left a game of more than two sides. */
  private async handOver(seat: number, reason: SeatLeft['reason']): Promise<void> {
    const left = { order: this.left().length + 1, reason };
    // Another instance handed the seat over first (the same clock seen to run out): read what it did.
    if (!(await this.deps.storage.leaveSeat(this.id, seat, left, LEAVER_LEVEL))) return this.reload();
    this.publish({ type: 'committed' });
    const s = this.seats[seat - 1]!;
    s.kind = 'computer';
    s.level = LEAVER_LEVEL;
    s.left = left;
    this.broadcast(this.presence());
    this.reschedule();
    this.startThinking();
  }

  /** The seats that left, the first to leave first. */
  private left(): number[] {
    return this.seats
      .filter((s) => s.left !== null)
      .sort((a, b) => a.left!.order - b.left!.order)
      .map((s) => s.stored.seat);
  }

  offerDraw(from: Listener): Promise<void> {
    return this.run(async () => {
      const refusal = (await this.refuseAction(from)) ?? this.refuseWithoutTwoSides();
      if (refusal) return from.send(refusal);
      this.drawOffer = from.seat!;
      this.publish({ type: 'draw', offeredBy: this.drawOffer });
      this.broadcast({ type: 'draw', offeredBy: this.drawOffer });
    });
  }

  /** Accepts the other side's standing offer: the game is drawn. */
  acceptDraw(from: Listener): Promise<void> {
    return this.run(() =>
      this.endFor(from, () => {
        const refusal = this.refuseWithoutTwoSides();
        if (refusal) return refusal;
        const offer = this.drawOffer;
        const standing = offer !== null && !sideOf(this.state.rules, offer).includes(from.seat!);
        if (!standing) return errorMessage('no-draw-offer');
        return { status: 'drawn', winners: [], reason: 'agreement' };
      }),
    );
  }

  /**
   * Ends the game for a player's action with what `decide` makes of the game as this room knows
   * it: a result, or the refusal the player hears. The end is stored only if no move came in
   * between (see `end`); one that lost that race to a move committed at another instance is not
   * dropped but decided again on the game read afresh, up to `END_TRIES` times: a resignation
   * still stands, a draw's acceptance does not (every move withdraws the offer, as `commitMove`
   * and `playStored` do), and an end that came first from elsewhere leaves `game-over`.
   */
  private async endFor(from: Listener, decide: () => OnlineResult | ServerMessageOf<'error'>): Promise<void> {
    for (let tries = 0; tries < END_TRIES; tries++) {
      const decided = (await this.refuseAction(from)) ?? decide();
      if ('type' in decided) return from.send(decided);
      if (await this.end(decided)) return;
    }
    // Each try lost to yet another move: the player hears the game as it is now, as after a move
    // that lost its race, and may act again.
    from.send(errorMessage('stale'));
    from.send(this.stateFor(from));
  }

  /** Ends the game when a clock ran out or no first move came in time. */
  tick(): Promise<void> {
    return this.run(() => this.expire());
  }

  /** The refusal an action from this listener gets before anything else is looked at, or null. */
  private async refuseAction(from: Listener): Promise<ServerMessageOf<'error'> | null> {
    if (from.seat === null) return errorMessage('watcher');
    // Started on another instance (its last seat taken there) and not heard of here yet: read again.
    if (this.status === 'open' && this.deps.publish) await this.reload();
    await this.expire();
    // A player who left is out of the game, though the game goes on.
    if (this.finished || this.seats[from.seat - 1]!.left !== null) return errorMessage('game-over');
    if (this.status === 'open') return errorMessage('not-started');
    return null;
  }

  private refuseWithoutTwoSides(): ServerMessageOf<'error'> | null {
    return twoSides(this.state.rules) ? null : errorMessage('not-available');
  }

  /** The result when `loser`'s side gives up or runs out of time: the next player's side wins (two sides). */
  private defeat(loser: number, reason: 'resigned' | 'timeout'): OnlineResult {
    const { rules } = this.state;
    return { status: 'won', winners: sideOf(rules, nextPlayer(this.state, loser)), reason, loser };
  }

  private async expire(): Promise<void> {
    if (this.status !== 'live') return;
    const now = this.deps.now();
    if (
      this.moves.length === 0 &&
      this.control.kind !== 'correspondence' &&
      now >= this.waitingSince! + ABORT_AFTER_MS
    ) {
      await this.end(null);
    } else if (
      this.seats[this.state.toMove - 1]!.left === null &&
      flagged(this.control, this.clocks, this.state.toMove, now)
    ) {
      if (twoSides(this.state.rules)) await this.end(this.defeat(this.state.toMove, 'timeout'));
      else await this.handOver(this.state.toMove, 'timeout');
    }
  }

  /** When `seat` runs out of time, or null: a seat the computer took over plays without a clock. */
  private deadlineOf(seat: number): number | null {
    return this.seats[seat - 1]!.left !== null ? null : deadline(this.control, this.clocks, seat);
  }

  /**
   * Ends the game with `result` (null: aborted), committed first. False when another instance
   * ended the game, or committed a move, first: the game is read again (and told), and the caller
   * decides afresh. A clock or abort that lost is decided again by the deadline `reload` sets.
   */
  private async end(result: OnlineResult | null): Promise<boolean> {
    const end: GameEnd = { status: result ? 'ended' : 'aborted', result, at: this.deps.now() };
    if (!(await this.deps.storage.endGame(this.id, end, this.moves.length))) {
      await this.reload();
      return false;
    }
    this.publish({ type: 'committed' });
    this.finish(end);
    this.reschedule();
    return true;
  }

  private finish(end: GameEnd): void {
    this.status = end.status;
    this.result = end.result;
    this.drawOffer = null;
    this.broadcast({ type: 'end', status: end.status, result: resultView(end.result), seq: this.moves.length });
  }

  private nextDeadline(): number | null {
    if (this.status !== 'live') return null;
    const abort =
      this.moves.length === 0 && this.control.kind !== 'correspondence' ? this.waitingSince! + ABORT_AFTER_MS : null;
    const flag = this.deadlineOf(this.state.toMove);
    if (abort === null) return flag;
    return flag === null ? abort : Math.min(abort, flag);
  }

  private reschedule(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    const at = this.nextDeadline();
    if (at === null) return;
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

  private clockView(): ClockViewData {
    const live = this.status === 'live';
    return {
      remaining: this.clocks.remaining.slice(),
      deadline: live ? this.deadlineOf(this.state.toMove) : null,
    };
  }

  private seatViews(): SeatViewData[] {
    return this.seats.map((s) => ({
      seat: s.stored.seat,
      name: s.name,
      kind: s.kind,
      joined: s.joined,
      connected: s.connections > 0 || s.kind === 'computer' || this.connectedElsewhere(s.stored.seat),
      ...(s.level !== null ? { level: s.level } : {}),
      ...(s.left !== null ? { left: s.left.reason } : {}),
    }));
  }

  private connectedElsewhere(seat: number): boolean {
    for (const e of this.elsewhere.values()) if ((e.seats[seat - 1] ?? 0) > 0) return true;
    return false;
  }

  private watchersHere(): number {
    let n = 0;
    for (const l of this.listeners) if (l.seat === null) n++;
    return n;
  }

  private watchers(): number {
    let n = this.watchersHere();
    for (const e of this.elsewhere.values()) n += e.watchers;
    return n;
  }

  private publish(event: GameEvent): void {
    this.deps.publish?.(this.id, event);
  }

  /** Tells the other instances this one's connections to the game (`ask`: and asks for theirs). */
  tellPresence(ask = false): void {
    const seats = this.seats.map((s) => s.connections);
    this.publish({ type: 'presence', seats, watchers: this.watchersHere(), ...(ask ? { ask } : {}) });
  }

  /**
   * Hears an event of this game from another instance (src/server/bus.ts) and tells this
   * instance's connections what they would have heard had it happened here.
   */
  heard(event: GameEvent, from: string): Promise<void> {
    return this.run(async () => {
      if (this.disposed) return;
      if (event.type === 'presence') {
        this.elsewhere.set(from, { seats: event.seats, watchers: event.watchers });
        this.broadcast(this.presence());
        if (event.ask) this.tellPresence();
      } else if (event.type === 'draw') {
        this.drawOffer = event.offeredBy;
        this.broadcast({ type: 'draw', offeredBy: event.offeredBy });
      } else if (event.type === 'rematch') {
        await this.heardRematchOffers(event.offeredBy);
      } else if (event.type === 'next-game') {
        this.openedRematch(event.rematch);
      } else if (this.status === 'live' && event.move?.seq === this.moves.length) {
        this.playStored(event.move);
        if (event.end) this.finish(event.end);
        this.reschedule();
        this.startThinking();
      } else {
        await this.reload();
      }
    });
  }

  /**
   * Adds the seats that asked for a rematch at another instance. When they complete this
   * instance's own (the last two players asked at two instances at once), the rematch opens here,
   * as it does at the other instance: see `openRematch`.
   */
  private async heardRematchOffers(offeredBy: readonly number[]): Promise<void> {
    for (const seat of offeredBy) this.rematchOffers.add(seat);
    const opened = this.rematch !== null || this.rematchId !== null;
    if (this.deps.rematch && this.finished && !opened && this.everyPlayerAsked()) {
      return this.openRematch(this.deps.rematch);
    }
    this.broadcast({ type: 'rematch', offeredBy: [...this.rematchOffers].sort() });
  }

  /** Forgets the connections of an instance that stopped. */
  forget(instance: string): Promise<void> {
    return this.run(async () => {
      if (this.elsewhere.delete(instance)) this.broadcast(this.presence());
    });
  }

  /** Reads the game again (events may have been missed while the bus was away). */
  refresh(): Promise<void> {
    return this.run(() => this.reload());
  }

  /**
   * Catches up with what other instances stored: seats taken or handed over, the start, moves
   * and the end, each told to this instance's connections as if it had happened here.
   */
  private async reload(): Promise<void> {
    const loaded = await this.deps.storage.loadGame(this.id);
    if (!loaded) return;
    let seatsChanged = false;
    for (const stored of loaded.seats) {
      const s = this.seats[stored.seat - 1];
      if (!s) continue;
      const joined = stored.joinedAt !== null;
      const left = stored.left ?? null;
      const level = stored.level ?? null;
      if (
        joined !== s.joined ||
        stored.name !== s.name ||
        stored.kind !== s.kind ||
        level !== s.level ||
        left?.order !== s.left?.order
      ) {
        seatsChanged = true;
      }
      Object.assign(s, { stored, joined, name: stored.name, kind: stored.kind, level, left });
    }
    const { game } = loaded;
    if (this.status === 'open' && game.status !== 'open' && game.startedAt !== null) {
      this.status = 'live';
      this.startedAt = game.startedAt;
      this.waitingSince = game.startedAt;
      this.clocks = runClocks(this.clocks, game.startedAt);
      seatsChanged = true;
    }
    // Its last seats taken at two instances at once, each before hearing of the other: started here.
    if (this.status === 'open') await this.startWhenFull(this.deps.now());
    for (const m of loaded.moves.slice(this.moves.length)) this.playStored(m);
    if (game.rematchId !== null) this.rematchId = game.rematchId;
    if (!this.finished && (game.status === 'ended' || game.status === 'aborted')) {
      this.finish({ status: game.status, result: game.result, at: game.endedAt ?? this.deps.now() });
    }
    if (seatsChanged) this.broadcast(this.presence());
    this.reschedule();
    this.startThinking();
  }

  /** Plays a move another instance committed, and tells it as `commitMove` does. */
  private playStored(m: StoredMove): void {
    const move = parseMove(this.state.board, m.move);
    const played = move.ok ? play(this.state, move.value) : null;
    if (!played?.ok) throw new Error(`game ${this.id}: stored move ${m.seq} does not replay`);
    const mover = this.state.toMove;
    this.moves.push(m.move);
    this.state = played.value.state;
    this.clocks = { remaining: m.clock.length > 0 ? m.clock : this.clocks.remaining, since: m.committedAt };
    this.broadcast({ type: 'moved', seq: m.seq, seat: mover, move: m.move, clock: this.clockView() });
    if (this.drawOffer !== null) {
      this.drawOffer = null;
      this.broadcast({ type: 'draw', offeredBy: null });
    }
  }

  private presence(): ServerMessageOf<'presence'> {
    return { type: 'presence', seats: this.seatViews(), watchers: this.watchers(), status: this.status };
  }

  /** The game as a canonical record (the fields a reader expects for its players): its setup and the moves so far. */
  record(): GameRecord {
    return JSON.parse(writeRecord({ ...this.setup, moves: this.moves })) as GameRecord;
  }

  /** What `GET /api/games/:id` tells about the game beside its moves (no secrets). */
  summary() {
    return {
      id: this.id,
      status: this.status,
      result: this.result,
      clock: this.control,
      seats: this.seatViews(),
      watchers: this.watchers(),
    };
  }

  stateFor(listener: Listener): ServerMessageOf<'state'> {
    const record = this.record();
    return {
      type: 'state',
      game: this.id,
      seat: listener.seat,
      record: record as ServerMessageOf<'state'>['record'],
      seq: this.moves.length,
      status: this.status,
      result: resultView(this.result),
      toMove: this.status === 'live' ? this.state.toMove : null,
      clock: { control: this.control, view: this.clockView() },
      seats: this.seatViews(),
      watchers: this.watchers(),
      drawOffer: this.drawOffer,
      now: this.deps.now(),
    };
  }
}

/** A result as a message carries it: the same value, its lists typed as the schema's (never changed). */
function resultView(result: OnlineResult | null): ServerMessageOf<'end'>['result'] {
  return result as ServerMessageOf<'end'>['result'];
}
