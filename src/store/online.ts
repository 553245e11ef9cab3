import { createStore } from 'zustand/vanilla';
import { type GameState, moveName, play, twoSides } from '../engine/game';
import { loadRecord, parseMove } from '../engine/record';
import { lineTree, pathOf } from '../engine/tree';
import { type Result, err, ok } from '../engine/result';
import {
  DEFAULT_BACKOFF,
  type Backoff,
  type GameKeeper,
  OnlineClient,
  type OnlineRecord,
  type OnlineResult,
  type OnlineStatus,
  type OpenSocket,
  type SocketLike,
} from '../online/client';
import type { OnlineLink } from '../online/link';
import { isName } from '../online/name';
import type {
  ClockViewData,
  ErrorCode,
  RatingChangeData,
  SeatViewData,
  ServerMessage,
  TimeControl,
} from '../online/protocol';
import type { MoveRefusal, Notice, OnlineMoveRefusal } from './tableCodes';
import type { MoveRoute, Table, TableState, TableStore } from './table';

/**
 * An online game at this table: the connection to the game server, and the seats, clocks and result
 * as the server tells them. The game itself is the table's: it keeps the committed moves for the
 * client (each read and played once, animated as in local play), and a person's move on their turn
 * is played there at once and sent; should the server refuse it, the table goes back to before it.
 */

/**
 * `naming` while a seat's link waits for the name its player goes by (see `invite`); `connecting`
 * until the first state; `live` while the socket is open; `reconnecting` while it is down;
 * `offline` when the client gave up (or the server refused the link); `no-server` when no game
 * server answers at all (static hosting).
 */
export type Connection = 'idle' | 'naming' | 'connecting' | 'live' | 'reconnecting' | 'offline' | 'no-server';

/** Why `giveName` did nothing: no seat's link waits for a name, or the name is not one (`isName`). */
export type NameRefusal = 'not-naming' | 'bad-name';

export interface OnlineClock {
  readonly control: TimeControl;
  readonly view: ClockViewData;
  /** The server's time minus this machine's when the clock was last told: deadlines are the server's. */
  readonly offset: number;
}

export interface OnlineState {
  readonly game: string | null;
  readonly connection: Connection;
  /** Why the server refused the link (`no-such-game`, `wrong-secret`), null otherwise. */
  readonly problem: ErrorCode | null;
  /** The seat this browser plays; null when it watches (or before the first state). */
  readonly seat: number | null;
  readonly seats: readonly SeatViewData[];
  readonly status: OnlineStatus | null;
  /** The seat to move in a live game, null otherwise. */
  readonly toMove: number | null;
  readonly clock: OnlineClock | null;
  readonly watchers: number;
  readonly result: OnlineResult;
  readonly drawOffer: number | null;
  /** A move of this seat is on its way to the server. */
  readonly sending: boolean;
  /** The seats that asked for a rematch of the ended game. */
  readonly rematch: readonly number[];
  /** Two players or two teams, as the game's rules say: only then can a draw be offered. */
  readonly twoSides: boolean;
  /** The game is rated: its end moves the players' ratings. */
  readonly rated: boolean;
  /** A rated game that ended: each player's rating before and after it; empty otherwise. */
  readonly ratings: readonly RatingChangeData[];
}

export interface OnlineActions {
  /** Joins the seat (or watches the game) the link names; leaves any game joined before. */
  join(link: OnlineLink, name?: string): void;
  /**
   * Opens a link someone was sent: a seat's link with no name to go by waits for one (`naming`)
   * when the game has a person's seat not taken and not named (the opener names only their own),
   * so that the seat shows who took it; a watch link, one with a name, or one to a game whose free
   * seats the opener named, joins at once.
   */
  invite(link: OnlineLink, name?: string): void;
  /**
   * Joins the seat's link that waits for a name under `name` (null: under the account signed in,
   * whose name the server uses); the refusal when none waits or `name` is no name.
   */
  giveName(name: string | null): NameRefusal | null;
  /** Closes the connection; the table plays locally again. */
  leave(): void;
  resign(): void;
  offerDraw(): void;
  acceptDraw(): void;
  /** Asks for (or agrees to) a rematch of the ended game; when it starts, the table follows to it. */
  offerRematch(): void;
  /** A watcher takes the game's first free seat; once the server gives it, the table plays it at that seat's link. */
  sit(): void;
}

