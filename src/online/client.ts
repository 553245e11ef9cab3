import type { ClientMessage, ErrorCode, ServerMessage, ServerMessageOf } from './protocol';
import { type OnlineLink, socketUrl } from './link';

/**
 * A client of the game server's socket (docs/online.md), for the command line and the browser
 * alike: it joins a seat or watches, hands each committed move once and in order to the game's
 * keeper, sends moves with their sequence number, and reconnects by itself through dropped
 * connections and restarts. It holds no game of its own: the keeper does (the page's table, or
 * `EngineKeeper` for the command), so that a move is read and played once.
 */

/** The part of a WebSocket this client uses: the browser's global and the `ws` package both fit. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Opens a socket to a URL: `(url) => new WebSocket(url)` in the browser, with `ws` in Node. */
export type OpenSocket = (url: string) => SocketLike;

export type OnlineStatus = ServerMessageOf<'state'>['status'];
export type OnlineResult = ServerMessageOf<'state'>['result'];
export type OnlineRecord = ServerMessageOf<'state'>['record'];

/**
 * Whoever holds the committed game for a client: told the whole game on each `state` and every
 * committed move once, in order.
 */
export interface GameKeeper {
  /** The game as the server sent it: the seat of each of its moves, or null when it cannot be read. */
  load(record: OnlineRecord): readonly number[] | null;
  /** The committed move `move`, move number `seq`: false when it does not follow (a message was missed). */
  commit(seq: number, move: string): boolean;
  /** The seat to move in the committed game, null when it is over. */
  toMove(): number | null;
}

/** Where the game stands for this client, as the server told it. */
export interface OnlineView {
  readonly game: string;
  /** The seat this client plays; null when it watches. */
  readonly seat: number | null;
  /** The next move's sequence number: the moves committed. */
  readonly seq: number;
  readonly status: OnlineStatus;
  readonly result: OnlineResult;
}

/** A move committed on the server, as the socket tells it. */
export interface CommittedMove {
  readonly seq: number;
  readonly seat: number;
  readonly move: string;
}

/** Why the client stopped before the game ended: a refusal of the server, or no server for too long. */
export type OnlineFailure =
  | { readonly code: 'unreachable' }
  | { readonly code: 'closed' }
  | { readonly code: 'refused'; readonly refusal: ErrorCode; readonly detail?: string };

export interface OnlineEvents {
  /** The whole game arrived (on joining, after a reconnect, after a stale move). */
  state?(view: OnlineView): void;
  /** Each committed move once, in order, including those caught up after a reconnect. */
  moved?(move: CommittedMove, view: OnlineView): void;
  /** The game's status changed without a move: it went live when its last seat was taken. */
  status?(view: OnlineView): void;
  /** A socket opened (`open`) or was lost and a new one will be tried (`lost`). */
  connection?(status: 'open' | 'lost'): void;
  /** A refusal of something this client sent, after joining. */
  refused?(code: ErrorCode, detail?: string): void;
  /** Every message from the server, before the client acts on it (presence, clocks, draw offers). */
  message?(message: ServerMessage): void;
}

export interface Backoff {
  readonly firstMs: number;
  readonly maxMs: number;
  /** Tries in a row without reaching the game before the client gives up. */
  readonly tries: number;
}

const DEFAULT_HEARTBEAT_MS = 15_000;

export const DEFAULT_BACKOFF: Backoff = { firstMs: 250, maxMs: 5_000, tries: 40 };

export interface OnlineOptions<K extends GameKeeper> {
  readonly link: OnlineLink;
  readonly open: OpenSocket;
  /** Holds the committed game. */
  readonly keeper: K;
  readonly name?: string;
  /** The browser's player key, sent with the join so the seat counts among its games. */
  readonly player?: string;
  /**
   * After the game ends the socket stays (reconnecting as before) until `close`, for a rematch;
   * by default the client stops at the end.
   */
  readonly keepOpen?: boolean;
  readonly events?: OnlineEvents;
  readonly backoff?: Backoff;
  /**
   * A ping goes every this many ms, and a socket that heard nothing since the last one is taken
   * for dropped (a connection can die without closing); 0 sends none. 15 s by default.
   */
  readonly heartbeatMs?: number;
  /**
   * Checks a message against the protocol's schema (`isServerMessage` of src/online/protocol);
   * by default only its `type` is looked at, which trusts the server for the rest.
   */
  readonly isMessage?: (value: unknown) => value is ServerMessage;
  /** Runs `fn` after `ms`; returns a cancel. `setTimeout` by default. */
  readonly schedule?: (ms: number, fn: () => void) => () => void;
}

