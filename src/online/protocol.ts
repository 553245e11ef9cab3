import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { PRESET_IDS } from '../engine/presets';
import { type Result, err, ok } from '../engine/result';

export { isName } from './name';
export { PLAYER_KEY_HEADER } from './player';

/**
 * Everything that crosses the wire, as TypeBox schemas with compiled checks: the HTTP bodies and
 * the socket's messages both ways. docs/online.md describes the same messages for other clients.
 */

/** The largest socket message, in bytes (the socket itself refuses larger frames). */
export const MAX_MESSAGE_BYTES = 4096;

export const GameId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,32}$' });
export const Secret = Type.String({ pattern: '^[A-Za-z0-9_-]{22,86}$' });
/** A name as sent: checked further by `isName`. */
export const Name = Type.String({ minLength: 1, maxLength: 96 });
/**
 * A browser's player key: random, kept in the browser, sent in a body, header or socket message
 * (never a URL); the server keeps only its hash, on the seats it plays, to list that player's games.
 */
export const PlayerKey = Type.String({ pattern: '^[A-Za-z0-9_-]{22,86}$' });
const Seat = Type.Integer({ minimum: 1, maximum: 4 });
/** The computer's levels, as src/ai/levels.ts names them. */
const Level = Type.Union([Type.Literal('easy'), Type.Literal('medium'), Type.Literal('hard')]);
const Seq = Type.Integer({ minimum: 0, maximum: 100_000 });

export const TimeControlSchema = Type.Union([
  Type.Object({ kind: Type.Literal('none') }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('realtime'),
      minutes: Type.Integer({ minimum: 1, maximum: 180 }),
      increment: Type.Integer({ minimum: 0, maximum: 60 }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('correspondence'), days: Type.Integer({ minimum: 1, maximum: 14 }) },
    { additionalProperties: false },
  ),
]);
export type TimeControl = Static<typeof TimeControlSchema>;

// ---- Client to server ----

const Join = Type.Object(
  {
    type: Type.Literal('join'),
    game: GameId,
    secret: Secret,
    name: Type.Optional(Name),
    player: Type.Optional(PlayerKey),
  },
  { additionalProperties: false },
);
const Watch = Type.Object({ type: Type.Literal('watch'), game: GameId }, { additionalProperties: false });
/** A watcher takes the first free seat of a game waiting for players: answered `seated`, with the seat's secret. */
const Sit = Type.Object(
  { type: Type.Literal('sit'), name: Type.Optional(Name), player: Type.Optional(PlayerKey) },
  { additionalProperties: false },
);
const MoveMessage = Type.Object(
  { type: Type.Literal('move'), seq: Seq, move: Type.String({ minLength: 1, maxLength: 8 }) },
  { additionalProperties: false },
);
const Bare = <T extends string>(type: T) => Type.Object({ type: Type.Literal(type) }, { additionalProperties: false });

export const ClientMessageSchema = Type.Union([
  Join,
  Watch,
  Sit,
  MoveMessage,
  Bare('resign'),
  Bare('draw-offer'),
  Bare('draw-accept'),
  Bare('ping'),
  Bare('lobby'),
  Bare('rematch'),
]);
export type ClientMessage = Static<typeof ClientMessageSchema>;

// ---- Server to client ----