export type Online = OnlineState & OnlineActions;

export interface OnlineDeps {
  /** Opens a socket: the browser's WebSocket by default; tests give a fake. */
  readonly open?: OpenSocket;
  /** Asks whether the game server is there: `fetch` by default. */
  readonly fetch?: (url: string) => Promise<{
    readonly status: number;
    readonly headers: { get(name: string): string | null };
    /** The answer's body (the game as a record, with its seats under `meta`); left out, it tells nothing. */
    readonly json?: () => Promise<unknown>;
  }>;
  /** This machine's time in ms since 1970. */
  readonly now?: () => number;
  readonly backoff?: Backoff;
  readonly schedule?: (ms: number, fn: () => void) => () => void;
  /** How often the client pings the server (the client's own default when absent; 0 for none). */
  readonly heartbeatMs?: number;
  /** The browser's player key (src/store/playerKey.ts), sent with each join. */
  readonly playerKey?: string;
  /** Told when the table follows to another link (a rematch, a seat taken), so the address can show it. */
  readonly follow?: (link: OnlineLink) => void;
  /**
   * Where the table's moves go while no online game holds them (before joining, once the game is
   * over, with no server): null, the table plays them, by default. The embed page refuses them.
   */
  readonly idleRoute?: MoveRoute;
}

const IDLE: OnlineState = {
  game: null,
  connection: 'idle',
  problem: null,
  seat: null,
  seats: [],
  status: null,
  toMove: null,
  clock: null,
  watchers: 0,
  result: null,
  drawOffer: null,
  sending: false,
  rematch: [],
  twoSides: false,
  rated: false,
  ratings: [],
};

/**
 * This browser holds a seat in an online game that is not over (waiting for players or live): the
 * computer's help (hints, analysis, review) is kept from it until the game ends, so that no one plays
 * with the computer whispering. Watchers keep it; so does everyone once the game has ended.
 */
export function playingOnline(s: Pick<OnlineState, 'seat' | 'status'>): boolean {
  return s.seat !== null && (s.status === 'open' || s.status === 'live');
}

/**
 * This browser watches an online game not yet over: it makes no move there, so the table offers
 * none (the Move field, Hint, Undo), which would only be refused.
 */
export function watchingOnline(s: Pick<OnlineState, 'connection' | 'seat' | 'status'>): boolean {
  return s.connection !== 'idle' && s.seat === null && (s.status === 'open' || s.status === 'live');
}

/**
 * Taking the table elsewhere would walk away from a seat this browser still plays: a game not yet
 * over, whose seat the computer has not taken over (a player who left a game of three). Asked first,
 * since the seat's clock keeps running.
 */
export function seatAtStake(s: Pick<OnlineState, 'seat' | 'status' | 'seats'>): boolean {
  return playingOnline(s) && !s.seats.some((other) => other.seat === s.seat && other.left);
}

/**
 * This browser plays a seat of a live game it has not left, and its connection stands or is being
 * restored: the table's actions hold the game's own (Resign, Offer draw) in place of New game.
 */
export function seatInLiveGame(s: Pick<OnlineState, 'connection' | 'seat' | 'status' | 'seats'>): boolean {
  const held = s.connection === 'live' || s.connection === 'reconnecting' || s.connection === 'connecting';
  return held && s.status === 'live' && seatAtStake(s);
}

/**
 * An online game not yet over is at this table and `player`'s moves are not this browser's to make
 * (another seat's, or it watches): the table offers no move for them, such as the swap.
 */