/** Refusals of a join that no retry can change. */
const FATAL_ON_JOIN: readonly ErrorCode[] = [
  'no-such-game',
  'wrong-secret',
  'bad-name',
  'bad-message',
  'account-required',
  'other-account',
  'same-account',
  'same-browser',
];

const OPEN = 1;

/** How long a move refused as one message too many waits before it goes again (the server counts a second). */
const FLOOD_PAUSE_MS = 1_000;

const defaultSchedule = (ms: number, fn: () => void) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

function hasType(value: unknown): value is ServerMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

export class OnlineClient<K extends GameKeeper = GameKeeper> {
  private socket: SocketLike | null = null;
  private view: OnlineView | null = null;
  /** The move sent and not yet known to be committed or refused. */
  private pending: { readonly seq: number; readonly move: string } | null = null;
  /** Whether the current socket has had its `state` (joined). */
  private joined = false;
  private failures = 0;
  private stopped = false;
  private cancelRetry: (() => void) | null = null;
  private cancelBeat: (() => void) | null = null;
  /** Whether the current socket has sent anything since the last heartbeat. */
  private heard = false;
  private settle!: { resolve(view: OnlineView): void; reject(failure: OnlineFailure): void };
  /** Settles when the game is over (with the final view) or the client stops (with why). */
  readonly done: Promise<OnlineView>;

  constructor(private readonly options: OnlineOptions<K>) {
    this.done = new Promise<OnlineView>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Whoever does not wait for the end is not told about it as an unhandled rejection.
    this.done.catch(() => undefined);
    this.connect();
  }

  /** The game as last known; null before the first state. */
  get current(): OnlineView | null {
    return this.view;
  }

  /** The committed game. */
  get keeper(): K {
    return this.options.keeper;
  }

  /** True when this client's seat is to move in a live game and no move of its own is on its way. */
  get myTurn(): boolean {
    const v = this.view;
    return (
      v !== null && this.pending === null && v.seat !== null && v.status === 'live' && this.keeper.toMove() === v.seat
    );
  }

  /** A move of this seat was sent and is not yet known to be committed or refused. */
  get sending(): boolean {
    return this.pending !== null;
  }

  /**
   * Sends a move for the current turn, or keeps it until the socket is back (it goes with the next
   * join); false when it is not this seat's turn or a move is on its way.
   */
  move(move: string): boolean {
    if (!this.myTurn) return false;
    this.pending = { seq: this.view!.seq, move };
    this.sendPending();
    return true;
  }

  /** Resigns, offers or accepts a draw, asks for a rematch; false when this client watches or has no open socket. */
  act(type: 'resign' | 'draw-offer' | 'draw-accept' | 'rematch'): boolean {
    if (this.view?.seat == null || !this.joined || this.socket?.readyState !== OPEN) return false;
    this.send({ type });
    return true;
  }

  /** A watcher takes the game's first free seat (answered `seated`); false when this client plays or has no open socket. */
  sit(): boolean {
    if (!this.view || this.view.seat !== null || !this.joined || this.socket?.readyState !== OPEN) return false;
    const { name, player } = this.options;
    this.send({ type: 'sit', ...(name ? { name } : {}), ...(player ? { player } : {}) });
    return true;
  }

  /** Stops for good: closes the socket and reconnects no more. */
  close(): void {
    this.stop({ code: 'closed' });
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private sendPending(): void {
    if (this.pending && this.joined) this.send({ type: 'move', seq: this.pending.seq, move: this.pending.move });
  }

  private connect(): void {
    if (this.stopped) return;
    const { link, open, name, player } = this.options;
    this.joined = false;
    let socket: SocketLike;
    try {
      socket = open(socketUrl(link.server));
    } catch {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.options.events?.connection?.('open');
      if (link.secret === null) this.send({ type: 'watch', game: link.game });
      else {
        this.send({
          type: 'join',
          game: link.game,
          secret: link.secret,
          ...(name ? { name } : {}),
          ...(player ? { player } : {}),
        });
      }
      this.heard = true;
      this.beat(socket);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.heard = true;
      let value: unknown;
      try {
        value = JSON.parse(String(event.data));
      } catch {
        return;
      }
      // Anything else is not from a game server that speaks this protocol: it is left unread.
      if ((this.options.isMessage ?? hasType)(value)) this.receive(value);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped) return;
      this.options.events?.connection?.('lost');
      this.retry();
    };
  }

  /** Pings the server, or gives the socket up when it has been silent since the last ping. */
  private beat(socket: SocketLike): void {
    const every = this.options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
    if (every <= 0 || this.socket !== socket) return;
    if (!this.heard) return this.resync();
    this.heard = false;
    this.send({ type: 'ping' });
    this.cancelBeat = (this.options.schedule ?? defaultSchedule)(every, () => this.beat(socket));
  }