export const ERROR_CODES = [
  'bad-message',
  'too-large',
  'too-many',
  'bad-name',
  'no-such-game',
  'wrong-secret',
  'already-joined',
  'not-joined',
  'watcher',
  'not-started',
  'game-over',
  'stale',
  'not-your-turn',
  'illegal-move',
  'not-available',
  'no-draw-offer',
  'not-over',
  'server-error',
  // A rated game's seat (docs/online.md, "Ratings"): refused without an account, to another
  // account than the seat's, to an account seated already, or from a browser seated already.
  'account-required',
  'other-account',
  'same-account',
  'same-browser',
  // A watcher's `sit` when no seat is free, or the game is no longer waiting for players.
  'no-free-seat',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * How an online game ended: the engine's own results (all marbles on the board, the round limit),
 * a defeat the players or the clock decide (`loser` resigned or ran out of time), a draw both sides
 * agreed, or, in a game of more than two sides that players left, every seat's `ranking`, best
 * first, with the seats that `left`, the first to leave first.
 */
const ResultSchema = Type.Union([
  Type.Object(
    {
      status: Type.Literal('won'),
      winners: Type.Array(Seat),
      reason: Type.Union([Type.Literal('all-on-board'), Type.Literal('round-limit')]),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      status: Type.Literal('won'),
      winners: Type.Array(Seat),
      reason: Type.Union([Type.Literal('resigned'), Type.Literal('timeout')]),
      loser: Seat,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      status: Type.Literal('won'),
      winners: Type.Array(Seat),
      reason: Type.Union([Type.Literal('all-on-board'), Type.Literal('round-limit')]),
      ranking: Type.Array(Type.Array(Seat)),
      left: Type.Array(Seat),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      status: Type.Literal('drawn'),
      winners: Type.Tuple([]),
      reason: Type.Union([Type.Literal('round-limit'), Type.Literal('agreement')]),
    },
    { additionalProperties: false },
  ),
]);
export type ResultData = Static<typeof ResultSchema>;

/** A rated player's number before and after the game that just ended (docs/online.md, "Ratings"). */
const RatingChange = Type.Object({ seat: Seat, before: Type.Integer(), after: Type.Integer() });

const Status = Type.Union([Type.Literal('open'), Type.Literal('live'), Type.Literal('ended'), Type.Literal('aborted')]);

const ClockView = Type.Object({
  /** Each seat's time left in ms as of the last move (real time only, else empty). */
  remaining: Type.Array(Type.Number()),
  /** When the seat to move runs out of time, in ms since the epoch; null without a deadline. */
  deadline: Type.Union([Type.Number(), Type.Null()]),
});

const SeatView = Type.Object({
  seat: Seat,
  name: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([Type.Literal('human'), Type.Literal('computer')]),
  joined: Type.Boolean(),
  connected: Type.Boolean(),
  /** A computer seat's level. */
  level: Type.Optional(Level),
  /** Set when the seat's player left a game of more than two sides and the computer plays it on. */
  left: Type.Optional(Type.Union([Type.Literal('resigned'), Type.Literal('timeout')])),
});

const RecordSchema = Type.Object({
  format: Type.Literal('momentum/1'),
  lattice: Type.Union([Type.Literal('square'), Type.Literal('hex')]),
  layout: Type.Array(Type.String()),
  players: Type.Integer(),
  marbles: Type.Integer(),
  pie: Type.Boolean(),
  roundLimit: Type.Union([Type.Integer(), Type.Null()]),
  mustBlock: Type.Optional(Type.Boolean()),
  teams: Type.Optional(Type.Boolean()),
  toMove: Type.Integer(),
  moves: Type.Array(Type.String()),
  meta: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** A public game as the lobby lists it. */
export const LobbyGameSchema = Type.Object({
  id: GameId,
  status: Type.Union([Type.Literal('open'), Type.Literal('live')]),
  players: Type.Integer({ minimum: 2, maximum: 4 }),
  lattice: Type.Union([Type.Literal('square'), Type.Literal('hex')]),
  layout: Type.Array(Type.String()),
  clock: TimeControlSchema,
  /** Seats taken so far. */
  joined: Type.Integer({ minimum: 0 }),
  seats: Type.Integer({ minimum: 2, maximum: 4 }),
  /** Each seat's name in seat order, null for a seat nobody has named. */
  names: Type.Array(Type.Union([Type.String(), Type.Null()])),
  /** The names of the people in their seats, in seat order: in a game waiting for players, who waits. */
  waiting: Type.Array(Type.String()),
  moves: Type.Integer({ minimum: 0 }),
  created: Type.Number(),
  /** Present on a rated game (docs/online.md, "Ratings"): only accounts take its seats. */
  rated: Type.Optional(Type.Literal(true)),
});
export type LobbyGame = Static<typeof LobbyGameSchema>;

/** A game a player key played, as `GET /api/mine` lists it. */
export const MyGameSchema = Type.Object({
  id: GameId,
  status: Status,
  result: Type.Union([ResultSchema, Type.Null()]),
  /** The seat the key played. */
  seat: Seat,
  players: Type.Integer({ minimum: 2, maximum: 4 }),
  lattice: Type.Union([Type.Literal('square'), Type.Literal('hex')]),
  layout: Type.Array(Type.String()),
  clock: TimeControlSchema,
  names: Type.Array(Type.Union([Type.String(), Type.Null()])),
  created: Type.Number(),
  ended: Type.Union([Type.Number(), Type.Null()]),
});
export type MyGame = Static<typeof MyGameSchema>;

const ServerMessages = {
  state: Type.Object({
    type: Type.Literal('state'),
    game: GameId,
    /** The seat this connection plays, null for a watcher. */
    seat: Type.Union([Seat, Type.Null()]),
    record: RecordSchema,
    /** The next move's seq: the number of moves played. */
    seq: Seq,
    status: Status,
    result: Type.Union([ResultSchema, Type.Null()]),
    toMove: Type.Union([Seat, Type.Null()]),
    clock: Type.Object({ control: TimeControlSchema, view: ClockView }),
    seats: Type.Array(SeatView),
    watchers: Type.Integer({ minimum: 0 }),
    drawOffer: Type.Union([Seat, Type.Null()]),
    now: Type.Number(),
    /** Whether the game is rated (docs/online.md, "Ratings"). */
    rated: Type.Optional(Type.Boolean()),
    /** A rated game that ended: each player's rating change. */
    ratings: Type.Optional(Type.Array(RatingChange)),
  }),
  moved: Type.Object({
    type: Type.Literal('moved'),
    seq: Seq,
    seat: Seat,
    move: Type.String(),
    clock: ClockView,
  }),
  ack: Type.Object({ type: Type.Literal('ack'), seq: Seq, clock: ClockView }),
  presence: Type.Object({
    type: Type.Literal('presence'),
    seats: Type.Array(SeatView),
    watchers: Type.Integer({ minimum: 0 }),
    status: Status,
  }),
  draw: Type.Object({ type: Type.Literal('draw'), offeredBy: Type.Union([Seat, Type.Null()]) }),
  end: Type.Object({
    type: Type.Literal('end'),
    status: Type.Union([Type.Literal('ended'), Type.Literal('aborted')]),
    result: Type.Union([ResultSchema, Type.Null()]),
    seq: Seq,
    /** A rated game: each player's rating change, moved with the end. */
    ratings: Type.Optional(Type.Array(RatingChange)),
  }),
  pong: Type.Object({ type: Type.Literal('pong'), now: Type.Number() }),
  /** The lobby's public games, sent on subscribing and again whenever the list changes. */
  lobby: Type.Object({ type: Type.Literal('lobby'), games: Type.Array(LobbyGameSchema) }),
  /** The seats that asked for a rematch of the ended game so far. */
  rematch: Type.Object({ type: Type.Literal('rematch'), offeredBy: Type.Array(Seat) }),
  /**
   * The rematch started: a player's connections hear their new seat and its secret (no one else
   * does); a watcher hears only the new game's id.
   */
  'next-game': Type.Object({
    type: Type.Literal('next-game'),
    game: GameId,
    seat: Type.Union([Seat, Type.Null()]),
    secret: Type.Optional(Secret),
  }),
  /** The watcher's `sit` took a seat: this connection plays it from now on, and the secret opens it on any device. */
  seated: Type.Object({ type: Type.Literal('seated'), game: GameId, seat: Seat, secret: Secret }),
  error: Type.Object({
    type: Type.Literal('error'),
    code: Type.Union(ERROR_CODES.map((c) => Type.Literal(c))),
    /** More about the refusal, as a code: the engine's reason for an illegal move. */
    detail: Type.Optional(Type.String()),
  }),
};

export const ServerMessageSchema = Type.Union(Object.values(ServerMessages));
export type ServerMessage = Static<typeof ServerMessageSchema>;
export type ServerMessageOf<T extends keyof typeof ServerMessages> = Static<(typeof ServerMessages)[T]>;
export type ClockViewData = Static<typeof ClockView>;
export type SeatViewData = Static<typeof SeatView>;
export type RatingChangeData = Static<typeof RatingChange>;

// ---- HTTP bodies ----

const PresetSetup = Type.Object(
  {
    preset: Type.Union(PRESET_IDS.map((id) => Type.Literal(id))),
    players: Type.Integer({ minimum: 2, maximum: 4 }),
    marbles: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    pie: Type.Optional(Type.Boolean()),
    roundLimit: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 999 }), Type.Null()])),
    teams: Type.Optional(Type.Boolean()),
    toMove: Type.Optional(Seat),
  },
  { additionalProperties: false },
);
/** Any board: a `momentum/1` record without moves, checked by the engine's reader. */
const RecordSetup = Type.Object(
  { record: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);

export const CreateGameSchema = Type.Object(
  {
    setup: Type.Union([PresetSetup, RecordSetup]),
    clock: TimeControlSchema,
    public: Type.Optional(Type.Boolean()),
    /** A rated game (docs/online.md, "Ratings"): between accounts only, with a clock, no computer seat. */
    rated: Type.Optional(Type.Boolean()),
    /** A name for each seat, in seat order, null for none yet. */
    names: Type.Optional(Type.Array(Type.Union([Name, Type.Null()]), { maxItems: 4 })),
    /** The seats the server's computer plays, at a level each; never every seat. */
    computer: Type.Optional(
      Type.Array(Type.Object({ seat: Seat, level: Level }, { additionalProperties: false }), { maxItems: 3 }),
    ),
  },
  { additionalProperties: false },
);
export type CreateGameBody = Static<typeof CreateGameSchema>;

/** `POST /api/quick`: a game on a preset board with this many players and clock, and the name to play under. */
export const QuickGameSchema = Type.Object(
  { setup: PresetSetup, clock: TimeControlSchema, name: Name },
  { additionalProperties: false },
);
export type QuickGameBody = Static<typeof QuickGameSchema>;

/** `POST /api/games/ID/seat`: the name to take a free seat of a public game under. */
export const TakeSeatSchema = Type.Object({ name: Name }, { additionalProperties: false });
export type TakeSeatBody = Static<typeof TakeSeatSchema>;

const compiled = {
  client: TypeCompiler.Compile(ClientMessageSchema),
  server: TypeCompiler.Compile(ServerMessageSchema),
  create: TypeCompiler.Compile(CreateGameSchema),
  quick: TypeCompiler.Compile(QuickGameSchema),
  seat: TypeCompiler.Compile(TakeSeatSchema),
  player: TypeCompiler.Compile(PlayerKey),
};

/** Where a value breaks its schema, as a JSON pointer; null when it fits. */
function firstError(check: { Errors(value: unknown): { First(): { path: string } | undefined } }, value: unknown) {
  const first = check.Errors(value).First();
  return first ? first.path || '/' : null;
}

export type MessageProblem = { readonly code: 'too-large' } | { readonly code: 'bad-message'; readonly detail: string };

/** Reads a socket message; never throws. */
export function readClientMessage(data: string | Buffer): Result<ClientMessage, MessageProblem> {
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  if (bytes > MAX_MESSAGE_BYTES) return err({ code: 'too-large' });
  let value: unknown;
  try {
    value = JSON.parse(typeof data === 'string' ? data : data.toString('utf8'));
  } catch {
    return err({ code: 'bad-message', detail: 'not-json' });
  }
  if (!compiled.client.Check(value)) {
    return err({ code: 'bad-message', detail: firstError(compiled.client, value) ?? '/' });
  }
  return ok(value);
}

export function isServerMessage(value: unknown): value is ServerMessage {
  return compiled.server.Check(value);
}

/** Checks a new game's body; the setup is checked again by the engine. */
export function readCreateGame(value: unknown): Result<CreateGameBody, string> {
  if (compiled.create.Check(value)) return ok(value);
  return err(firstError(compiled.create, value) ?? '/');
}

export function readQuickGame(value: unknown): Result<QuickGameBody, string> {
  if (compiled.quick.Check(value)) return ok(value);
  return err(firstError(compiled.quick, value) ?? '/');
}

export function readTakeSeat(value: unknown): Result<TakeSeatBody, string> {
  if (compiled.seat.Check(value)) return ok(value);
  return err(firstError(compiled.seat, value) ?? '/');
}

export function isPlayerKey(value: unknown): value is string {
  return compiled.player.Check(value);
}