export function movesElsewhere(s: Pick<OnlineState, 'connection' | 'seat' | 'status'>, player: number): boolean {
  const routed = s.connection !== 'idle' && s.connection !== 'no-server';
  return routed && (s.status === 'open' || s.status === 'live') && s.seat !== player;
}

/**
 * The time a seat has left at `now` (this machine's time), in ms: the seat to move counts down to its
 * deadline (real time or correspondence), the others show their real-time clock as it stood; null
 * where no time is counted.
 */
export function timeLeft(clock: OnlineClock | null, seat: number, toMove: number | null, now: number): number | null {
  if (!clock) return null;
  const { control, view, offset } = clock;
  if (seat === toMove && view.deadline !== null) return Math.max(0, view.deadline - (now + offset));
  if (control.kind !== 'realtime') return null;
  return view.remaining[seat - 1] ?? null;
}

/** A record's board and rules, as text to compare. */
const setupOf = (record: OnlineRecord): string => JSON.stringify({ ...record, moves: [] });

// The browser's socket fits the client's part of it; only its handlers' `this` typing differs.
const defaultOpen: OpenSocket = (url) => new WebSocket(url) as unknown as SocketLike;

/** Whether a game server answers for this game: any JSON answer means one does; static hosting answers HTML or nothing. */
async function serverAnswers(fetcher: NonNullable<OnlineDeps['fetch']>, link: OnlineLink): Promise<boolean> {
  try {
    const answer = await fetcher(`${link.server}/api/games/${encodeURIComponent(link.game)}`);
    return (answer.headers.get('content-type') ?? '').includes('application/json');
  } catch {
    return false;
  }
}

/**
 * Whether a seat's link may join without asking for a name: true unless the game, as
 * `GET /api/games/ID` tells it, has a person's seat nobody took yet with no name (the seat the
 * link opens may be that one). An answer that tells nothing joins, which says what went wrong.
 */
async function seatsNamed(fetcher: NonNullable<OnlineDeps['fetch']>, link: OnlineLink): Promise<boolean> {
  try {
    const answer = await fetcher(`${link.server}/api/games/${encodeURIComponent(link.game)}`);
    const body = (await answer.json?.()) as { meta?: { seats?: unknown } } | undefined;
    const seats = body?.meta?.seats;
    if (!Array.isArray(seats)) return true;
    return (seats as Partial<SeatViewData>[]).every((s) => s.kind !== 'human' || s.joined || s.name != null);
  } catch {
    return true;
  }
}