  /** Tries again after a delay that doubles with each failure in a row, up to the limit of tries. */
  private retry(): void {
    if (this.stopped) return;
    const { firstMs, maxMs, tries } = this.options.backoff ?? DEFAULT_BACKOFF;
    if (this.failures >= tries) return this.stop({ code: 'unreachable' });
    const delay = Math.min(maxMs, firstMs * 2 ** this.failures);
    this.failures++;
    this.cancelRetry = (this.options.schedule ?? defaultSchedule)(delay, () => {
      this.cancelRetry = null;
      this.connect();
    });
  }

  private stop(failure: OnlineFailure | null): void {
    if (this.stopped) return;
    this.stopped = true;
    this.cancelRetry?.();
    this.cancelBeat?.();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    if (failure) this.settle.reject(failure);
    else this.settle.resolve(this.view!);
  }

  /** The game is over: `done` settles, and the socket closes unless it is kept for a rematch. */
  private over(): void {
    if (this.options.keepOpen) this.settle.resolve(this.view!);
    else this.stop(null);
  }

  /** A connection that no longer agrees with the server: a fresh join brings the whole game again. */
  private resync(): void {
    this.cancelBeat?.();
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.retry();
  }

  private receive(message: ServerMessage): void {
    this.options.events?.message?.(message);
    switch (message.type) {
      case 'state':
        return this.receiveState(message);
      case 'ack': {
        const sent = this.pending;
        if (!sent || sent.seq !== message.seq || this.view?.seat == null) return;
        this.pending = null;
        return this.commit(message.seq, this.view.seat, sent.move);
      }
      case 'moved':
        return this.commit(message.seq, message.seat, message.move);
      case 'presence':
        if (!this.view || this.view.status === message.status) return;
        this.view = { ...this.view, status: message.status };
        return this.options.events?.status?.(this.view);
      case 'end':
        if (!this.view) return;
        this.view = { ...this.view, status: message.status, result: message.result };
        return this.over();
      case 'error':
        return this.refused(message.code, message.detail);
      default:
        return;
    }
  }

  private receiveState(message: ServerMessageOf<'state'>): void {
    const known = this.view?.game === message.game ? this.view.seq : 0;
    const seats = this.keeper.load(message.record);
    if (!seats) return this.stop({ code: 'refused', refusal: 'server-error', detail: 'unreadable-record' });
    this.view = {
      game: message.game,
      seat: message.seat,
      seq: message.seq,
      status: message.status,
      result: message.result,
    };
    this.joined = true;
    this.failures = 0;
    const sent = this.pending;
    if (sent) {
      // The move was committed (by this client or another device of the seat) or the turn has
      // passed: either way it is not sent again. Otherwise it never arrived (or was made while
      // the socket was away), and goes now. Decided before the state is told, which reads `sending`.
      if (message.seq === sent.seq && message.toMove === message.seat) this.sendPending();
      else this.pending = null;
    }
    this.options.events?.state?.(this.view);
    // Moves committed while this client was away, each told once.
    for (let i = known; i < seats.length; i++) {
      this.options.events?.moved?.({ seq: i, seat: seats[i]!, move: message.record.moves[i]! }, this.view);
    }
    if (this.view.status === 'ended' || this.view.status === 'aborted') this.over();
  }

  /** A committed move, handed on once and in order; a gap means a message was missed: join again. */
  private commit(seq: number, seat: number, move: string): void {
    const view = this.view;
    if (!view || seq < view.seq) return;
    if (seq !== view.seq || !this.keeper.commit(seq, move)) return this.resync();
    // Another device of this seat made the move first: this one's will be refused as stale.
    if (this.pending?.seq === seq) this.pending = null;
    this.view = { ...view, seq: seq + 1 };
    this.options.events?.moved?.({ seq, seat, move }, this.view);
  }

  private refused(code: ErrorCode, detail?: string): void {
    if (!this.joined) {
      if (FATAL_ON_JOIN.includes(code))
        return this.stop({ code: 'refused', refusal: code, ...(detail ? { detail } : {}) });
      // Too many, or a fault of the server: a new socket tries again.
      return this.resync();
    }
    // A stale move is followed by the state, which decides about the pending move.
    if (code === 'stale') return;
    // Over the server's message limit: the move waits out the limit's window and goes again.
    if (code === 'too-many' && this.pending) {
      (this.options.schedule ?? defaultSchedule)(FLOOD_PAUSE_MS, () => this.sendPending());
      return;
    }
    this.pending = null;
    this.options.events?.refused?.(code, detail);
  }
}