export function createOnline(table: TableStore, deps: OnlineDeps = {}) {
  const open = deps.open ?? defaultOpen;
  const fetcher = deps.fetch ?? ((url: string) => fetch(url, { headers: { accept: 'application/json' } }));
  const now = deps.now ?? Date.now;
  const idleRoute = deps.idleRoute ?? null;
  let client: OnlineClient | null = null;
  /** Counts joins: the answers of a game left behind are dropped. */
  let joins = 0;
  /** The start of the online game the table shows, null before it is loaded. */
  let onTable: GameState | null = null;
  /** The record it was loaded from, without its moves: a state of another board or rules is loaded whole. */
  let setup = '';
  /** The seat's link waiting for its player's name (`naming`), null otherwise. */
  let unnamed: OnlineLink | null = null;
  /** The link and name joined last, for following to a rematch. */
  let lastJoin: { readonly link: OnlineLink; readonly name: string | undefined } | null = null;
  /** How many moves of the table's line the server has committed. */
  let committed = 0;
  /**
   * This seat's move, played on the table the moment it was made and not yet committed: its
   * number, its name, and the table just before it, to go back to if the server will not have it.
   */
  let unconfirmed: { readonly seq: number; readonly name: string; readonly before: TableState } | null = null;

  /** Lets the game go: its connection closes and the table plays locally again. */
  const drop = () => {
    joins++;
    unnamed = null;
    onTable = null;
    lastJoin = null;
    unconfirmed = null;
    client?.close();
    client = null;
    table.getState().routeMoves(idleRoute);
  };

  /** The position after the committed moves: the table's line holds them first. */
  const committedPosition = (): GameState | null => {
    const t = table.getState();
    if (onTable === null || t.line.length < committed) return null;
    return committed === 0 ? t.start : t.line[committed - 1]!.state;
  };

  /** The table plays a committed move at the end of its line, read once and played once. */
  const playCommitted = (seq: number, name: string): boolean => {
    const at = committedPosition();
    if (!at || table.getState().line.length !== seq) return false;
    const move = parseMove(at.board, name);
    if (!move.ok || !table.getState().playCommitted(move.value).ok) return false;
    committed = seq + 1;
    return true;
  };

  /** The table goes back to before this seat's unconfirmed move, saying why. */
  const takeBack = (fields: Parameters<Table['restore']>[1] = {}): void => {
    if (!unconfirmed) return;
    const { before } = unconfirmed;
    unconfirmed = null;
    table.getState().restore(before, fields);
  };

  /** The game moved on: a refusal shown about an earlier move is old news. */
  const movedOn = (): void => {
    const { notice, dismissNotice } = table.getState();
    if (notice && 'code' in notice && notice.code === 'online-refused') dismissNotice();
  };

  /** Puts the game as the server committed it on the table, at its last move. */
  const loadWhole = (record: OnlineRecord): boolean => {
    const replay = loadRecord(record);
    if (!replay.ok) return false;
    const moves = replay.value.plies.map((p) => p.move);
    const path = pathOf(moves);
    const game = { start: replay.value.start, tree: lineTree(moves) };
    unconfirmed = null;
    onTable = game.start;
    setup = setupOf(record);
    committed = moves.length;
    table.getState().loadGame(game, { path, line: { plies: replay.value.plies, path } });
    return true;
  };

  /**
   * The table keeps the online game: a state is compared with what it shows, and only the moves it
   * lacks are played on it (animated, one by one); another game is loaded whole.
   */
  const keeper: GameKeeper = {
    load: (record) => {
      const t = table.getState();
      const shown = onTable === null ? null : t.line.slice(0, committed).map((p) => moveName(t.start.board, p.move));
      const follows =
        shown !== null &&
        setup === setupOf(record) &&
        shown.length <= record.moves.length &&
        shown.every((m, i) => m === record.moves[i]);
      if (!follows) return loadWhole(record) ? table.getState().line.map((p) => p.player) : null;
      if (unconfirmed && record.moves.length > unconfirmed.seq) {
        // Committed while the socket was away, or another device of this seat moved first.
        if (record.moves[unconfirmed.seq] === unconfirmed.name) {
          unconfirmed = null;
          committed++;
        } else takeBack();
      }
      for (let i = committed; i < record.moves.length; i++) {
        if (!playCommitted(i, record.moves[i]!))
          return loadWhole(record) ? table.getState().line.map((p) => p.player) : null;
      }
      return table
        .getState()
        .line.slice(0, committed)
        .map((p) => p.player);
    },
    commit: (seq, name) => {
      movedOn();
      if (unconfirmed?.seq === seq) {
        if (unconfirmed.name === name) {
          unconfirmed = null;
          committed = seq + 1;
          return true;
        }
        takeBack();
      }
      return committed === seq && playCommitted(seq, name);
    },
    toMove: () => {
      const at = committedPosition();
      return at && !at.result ? at.toMove : null;
    },
  };

  return createStore<Online>()((set, get) => {
    const refuse = (reason: OnlineMoveRefusal): Result<never, MoveRefusal> => err({ code: 'online', reason });

    /** The seat to move as the table shows it, this seat's unconfirmed move made: null unless the game is live. */
    const shownToMove = (): number | null => {
      if (get().status !== 'live') return null;
      const { line, start } = table.getState();
      const at = line.length === 0 ? start : line[line.length - 1]!.state;
      return at.result ? null : at.toMove;
    };

    /** A person's move at the table on their turn: played there at once, and sent (now, or when the socket is back). */
    const route: MoveRoute = (move, playHere) => {
      const s = get();
      const view = client?.current;
      if (!client || !view) return refuse('offline');
      if (s.seat === null) return refuse('watcher');
      if (view.status === 'open') return refuse('not-started');
      const at = committedPosition();
      if (view.status !== 'live' || !at || at.result) return refuse('over');
      // A player who left a game of three: the computer plays their seat on, the game is over for them.
      if (s.seats.some((x) => x.seat === s.seat && x.left)) return refuse('over');
      if (client.sending) return refuse('sending');
      if (at.toMove !== s.seat) return refuse('not-your-turn');
      const before = table.getState();
      if (before.cursor !== before.line.length || before.line.length !== view.seq) return refuse('behind');
      const name = moveName(before.game.board, move);
      // The engine says first whether the move is legal, in the words it uses offline.
      const played = playHere();
      if (!played.ok) return played;
      if (!client.move(name)) {
        table.getState().restore(before);
        return refuse('not-your-turn');
      }
      unconfirmed = { seq: view.seq, name, before };
      set({ sending: true, toMove: shownToMove() });
      return ok(undefined);
    };

    /** The server refused this seat's move: it is taken back, with the reason next to the board. */
    const refused = (code: ErrorCode, detail?: string): void => {
      const earlier = unconfirmed?.before;
      const move = earlier && unconfirmed ? parseMove(earlier.game.board, unconfirmed.name) : null;
      // The engine of this page agrees with the server's: its own words say why, as offline.
      const local = move?.ok && code === 'illegal-move' ? play(earlier!.game, move.value) : null;
      const notice: Notice = { code: 'online-refused', refusal: code, ...(detail ? { detail } : {}) };
      if (local && !local.ok) takeBack({ moveError: { code: 'illegal', problem: local.error } });
      else if (earlier) takeBack({ notice });
      else table.getState().showNotice(notice);
      set({ sending: false, toMove: shownToMove() });
    };

    // Another game put on the table (New game, a file) ends this one here: its moves are local again.
    table.subscribe((s) => {
      if (onTable !== null && s.start !== onTable) get().leave();
    });

    const clockFrom = (view: ClockViewData, serverNow?: number): OnlineClock | null => {
      const previous = get().clock;
      if (!previous) return null;
      return { ...previous, view, offset: serverNow === undefined ? previous.offset : serverNow - now() };
    };

    const onMessage = (message: ServerMessage): void => {
      switch (message.type) {
        case 'state':
          set({
            game: message.game,
            seat: message.seat,
            seats: message.seats,
            watchers: message.watchers,
            drawOffer: message.drawOffer,
            result: message.result,
            status: message.status,
            clock: { control: message.clock.control, view: message.clock.view, offset: message.now - now() },
            rated: message.rated === true,
            ratings: message.ratings ?? [],
          });
          return;
        case 'moved':
        case 'ack':
          set({ clock: clockFrom(message.clock), drawOffer: null });
          return;
        case 'presence':
          // The game turns live when its last seat is taken: the seat to move has the move from now.
          set({ seats: message.seats, watchers: message.watchers, status: message.status });
          set({ toMove: shownToMove() });
          return;
        case 'draw':
          set({ drawOffer: message.offeredBy });
          return;
        case 'end':
          set({
            status: message.status,
            result: message.result,
            toMove: null,
            drawOffer: null,
            ...(message.ratings ? { ratings: message.ratings } : {}),
          });
          return;
        case 'rematch':
          set({ rematch: message.offeredBy });
          return;
        case 'seated': {
          // The seat is this browser's: its link (with the secret) is where the table goes, as for a seat's own link.
          if (!lastJoin) return;
          const { link, name } = lastJoin;
          const seated: OnlineLink = { server: link.server, game: message.game, secret: message.secret };
          deps.follow?.(seated);
          get().join(seated, name);
          return;
        }
        case 'next-game': {
          // The rematch started: this seat's new link (or the watch link) is where the table goes.
          if (!lastJoin) return;
          const { link, name } = lastJoin;
          const next: OnlineLink = { server: link.server, game: message.game, secret: message.secret ?? null };
          deps.follow?.(next);
          get().join(next, name);
          return;
        }
        default:
          return;
      }
    };

    return {
      ...IDLE,

      join: (link, name) => {
        // One change of state from the game left to the one joined: nobody sees the table idle between.
        drop();
        lastJoin = { link, name };
        const id = ++joins;
        set({ ...IDLE, game: link.game, connection: 'connecting' });
        table.getState().routeMoves(route);
        void serverAnswers(fetcher, link).then((answers) => {
          if (id !== joins) return;
          if (!answers) {
            table.getState().routeMoves(idleRoute);
            set({ connection: 'no-server' });
            return;
          }
          const current = new OnlineClient({
            link,
            open,
            keeper,
            ...(name ? { name } : {}),
            ...(deps.playerKey ? { player: deps.playerKey } : {}),
            // Kept after the end: players may ask for a rematch, and watchers follow to it.
            keepOpen: true,
            backoff: deps.backoff ?? DEFAULT_BACKOFF,
            ...(deps.schedule ? { schedule: deps.schedule } : {}),
            ...(deps.heartbeatMs !== undefined ? { heartbeatMs: deps.heartbeatMs } : {}),
            events: {
              message: onMessage,
              connection: (status) => {
                if (status === 'lost') set({ connection: 'reconnecting' });
              },
              state: (view) => {
                // This seat's move was neither committed nor is it still to go: the server's game stands.
                if (!current.sending) takeBack();
                const rules = committedPosition()?.rules;
                set({
                  connection: 'live',
                  sending: current.sending,
                  ...(rules ? { twoSides: twoSides(rules) } : {}),
                });
                set({ toMove: view.status === 'live' ? shownToMove() : null });
              },
              moved: () => set({ toMove: shownToMove(), sending: current.sending }),
              refused,
            },
          });
          client = current;
          current.done.then(
            (view) => {
              if (id !== joins) return;
              takeBack();
              set({ status: view.status, result: view.result, toMove: null, sending: false });
              // The game is over: the table is the person's own again, to look back and try other lines.
              table.getState().routeMoves(idleRoute);
            },
            (failure: { code: string; refusal?: ErrorCode }) => {
              if (id !== joins) return;
              set({
                connection: 'offline',
                sending: false,
                problem: failure.code === 'refused' ? failure.refusal! : null,
              });
            },
          );
        });
      },

      invite: (link, name) => {
        if (link.secret === null || name !== undefined) return get().join(link, name);
        drop();
        const id = joins;
        set({ ...IDLE, game: link.game, connection: 'connecting' });
        void seatsNamed(fetcher, link).then((named) => {
          if (id !== joins) return;
          if (named) return get().join(link);
          unnamed = link;
          set({ connection: 'naming' });
        });
      },

      giveName: (name) => {
        const link = unnamed;
        if (link === null) return 'not-naming';
        if (name !== null && !isName(name)) return 'bad-name';
        get().join(link, name ?? undefined);
        return null;
      },

      leave: () => {
        drop();
        set(IDLE);
      },

      resign: () => void client?.act('resign'),
      offerDraw: () => void client?.act('draw-offer'),
      acceptDraw: () => void client?.act('draw-accept'),
      offerRematch: () => void client?.act('rematch'),
      sit: () => void client?.sit(),
    };
  });
}

export type OnlineStore = ReturnType<typeof createOnline>;
